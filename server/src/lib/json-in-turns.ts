// JSON answers without stalling other requests (issue 27): 30,000 saved count lines or 200 placed
// orders take 50 to 200 ms to stringify in one go on this 2-core machine, and as long again to
// copy into the socket as one 4 MB string. So the long arrays near the top are written a slice of
// elements at a time, the event loop turning whenever one turn has run for TURN_MS, and an answer
// longer than one chunk is sent as a stream of 64 KB chunks, the loop turning between them too.
// The text is exactly JSON.stringify's.
import { Readable } from 'node:stream';
import { yieldToEventLoop } from '../db/chunks';

/** How long one turn may write before other requests get theirs. */
export const TURN_MS = 10;
/** Answers up to this many characters are sent as one string; longer ones in chunks of about this size. */
export const CHUNK_CHARS = 64 * 1024;
/** Arrays and objects above this depth are written part by part; at it, each value in one go. */
const SLICED_DEPTH = 2;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || 'toJSON' in value) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** True for the answers written here: plain objects and arrays. */
export const isJsonTree = (value: unknown): value is object => Array.isArray(value) || isPlainObject(value);

/** The JSON text of `value` in parts (their concatenation is JSON.stringify's), yielding to the event loop every TURN_MS. */
export async function jsonParts(value: object): Promise<string[]> {
  const out: string[] = [];
  let since = performance.now();
  const whole = (node: unknown, depth: number) => depth >= SLICED_DEPTH || !isJsonTree(node);

  async function write(node: object, depth: number): Promise<void> {
    if (Array.isArray(node)) {
      out.push('[');
      // Elements written whole go a slice at a time (one JSON.stringify each): the slice doubles while
      // it takes under a tenth of a turn, so 30,000 small lines take a few dozen slices and big orders one each.
      let size = 1;
      for (let i = 0; i < node.length;) {
        if (performance.now() - since > TURN_MS) {
          await yieldToEventLoop();
          since = performance.now();
        }
        if (i > 0) out.push(',');
        if (!whole(node[i], depth + 1)) {
          await write(node[i], depth + 1);
          i++;
          continue;
        }
        let end = i + 1;
        while (end < node.length && end - i < size && whole(node[end], depth + 1)) end++;
        const start = performance.now();
        out.push(JSON.stringify(node.slice(i, end)).slice(1, -1));
        if (performance.now() - start < TURN_MS / 10) size *= 2;
        i = end;
      }
      out.push(']');
      return;
    }
    out.push('{');
    let first = true;
    for (const [key, item] of Object.entries(node)) {
      const text = whole(item, depth + 1) ? JSON.stringify(item) : null;
      if (text === undefined) continue; // undefined, a function: left out, as JSON.stringify does
      out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      if (text === null) await write(item as object, depth + 1);
      else out.push(text);
    }
    out.push('}');
  }

  if (whole(value, 0)) return [JSON.stringify(value)];
  await write(value, 0);
  return out;
}

/** The parts joined into chunks of about CHUNK_CHARS, the event loop turning between chunks every TURN_MS. */
async function* chunksInTurns(parts: string[]): AsyncGenerator<string> {
  let since = performance.now();
  let pending: string[] = [];
  let length = 0;
  for (const part of parts) {
    pending.push(part);
    length += part.length;
    if (length < CHUNK_CHARS) continue;
    yield pending.join('');
    pending = [];
    length = 0;
    if (performance.now() - since > TURN_MS) {
      await yieldToEventLoop();
      since = performance.now();
    }
  }
  if (pending.length) yield pending.join('');
}

/** The answer's JSON text: one string, or a stream of chunks when longer than CHUNK_CHARS (a socket may take megabytes at once). */
export async function jsonInTurns(value: object): Promise<string | Readable> {
  const parts = await jsonParts(value);
  const length = parts.reduce((n, p) => n + p.length, 0);
  return length <= CHUNK_CHARS ? parts.join('') : Readable.from(chunksInTurns(parts), { objectMode: false });
}
