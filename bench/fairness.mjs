// Prints how long one tenant's heaviest valid requests stall everyone else (issue 27): while the
// bistro sends the largest submit_lines, a finalize of that count and the largest place/, a probe
// tenant (Harbor Cafe) calls /health/ and a cheap tenant read every few ms, and the server's own
// event-loop delay is read (bench/loop-delay.mjs, preloaded). Worst and p99 per heavy call.
// PGlite on a fresh data folder, or with DATABASE_URL a fresh database on that server (dropped after).
// Run: npm run bench:fairness   (BENCH_LINES, the count's lines, default 30,000; BENCH_REPEAT, default 2;
// BENCH_PROFILE=<dir>, the server's CPU profile)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../server/src/db/open.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { DEMO_TOTP_SECRET, seedDemoIfEmpty } from '../server/src/db/seed.ts';
import { totpCode } from '../server/src/modules/auth/totp.ts';
import { bulkArea } from '../server/test/bulk-stock.ts';
import { freePort } from './lib.mjs';
import { scratchDatabase } from './scratch-database.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 30_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);
// place/: 200 groups (the contract's cap) × 150 lines each, about 1 MB of JSON (the body limit).
const GROUPS = 200;
const PER_GROUP = 150;
const PROBE_EVERY_MS = 5;
const root = path.resolve(import.meta.dirname, '..');

const agent = new http.Agent({ keepAlive: true });
function call(port, { method = 'GET', path: p, host, token, body }) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/1/api${p}`,
        agent,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
async function ok(port, request) {
  const res = await call(port, request);
  if (res.status >= 400) throw new Error(`${request.method} ${request.path}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.text ? JSON.parse(res.text) : null;
}
const signIn = async (port, host, email) => (await ok(port, { method: 'POST', path: '/auth/token/', host, body: { email, password: 'demo12345' } })).access;
/** The demo superadmin, through its second factor (README: the demo's TOTP secret). */
async function signInSuperadmin(port) {
  const first = await ok(port, { method: 'POST', path: '/auth/token/', host: 'localhost', body: { email: 'admin@example.com', password: 'demo12345' } });
  return (await ok(port, { method: 'POST', path: '/auth/token/mfa/', host: 'localhost', body: { mfa_token: first.mfa_token, code: totpCode(DEMO_TOTP_SECRET, new Date()) } })).access;
}

// The demo data, a stock area of LINES items (the count) and GROUPS suppliers with products to order.
const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-fair-'));
const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
const db = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir });
await migrate(db);
await seedDemoIfEmpty(db);
const areaId = await db.withTenant('corner_bistro', async (tx) => {
  await tx.query(
    `INSERT INTO suppliers (name, email, phone) SELECT 'Bench supplier ' || g, 'bench' || g || '@supplier.example', '+1503555' || lpad(g::text, 4, '0') FROM generate_series(1, $1::int) g`,
    [GROUPS],
  );
  return bulkArea(tx, 'Bench warehouse', LINES);
});
const [{ id: bistroId }] = await db.query(`SELECT id FROM public.tenants WHERE schema_name = 'corner_bistro'`);
const orderables = await db.withTenant('corner_bistro', async (tx) => ({
  suppliers: (await tx.query(`SELECT id FROM suppliers WHERE name LIKE 'Bench supplier %' ORDER BY id`)).map((r) => r.id),
  products: (await tx.query(`SELECT id FROM products WHERE sku LIKE 'BULK-%' ORDER BY id LIMIT $1`, [PER_GROUP])).map((r) => r.id),
}));
await db.close();

const port = await freePort();
let loopDelays = [];
let loopCpu = [];
// BENCH_PROFILE=<dir>: the server writes a CPU profile there on exit (node --cpu-prof), to attribute the stalls.
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', '--import', './bench/loop-delay.mjs', 'server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    WEB_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'error',
    SEED_DEMO: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
createInterface({ input: server.stdout }).on('line', (line) => {
  const m = /^loop-delay ([\d.]+) ([\d.]+)$/.exec(line);
  if (m) {
    loopDelays.push(Number(m[1]));
    loopCpu.push(Number(m[2]));
  } else console.log(line);
});
const exited = new Promise((resolve) => server.once('exit', resolve));

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const worst = (xs) => (xs.length ? Math.max(...xs) : 0);
const p99 = (xs) => (xs.length ? sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] : 0);
const f = (x) => `${x.toFixed(0).padStart(6)} ms`;

/** Runs `heavy` while the probe tenant calls `probes` one after another, every PROBE_EVERY_MS. */
async function underProbe(probes, heavy) {
  const samples = probes.map(() => []);
  const failed = probes.map(() => 0);
  let running = true;
  const loops = probes.map(async (probe, i) => {
    while (running) {
      const t0 = performance.now();
      const res = await call(port, probe);
      samples[i].push(performance.now() - t0);
      if (res.status !== 200) failed[i]++; // /health/ gives up (503) on a database that does not answer in time
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  });
  loopDelays = [];
  loopCpu = [];
  const t0 = performance.now();
  try {
    await heavy();
  } finally {
    running = false;
  }
  const took = performance.now() - t0;
  await Promise.all(loops);
  await new Promise((r) => setTimeout(r, 120)); // the last loop-delay line
  return { took, samples, failed, loop: loopDelays, cpu: loopCpu };
}

try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await call(port, { path: '/health/', host: 'localhost' })).status === 200) break;
    } catch {
      /* starting */
    }
    if (i > 2400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const heavyHost = 'bistro.localhost';
  const heavyToken = await signIn(port, heavyHost, 'merchant@example.com');
  const probeToken = await signIn(port, 'harbor.localhost', 'owner@example.com');
  const probes = [
    { path: '/health/', host: 'localhost' },
    { path: '/inventory/areas/', host: 'harbor.localhost', token: probeToken },
  ];
  // Each place/ makes 200 orders, 200 emails and 200 texts: a superadmin raises the bistro's limits
  // (Client Details), as it would for a client that really orders this much, so REPEAT runs fit.
  const admin = await signInSuperadmin(port);
  const many = 100_000;
  await ok(port, {
    method: 'PATCH',
    path: `/clients/${bistroId}/limits/`,
    host: 'localhost',
    token: admin,
    body: { overrides: { orders_per_minute: many, orders_per_minute_per_user: many, emails_per_day: many, texts_per_day: many } },
  });
  const heavy = (method, p, body) => () => ok(port, { method, path: p, host: heavyHost, token: heavyToken, body });

  const batch = await ok(port, { method: 'POST', path: '/inventory/cycle-counts/', host: heavyHost, token: heavyToken, body: { name: 'Bench count', areas: [areaId] } });
  const lines = await ok(port, { path: `/inventory/cycle-counts/${batch.id}/lines/`, host: heavyHost, token: heavyToken });
  const linesOf = (n) => ({ lines: lines.map((l) => ({ id: l.id, counted_qty: n })) });
  const place = {
    groups: orderables.suppliers.map((s) => ({ merchant_supplier_id: s, items: orderables.products.map((p) => ({ product_id: p, qty: 1 })) })),
  };
  const kb = (body) => `${Math.round(JSON.stringify(body).length / 1024)} KB`;

  const calls = [];
  for (let r = 0; r < REPEAT; r++) calls.push([`submit_lines ${lines.length} lines (${kb(linesOf(1))})`, heavy('POST', `/inventory/cycle-counts/${batch.id}/submit_lines/`, linesOf(r + 1))]);
  calls.push([`finalize ${lines.length} counted lines`, heavy('POST', `/inventory/cycle-counts/${batch.id}/finalize/`, { force: true })]);
  for (let r = 0; r < REPEAT; r++) calls.push([`place ${GROUPS} groups × ${PER_GROUP} lines (${kb(place)})`, heavy('POST', '/merchant-orders/orders/place/', place)]);

  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(', ');
  console.log(`database: ${scratch ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}; probe tenant every ${PROBE_EVERY_MS} ms: /health/ and a tenant read`);
  console.log(`load average at the start: ${load()} (${availableParallelism()} cores); loop cpu: the most CPU the server used in one gap of a 5 ms timer\n`);
  console.log(
    `${'heavy call'.padEnd(46)} ${'took'.padStart(9)}   ${'health worst'.padStart(12)} ${'p99'.padStart(9)}   ${'read worst'.padStart(10)} ${'p99'.padStart(9)}   ${'loop worst'.padStart(10)} ${'loop cpu'.padStart(9)}`,
  );
  const all = { health: [], read: [], loop: [], cpu: [] };
  for (const [name, run] of calls) {
    const { took, samples, failed, loop, cpu } = await underProbe(probes, run);
    all.health.push(...samples[0]);
    all.read.push(...samples[1]);
    all.loop.push(...loop);
    all.cpu.push(...cpu);
    console.log(
      `${name.padEnd(46)} ${f(took)}   ${f(worst(samples[0])).padStart(12)} ${f(p99(samples[0]))}   ${f(worst(samples[1])).padStart(10)} ${f(p99(samples[1]))}   ${f(worst(loop)).padStart(10)} ${f(worst(cpu))}` +
        (failed[0] + failed[1] ? `   (not 200: ${failed[0]} health, ${failed[1]} read)` : ''),
    );
  }
  console.log(
    `\nall heavy calls: probe /health/ worst ${f(worst(all.health))}, p99 ${f(p99(all.health))}; tenant read worst ${f(worst(all.read))}, p99 ${f(p99(all.read))}; server event-loop delay worst ${f(worst(all.loop))}, loop cpu worst ${f(worst(all.cpu))}`,
  );
  console.log(`load average at the end: ${load()}`);
} finally {
  server.kill('SIGTERM');
  await exited;
  agent.destroy();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
