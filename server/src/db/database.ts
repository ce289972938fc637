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
  close(): Promise<void>;
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
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction,
    withTenant: withTenantOver(transaction),
    readTenant: withTenantOver(transaction),
    close: () => db.close(),
    // exposed for the test template: dump the whole data dir
    dump: () => db.dumpDataDir('gzip'),
  } as Database & { dump(): Promise<Blob> };
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
  const pool = new pg.Pool(poolOptions);
  // Tenant reads have connections of their own: each keeps the search_path of the tenant it read
  // last (set only when the next read is for another tenant), and no other call ever gets one.
  const readPool = new pg.Pool(poolOptions);
  const pathOf = new WeakMap<pg.PoolClient, string>();
  pool.on('error', onIdleError);
  readPool.on('error', onIdleError);
  await pool.query('SELECT 1');
  const wrap = (c: pg.Pool | pg.PoolClient): Tx => ({
    async query(sql, params) {
      return (await c.query(sql, params as any[])).rows;
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
    ...wrap(pool),
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
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
