// Backup and restore round trip on the suite's own database (PGlite, or DATABASE_URL's server):
// the demo data and an uploaded file, backed up while the server runs, restore to the same rows in
// every table and the same files; restore refuses a database that is not empty unless forced.
// (A PostgreSQL round trip also runs on every suite against a throwaway cluster: database-restart.test.ts.)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite, type Database, type PGliteDatabase } from '../db/database';
import { openDatabase, pgdataOf } from '../db/open';
import { serverDatabase } from '../../test/server-process';
import { withDatabase } from '../../test/global-setup';
import { BackupError } from './archive';
import { backup, restore } from './backup';
import { serveBackups } from './pglite';
import { databaseStats, type DatabaseStats } from './stats';

let source: Awaited<ReturnType<typeof serverDatabase>>;
let db: Database;
let stopServing = async () => {};
let work: string;
const upload = randomBytes(2048);
const log: string[] = [];

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function emptyInstallation(): Promise<{ databaseUrl: string | null; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(work, 'restored-'));
  if (!source.env.DATABASE_URL) return { databaseUrl: null, dataDir };
  const name = `tradepost_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  restoredDatabases.push(name);
  return { databaseUrl: withDatabase(process.env.DATABASE_URL!, name), dataDir };
}
const restoredDatabases: string[] = [];

async function statsOf(where: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseStats> {
  const other = await openDatabase({ ...where, databasePoolSize: 2 });
  try {
    return await other.transaction(databaseStats);
  } finally {
    await other.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'tradepost-backup-test-'));
  source = await serverDatabase();
  await mkdir(path.join(source.env.DATA_DIR, 'uploads', 'products'), { recursive: true });
  await writeFile(path.join(source.env.DATA_DIR, 'uploads', 'products', 'photo.png'), upload);
  // The server's side of a running embedded database: its database open, answering backups.
  if (source.env.DATABASE_URL) db = await source.open();
  else {
    const embedded: PGliteDatabase = await openPGlite({ dataDir: pgdataOf(source.env.DATA_DIR) });
    db = embedded;
    stopServing = await serveBackups(embedded, source.env.DATA_DIR, { error: () => {} });
  }
});

afterAll(async () => {
  await stopServing();
  await db?.close();
  await source?.drop();
  if (restoredDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    for (const name of restoredDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  const file = () => path.join(work, 'tradepost.backup');
  let before: DatabaseStats;
  let fresh: { databaseUrl: string | null; dataDir: string };
  const here = () => ({ databaseUrl: source.env.DATABASE_URL ?? null, dataDir: source.env.DATA_DIR });

  // PGlite loads and dumps its whole data dir several times here: slow on a busy machine.
  it('restores a backup taken while the server runs to the same rows in every table and the same files', { timeout: 60_000 }, async () => {
    before = await db.transaction(databaseStats);
    expect(before.tenants.length).toBeGreaterThan(1);
    const manifest = await backup(here(), file(), { log: (line) => log.push(line) });
    expect(manifest.tables).toEqual(before.tables);
    expect(manifest.uploads).toEqual(['products/photo.png']);
    expect(log.join('\n')).toMatch(new RegExp(`Backed up to .*: ${before.tenants.length} tenants .* rows, 1 uploaded files, \\d+ bytes, [\\d.]+ s`));
    expect(log.join('\n')).toMatch(/^ {2}products: \d+$/m);

    fresh = await emptyInstallation();
    await restore(fresh, file(), { log: (line) => log.push(line) });
    const after = await statsOf(fresh);
    expect(after).toEqual(before);
    expect(Object.values(after.tables).some((t) => t.rows > 0)).toBe(true);
    expect(await readFile(path.join(fresh.dataDir, 'uploads', 'products', 'photo.png'))).toEqual(upload);
  });

  it('refuses a database that holds data unless forced, and never under a running embedded server', async () => {
    expect(fresh).toBeDefined();
    await expect(restore(fresh, file(), { log: () => {} })).rejects.toThrow(BackupError);
    await expect(restore(fresh, file(), { log: () => {} })).rejects.toThrow(/--force/);
    if (!source.env.DATABASE_URL) await expect(restore(here(), file(), { force: true, log: () => {} })).rejects.toThrow('A server is running on this DATA_DIR');
    expect(await restore(fresh, file(), { force: true, log: (line) => log.push(line) })).toEqual(before);
    expect(log.join('\n')).toMatch(/Restored .*tradepost\.backup: \d+ tenants/);
  });

  it('refuses a file that is not a backup', async () => {
    const junk = path.join(work, 'junk.backup');
    await writeFile(junk, 'not a tar');
    await expect(restore({ databaseUrl: null, dataDir: path.join(work, 'never') }, junk, { log: () => {} })).rejects.toThrow('is not a Tradepost backup');
  });
});
