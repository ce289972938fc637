// Preloaded into the server by bench/fairness.mjs (node --import): every 50 ms it prints the
// longest event-loop delay since the last line, as `loop-delay <ms>`, for the bench to read.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
// the bench stops reading when it stops the server
process.stdout.on('error', () => {});
setInterval(() => {
  process.stdout.write(`loop-delay ${(histogram.max / 1e6).toFixed(1)}\n`);
  histogram.reset();
}, 50).unref();
