// The real server as a child process (node + tsx, as `npm start` runs it), for tests that must kill
// it. Its log lines are read as they come, so a test can act on a line instead of on a clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPGlite, type Database } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import { withDatabase } from './global-setup';
import { freePort } from '../../test/free-port';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves with the first log line (from now on) that matches. */
  nextLine(match: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/** Starts the server on DATA_DIR (PGlite) or DATABASE_URL, without demo seeding; resolves once it listens. */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'info', JWT_SECRET: 'crash-test-secret-of-at-least-32-characters' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiters: { match: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    for (const w of [...waiters]) {
      if (w.match.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const nextLine = (match: RegExp) =>
    Promise.race([new Promise<string>((resolve) => waiters.push({ match, resolve })), exited.then((code) => Promise.reject(new Error(`server exited (${code}) before logging ${match}`)))]);
  await nextLine(/Tradepost is serving/);
  return { port, child, nextLine, exited };
}

/**
 * A copy of the test template (migrated, with the demo data) for a server process: a PGlite data
 * folder, or a new PostgreSQL database when DATABASE_URL is set. `open` opens it in the test while
 * no server runs.
 */
export async function serverDatabase(): Promise<{ env: { DATA_DIR: string; DATABASE_URL?: string }; open(): Promise<Database>; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-server-'));
  const template = inject('dbTemplate');
  let url: string | undefined;
  if (template.kind === 'postgres') {
    url = withDatabase(process.env.DATABASE_URL!, `tradepost_test_${randomBytes(6).toString('hex')}`);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${new URL(url).pathname.slice(1)} TEMPLATE ${template.value}`);
    await admin.end();
  } else {
    const db = await openPGlite({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: new Blob([await readFile(template.value)]) });
    await db.close();
  }
  return {
    env: url ? { DATA_DIR: dataDir, DATABASE_URL: url } : { DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: url ?? null, dataDir, databasePoolSize: 10 }),
    async drop() {
      if (url) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One JSON call to the server process on Corner Bistro's host (Node does not resolve *.localhost). */
export function callServer(port: number, method: string, url: string, token?: string, body?: object): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/1/api${url}`,
        headers: { host: 'bistro.localhost', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : JSON.stringify(body ?? {}));
  });
}
