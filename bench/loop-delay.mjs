// Preloaded into the server by bench/fairness.mjs (node --import): every 50 ms it prints the
// longest event-loop delay since the last line, and the most CPU the process used between two
// turns of a 5 ms timer (what a stall costs on a quiet machine, whatever else shares the cores),
// as `loop-delay <ms> <cpu ms>`, for the bench to read.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let lastCpu = cpuMs();
let worstCpu = 0;
setInterval(() => {
  const now = cpuMs();
  worstCpu = Math.max(worstCpu, now - lastCpu);
  lastCpu = now;
}, 5).unref();
// the bench stops reading when it stops the server
process.stdout.on('error', () => {});
setInterval(() => {
  process.stdout.write(`loop-delay ${(histogram.max / 1e6).toFixed(1)} ${worstCpu.toFixed(1)}\n`);
  histogram.reset();
  worstCpu = 0;
}, 50).unref();
