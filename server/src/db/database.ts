// One small database interface over PGlite (embedded) and node-postgres (a real server).
// The same SQL runs on both: plain PostgreSQL with $1 parameters.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { quoteIdent } from './identifiers';

export interface Tx {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Tx {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** A transaction whose search_path is the tenant schema first, then public. */
  withTenant<T>(schema: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Reads in the tenant schema that need no atomicity (a GET). Same search_path as withTenant;
   * on PostgreSQL it runs without a transaction on a connection kept for tenant reads, so never
   * write through it.
   */
  readTenant<T>(schema: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` for every change triggers announce on CHANGES_CHANNEL, before the write that
   * made it resolves; answers how to stop. Only a database this process owns alone (PGlite) can
   * promise that: on a PostgreSQL server other processes write too, so it answers null.
   */
  watchChanges(onChange: () => void): (() => void) | null;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` (from any process on a
   * PostgreSQL server); answers how to stop. `onLost`: the listening connection went away (the
   * server restarted), so notifications may have been missed; the next listen connects again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel on which triggers announce changes (migrations/public/0060_change_notices.sql). */
export const CHANGES_CHANNEL = 'tradepost_changes';

// int8 and numeric arrive as strings from PostgreSQL; the API speaks numbers.
const NUMERIC = 1700;
const INT8 = 20;
const toNumber = (v: string) => (v === null ? null : Number(v));

/** Within a transaction: the tenant schema first, then public (a checked name, never escaped). */
export async function setTenantPath(tx: Tx, schema: string): Promise<void> {
  await tx.exec(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

/** Database.withTenant over a database's own transaction. */
const withTenantOver =
  (transaction: Database['transaction']): Database['withTenant'] =>
  (schema, fn) =>
    transaction(async (tx) => {
      await setTenantPath(tx, schema);
      return fn(tx);
    });

/** The embedded database, with its own dump (PGlite's dumpDataDir, gzipped). */
export interface PGliteDatabase extends Database {
  dump(): Promise<Blob>;
  /**
   * Runs `fn` and dumps the data dir inside one transaction: no other statement runs in between
   * (PGlite runs one transaction at a time), so what `fn` read is exactly what the dump holds.
   */
  snapshot<T>(fn: (tx: Tx) => Promise<T>): Promise<{ result: T; dump: Blob }>;
}

export async function openPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGliteDatabase> {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [NUMERIC]: toNumber, [INT8]: toNumber },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    async query(sql, params) {
      return (await q.query<any>(sql, params as any[])).rows;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction((tx) => fn(wrap(tx)));
  // One process owns the database: every change is its own, and PGlite tells of it before the write resolves.
  const watchers = new Set<() => void>();
  await db.listen(CHANGES_CHANNEL, () => watchers.forEach((fn) => fn()));
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction,
    withTenant: withTenantOver(transaction),
    readTenant: withTenantOver(transaction),
    watchChanges(fn) {
      watchers.add(fn);
      return () => void watchers.delete(fn);
    },
    // One process, one database: it never loses its listening connection.
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
    dump: () => db.dumpDataDir('gzip'),
    snapshot: (fn) =>
      db.transaction(async (tx) => {
        const result = await fn(wrap(tx));
        return { result, dump: await db.dumpDataDir('gzip') };
      }),
  };
}

/** Named statements at most: SQL built from a request's fields varies, and each name costs every connection memory. */
const MAX_PREPARED = 500;

/**
 * Names for parameterised queries, so node-postgres prepares each once per connection and
 * PostgreSQL skips parsing and planning on every later call (a third of a tenant GET's database
 * time). A migration that changes a table's columns under a statement prepared earlier (another
 * process migrated while this one runs) makes PostgreSQL refuse it once: then every name is renewed.
 */
function preparedStatements() {
  const names = new Map<string, string>();
  let generation = 0;
  return {
    name(sql: string): string | undefined {
      let name = names.get(sql);
      if (name === undefined && names.size < MAX_PREPARED) names.set(sql, (name = `tp${names.size}`));
      return name && `${name}_${generation}`;
    },
    isStale: (err: unknown) => (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message)),
    renew: () => void generation++,
  };
}

/** Node's socket errors that mean the server cannot be reached (refused, reset, unroutable, timed out). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection that went away or never came. */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * Whether an error says the database server is away (stopped, restarting, unreachable) rather than
 * that a statement was wrong: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting
 * down, crashed, starting up), a socket error, or node-postgres losing the connection.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/** How long a request waits for a connection (a free one of the pool, or a new one) before it is told the database is away. */
export const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long node-postgres waits for any one answer: a database that vanished without closing the
 * socket (a network split) is no endless hang. Long, because migrations share the pool and a
 * big table's migration may take minutes.
 */
export const QUERY_TIMEOUT_MS = 5 * 60_000;

export interface PostgresOptions {
  /** Connections of each of the two pools (writes and public reads; tenant reads). */
  poolSize?: number;
  /** Told about connections that fail while idle (a restarted database server). */
  onIdleError?: (err: Error) => void;
}

export async function openPostgres(connectionString: string, { poolSize = 10, onIdleError = () => {} }: PostgresOptions = {}): Promise<Database> {
  pg.types.setTypeParser(NUMERIC, toNumber);
  pg.types.setTypeParser(INT8, toNumber);
  const poolOptions = { connectionString, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS, keepAlive: true };
  const pool = new pg.Pool(poolOptions);
  // Tenant reads have connections of their own: each keeps the search_path of the tenant it read
  // last (set only when the next read is for another tenant), and no other call ever gets one.
  const readPool = new pg.Pool(poolOptions);
  const pathOf = new WeakMap<pg.PoolClient, string>();
  pool.on('error', onIdleError);
  readPool.on('error', onIdleError);
  // A connection lost while a request holds it (between two statements) must not crash the process:
  // the request's next statement fails instead, and the connection is dropped when it is released.
  const keepErrorsQuiet = (client: pg.PoolClient) => void client.on('error', () => {});
  pool.on('connect', keepErrorsQuiet);
  readPool.on('connect', keepErrorsQuiet);
  await pool.query('SELECT 1');
  const prepared = preparedStatements();
  const listener = listeningConnection(connectionString);
  /** `retry`: outside a transaction a statement that must be prepared afresh can simply run again. */
  const wrap = (c: pg.Pool | pg.PoolClient, retry = false): Tx => ({
    async query(sql, params) {
      if (!params?.length) return (await c.query(sql)).rows;
      const run = () => c.query({ name: prepared.name(sql), text: sql, values: params as any[] });
      try {
        return (await run()).rows;
      } catch (err) {
        if (!prepared.isStale(err)) throw err;
        prepared.renew();
        if (!retry) throw err;
        return (await run()).rows;
      }
    },
    async exec(sql) {
      await c.query(sql);
    },
  });
  /** `begin` may carry more statements: one round trip (a query without parameters may hold several). */
  async function transaction<T>(fn: (tx: Tx) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    const client = await pool.connect();
    let failed: unknown;
    try {
      await client.query(begin);
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      failed = err;
      if (!isDatabaseUnreachable(err)) await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      // A connection that failed with the database away is dropped, never handed to the next request.
      client.release(isDatabaseUnreachable(failed) ? (failed as Error) : undefined);
    }
  }
  return {
    kind: 'postgres',
    ...wrap(pool, true),
    transaction: (fn) => transaction(fn),
    withTenant: (schema, fn) => transaction(fn, `BEGIN; SET LOCAL search_path TO ${quoteIdent(schema)}, public`),
    async readTenant(schema, fn) {
      const path = `${quoteIdent(schema)}, public`;
      const client = await readPool.connect();
      let failed: unknown;
      try {
        if (pathOf.get(client) !== path) {
          pathOf.delete(client);
          await client.query(`SET search_path TO ${path}`);
          pathOf.set(client, path);
        }
        return await fn(wrap(client, true));
      } catch (err) {
        failed = err;
        throw err;
      } finally {
        client.release(isDatabaseUnreachable(failed) ? (failed as Error) : undefined);
      }
    },
    // Other processes write to the same server: a change there cannot be known here at once.
    watchChanges: () => null,
    listen: listener.listen,
    close: async () => {
      await Promise.all([pool.end(), readPool.end(), listener.close()]);
    },
  };
}

interface Subscriber {
  onPayload(payload: string): void;
  onLost?(): void;
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to others):
 * one per process, opened by the first listen, shared by every channel. When it is lost, every
 * subscriber is told (onLost) and forgotten; the next listen opens a new one.
 */
function listeningConnection(connectionString: string) {
  let current: Promise<pg.Client> | null = null;
  const channels = new Map<string, Set<Subscriber>>();
  function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const opened = client.connect().then(() => client);
    const lost = () => {
      if (current !== opened) return;
      current = null;
      const subscribers = [...channels.values()].flatMap((set) => [...set]);
      channels.clear();
      client.end().catch(() => {});
      subscribers.forEach((s) => s.onLost?.());
    };
    client.on('notification', (msg) => channels.get(msg.channel)?.forEach((s) => s.onPayload(msg.payload ?? '')));
    client.on('error', lost);
    client.on('end', lost);
    opened.catch(() => {
      if (current === opened) current = null;
    });
    return opened;
  }
  return {
    async listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>> {
      current ??= connect();
      const client = await current;
      const subscriber: Subscriber = { onPayload, onLost };
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(subscriber);
      const subscribers = set;
      return async () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || channels.get(channel) !== subscribers) return;
        channels.delete(channel);
        await client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    async close() {
      const opened = current;
      current = null;
      channels.clear();
      const client = await opened?.catch(() => null);
      await client?.end().catch(() => {});
    },
  };
}
