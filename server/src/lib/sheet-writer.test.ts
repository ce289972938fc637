import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sheetWriter } from './sheet-writer';

/** Rows of about 1 KB each that do not compress (XLSX is zipped), so a few hundred fill the stream's buffer many times over. */
const row = (n: number) => [n, randomBytes(500).toString('hex')];

describe('sheetWriter', () => {
  it.each(['csv', 'xlsx'] as const)('waits for a slow reader without gathering listeners (%s)', async (format) => {
    const writer = sheetWriter(format, 'Rows');
    const listeners = () => writer.stream.listenerCount('close') + writer.stream.listenerCount('error') + writer.stream.listenerCount('drain');
    const before = listeners();
    let bytes = 0;
    let most = 0;
    // A reader that takes one chunk per event-loop turn: the writer waits on it.
    const reading = (async () => {
      for await (const chunk of writer.stream) {
        bytes += (chunk as Buffer).length;
        most = Math.max(most, listeners());
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let n = 0; n < 600; n++) await writer.row(row(n));
    most = Math.max(most, listeners());
    await writer.end();
    await reading;
    expect(bytes).toBeGreaterThan(300_000);
    // The reader's own listeners, and at most one wait's at a time.
    expect(most - before).toBeLessThanOrEqual(6);
  });

  it('stops waiting when the reader goes away', async () => {
    const writer = sheetWriter('csv', 'Rows');
    const writing = (async () => {
      for (let n = 0; n < 600; n++) await writer.row(row(n));
    })();
    // Nobody reads: the writer soon waits for the buffer to drain.
    while (!writer.stream.writableNeedDrain) await new Promise((r) => setImmediate(r));
    writer.stream.destroy();
    await expect(writing).resolves.toBeUndefined();
  });
});
