// An upgrade from an older release's data: the database Tradepost 63b57b4 made (its migrations and
// demo seed, server/test/fixtures, made by scripts/make-upgrade-fixture.ts) migrates to today's
// schema; every row is kept, and old rows read correctly through the API.
import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { createTokenService } from '../lib/tokens';
import { databaseStats, type DatabaseStats } from '../backup/stats';
import { openEmptyDatabase } from '../../test/empty-database';
import { DEMO, HOSTS } from '../../test/helpers';
import type { Database } from './database';
import { migrate, newestVersion } from './migrate';

const FIXTURE = path.resolve(import.meta.dirname, '../../test/fixtures/upgrade-from-63b57b4.sql');

let db: Database;
let dropDatabase = async () => {};
let server: FastifyInstance;
let before: DatabaseStats;
let after: DatabaseStats;

beforeAll(async () => {
  const empty = await openEmptyDatabase();
  db = empty.db;
  dropDatabase = empty.drop;
  // The dump empties search_path for its session: RESET ALL gives the connection back its defaults.
  await db.exec(`${await readFile(FIXTURE, 'utf8')}\nRESET ALL;`);
  before = await db.transaction(databaseStats);
  await migrate(db);
  after = await db.transaction(databaseStats);
  server = Fastify({ logger: false, pluginTimeout: 60_000 });
  await server.register(app, { config: { ...loadConfig({}), messageWorker: false }, db, tokens: createTokenService('upgrade-test-secret-of-at-least-32-chars', 3600) });
  await server.ready();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dropDatabase();
});

async function get(url: string, host: string) {
  const login = await server.inject({ method: 'POST', url: '/1/api/auth/token/', headers: { host }, payload: { email: DEMO.merchant, password: DEMO.password } });
  expect(login.statusCode).toBe(200);
  const res = await server.inject({ url, headers: { host, authorization: `Bearer ${login.json().access}` } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return Array.isArray(body) ? body : body.results;
}

describe('an upgrade from the database an older release made', () => {
  it('brings every schema to the newest migration', () => {
    expect(before.tenants).toEqual(['corner_bistro', 'fresh_farms', 'harbor_cafe']);
    expect(before.versions.public < newestVersion('public')).toBe(true);
    expect(after.versions).toEqual(Object.fromEntries(Object.keys(before.versions).map((s) => [s, newestVersion(s === 'public' ? 'public' : 'tenant')])));
  });

  it('keeps every table and every row', () => {
    const kept = Object.fromEntries(Object.keys(before.tables).map((name) => [name, after.tables[name]?.rows]));
    const had = Object.fromEntries(Object.entries(before.tables).map(([name, t]) => [name, t.rows]));
    // schema_migrations gains the new migrations' rows; every other table keeps exactly its rows.
    expect({ ...kept, 'public.schema_migrations': had['public.schema_migrations'] }).toEqual(had);
    expect(after.tables['public.schema_migrations'].rows).toBeGreaterThan(before.tables['public.schema_migrations'].rows);
  });

  it('reads old rows correctly through the API', async () => {
    const orders = await get('/1/api/merchant-orders/orders/', HOSTS.bistro);
    expect(orders.map((o: { status: string }) => o.status).sort()).toEqual(['ACCEPTED', 'FULFILLED', 'PLACED', 'PLACED', 'PLACED', 'PLACED', 'REJECTED']);
    const suppliers = await get('/1/api/merchant-products/suppliers/', HOSTS.bistro);
    // The old link to Fresh Farms' tenant became an ACTIVE connection (tenant migration 0070).
    expect(suppliers.map((s: { name: string; relationship_status: string }) => [s.name, s.relationship_status]).sort()).toEqual([
      ['Costco Business Center', 'OFF_SYSTEM'],
      ['Fresh Farms', 'ACTIVE'],
      ['Metro Restaurant Supply', 'OFF_SYSTEM'],
      ['Ocean Catch Seafood', 'OFF_SYSTEM'],
    ]);
    const items = await get('/1/api/inventory/items/', HOSTS.bistro);
    expect(items.length).toBe(before.tables['corner_bistro.inventory_items'].rows);
  });
});
