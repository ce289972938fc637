// Lists the main thread's long tasks of a page visit saved by `BENCH_SAVE=<folder> npm run
// bench:lighthouse`: when each began, how long it ran (real, not simulated), what the browser did in
// it (script, style, layout, GC) and, in a trace taken with BENCH_JS_PROFILE=1, the functions it spent
// the most time in, each counted with what it called. It answers "what is this long task?".
// Run: node bench/trace-tasks.mjs <folder> <page> [min ms, default 10] [functions per task, default 12]
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const [folder, page, minMs = '10', top = '12'] = process.argv.slice(2);
if (!folder || !page) throw new Error('usage: node bench/trace-tasks.mjs <folder> <page> [min ms] [functions per task]');
const trace = JSON.parse(await readFile(path.join(folder, `${page}.trace.json`), 'utf8'));
const events = trace.traceEvents ?? trace;
// The page's navigation, not about:blank's: its renderer's main thread.
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.dur >= Number(minMs) * 1000);

// The JavaScript samples (ProfileChunk events), each with its time and its stack of functions.
const nodes = new Map();
const parent = new Map();
const samples = [];
let clock = 0;
for (const e of events.filter((e) => e.name === 'ProfileChunk' && e.pid === nav.pid)) {
  const profile = e.args?.data?.cpuProfile ?? {};
  for (const n of profile.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent !== undefined) parent.set(n.id, n.parent);
  }
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => samples.push({ id, t: (clock += deltas[i] ?? 0) }));
}
const profileStart = events.find((e) => e.name === 'Profile' && e.pid === nav.pid)?.args?.data?.startTime ?? 0;
const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').replace(/^.*\//, '')}:${(n.callFrame.lineNumber ?? 0) + 1}`;
const ignored = new Set(['(root)', '(program)', '(idle)']);

const ms = (us) => (us / 1000).toFixed(1).padStart(6);
for (const task of tasks) {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const kinds = new Map();
  for (const e of inside.filter((e) =>
    /^(FunctionCall|EvaluateScript|v8.evaluateModule|TimerFire|UpdateLayoutTree|Layout|Paint|MinorGC|MajorGC|ParseHTML|EventDispatch|RunMicrotasks)$/.test(e.name),
  ))
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
  const what = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
  const urls = [...new Set(inside.map((e) => e.args?.data?.url).filter(Boolean))].map((u) => u.replace(/^.*\//, '')).slice(0, 3);
  console.log(`${ms(task.ts - nav.ts)} ms +${ms(task.dur)} ms  ${what.join(', ')}  ${urls.join(' ')}`);
  // Each function's time with its callees: every sample in the task, each function on its stack once.
  const spent = new Map();
  for (let i = 0; i < samples.length; i++) {
    const at = profileStart + samples[i].t;
    if (at < task.ts || at > task.ts + task.dur) continue;
    const step = (samples[i + 1]?.t ?? samples[i].t) - samples[i].t;
    const seen = new Set();
    for (let id = samples[i].id; id !== undefined; id = parent.get(id)) {
      const n = nodes.get(id);
      if (!n || ignored.has(n.callFrame.functionName)) continue;
      seen.add(name(n));
    }
    for (const key of seen) spent.set(key, (spent.get(key) ?? 0) + step);
  }
  for (const [key, us] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(`          ${ms(us)} ms  ${key}`);
}
