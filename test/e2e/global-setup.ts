// Starts the real server (built web app + API + fresh PGlite data folder with demo data) for the e2e tests.
import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000) {
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

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn', SEED_DEMO: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`http://127.0.0.1:${port}/1/api/clients/get-client-from-domain/localhost`, child);
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    /** The server's data folder (e.g. outbox/email/*.eml, the emails it delivered). */
    e2eDataDir: string;
  }
}
