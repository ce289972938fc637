// A new empty database of the suite's kind, for tests that build an installation from nothing:
// an in-memory PGlite (loaded from global setup's dump of one), or a new database on DATABASE_URL's server (dropped by `drop`).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPGlite, openPostgres, type Database } from '../src/db/database';
import { withDatabase } from './global-setup';

export async function openEmptyDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  // The project's template says the kind (the server-pglite project runs on PGlite with DATABASE_URL set).
  if (inject('dbTemplate').kind === 'pglite') {
    const db = await openPGlite({ loadDataDir: new Blob([await readFile(inject('dbEmpty'))]) });
    return { db, drop: () => db.close() };
  }
  const url = process.env.DATABASE_URL!;
  const name = `tradepost_empty_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const db = await openPostgres(withDatabase(url, name), { poolSize: 2 });
  return {
    db,
    async drop() {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
