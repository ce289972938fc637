// What the benchmarks share: start a server process, call it, measure a call with autocannon.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each call is measured this many times; the medians are printed. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 1);

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** One HTTP call to 127.0.0.1:port with a Host header (Node does not resolve *.localhost). */
export function request(port, { method = 'GET', path, host = 'localhost', token, body, headers = {} }) {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { host, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Starts `node --import tsx <script>` (or plain node for .mjs) and waits until `readyPath`
 * answers 200. `onStdout` gets each line the process prints (else its output is shown).
 */
export async function startProcess(script, { env = {}, readyPath = '/1/api/clients/get-client-from-domain/localhost', timeoutMs = 600_000, onStdout } = {}) {
  const port = await freePort();
  const args = script.endsWith('.mjs') ? [script] : ['--import', 'tsx', script];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', onStdout ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onStdout) createInterface({ input: child.stdout }).on('line', onStdout);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await request(port, { path: readyPath })).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    readyMs: performance.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Measures one call RUNS times with autocannon; answers the medians. */
export async function measure(port, { path, host = 'localhost', token, method = 'GET', body, connections = CONNECTIONS }) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      method,
      connections,
      duration: SECONDS,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts });
  }
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((t, r) => t + r.failures, 0),
  };
}

export const formatRow = (name, m, baseline) =>
  `${name.padEnd(40)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${m.p50.toFixed(1).padStart(5)} ms   p99 ${m.p99.toFixed(1).padStart(5)} ms` +
  `${baseline ? `   ${(m.rps / baseline.rps).toFixed(2).padStart(5)} × baseline` : ''}${m.failures ? `   ${m.failures} failed` : ''}`;

export async function signIn(port, host, email, password = 'demo12345') {
  const res = await request(port, { method: 'POST', path: '/1/api/auth/token/', host, body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} on ${host} failed: ${res.status} ${res.body}`);
  return JSON.parse(res.body).access;
}

// Tenant list calls in order of preference, on the demo data: the first one the server
// implements is measured (the area screens' calls land on other branches).
const TENANT_LISTS = [
  { path: '/1/api/merchant-products/categories/', type: 'merchant', host: 'bistro.localhost', email: 'merchant@example.com' },
  { path: '/1/api/inventory/areas/', type: 'merchant', host: 'bistro.localhost', email: 'merchant@example.com' },
  { path: '/1/api/merchants/list-merchants/', type: 'supplier', host: 'freshfarms.localhost', email: 'supplier@example.com' },
  { path: '/1/api/catalogs/list-catalogs/', type: 'supplier', host: 'freshfarms.localhost', email: 'supplier@example.com' },
];

/** The first implemented tenant list call with a token for it, or null when there is none yet. */
export async function tenantListCall(port) {
  for (const c of TENANT_LISTS) {
    const token = await signIn(port, c.host, c.email);
    if ((await request(port, { path: c.path, host: c.host, token })).status === 200) return { ...c, token };
  }
  return null;
}

/**
 * Latency of one call, one request at a time (an idle server, no queueing), in alternating
 * rounds over `calls` so that a busy machine slows them alike. Answers each call's median and
 * p99 in ms, measured to the microsecond.
 */
export async function sequentialLatency(port, calls, { rounds = 10, perRound = 200 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = ({ path, host, token }) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { host, authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  const samples = calls.map(() => []);
  try {
    for (let r = 0; r < rounds; r++) {
      for (const [i, call] of calls.entries()) {
        for (let n = 0; n < perRound; n++) {
          const t0 = performance.now();
          await get(call);
          samples[i].push(performance.now() - t0);
        }
      }
    }
  } finally {
    agent.destroy();
  }
  return samples.map((xs) => {
    xs.sort((a, b) => a - b);
    return { p50: xs[Math.floor(xs.length / 2)], p99: xs[Math.floor(xs.length * 0.99)] };
  });
}
