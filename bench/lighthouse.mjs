// Prints Lighthouse's scores (performance, accessibility, best practices) and FCP, LCP, TBT, CLS for
// /login and every merchant page, in Lighthouse's default mobile profile (a mid-range phone on slow
// 4G, simulated), each the median of BENCH_RUNS runs (default 3), with the machine's load average.
// It starts the real server on a free port with a fresh PGlite data folder and the demo data, and
// serves the built app (dist/). Signed-in pages: Chromium is started with a debugging port, the
// merchant signs in through the login page (playwright-core over CDP), and Lighthouse runs in that
// profile with `disableStorageReset` (the session, in localStorage, stays). Before each run the HTTP
// cache, the service worker and its Cache Storage are cleared for the origin, so every run is a true
// first visit (the service worker would otherwise serve the app shell from its cache).
// Run: npm run bench:lighthouse   (BENCH_RUNS; BENCH_PAGES=login,dashboard to run some pages;
// BENCH_DETAILS=1 also lists the performance opportunities and diagnostics; BENCH_SAVE=<folder> keeps
// each page's last report as JSON, its trace as <page>.trace.json and its DevTools log as
// <page>.devtoolslog.json, which bench/lantern-path.mjs reads; BENCH_DIST=<folder> serves
// another build; BENCH_REPEAT=1 also prints a repeat visit per page: the service worker installed
// and the HTTP cache warm, as a phone that has opened the app before; BENCH_JS_PROFILE=1 samples the
// page's JavaScript into the saved trace, for bench/trace-tasks.mjs)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, request, signIn, startProcess } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DETAILS = process.env.BENCH_DETAILS === '1';
const REPEAT = process.env.BENCH_REPEAT === '1';
const HOST = 'bistro.localhost';
const root = path.resolve(import.meta.dirname, '..');
// BENCH_DIST=<folder>: serve another build (a copy of dist/ from before a change, to compare back to back).
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no build: run \`npm run build\` first.`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** The pages measured: name and path (the count sheet's path is found in the demo data). */
async function pages(port) {
  const token = await signIn(port, HOST, 'merchant@example.com');
  const counts = JSON.parse((await request(port, { path: '/1/api/inventory/cycle-counts/?status=OPEN', host: HOST, token })).body);
  const sheet = counts.results?.[0]?.id;
  const all = [
    ['login', '/login'],
    ['dashboard', '/merchant/dashboard'],
    ['my orders', '/merchant/orders'],
    ['inventory', '/merchant/inventory'],
    ['stock areas', '/merchant/inventory/areas'],
    ['cycle counts', '/merchant/inventory/cycle-counts'],
    ['count sheet', sheet ? `/merchant/inventory/cycle-counts/${sheet}` : null],
    ['items', '/merchant/inventory/items'],
    ['place orders', '/merchant/purchasing/place-order'],
    ['orders history', '/merchant/purchasing/orders-history'],
    ['products', '/merchant/products'],
    ['suppliers', '/merchant/suppliers'],
    ['categories', '/merchant/categories'],
  ].filter(([, p]) => p);
  const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
  return only ? all.filter(([name]) => only.includes(name.replace(/ /g, '-')) || only.includes(name)) : all;
}

/** The audits of a category that did not pass, as `id (n items)`. */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}${a.details?.items?.length ? ` (${a.details.items.length})` : ''}`);
}

function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.details?.type === 'table') && lhr.categories.performance.auditRefs.some((r) => r.id === a.id))
    .map((a) => `${a.id}${a.details.overallSavingsMs ? ` ~${Math.round(a.details.overallSavingsMs)} ms` : ''}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

// On a busy machine the server can miss Fastify's plugin timeout while it migrates and seeds: again
// on a fresh data folder, twice at most.
let server;
let dataDir;
for (let attempt = 1; !server; attempt++) {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-lh-'));
  server = await startProcess('server/src/main.ts', { env: { DATA_DIR: dataDir, WEB_DIR: dist, MESSAGE_WORKER: '0' } }).catch((e) => {
    if (attempt >= 3) throw e;
    console.log(`(the server did not start: ${e.message}; again)`);
  });
}
const debugPort = await freePort();
const profile = await mkdtemp(path.join(tmpdir(), 'tradepost-bench-lh-profile-'));
const chrome = spawn(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
try {
  const base = `http://${HOST}:${server.port}`;
  let browser;
  for (let i = 0; !browser; i++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`).catch((e) => (i > 100 ? Promise.reject(e) : null));
    if (!browser) await new Promise((r) => setTimeout(r, 100));
  }
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const list = await pages(server.port);
  console.log(`Lighthouse, default mobile profile; median of ${RUNS} run(s) per page; load average ${load()} at the start\n`);
  // Lighthouse's CPU benchmark of this machine at each run (a mid-range desktop scores about 1,000 or
  // more; far below, the simulated phone's CPU time is overstated, TBT most), TBT scaled to an index
  // of 1,000 (compare builds by it on a busy machine), and the load average after the page.
  console.log(`${'page'.padEnd(16)} perf  a11y  b.p.     FCP      LCP     TBT     CLS   CPU index  TBT@1000  load`);
  for (const [name, pagePath] of list) {
    const signedIn = pagePath !== '/login';
    if (signedIn) {
      // Signed in through the login page (the session is kept in this profile's storage).
      await page.goto(`${base}/login`);
      if (!page.url().includes('/merchant')) {
        await page.getByLabel('Email').fill('merchant@example.com');
        await page.getByLabel('Password').fill('demo12345');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
      }
    } else {
      await page.goto(`${base}/login`);
      await page.evaluate(() => localStorage.clear());
    }
    // The service worker the visit registers is installed before it is cleared: one still installing
    // would survive the clear and serve the measured visit from its cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('about:blank');
    const runs = await measure(name, `${base}${pagePath}`, signedIn, async () => {
      // A first visit: no HTTP cache, no service worker, no Cache Storage (localStorage keeps the session).
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    });
    print(name, runs);
    const last = runs[runs.length - 1];
    if (process.env.BENCH_SAVE) await mkdir(process.env.BENCH_SAVE, { recursive: true });
    if (process.env.BENCH_SAVE) {
      const file = (suffix) => path.join(process.env.BENCH_SAVE, `${name.replace(/ /g, '-')}.${suffix}.json`);
      await writeFile(file('trace'), JSON.stringify(last.trace));
      await writeFile(file('devtoolslog'), JSON.stringify({ devtoolsLog: last.devtoolsLog, URL: last.urlArtifact }));
    }
    delete last.trace;
    delete last.devtoolsLog;
    delete last.urlArtifact;
    if (process.env.BENCH_SAVE) await writeFile(path.join(process.env.BENCH_SAVE, `${name.replace(/ /g, '-')}.json`), JSON.stringify(last));
    const notes = [...failing(last, 'accessibility'), ...failing(last, 'best-practices')];
    if (notes.length) console.log(`${''.padEnd(16)} failing: ${notes.join(', ')}`);
    if (DETAILS) console.log(`${''.padEnd(16)} performance: ${opportunities(last).join(', ') || 'no opportunities'}`);
    if (REPEAT) {
      // The service worker installed (its precache complete) and the HTTP cache as the visit left it.
      await page.goto(`${base}${pagePath}`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto('about:blank');
      print('  repeat visit', await measure(name, `${base}${pagePath}`, signedIn, async () => {}, true));
    }
  }
  console.log(`\nload average ${load()} at the end`);
  await browser.close();
} finally {
  chrome.kill('SIGTERM');
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
}

/** RUNS Lighthouse runs of a page, each after `prepare`. */
async function measure(name, url, signedIn, prepare, repeat = false) {
  const runs = [];
  for (let run = 0, failed = 0; run < RUNS; run++) {
    await prepare();
    const { lhr, artifacts } = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      // BENCH_JS_PROFILE=1: the trace also samples the page's JavaScript, for bench/trace-tasks.mjs to
      // name the functions of each long task (the sampling slows the page: for finding, not scoring).
      ...(process.env.BENCH_JS_PROFILE === '1' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    // A trace lost on a busy machine (NO_NAVSTART and the like): that run again, twice at most.
    if (lhr.runtimeError) {
      if (++failed > 2) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      console.log(`${''.padEnd(16)} (${lhr.runtimeError.code}: run again)`);
      run--;
      continue;
    }
    // A script that came from no network (a cache the clear missed) makes it no first visit.
    const cached = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script' && r.transferSize === 0);
    if (cached.length && !repeat) {
      if (++failed > 2) throw new Error(`${name}: ${cached.length} scripts came from a cache, not the network`);
      console.log(`${''.padEnd(16)} (${cached.length} scripts from a cache: run again)`);
      run--;
      continue;
    }
    if (signedIn && !lhr.finalDisplayedUrl.includes('/merchant')) throw new Error(`${name}: not signed in (ended on ${lhr.finalDisplayedUrl})`);
    lhr.trace = artifacts.Trace;
    lhr.devtoolsLog = artifacts.DevtoolsLog;
    lhr.urlArtifact = artifacts.URL;
    runs.push(lhr);
  }
  return runs;
}

/** One line: the medians of the runs' scores and metrics, TBT per 1,000 of CPU index, and the CPU index. */
function print(label, runs) {
  const score = (c) => median(runs.map((l) => Math.round(l.categories[c].score * 100)));
  const metric = (id) => median(runs.map((l) => l.audits[id].numericValue));
  const sec = (id) => `${(metric(id) / 1000).toFixed(1)} s`.padStart(8);
  const index = median(runs.map((l) => l.environment.benchmarkIndex));
  // Main-thread time scales about inversely with the host's speed: TBT as on a host of index 1,000.
  const scaled = median(runs.map((l) => (l.audits['total-blocking-time'].numericValue * l.environment.benchmarkIndex) / 1000));
  console.log(
    `${label.padEnd(16)} ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}` +
      `${sec('first-contentful-paint')} ${sec('largest-contentful-paint')} ${`${Math.round(metric('total-blocking-time'))} ms`.padStart(7)} ${metric('cumulative-layout-shift').toFixed(3).padStart(7)}` +
      `   ${String(Math.round(index)).padStart(9)} ${`${Math.round(scaled)} ms`.padStart(10)}  ${loadavg()[0].toFixed(1).padStart(4)}`,
  );
}
