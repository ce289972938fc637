// Starts the real servers (built web app + API + fresh PGlite data folder with demo data) for the e2e
// tests: one per worker slot, and the keeper that lends each worker a slot of its own (slots.ts),
// so the files that run at the same time never share a server or its data.
import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { startSlotKeeper } from './slots';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn', SEED_DEMO: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/1/api/clients/get-client-from-domain/localhost`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dataDir, stop };
}

/**
 * startServer, again when the server exits while starting: on a very busy machine its app plugin
 * can miss Fastify's plugin timeout (10 s), which a second try on the same machine meets.
 */
async function startServerPatiently(tries = 3): ReturnType<typeof startServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer();
    } catch (error) {
      if (attempt === tries || !/server exited/.test(String(error))) throw error;
      console.warn(`e2e server did not start (${String(error)}): starting it again`);
    }
  }
}

/** One server per worker slot (the project's maxWorkers), but no more than the files this run has. */
async function serverCount(project: TestProject): Promise<number> {
  if (project.config.watch) return project.config.maxWorkers;
  // The command line's file filters: not public API, and without them every e2e file counts.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(project.config.maxWorkers, testFiles.length));
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  // One after the other: two starting at once on a busy machine miss Fastify's plugin timeout.
  for (let n = await serverCount(project); n > 0; n--) {
    try {
      servers.push(await startServerPatiently());
    } catch (error) {
      await stopAll();
      throw error;
    }
  }
  const keeper = await startSlotKeeper(servers.length);
  project.provide(
    'e2eServers',
    servers.map(({ port, dataDir }) => ({ port, dataDir })),
  );
  project.provide('e2eSlotKeeper', keeper.port);
  return async () => {
    await keeper.close();
    await stopAll();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers, one per worker slot: `port` and `dataDir` in ./server.ts give the worker's own. */
    e2eServers: { port: number; dataDir: string }[];
    /** The port of the keeper that lends each worker a slot (./slots.ts). */
    e2eSlotKeeper: number;
  }
}
