// Big JSON answers written in turns: the same text as JSON.stringify, the event loop turning meanwhile.
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_CHARS, isJsonTree, jsonInTurns, jsonParts } from './json-in-turns';

const savedLine = (id: number) => ({
  id,
  area: 3,
  counted_qty: id % 7 === 0 ? null : 1.5,
  note: id % 5 === 0 ? 'Shelf "B" ✓' : null,
  version: 2,
  counted_by: { id: 7, name: 'Maria' },
  counted_at: new Date(Date.UTC(2026, 10, 27, 9, 0, id % 60)),
});
const bigAnswer = () => ({ updated: 3000, last_saved_at: new Date(Date.UTC(2026, 10, 27)), lines: Array.from({ length: 3000 }, (_, i) => savedLine(i + 1)) });

afterEach(() => vi.restoreAllMocks());

describe('jsonParts', () => {
  it('writes what JSON.stringify writes', async () => {
    const values: object[] = [
      {},
      [],
      bigAnswer(),
      [savedLine(1), undefined, null, [1, [2, [3]]], () => 1, 'x'],
      { a: undefined, b: () => 1, c: [undefined], d: { e: undefined, f: [] }, g: new Date(0), h: { toJSON: () => 'own' } },
      { created: Array.from({ length: 20 }, (_, i) => ({ id: i, lines: Array.from({ length: 50 }, (_, j) => ({ j, qty: j / 3 })) })) },
      Object.assign(Object.create(null), { n: 1, list: [Object.assign(Object.create(null), { m: 2 })] }),
    ];
    for (const value of values) expect((await jsonParts(value)).join('')).toBe(JSON.stringify(value));
  });

  it('lets the event loop turn once a turn has run its time, and not before', async () => {
    const turnedDuring = async (clock: () => number) => {
      vi.spyOn(performance, 'now').mockImplementation(clock);
      let turned = false;
      setImmediate(() => (turned = true));
      const parts = await jsonParts(bigAnswer());
      const answer = turned;
      await new Promise((resolve) => setImmediate(resolve));
      expect(parts.join('')).toBe(JSON.stringify(bigAnswer()));
      return answer;
    };
    expect(await turnedDuring(() => 0)).toBe(false);
    let now = 0;
    expect(await turnedDuring(() => (now += 11))).toBe(true);
  });
});

describe('jsonInTurns', () => {
  it('answers a short text as one string, a long one as a stream of chunks', async () => {
    expect(await jsonInTurns({ detail: 'ok' })).toBe('{"detail":"ok"}');
    const long = await jsonInTurns(bigAnswer());
    expect(long).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of long as Readable) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString()).toBe(JSON.stringify(bigAnswer()));
    expect(JSON.stringify(bigAnswer()).length).toBeGreaterThan(CHUNK_CHARS);
    expect(typeof (await jsonInTurns([savedLine(1)]))).toBe('string');
  });

  it('takes plain objects and arrays only', () => {
    expect([{}, [], Object.create(null)].every(isJsonTree)).toBe(true);
    expect([null, 'x', 1, new Date(), Buffer.from('x'), Readable.from([]), { toJSON: () => 1 }].some(isJsonTree)).toBe(false);
  });
});
