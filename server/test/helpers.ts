// Server test helpers: a fresh copy of the seeded database and the app on top of it.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import app from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPGlite, openPostgres, type Database } from '../src/db/database';
import { createTokenService, type TokenService } from '../src/lib/tokens';
import type { Clock } from '../src/lib/clock';
import type { TenantLimiter } from '../src/lib/tenant-limiter';
import type { Ticker } from '../src/modules/live/streams';
import { withDatabase } from './global-setup';
import { recordResponse } from './contract';
import { DEMO_PASSWORD } from '../src/db/seed';
import { claimsFor, findUserByEmail } from '../src/modules/users/repo';

export const HOSTS = {
  admin: 'localhost',
  supplier: 'freshfarms.localhost',
  bistro: 'bistro.localhost',
  harbor: 'harbor.localhost',
} as const;

/** A password that passes the sign-up rules (the demo's own is older and shorter), for users a test signs up. */
export const NEW_USER_PASSWORD = 'violet-harbor-lantern';

/** Operations that end the caller's own sessions: tests that walk every operation sign in again after them. */
export const ENDS_SESSIONS = new Set(['revokeSessions']);

export const DEMO = {
  superadmin: 'admin@example.com',
  supplier: 'supplier@example.com',
  merchant: 'merchant@example.com',
  owner: 'owner@example.com',
  /** Corner Bistro's staff member (decisions.md "Roles"). */
  staff: 'staff@example.com',
  password: DEMO_PASSWORD,
} as const;

type Request = (opts: InjectOptions & { host?: string; token?: string }) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  tokens: TokenService;
  /** app.inject, with every answer checked against the contract at the end of the run */
  request: Request;
  /** Signs in with the demo password, or `password` (a user signed up by the test). */
  login(email: string, host: string, password?: string): Promise<string>;
  /**
   * A second app on the same database, as another server process would run it (PostgreSQL: its
   * own connections; PGlite, one process's database: the same one). Closed with the context.
   */
  /** The app again on a database connection of its own, as another server process (PGlite: the same database); `wrap` may stand between it and its database. */
  otherProcess(wrap?: (db: Database) => Database): Promise<{ app: FastifyInstance; request: Request; db: Database }>;
  close(): Promise<void>;
}

/** A clock that stands still until the test moves it. */
export function simulatedClock(start = new Date('2030-01-01T09:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
    /** Every pause the app asked for (ms); a pause moves the clock instead of waiting. */
    paused: [] as number[],
    async sleep(ms: number) {
      this.paused.push(ms);
      now += ms;
    },
  };
}

export interface TestOptions {
  /** The app's clock (throttling); tests move it instead of waiting. */
  clock?: Clock;
  /** The app's per-tenant turns of heavy calls (tests hold its slots). */
  heavyCalls?: TenantLimiter;
  /** The live streams' keep-alive timer (tests tick it by hand). */
  liveTicker?: Ticker;
}

async function openCopy(): Promise<{ db: Database; connectAgain(): Promise<Database>; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const db = await openPGlite({ loadDataDir: new Blob([await readFile(template.value)]) });
    return { db, connectAgain: async () => db, drop: async () => {} };
  }
  const { db, url, drop } = await openPostgresCopy(template.value);
  const others: Database[] = [];
  return {
    db,
    async connectAgain() {
      const other = await openPostgres(url);
      others.push(other);
      return other;
    },
    drop: async () => {
      await Promise.all(others.map((o) => o.close()));
      await drop();
    },
  };
}

/** A fresh PostgreSQL database copied from the template, its URL, and how to drop it. */
async function openPostgresCopy(templateName: string): Promise<{ db: Database; url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL!;
  const name = `tradepost_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  await admin.end();
  const db = await openPostgres(withDatabase(url, name));
  return {
    db,
    url: withDatabase(url, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * The file's test server on `clock`, made before its tests and closed after them; `keep` receives
 * it: `let t: TestContext; useTestContext(clock, (c) => (t = c));`.
 */
export function useTestContext(clock: TestOptions['clock'], keep: (t: TestContext) => void) {
  let made: TestContext | undefined;
  beforeAll(async () => {
    made = await createTestContext({}, { clock });
    keep(made);
  });
  afterAll(() => made?.close());
}

/**
 * A copy of the seeded database that survives a restart: `reopen()` closes it and opens it again
 * (PGlite: from its folder on disk; PostgreSQL: a new pool), and `connectAgain()` opens a second
 * connection as another server process would (PGlite, one process's database, answers itself).
 */
export async function openDurableCopy(): Promise<{ db: Database; reopen(): Promise<Database>; connectAgain(): Promise<Database>; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-durable-'));
    const state = { db: await openPGlite({ dataDir, loadDataDir: new Blob([await readFile(template.value)]) }) };
    return {
      db: state.db,
      async reopen() {
        await state.db.close();
        state.db = await openPGlite({ dataDir });
        return state.db;
      },
      connectAgain: async () => state.db,
      drop: async () => {
        await state.db.close().catch(() => {});
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { db, url, drop } = await openPostgresCopy(template.value);
  const pools: Database[] = [db];
  const connect = async () => {
    const pool = await openPostgres(url);
    pools.push(pool);
    return pool;
  };
  return {
    db,
    async reopen() {
      await db.close();
      return connect();
    },
    connectAgain: connect,
    async drop() {
      await Promise.all(pools.map((p) => p.close().catch(() => {})));
      await drop();
    },
  };
}

export async function createTestContext(overrides: Partial<Config> = {}, { clock, heavyCalls, liveTicker }: TestOptions = {}): Promise<TestContext> {
  const { db, connectAgain, drop } = await openCopy();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-data-'));
  const config: Config = { ...loadConfig({}), dataDir, webDir: path.join(dataDir, 'no-web'), ...overrides };
  const tokens = createTokenService('test-secret-of-at-least-32-characters!', config.tokenTtlSeconds);
  const apps: FastifyInstance[] = [];
  async function start(database: Database) {
    const fastify = Fastify({ logger: false, trustProxy: config.trustProxy, pluginTimeout: 60_000 });
    await fastify.register(app, { config, db: database, tokens, clock, heavyCalls, liveTicker });
    await fastify.ready();
    apps.push(fastify);
    const request: Request = async ({ host = HOSTS.admin, token, headers, ...rest }) => {
      const res = await fastify.inject({
        ...rest,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
      recordResponse(rest.method ?? 'GET', String(rest.url), res);
      return res;
    };
    return { app: fastify, request };
  }
  const { app: fastify, request } = await start(db);

  return {
    app: fastify,
    db,
    config,
    tokens,
    request,
    async login(email, host, password = DEMO.password) {
      const res = await request({ method: 'POST', url: '/1/api/auth/token/', host, payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}@${host} failed: ${res.statusCode} ${res.body}`);
      // Two-factor sign-in on (the demo superadmin): the password was right; the code step has its own
      // tests (auth/two-factor.test.ts), and a code works once, so other tests start signed in here.
      if (res.json().mfa_required) return tokens.sign(await claimsFor(db, (await findUserByEmail(db, email))!));
      return res.json().access;
    },
    async otherProcess(wrap = (db: Database) => db) {
      const database = await connectAgain();
      return { ...(await start(wrap(database))), db: database };
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo's ids by name: users by username, tenants by schema name (e.g. ids.merchant, ids.corner_bistro). */
export async function demoIds(db: Database): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const r of await db.query<{ id: number; username: string }>('SELECT id, username FROM public.users')) ids[r.username] = r.id;
  for (const r of await db.query<{ id: number; schema_name: string }>('SELECT id, schema_name FROM public.tenants')) ids[r.schema_name] = r.id;
  return ids;
}
