// Prints how Lighthouse's simulation (Lantern) arrives at a page's LCP and TBT, from a run saved by
// `BENCH_SAVE=<folder> npm run bench:lighthouse`: the simulated LCP's nodes (network requests and
// main-thread tasks) in the order they end, the chain of dependencies that ends last, and the tasks
// that count toward TBT. It answers "which request or task holds this page's LCP back?".
// Run: node bench/lantern-path.mjs <folder> <page>   (e.g. /tmp/lh dashboard)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const [folder, page] = process.argv.slice(2);
if (!folder || !page) throw new Error('usage: node bench/lantern-path.mjs <folder> <page>');
const read = async (suffix) => JSON.parse(await readFile(path.join(folder, `${page}.${suffix}.json`), 'utf8'));
const report = JSON.parse(await readFile(path.join(folder, `${page}.json`), 'utf8'));
const trace = await read('trace');
const { devtoolsLog, URL } = await read('devtoolslog');
const data = { trace, devtoolsLog, URL, settings: report.configSettings, gatherContext: { gatherMode: 'navigation' }, simulator: null };
const context = { computedCache: new Map() };

const ms = (x) => `${Math.round(x)}`.padStart(6);
const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
/** A node in a line: a request's path and size, or a task's real duration and what it ran. */
function describe(node) {
  if (node.type === 'network') return `net ${short(node.request.url)} (${Math.round(node.request.transferSize / 1024)} kB)`;
  const urls = [...new Set(node.childEvents.map((e) => e.args?.data?.url).filter(Boolean))].map(short);
  const kinds = [...new Set(node.childEvents.map((e) => e.name))].filter((n) => /Evaluate|Timer|Function|Layout|Paint|Parse|XHR|Send/.test(n));
  return `cpu ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms real [${kinds.join(' ')}] ${urls.join(' ')}`;
}

for (const [label, metric] of [
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
  ['TBT', LanternTotalBlockingTime],
]) {
  const result = await metric.request(data, context);
  console.log(`\n${label}: ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`);
  const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  if (label === 'TBT') {
    // The tasks over 50 ms of simulated time: those after the simulated FCP count for what exceeds 50 ms.
    for (const [node, t] of timings) if (node.type === 'cpu' && t.duration > 50) console.log(`${ms(t.startTime)} ${ms(t.endTime)} ${ms(t.duration)}  ${describe(node)}`);
    continue;
  }
  console.log(' start    end    dur  node (pessimistic graph)');
  for (const [node, t] of timings) console.log(`${ms(t.startTime)} ${ms(t.endTime)} ${ms(t.duration)}  ${describe(node)}`);
  // The chain that ends last: from the last node back through the dependency that ended latest.
  const ends = new Map(timings.map(([node, t]) => [node.id, t.endTime]));
  let node = timings[timings.length - 1][0];
  const chain = [];
  while (node) {
    chain.unshift(node);
    node = node.getDependencies().sort((a, b) => (ends.get(b.id) ?? 0) - (ends.get(a.id) ?? 0))[0];
  }
  console.log('\ncritical chain:');
  for (const n of chain) console.log(`${ms(result.pessimisticEstimate.nodeTimings.get(n).endTime)}  ${describe(n)}`);
}
