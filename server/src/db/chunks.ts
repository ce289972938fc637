// Big statements in pieces: a set-based statement over tens of thousands of rows runs on this
// thread with PGlite (it is WebAssembly on the main thread), so it is cut into chunks with a turn
// of the event loop between them; other requests' timers and sockets are served in between.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows per statement: a chunk takes some tens of ms on PGlite on this 2-core machine. */
export const CHUNK_ROWS = 2000;

/** Calls `fn` on each chunk of `items` in order, yielding to the event loop between chunks; answers the results in order. */
export async function inChunks<T, R>(items: readonly T[], fn: (chunk: T[]) => Promise<R>, size = CHUNK_ROWS): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    results.push(await fn(items.slice(start, start + size)));
  }
  return results;
}

/** Lets the event loop run once (between the groups of a long request). */
export const yieldToEventLoop = () => nextTurn();
