// Prints API throughput and latency (autocannon, 10 connections) of a few representative calls of
// the real server with the demo data, beside a baseline measured in the same run: a bare Fastify
// app on the same driver answering from one trivial query. The ratio to the baseline is what to
// compare between runs on a busy machine. PGlite on a fresh data folder, or with DATABASE_URL a
// fresh database on that PostgreSQL server (dropped afterwards).
// Run: npm run bench:api   (BENCH_SECONDS, BENCH_RUNS, BENCH_CONNECTIONS to change the defaults)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONNECTIONS, RUNS, SECONDS, formatRow, measure, signIn, startProcess, tenantListCall } from './lib.mjs';
import { scratchDatabase } from './scratch-database.mjs';

const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
const env = { DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none'), DATABASE_URL: scratch?.url ?? '' };
try {
  console.log(`database: ${scratch ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s per call, median of ${RUNS} run(s)\n`);

  const bare = await startProcess('bench/baseline-server.mjs', { env, readyPath: '/' });
  const baseline = await measure(bare.port, { path: '/' });
  await bare.stop();
  console.log(formatRow('baseline: bare Fastify + SELECT 1', baseline));

  const server = await startProcess('server/src/main.ts', { env });
  try {
    const { port } = server;
    const merchantToken = await signIn(port, 'bistro.localhost', 'merchant@example.com');
    const row = async (name, call) => console.log(formatRow(name, await measure(port, call), baseline));
    await row('host check (public)', { path: '/1/api/clients/get-client-from-domain/bistro.localhost' });
    await row('list user tenants (token + gate)', { path: '/1/api/clients/list-user-tenants/', host: 'bistro.localhost', token: merchantToken });
    const tenantList = await tenantListCall(port);
    if (tenantList) await row(`tenant list ${tenantList.path.replace('/1/api', '')}`, tenantList);
    else console.log('tenant list: none of the candidate calls is implemented yet');
    // One account signing in 4 times at once at most: a 5th attempt in flight would be throttled
    // (an attempt counts until its password proves right).
    await row('sign in (scrypt, 4 connections)', {
      method: 'POST',
      path: '/1/api/auth/token/',
      host: 'bistro.localhost',
      body: { email: 'merchant@example.com', password: 'demo12345' },
      connections: 4,
    });
  } finally {
    await server.stop();
  }
} finally {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
