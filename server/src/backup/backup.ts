// npm run manage -- backup / restore: one file with the whole database and the uploads folder.
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { newestVersion } from '../db/migrate';
import { BackupError, DATABASE_FILE, FORMAT, filesUnder, readArchive, writeArchive, type Manifest } from './archive';
import { dumpPGlite, restorePGlite } from './pglite';
import { dumpPostgres, restorePostgres } from './postgres';
import { summary, type DatabaseStats } from './stats';

type Where = Pick<Config, 'databaseUrl' | 'dataDir'>;
export interface BackupOptions {
  /** Where pg_dump and pg_restore are (else PG_BIN, else PATH). */
  pgBin?: string;
  log?: (line: string) => void;
}

export async function backup(config: Where, out: string, { pgBin, log = console.log }: BackupOptions = {}): Promise<Manifest> {
  const started = performance.now();
  const staging = await mkdtemp(path.join(tmpdir(), 'tradepost-backup-'));
  try {
    const database = config.databaseUrl ? 'postgres' : 'pglite';
    const file = path.join(staging, DATABASE_FILE[database]);
    const stats = config.databaseUrl ? await dumpPostgres(config.databaseUrl, file, pgBin) : await dumpPGlite(config.dataDir, file);
    const uploads = await filesUnder(path.join(config.dataDir, 'uploads'));
    const manifest: Manifest = { format: FORMAT, version: 1, database, created_at: new Date().toISOString(), uploads, ...stats };
    const bytes = await writeArchive(path.resolve(out), staging, manifest, config.dataDir);
    log(summary(`Backed up to ${out}`, stats, uploads.length, bytes, performance.now() - started));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A backup made by a newer Tradepost holds migrations this code does not know: refuse it. */
function checkVersions(manifest: Manifest) {
  const newest = { public: newestVersion('public'), tenant: newestVersion('tenant') };
  for (const [schema, version] of Object.entries(manifest.versions)) {
    const known = schema === 'public' ? newest.public : newest.tenant;
    if (version > known) throw new BackupError(`The backup's schema ${schema} is at migration ${version}, newer than this Tradepost knows (${known}): upgrade Tradepost first.`);
  }
}

/** What differs between the backup's counts and the restored database's. */
function differences(want: DatabaseStats, got: DatabaseStats): string[] {
  const out: string[] = [];
  if (!isDeepStrictEqual(want.tenants, got.tenants)) out.push('tenants');
  if (!isDeepStrictEqual(want.versions, got.versions)) out.push('schema versions');
  for (const name of new Set([...Object.keys(want.tables), ...Object.keys(got.tables)])) {
    if (!isDeepStrictEqual(want.tables[name], got.tables[name])) out.push(name);
  }
  return out;
}

export async function restore(config: Where, file: string, { force = false, pgBin, log = console.log }: BackupOptions & { force?: boolean } = {}): Promise<DatabaseStats> {
  const started = performance.now();
  const { dir, manifest, cleanUp } = await readArchive(file);
  try {
    const database = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== database)
      throw new BackupError(
        `This is a backup of ${manifest.database === 'pglite' ? 'the embedded database' : 'a PostgreSQL server'}: restore it with ${manifest.database === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
      );
    checkVersions(manifest);
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const existingUploads = await filesUnder(uploadsDir);
    if (existingUploads.length && !force) throw new BackupError(`${uploadsDir} already holds ${existingUploads.length} files: restore --force replaces them.`);
    const dump = path.join(dir, DATABASE_FILE[database]);
    let stats: DatabaseStats;
    if (config.databaseUrl) stats = await restorePostgres(config.databaseUrl, dump, force, pgBin);
    else {
      const restored = await restorePGlite(config.dataDir, dump, force);
      if (restored.movedAside) log(`The database it replaced is kept in ${restored.movedAside}.`);
      stats = restored.stats;
    }
    if (existingUploads.length) {
      const aside = `${uploadsDir}.replaced-${Date.now()}`;
      await rename(uploadsDir, aside);
      log(`The uploads it replaced are kept in ${aside}.`);
    }
    if (existsSync(path.join(dir, 'uploads'))) await cp(path.join(dir, 'uploads'), uploadsDir, { recursive: true });
    const diff = differences(manifest, stats);
    if (diff.length) throw new BackupError(`The restored database differs from the backup in: ${diff.join(', ')}.`);
    log(summary(`Restored ${file}`, stats, manifest.uploads.length, statSync(file).size, performance.now() - started));
    return stats;
  } finally {
    await cleanUp();
  }
}
