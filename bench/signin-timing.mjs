// Prints how long a failed sign-in takes for a known email (wrong password) and for an unknown one,
// and the difference in %: an unknown email must cost the same (a dummy scrypt), or the timing tells
// who has an account (issue 24: it must stay under 20 %). The real server on a fresh PGlite data
// folder with the demo data; attempts alternate known/unknown, each from its own client address
// (X-Forwarded-For behind TRUST_PROXY=127.0.0.1), so no throttle delays one of them.
// Run: npm run bench:signin-timing   (SIGNIN_SAMPLES per kind, default 120)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, startProcess } from './lib.mjs';

const SAMPLES = Number(process.env.SIGNIN_SAMPLES ?? 120);
const WARM_UP = 10;
// Known demo emails, taken in turn so none reaches the per-email hourly ceiling (100 failures).
const KNOWN = ['merchant@example.com', 'supplier@example.com', 'owner@example.com', 'staff@example.com', 'admin@example.com'];

const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-'));
const env = { DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'none'), DATABASE_URL: '', TRUST_PROXY: '127.0.0.1' };
let address = 0;
/** One failed sign-in from a new address: its time in ms. */
async function attempt(port, email) {
  address++;
  const started = performance.now();
  const res = await request(port, {
    method: 'POST',
    path: '/1/api/auth/token/',
    headers: { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
    body: { email, password: 'not-the-password-1' },
  });
  const ms = performance.now() - started;
  if (res.status !== 401) throw new Error(`expected 401 for ${email}, got ${res.status} ${res.body}`);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((t, x) => t + x, 0) / xs.length;
const pct = (a, b) => ((a - b) / b) * 100;

try {
  const server = await startProcess('server/src/main.ts', { env });
  try {
    for (let i = 0; i < WARM_UP; i++) {
      await attempt(server.port, KNOWN[i % KNOWN.length]);
      await attempt(server.port, `warm-up-${i}@unknown.example`);
    }
    const known = [];
    const unknown = [];
    for (let i = 0; i < SAMPLES; i++) {
      // Alternate which goes first, so a drift of the machine's load hits both alike.
      const pair = [
        () => attempt(server.port, KNOWN[i % KNOWN.length]).then((ms) => known.push(ms)),
        () => attempt(server.port, `nobody-${i}@unknown.example`).then((ms) => unknown.push(ms)),
      ];
      if (i % 2) pair.reverse();
      for (const run of pair) await run();
    }
    const row = (name, xs) => `${name.padEnd(34)} median ${median(xs).toFixed(1).padStart(6)} ms   mean ${mean(xs).toFixed(1).padStart(6)} ms`;
    console.log(`failed sign-ins, ${SAMPLES} of each kind, alternating, one client address each\n`);
    console.log(row('known email, wrong password', known));
    console.log(row('unknown email', unknown));
    const diff = pct(median(known), median(unknown));
    console.log(`\ndifference (known vs unknown, medians): ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} %   (means: ${pct(mean(known), mean(unknown)).toFixed(1)} %)`);
    console.log(Math.abs(diff) < 20 ? 'within the 20 % bound' : 'OVER the 20 % bound');
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
