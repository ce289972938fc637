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
   * it may run without a transaction, so never write through it.
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

export async function openPostgres(connectionString: string): Promise<Database> {
  pg.types.setTypeParser(NUMERIC, toNumber);
  pg.types.setTypeParser(INT8, toNumber);
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  const wrap = (c: pg.Pool | pg.PoolClient): Tx => ({
    async query(sql, params) {
      return (await c.query(sql, params as any[])).rows;
    },
    async exec(sql) {
      await c.query(sql);
    },
  });
  async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
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
    transaction,
    withTenant: withTenantOver(transaction),
    readTenant: withTenantOver(transaction),
    close: () => pool.end(),
  };
}
