// The cycle-count machine with several counters on one count (issue 25, item 4): a save sends only
// the changed lines with the version each edit was typed on; another counter's saves arrive live
// and never overwrite an unsaved edit; a save refused for stale lines asks mine or theirs per line,
// then saves again what the user kept.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { BATCH_ID, editing, edits, startCycleCount } from '../../../test/machines/cycle-count-harness';
import type { SaveAnswer, SavedLine } from './cycle-count.machine';
import type { SavedCountLine } from './count-sheet';

const SASHA = { id: 9, name: 'Sasha Reyes' };
/** Line `id` as Sasha saved it (version `version`). */
const theirs = (id: number, counted_qty: number, version = 1): SavedCountLine => ({ id, area: 1, counted_qty, note: null, version, counted_by: SASHA, counted_at: '2024-06-06T10:01:00Z' });
const lineOf = (h: ReturnType<typeof startCycleCount>, id: number) => h.actor.getSnapshot().context.lines.find((l) => l.id === id)!;
const sent = (h: ReturnType<typeof startCycleCount>) => h.calls.filter((c) => c.name === 'saveLines').map((c) => (c.input as { lines: SavedLine[] }).lines);
const choosing = (h: ReturnType<typeof startCycleCount>) => waitFor(h.actor, (s) => s.hasTag('choosing'));

describe('saving with several counters', () => {
  it('sends only the changed lines, each with the version its edit was typed on, and takes the versions the save answers', async () => {
    const h = startCycleCount({
      saveLines: async ({ lines }) => ({
        kind: 'saved',
        last_saved_at: '2024-06-06T10:05:00Z',
        lines: lines.map((l) => ({ ...theirs(l.id, l.counted_qty ?? 0, (l.version ?? 0) + 1), counted_by: { id: 3, name: 'Maria Lopez' } })),
      }),
    });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 1, counted: 8 });
    h.actor.send({ type: 'line.count', lineId: 3, counted: 2 });
    h.actor.send({ type: 'counts.save' });
    await editing(h);
    expect(sent(h)).toEqual([
      [
        { id: 1, counted_qty: 8, version: 1 },
        { id: 3, counted_qty: 2, version: 0 },
      ],
    ]);
    expect(lineOf(h, 1)).toMatchObject({ counted_qty: 8, version: 2, counted_by: { name: 'Maria Lopez' } });
    expect(lineOf(h, 3)).toMatchObject({ counted_qty: 2, version: 1 });
    expect(lineOf(h, 2)).toMatchObject({ counted_qty: null, version: 0 });
  });
});

describe("another counter's saves, live", () => {
  it('show newer lines at once and count them in the summary; older or same versions change nothing', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'lines.saved', lines: [theirs(2, 3)] });
    expect(lineOf(h, 2)).toMatchObject({ counted_qty: 3, version: 1, counted_by: SASHA });
    expect(h.actor.getSnapshot().context.summary).toMatchObject({ counted: 2, saved: 2 });
    const before = h.actor.getSnapshot().context.lines;
    h.actor.send({ type: 'lines.saved', lines: [theirs(2, 7, 1), theirs(1, 4, 0)] });
    expect(h.actor.getSnapshot().context.lines).toBe(before);
  });

  it('never overwrite an unsaved edit: the edit stays on the version it was typed on, so saving it asks', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 5 });
    h.actor.send({ type: 'lines.saved', lines: [theirs(2, 3)] });
    expect(edits(h)).toEqual({ 2: { counted_qty: 5, base: 0 } });
    expect(lineOf(h, 2).counted_qty).toBe(3);
    // The same value as theirs is no edit any more.
    h.actor.send({ type: 'line.count', lineId: 3, counted: 6 });
    h.actor.send({ type: 'lines.saved', lines: [theirs(3, 6)] });
    expect(edits(h)).toEqual({ 2: { counted_qty: 5, base: 0 } });
  });

  it('arrive during a save too; a reload reads the lines again and keeps the edits', async () => {
    const answer = deferred<SaveAnswer>();
    const h = startCycleCount({ saveLines: () => answer.promise });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 1, counted: 8 });
    h.actor.send({ type: 'counts.save' });
    h.actor.send({ type: 'lines.saved', lines: [theirs(2, 3)] });
    expect(lineOf(h, 2).counted_qty).toBe(3);
    answer.resolve({ kind: 'saved', last_saved_at: '2024-06-06T10:05:00Z', lines: [] });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 3, counted: 1 });
    h.actor.send({ type: 'lines.reload' });
    expect(h.actor.getSnapshot().hasTag('refreshing')).toBe(true);
    await editing(h);
    expect(edits(h)).toEqual({ 3: { counted_qty: 1, base: 0 } });
    expect(h.callNames().filter((n) => n === 'loadSheet')).toHaveLength(2);
  });
});

describe('a save refused for stale lines: mine or theirs', () => {
  /** A server where Sasha saved line 1 (as 6, version 2) and line 2 (as 3) after this user read them. */
  function withStaleLines() {
    const answers: SaveAnswer[] = [
      { kind: 'stale', lines: [theirs(1, 6, 2), theirs(2, 3)] },
      { kind: 'saved', last_saved_at: '2024-06-06T10:06:00Z', lines: [] },
    ];
    return startCycleCount({ saveLines: async () => answers.shift() });
  }

  it('asks per line, mine by default; nothing is lost meanwhile and no edit is taken', async () => {
    const h = withStaleLines();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 1, counted: 8 });
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.actor.send({ type: 'line.count', lineId: 3, counted: 4 });
    h.actor.send({ type: 'counts.save' });
    await choosing(h);
    expect(h.actor.getSnapshot().context.stale.map((c) => [c.line.id, c.keep])).toEqual([
      [1, 'mine'],
      [2, 'mine'],
    ]);
    expect(Object.keys(edits(h))).toEqual(['1', '2', '3']);
    // The dialog is modal: typing waits for the choice.
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(false);
    h.actor.send({ type: 'line.count', lineId: 1, counted: 2 });
    expect(edits(h)[1]?.counted_qty).toBe(8);
    h.actor.send({ type: 'stale.keep', lineId: 2, keep: 'theirs' });
    expect(h.actor.getSnapshot().context.stale.map((c) => c.keep)).toEqual(['mine', 'theirs']);
    h.actor.send({ type: 'stale.keepAll', keep: 'theirs' });
    h.actor.send({ type: 'stale.keepAll', keep: 'mine' });
    h.actor.send({ type: 'stale.keep', lineId: 2, keep: 'theirs' });

    // Done: line 2 takes theirs; line 1 keeps mine on their version; both saved again with line 3.
    h.actor.send({ type: 'stale.done' });
    expect(h.actor.getSnapshot().hasTag('saving')).toBe(true);
    await editing(h);
    expect(sent(h)[1]).toEqual([
      { id: 1, counted_qty: 8, version: 2 },
      { id: 3, counted_qty: 4, version: 0 },
    ]);
    expect(lineOf(h, 2)).toMatchObject({ counted_qty: 3, counted_by: SASHA });
    expect([lineOf(h, 1).counted_qty, lineOf(h, 3).counted_qty]).toEqual([8, 4]);
    expect(edits(h)).toEqual({});
    expect(h.messages()).toEqual(['Counts saved.']);
  });

  it('taking theirs for every line leaves nothing to save: the sheet shows their counts', async () => {
    const h = startCycleCount({ saveLines: async () => ({ kind: 'stale', lines: [theirs(2, 3)] }) });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.actor.send({ type: 'counts.save' });
    await choosing(h);
    h.actor.send({ type: 'stale.keepAll', keep: 'theirs' });
    h.actor.send({ type: 'stale.done' });
    await editing(h);
    expect(lineOf(h, 2)).toMatchObject({ counted_qty: 3, version: 1 });
    expect(edits(h)).toEqual({});
    expect(h.callNames().filter((n) => n === 'saveLines')).toHaveLength(1);
    expect(h.messages()).toEqual(['Your choices were applied.']);
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
  });
});
