// The backup file: a plain tar (the system's tar) holding manifest.json, the database (PGlite's
// data dir dump, or pg_dump's custom format) and the uploads folder as it is under DATA_DIR.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseStats } from './stats';

const run = promisify(execFile);

export const FORMAT = 'tradepost-backup';
export const DATABASE_FILE = { pglite: 'database.tgz', postgres: 'database.pgdump' } as const;

export interface Manifest extends DatabaseStats {
  format: typeof FORMAT;
  version: 1;
  database: 'pglite' | 'postgres';
  created_at: string;
  /** Uploaded files (relative to DATA_DIR/uploads). */
  uploads: string[];
}

export class BackupError extends Error {}

/** Every file under `dir`, relative to it; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Writes the backup file: the manifest and the database file from `staging`, then DATA_DIR's uploads. Answers its size. */
export async function writeArchive(out: string, staging: string, manifest: Manifest, dataDir: string): Promise<number> {
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const uploads = existsSync(path.join(dataDir, 'uploads')) ? ['-C', dataDir, 'uploads'] : [];
  await run('tar', ['-cf', out, '-C', staging, 'manifest.json', DATABASE_FILE[manifest.database], ...uploads]);
  return (await stat(out)).size;
}

/** Unpacks a backup file into a new temporary folder; answers its manifest and the folder. */
export async function readArchive(file: string): Promise<{ dir: string; manifest: Manifest; cleanUp(): Promise<void> }> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'tradepost-restore-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  try {
    await run('tar', ['-xf', file, '-C', dir]).catch(() => {
      throw new BackupError(`${file} is not a Tradepost backup (not a tar file).`);
    });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => '{}')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== 1) throw new BackupError(`${file} is not a Tradepost backup (no manifest).`);
    return { dir, manifest, cleanUp };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
