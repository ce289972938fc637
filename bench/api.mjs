// Prints API throughput and latency for a few representative calls against a real server on a
// fresh data folder (PGlite), or on DATABASE_URL when set. Run: npm run bench:api
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 18000 + Math.floor(Math.random() * 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request({ method = 'GET', path: p, host, token, body }) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method, path: `/1/api${p}`, agent,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function measure(name, call) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await call();
      latencies.push(performance.now() - t0);
      if (res.status >= 400) errors++;
    }
  }));
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log(`${name.padEnd(34)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)} req/s   p50 ${q(0.5).padStart(6)} ms   p99 ${q(0.99).padStart(6)} ms   errors ${errors}`);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', WEB_DIR: path.join(dataDir, 'none') },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try { if ((await request({ path: '/clients/get-client-from-domain/localhost', host: 'localhost' })).status === 200) break; } catch { /* starting */ }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const signIn = () => request({ method: 'POST', path: '/auth/token/', host: 'bistro.localhost', body: { email: 'merchant@example.com', password: 'demo12345' } });
  const token = JSON.parse((await signIn()).body).access;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${CONCURRENCY} connections, ${SECONDS} s per call`);
  await measure('host check (public)', () => request({ path: '/clients/get-client-from-domain/bistro.localhost', host: 'localhost' }));
  await measure('list user tenants (token + db)', () => request({ path: '/clients/list-user-tenants/', host: 'bistro.localhost', token }));
  await measure('sign in (scrypt)', signIn);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
  agent.destroy();
}
