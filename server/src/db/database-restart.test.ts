// A PostgreSQL server that stops and starts again under a steady trickle of requests: while it is
// away every call answers 503 at once, the process stays up, and once it is back calls succeed
// within 5 s with no restart; writes in flight committed whole or not at all; the message worker
// resumes. The server is a throwaway cluster of the test's own, so this runs on every suite; the
// PostgreSQL backup round trip runs on it too (pg_dump and pg_restore of the cluster's own version).
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../test/e2e/postgres-server';
import app from '../app';
import { loadConfig } from '../config';
import { createTokenService } from '../lib/tokens';
import { DATABASE_AWAY } from '../lib/error-handler';
import { enqueueMessage } from '../modules/messaging/repo';
import { expectLedgerBalanced } from '../../test/inventory';
import { DEMO, HOSTS } from '../../test/helpers';
import { backup, restore } from '../backup/backup';
import { databaseStats } from '../backup/stats';
import { openPostgres, type Database } from './database';
import { migrate } from './migrate';
import { seedDemo } from './seed';

let postgres: PostgresServer;
let db: Database;
let server: FastifyInstance;
let dataDir: string;
let token: string;
const idleErrors: Error[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  db = await openPostgres(postgres.url, { poolSize: 4, onIdleError: (err) => idleErrors.push(err) });
  await migrate(db);
  await db.transaction((tx) => seedDemo(tx));
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-restart-'));
  const config = { ...loadConfig({}), dataDir, webDir: path.join(dataDir, 'no-web'), messageWorker: true };
  server = Fastify({ logger: false, pluginTimeout: 60_000 });
  // On the root instance itself, so the test reaches its message worker.
  await app(server, { config, db, tokens: createTokenService('restart-test-secret-of-at-least-32-chars', 3600) });
  await server.ready();
  const res = await call('POST', '/1/api/auth/token/', { email: DEMO.merchant, password: DEMO.password });
  token = res.json().access;
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return server.inject({ method, url, payload, headers: { host: HOSTS.bistro, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** Names of the items each write asked for, and those answered 201. */
const asked: string[] = [];
const created: string[] = [];
let writes = 0;

/** One beat of the trickle: a write (an item with opening stock: two rows), a read and a health check, together. */
async function beat(): Promise<{ statuses: number[]; bodies: unknown[]; ms: number }> {
  const name = `Restart item ${++writes}`;
  asked.push(name);
  const started = performance.now();
  const answers = await Promise.all([call('POST', '/1/api/inventory/items/', { name, on_hand: 5 }), call('GET', '/1/api/inventory/items/'), call('GET', '/1/api/health/')]);
  if (answers[0].statusCode === 201) created.push(name);
  return { statuses: answers.map((a) => a.statusCode), bodies: answers.map((a) => a.json()), ms: performance.now() - started };
}

describe('a PostgreSQL server that stops and starts again', () => {
  it('answers 503 while it is away and serves again once it is back, losing nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await beat()).statuses).toEqual([201, 200, 200]);

    // Stop the server while a beat is in flight: each of its calls succeeds or answers 503, never a 500.
    const [inFlight] = await Promise.all([beat(), postgres.halt()]);
    for (const status of inFlight.statuses) expect([200, 201, 503]).toContain(status);

    // Away: every call answers 503 at once (a refused connection is no wait), health included.
    for (let i = 0; i < 3; i++) {
      const away = await beat();
      expect(away.statuses).toEqual([503, 503, 503]);
      expect(away.bodies.slice(0, 2)).toEqual([{ detail: DATABASE_AWAY }, { detail: DATABASE_AWAY }]);
      expect(away.ms).toBeLessThan(5000);
    }
    // The worker's rounds fail while the server is away; its loop must survive them.
    await expect(server.messageWorker.runOnce()).rejects.toThrow();

    await postgres.resume();
    const back = performance.now();
    let served = false;
    for (let i = 0; i < 200 && !served; i++) served = (await beat()).statuses.every((s) => s < 300);
    expect(served).toBe(true);
    expect(performance.now() - back).toBeLessThan(5000);
    expect((await beat()).statuses).toEqual([201, 200, 200]);

    // Nothing half-applied: every item has its opening movement, every 201 was kept, nothing unasked exists.
    await expectLedgerBalanced(db);
    const kept = (await db.withTenant('corner_bistro', (tx) => tx.query<{ name: string }>("SELECT product_name AS name FROM products WHERE product_name LIKE 'Restart item %'"))).map(
      (r) => r.name,
    );
    expect(kept).toEqual(expect.arrayContaining(created));
    expect(asked).toEqual(expect.arrayContaining(kept));

    // The worker resumes: a message queued now is delivered by its own loop (woken, as a handler wakes it).
    const [{ id: tenant }] = await db.query<{ id: number }>("SELECT id FROM public.tenants WHERE schema_name = 'corner_bistro'");
    const message = await db.transaction((tx) => enqueueMessage(tx, { tenant_id: tenant, message_type: 'email', send_to: 'back@example.com', subject: 'Back', body: 'Back again.' }));
    server.messageWorker.wake();
    let status = 'queued';
    for (let i = 0; i < 500 && status !== 'sent'; i++) [{ status }] = await db.query<{ status: string }>('SELECT status FROM public.messages WHERE id = $1', [message.id]);
    expect(status).toBe('sent');
  });
});

describe('backup and restore on PostgreSQL', () => {
  it('restores a pg_dump backup and the uploads into an empty database to the same rows and files; refuses a non-empty one unless forced', async () => {
    await mkdir(path.join(dataDir, 'uploads', 'media'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'media', 'sheet.pdf'), 'a price list');
    const before = await db.transaction(databaseStats);
    const file = path.join(dataDir, 'tradepost.backup');
    const lines: string[] = [];
    const options = { pgBin: postgres.bin, log: (line: string) => lines.push(line) };
    await backup({ databaseUrl: postgres.url, dataDir }, file, options);
    expect(lines[0]).toMatch(new RegExp(`^Backed up to .*: ${before.tenants.length} tenants \\(.*\\), \\d+ rows, 1 uploaded files, \\d+ bytes`));

    await db.exec('CREATE DATABASE restored');
    const target = { databaseUrl: postgres.url.replace(/\/postgres$/, '/restored'), dataDir: await mkdtemp(path.join(dataDir, 'restored-')) };
    expect(await restore(target, file, options)).toEqual(before);
    const restored = await openPostgres(target.databaseUrl, { poolSize: 1 });
    try {
      expect(await restored.transaction(databaseStats)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await readFile(path.join(target.dataDir, 'uploads', 'media', 'sheet.pdf'), 'utf8')).toBe('a price list');

    await expect(restore(target, file, options)).rejects.toThrow('uploads already holds 1 files: restore --force replaces them.');
    await expect(restore({ ...target, dataDir: await mkdtemp(path.join(dataDir, 'empty-')) }, file, options)).rejects.toThrow('The database is not empty');
    expect(await restore(target, file, { ...options, force: true })).toEqual(before);
  });
});
