// Prints where a merchant page's main thread spends its time on a first visit (a CPU profile over
// CDP, self time by function and by script), to find what to cut for Lighthouse's TBT and LCP, and
// its layout shifts with the elements that moved (Lighthouse's CLS), at a phone's width.
// Run: npm run bench:profile -- /merchant/dashboard   (PROFILE_TOP=30 lists more functions;
// PROFILE_TASKS=8 lists each long task's functions; PROFILE_INCLUSIVE=1 counts each function's time
// with what it called; PROFILE_DIST=<folder> profiles another build; PROFILE_SAVE=<file.cpuprofile>
// keeps the CPU profile, which DevTools' Performance panel opens; PROFILE_API_DELAY=300 answers each
// API call 300 ms late, as on a slow network, so the rows arrive after the page's first render)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startProcess } from './lib.mjs';

const pagePath = process.argv[2] ?? '/merchant/dashboard';
const TOP = Number(process.env.PROFILE_TOP ?? 25);
// PROFILE_TASKS=n: under each long task, its n functions with the most self time.
const TASK_TOP = Number(process.env.PROFILE_TASKS ?? 0);
// PROFILE_INCLUSIVE=1: a function's time in a task includes its callees' (which call is the long one).
const INCLUSIVE = process.env.PROFILE_INCLUSIVE === '1';
const HOST = 'bistro.localhost';
const root = path.resolve(import.meta.dirname, '..');
// PROFILE_DIST=<folder>: profile another build (an unminified one names the functions).
const dist = path.resolve(process.env.PROFILE_DIST ?? path.join(root, 'dist'));
const dataDir = await mkdtemp(path.join(tmpdir(), 'tradepost-profile-'));
const server = await startProcess('server/src/main.ts', { env: { DATA_DIR: dataDir, WEB_DIR: dist, MESSAGE_WORKER: '0' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const base = `http://${HOST}:${server.port}`;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('merchant@example.com');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
  // Every layout shift of the visit, with where its elements were and went (an empty rect: out of view).
  await page.addInitScript(() => {
    const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const sources = (e.sources ?? []).map((s) => `${(s.node?.outerHTML ?? '(gone)').slice(0, 90)}  [${rect(s.previousRect)}] -> [${rect(s.currentRect)}]`);
        window.__shifts.push({ value: e.value, at: Math.round(e.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const apiDelay = Number(process.env.PROFILE_API_DELAY ?? 0);
  if (apiDelay > 0) await page.route(/\/api\//, (route) => setTimeout(() => void route.continue(), apiDelay));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8'] });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_SAVE) await writeFile(process.env.PROFILE_SAVE, JSON.stringify(profile));
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  /** A sample's functions: its own, or with PROFILE_INCLUSIVE each on its stack once. */
  const stackOf = (id) => {
    if (!INCLUSIVE) return [id];
    const ids = [];
    for (let at = id; at !== undefined; at = parentOf.get(at)) ids.push(at);
    return ids;
  };
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  // Each sample's time on the trace's clock (both count microseconds from the same start), to put
  // samples in their tasks.
  const samples = [];
  for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) samples.push({ t: (t += dt[i] ?? 0), id: profile.samples[i], us: dt[i + 1] ?? 0 });
  const byFn = new Map();
  const byScript = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    total += us;
    const script = f.url ? f.url.replace(base, '') : f.functionName;
    const key = `${f.functionName || '(anonymous)'}  ${script}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const ms = (us) => `${(us / 1000).toFixed(1).padStart(7)} ms`;
  console.log(`${pagePath}: ${ms(total)} of script, GC and other work on the main thread`);
  console.log('\nby script');
  for (const [k, v] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(v)}  ${k}`);
  console.log('\nby function (self time)');
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${ms(v)}  ${k}`);
  // The main thread's tasks over 10 ms (Lighthouse counts those over 50 ms after multiplying by
  // four), each with what took its time: script (by file), style and layout, parsing, GC.
  // The page's main thread: of the renderers' main threads (navigating swaps the process), the busiest.
  const mains = trace.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (m) => trace.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = trace.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 10_000);
  const start = Math.min(...onMain.map((e) => e.ts));
  const kinds = {
    EvaluateScript: 'script',
    FunctionCall: 'script',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    v8_evaluateModule: 'script',
    'v8.evaluateModule': 'script',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    ParseHTML: 'parse HTML',
    ParseAuthorStyleSheet: 'parse CSS',
    MinorGC: 'GC',
    MajorGC: 'GC',
    'V8.GC_SCAVENGER': 'GC',
    Paint: 'paint',
    PrePaint: 'paint',
    TimerFire: 'script',
    EventDispatch: 'script',
    FireAnimationFrame: 'script',
    'v8.callFunction': 'script',
    RunMicrotasks: 'script',
  };
  console.log(`\nmain-thread tasks over 10 ms: ${tasks.length}, ${ms(tasks.reduce((a, t) => a + t.dur, 0))} in all`);
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && kinds[e.name]);
    // Only the outermost event of each kind counts (a FunctionCall inside an EvaluateScript does not).
    const top = inside.filter((e) => !inside.some((o) => o !== e && kinds[o.name] === kinds[e.name] && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const by = new Map();
    for (const e of top) if (kinds[e.name] !== 'script') by.set(kinds[e.name], (by.get(kinds[e.name]) ?? 0) + e.dur);
    // Script by file: the outermost calls that name one.
    const named = inside.filter((e) => kinds[e.name] === 'script' && e.args?.data?.url);
    for (const e of named.filter((e) => !named.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur))) {
      const key = `script ${e.args.data.url.replace(base, '')}`;
      by.set(key, (by.get(key) ?? 0) + e.dur);
    }
    const parts = [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
    console.log(`${ms(task.dur)} at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${parts.join(', ')}`);
    if (TASK_TOP) {
      const fns = new Map();
      for (const x of samples.filter((x) => x.t >= task.ts && x.t <= task.ts + task.dur)) {
        const keys = new Set();
        for (const id of stackOf(x.id)) {
          const { callFrame: f } = byId.get(id);
          if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
          keys.add(`${f.functionName || '(anonymous)'} ${f.url ? f.url.replace(base, '').replace('/assets/', '') : ''}:${f.lineNumber + 1}`);
        }
        for (const key of keys) fns.set(key, (fns.get(key) ?? 0) + x.us);
      }
      for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, TASK_TOP)) console.log(`      ${(v / 1000).toFixed(1).padStart(5)} ms  ${k}`);
    }
  }
  const shifts = await page.evaluate(() => window.__shifts);
  console.log(`\nlayout shifts: ${shifts.reduce((a, e) => a + e.value, 0).toFixed(3)} in all`);
  for (const e of shifts) console.log(`${e.value.toFixed(4)} at ${e.at} ms\n${e.sources.map((s) => `    ${s}`).join('\n')}`);
} finally {
  await browser.close();
  await server.stop?.();
  await rm(dataDir, { recursive: true, force: true });
}
