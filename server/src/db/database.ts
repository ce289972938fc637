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
   * Follows the changes triggers announce on CHANGES_CHANNEL, made by any process: `onChange` runs
   * for this process's own writes before they resolve, for another process's as soon as its commit
   * is heard, and also whenever hearing them stops or starts again (changes may have been missed).
   * Resolves once changes are heard; answers how to stop.
   */
  watchChanges(onChange: () => void): Promise<() => void>;
  /** Whether changes made by other processes are heard now (PostgreSQL: the listening connection is up). */
  hearsChanges(): boolean;
  close(): Promise<void>;
}

/** The channel on which triggers announce changes (migrations/public/0060_change_notices.sql). */
export const CHANGES_CHANNEL = 'tradepost_changes';

/** The watchers of one database, called together. */
function watcherSet() {
  const watchers = new Set<() => void>();
  return {
    add(fn: () => void) {
      watchers.add(fn);
      return () => void watchers.delete(fn);
    },
    changed: () => watchers.forEach((fn) => fn()),
  };
}

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

export async function openPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
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
  // One process owns the database: every change is this process's own, heard before its write resolves.
  const watchers = watcherSet();
  await db.listen(CHANGES_CHANNEL, watchers.changed);
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction,
    withTenant: withTenantOver(transaction),
    readTenant: withTenantOver(transaction),
    watchChanges: async (fn) => watchers.add(fn),
    hearsChanges: () => true,
    close: () => db.close(),
    // exposed for the test template: dump the whole data dir
    dump: () => db.dumpDataDir('gzip'),
  } as Database & { dump(): Promise<Blob> };
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

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 1_000;

/**
 * A connection of its own that hears the changes other processes commit, started by the first
 * watcher. When it is lost it tells the watchers (they must stop trusting what they kept) and
 * connects again; once back it tells them again, as changes may have been missed meanwhile.
 */
function changeListener(connectionString: string, changed: () => void) {
  let running: Promise<void> | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  const state = { hearing: false };
  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString, keepAlive: true });
    const lost = new Promise<void>((resolve) => {
      c.on('error', () => resolve());
      c.once('end', () => resolve());
    });
    await c.connect();
    c.on('notification', (n) => n.channel === CHANGES_CHANNEL && changed());
    await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = c;
    state.hearing = true;
    changed();
    void lost.then(async () => {
      state.hearing = false;
      client = null;
      changed();
      c.end().catch(() => {});
      while (!stopped) {
        await new Promise((r) => setTimeout(r, RELISTEN_MS).unref());
        if (stopped) return;
        try {
          return await connect();
        } catch {
          /* the database is still away: try again */
        }
      }
    });
  }
  return {
    get hearing() {
      return state.hearing && !stopped;
    },
    start: () => (running ??= connect()),
    async stop() {
      stopped = true;
      state.hearing = false;
      await client?.end().catch(() => {});
    },
  };
}

export interface PostgresOptions {
  /** Connections of each of the two pools (writes and public reads; tenant reads). */
  poolSize?: number;
  /** Told about connections that fail while idle (a restarted database server). */
  onIdleError?: (err: Error) => void;
}

export async function openPostgres(connectionString: string, { poolSize = 10, onIdleError = () => {} }: PostgresOptions = {}): Promise<Database> {
  pg.types.setTypeParser(NUMERIC, toNumber);
  pg.types.setTypeParser(INT8, toNumber);
  const poolOptions = { connectionString, max: poolSize, connectionTimeoutMillis: 10_000 };
  // Every connection that writes also listens (before its first use): PostgreSQL tells a session of
  // its own changes before the statement that made them completes, so this process forgets at
  // once what it changed itself.
  const watchers = watcherSet();
  const pool = new pg.Pool({
    ...poolOptions,
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (n) => n.channel === CHANGES_CHANNEL && watchers.changed());
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    },
  });
  // Tenant reads have connections of their own: each keeps the search_path of the tenant it read
  // last (set only when the next read is for another tenant), and no other call ever gets one.
  const readPool = new pg.Pool(poolOptions);
  const pathOf = new WeakMap<pg.PoolClient, string>();
  pool.on('error', onIdleError);
  readPool.on('error', onIdleError);
  const listener = changeListener(connectionString, watchers.changed);
  await pool.query('SELECT 1');
  const prepared = preparedStatements();
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
    try {
      await client.query(begin);
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
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
      try {
        if (pathOf.get(client) !== path) {
          pathOf.delete(client);
          await client.query(`SET search_path TO ${path}`);
          pathOf.set(client, path);
        }
        return await fn(wrap(client, true));
      } finally {
        client.release();
      }
    },
    async watchChanges(fn) {
      const stop = watchers.add(fn);
      await listener.start();
      return stop;
    },
    hearsChanges: () => listener.hearing,
    close: async () => {
      await listener.stop();
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
