// A PostgreSQL server of the test's own: Debian's postgresql binaries (.ci/run installs them) in a
// fresh data folder on a free port, stopped and removed afterwards. As root it runs as the
// `postgres` user, because PostgreSQL refuses to run as root.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../bench/lib.mjs';

/** The newest installed /usr/lib/postgresql/<version>/bin, or PG_BIN. Throws when there is none. */
function binaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb'))) : [];
  if (!versions.length) throw new Error(`No PostgreSQL server binaries under ${root}: install Debian's postgresql (.ci/run does), or set PG_BIN.`);
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

export type PostgresServer = {
  url: string;
  /** The binaries' folder (pg_dump, pg_restore of the same version). */
  bin: string;
  /** Stops the server (fast shutdown: it ends the sessions) and keeps its data. */
  halt: () => Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binaries();
  const dir = await mkdtemp(path.join(tmpdir(), 'tradepost-pg-'));
  const asRoot = process.getuid?.() === 0;
  // As root: run the binaries as `postgres`, owning the data folder.
  const command = (file: string, args: string[]): [string, string[]] =>
    asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', path.join(bin, file), ...args]] : [path.join(bin, file), args];
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  execFileSync(...command('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']), { stdio: 'ignore' });
  const port = await freePort();
  let exited: Promise<unknown> = Promise.resolve();
  let server: ChildProcess | null = null;
  async function launch() {
    const child = spawn(...command('postgres', ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off']), {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const log: string[] = [];
      createInterface({ input: child.stderr! }).on('line', (line) => {
        log.push(line);
        if (line.includes('database system is ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log.join('\n')}`)));
    });
  }
  async function halt() {
    server?.kill('SIGINT'); // fast shutdown: ends the sessions, then stops
    server = null;
    await exited;
  }
  await launch();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    halt,
    resume: launch,
    async stop() {
      await halt();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
