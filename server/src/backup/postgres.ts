// Backups of a PostgreSQL server's database: pg_dump's custom format, taken in the snapshot the
// counts were read in (so they agree), and pg_restore into an empty database.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Tx } from '../db/database';
import { quoteCatalogName } from '../db/identifiers';
import { BackupError } from './archive';
import { databaseStats, type DatabaseStats } from './stats';

const run = promisify(execFile);

/** pg_dump and pg_restore from PG_BIN when set (they must be at least the server's version), else from PATH. */
const tool = (name: string, bin = process.env.PG_BIN) => (bin ? path.join(bin, name) : name);

/** One client as a Tx (counts come back as numbers: the SQL casts them). */
const txOf = (client: pg.Client): Tx => ({
  query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
  exec: async (sql) => void (await client.query(sql)),
});

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function runTool(name: string, args: string[], bin?: string): Promise<void> {
  try {
    await run(tool(name, bin), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new BackupError(`${name} was not found: install PostgreSQL's client tools (the server's version or newer), or set PG_BIN to their folder.`);
    throw new BackupError(`${name} failed: ${e.stderr || e.message}`);
  }
}

export async function dumpPostgres(url: string, file: string, bin?: string): Promise<DatabaseStats> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const stats = await databaseStats(txOf(client));
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`, `--dbname=${url}`], bin);
    await client.query('COMMIT');
    return stats;
  });
}

/** The schemas that hold anything of ours: public when it has tables, and every other non-system schema. */
async function ourSchemas(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname AS name FROM pg_namespace n
      WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
        AND (n.nspname <> 'public' OR EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = n.oid))
      ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

export async function restorePostgres(url: string, file: string, force: boolean, bin?: string): Promise<DatabaseStats> {
  await withClient(url, async (client) => {
    const schemas = await ourSchemas(client);
    if (!schemas.length) return;
    if (!force) throw new BackupError(`The database is not empty (schemas ${schemas.join(', ')}): restore --force replaces it.`);
    // Dropped together or not at all; pg_restore then loads the backup in one transaction of its own.
    await client.query(`BEGIN; ${schemas.map((s) => `DROP SCHEMA ${quoteCatalogName(s)} CASCADE;`).join(' ')} CREATE SCHEMA IF NOT EXISTS public; COMMIT`);
  });
  await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], bin);
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const stats = await databaseStats(txOf(client));
    await client.query('COMMIT');
    return stats;
  });
}
