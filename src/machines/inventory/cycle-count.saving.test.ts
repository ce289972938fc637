// The cycle-count machine saving counts, and unsaved edits backed up on the device (on a
// simulated clock) and restored when the sheet opens again.
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { BATCH_ID, SAVED_AT, can, editing, edits, settled, startCycleCount } from '../../../test/machines/cycle-count-harness';

describe('OPEN: saving', () => {
  it('Save needs unsaved edits', async () => {
    const h = startCycleCount();
    await editing(h);
    expect(can(h, 'counts.save')).toBe(false);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    expect(can(h, 'counts.save')).toBe(true);
    h.actor.send({ type: 'line.count', lineId: 2, counted: null });
    expect(can(h, 'counts.save')).toBe(false);
  });

  it('saves only the changed fields, then the lines hold them and the edits are gone', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 2.5 });
    h.actor.send({ type: 'line.note', lineId: 3, note: 'Top shelf' });
    h.actor.send({ type: 'counts.save' });
    expect(h.actor.getSnapshot().hasTag('saving')).toBe(true);
    await editing(h);
    expect(h.calls.find((c) => c.name === 'saveLines')!.input).toEqual({
      batchId: BATCH_ID,
      lines: [
        { id: 2, counted_qty: 2.5, version: 0 },
        { id: 3, note: 'Top shelf', version: 0 },
      ],
    });
    const lines = h.actor.getSnapshot().context.lines;
    expect([lines[1].counted_qty, lines[2].note]).toEqual([2.5, 'Top shelf']);
    expect(edits(h)).toEqual({});
    expect(h.messages()).toEqual(['Counts saved.']);
    // The header's 'Last saved' follows the save's answer, without a reload.
    expect(h.actor.getSnapshot().context.batch?.last_saved_at).toBe(SAVED_AT);
    // The backup follows the save: nothing unsaved is left.
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
  });

  it('typing goes on during a save; what was typed meanwhile stays unsaved', async () => {
    const answer = deferred<{ last_saved_at?: string }>();
    const h = startCycleCount({ saveLines: () => answer.promise });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.actor.send({ type: 'counts.save' });
    h.actor.send({ type: 'line.count', lineId: 2, counted: 2 });
    h.actor.send({ type: 'line.count', lineId: 3, counted: 4 });
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(true);
    answer.resolve({ last_saved_at: '2024-06-06T10:05:00Z' });
    await editing(h);
    expect(h.actor.getSnapshot().context.lines[1].counted_qty).toBe(1);
    expect(edits(h)).toEqual({ 2: { counted_qty: 2, base: 0 }, 3: { counted_qty: 4, base: 0 } });
  });

  it('a failed save keeps the edits and says why (server detail, else its own words)', async () => {
    const h = startCycleCount({ saveLines: () => Promise.reject(new TypeError('Failed to fetch')) });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'counts.save' });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 3, base: 0 } });
    expect(h.messages()).toEqual(['Failed to fetch']);

    const refused = startCycleCount({ saveLines: () => Promise.reject(apiFailure(409, {}, 'Failed to save counts.')) });
    await editing(refused);
    refused.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    refused.actor.send({ type: 'counts.save' });
    await editing(refused);
    expect(refused.messages()).toEqual(['Failed to save counts.']);
  });
});

describe('unsaved edits backed up and restored', () => {
  it('edits are backed up 500 ms after typing pauses, the timer restarting on each edit', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.clock.increment(400);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 2 });
    h.clock.increment(499);
    expect(h.stored).toEqual([]);
    h.clock.increment(1);
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: { 2: { counted_qty: 2, base: 0 } } }]);
  });

  it('a flush (the page is left) backs up at once', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.note', lineId: 3, note: 'Top shelf' });
    h.actor.send({ type: 'backup.flush' });
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: { 3: { note: 'Top shelf', base: 0 } } }]);
    h.clock.increment(1000);
    expect(h.stored).toHaveLength(1);
  });

  it('an OPEN batch restores the kept edits of the lines they still change', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 3 }, 99: { counted_qty: 1 } } });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 3, base: 0 } });
    expect(h.actor.getSnapshot().context.stored).toBeNull();
    expect(can(h, 'counts.save')).toBe(true);
  });

  it('a backup that changes nothing is dropped', async () => {
    // The tomatoes' saved count is 9 already.
    const h = startCycleCount({ storedEdits: { 1: { counted_qty: 9 } } });
    await editing(h);
    expect(h.actor.getSnapshot().context.stored).toBeNull();
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: {} }]);
  });

  it('a backup for a batch that is no longer OPEN is dropped', async () => {
    const h = startCycleCount({ status: 'FINALIZED', storedEdits: { 2: { counted_qty: 3 } } });
    await settled(h);
    expect(h.actor.getSnapshot().context.stored).toBeNull();
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: {} }]);
  });
});
