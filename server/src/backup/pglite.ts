// Backups of the embedded database. PGlite is one process's database: a second process must never
// open its data dir while the server runs. So the server listens on a Unix socket in DATA_DIR
// (mode 0600: only the user that owns the data can ask), and the CLI asks it for the dump; when no
// server answers there, the CLI opens the data dir itself.
import { createServer, request } from 'node:http';
import { existsSync } from 'node:fs';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPGlite, type PGliteDatabase } from '../db/database';
import { pgdataOf } from '../db/open';
import { BackupError } from './archive';
import { databaseStats, type DatabaseStats } from './stats';

export const socketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Dumps `db` and counts its rows in one snapshot; writes the dump to `file`. */
async function dumpTo(db: PGliteDatabase, file: string): Promise<DatabaseStats> {
  const { result, dump } = await db.snapshot(databaseStats);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return result;
}

/** In the server: answers backup requests on DATA_DIR/backup.sock; answers how to stop. */
export async function serveBackups(db: PGliteDatabase, dataDir: string, log: { error(obj: object, msg: string): void }): Promise<() => Promise<void>> {
  const file = socketPath(dataDir);
  await rm(file, { force: true }); // left by a server that did not shut down
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      try {
        if (req.method !== 'POST' || req.url !== '/backup') return void res.writeHead(404).end();
        const stats = await dumpTo(db, String(JSON.parse(body).file));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      } catch (err) {
        log.error({ err }, 'backup failed');
        res.writeHead(500).end(String(err));
      }
    });
  });
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
    await chmod(file, 0o600);
  } catch (err) {
    // E.g. a DATA_DIR path too long for a socket: the server still serves, only backups wait for a stop.
    log.error({ err }, `backups while running are not available: cannot listen on ${file}`);
    return async () => {};
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running server for a dump into `file`; null when no server listens on DATA_DIR. */
function askServer(dataDir: string, file: string): Promise<DatabaseStats | null> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath(dataDir))) return resolve(null);
    const req = request({ socketPath: socketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new BackupError(`The server could not take the backup: ${body}`))));
    });
    // A socket nobody listens on: the server is not running.
    req.on('error', (err: NodeJS.ErrnoException) => (['ECONNREFUSED', 'ENOENT'].includes(err.code ?? '') ? resolve(null) : reject(err)));
    req.end(JSON.stringify({ file: path.resolve(file) }));
  });
}

/** Whether a server runs on this DATA_DIR (its backup socket answers). */
export function serverRuns(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!existsSync(socketPath(dataDir))) return resolve(false);
    const req = request({ socketPath: socketPath(dataDir), method: 'GET', path: '/' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** The backup's database file: through the running server, or from the data dir when none runs. */
export async function dumpPGlite(dataDir: string, file: string): Promise<DatabaseStats> {
  const fromServer = await askServer(dataDir, file);
  if (fromServer) return fromServer;
  if (!existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'))) throw new BackupError(`No database in ${pgdataOf(dataDir)}.`);
  const db = await openPGlite({ dataDir: pgdataOf(dataDir) });
  try {
    return await dumpTo(db, file);
  } finally {
    await db.close();
  }
}

/** Loads the dump as DATA_DIR's database; with `force`, an existing one is moved aside (answers where). */
export async function restorePGlite(dataDir: string, file: string, force: boolean): Promise<{ stats: DatabaseStats; movedAside: string | null }> {
  if (await serverRuns(dataDir)) throw new BackupError('A server is running on this DATA_DIR: stop it before restoring.');
  const pgdata = pgdataOf(dataDir);
  let movedAside: string | null = null;
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) {
    if (!force) throw new BackupError(`${pgdata} already holds a database: restore --force replaces it (the old one is kept beside it).`);
    movedAside = `${pgdata}.replaced-${Date.now()}`;
    await rename(pgdata, movedAside);
  } else await rm(pgdata, { recursive: true, force: true });
  const db = await openPGlite({ dataDir: pgdata, loadDataDir: new Blob([await readFile(file)]) });
  try {
    return { stats: await db.transaction(databaseStats), movedAside };
  } finally {
    await db.close();
  }
}
