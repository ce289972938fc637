import { describe, expect, it } from 'vitest';
import { inChunks } from './chunks';

describe('inChunks', () => {
  it('calls in order on each chunk and lets the event loop run between chunks', async () => {
    const seen: string[] = [];
    let turns = 0;
    // counts the event-loop turns that happen while the chunks run
    const tick = () =>
      setImmediate(() => {
        turns++;
        if (turns < 10) tick();
      });
    tick();
    const results = await inChunks(
      [1, 2, 3, 4, 5],
      async (chunk) => {
        seen.push(`${chunk.join(',')}@${turns}`);
        return chunk.length;
      },
      2,
    );
    expect(results).toEqual([2, 2, 1]);
    expect(seen).toEqual(['1,2@0', '3,4@1', '5@2']);
  });

  it('does nothing for no items', async () => {
    expect(await inChunks([], async () => 1)).toEqual([]);
  });
});
