// The cycle-count machine, state by state and guard by guard, with stubbed actors over a small
// in-memory batch (test/machines/cycle-count-harness.ts): loading, and counting on an OPEN batch
// (bulk edits, the filter, missing lines, the summary). Saving and the local backup:
// cycle-count.saving.test.ts; finalize: cycle-count.finalize.test.ts; the other transitions:
// cycle-count.transitions.test.ts.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { BATCH_ID, can, editing, edits, settled, startCycleCount, status } from '../../../test/machines/cycle-count-harness';
import { batch, coolerLines } from '../../../test/msw/inventory-data';
import type { CycleCountEvent } from './cycle-count.machine';
import { summarize } from './count-sheet';

describe('loading', () => {
  it('loads the batch and its lines, then shows the status it is in', async () => {
    const h = startCycleCount();
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await editing(h);
    expect(h.calls[0]).toEqual({ name: 'loadSheet', input: { batchId: BATCH_ID } });
    expect(h.actor.getSnapshot().context.lines.map((l) => l.product_name)).toEqual(['Roma Tomatoes', 'Romaine Lettuce', 'Fresh Basil']);
    expect(h.actor.getSnapshot().context.visible).toEqual([0, 1, 2]);
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('a failed load shows the server’s message (or its own) and retries', async () => {
    let fail = true;
    const h = startCycleCount({
      loadSheet: async () => {
        if (fail) throw apiFailure(503, { detail: 'Database is restarting.' }, 'Failed to load the cycle count.');
        return { batch: batch({ id: BATCH_ID }), lines: coolerLines() };
      },
    });
    await waitFor(h.actor, (s) => s.hasTag('loadFailed'));
    expect(h.actor.getSnapshot().context.error).toBe('Database is restarting.');
    fail = false;
    h.actor.send({ type: 'retry' });
    await editing(h);

    const silent = startCycleCount({ loadSheet: () => Promise.reject(new Error('')) });
    await waitFor(silent.actor, (s) => s.hasTag('loadFailed'));
    expect(silent.actor.getSnapshot().context.error).toBe('Failed to load the cycle count.');
  });

  it.each([
    ['DRAFT', 'draft'],
    ['FINALIZED', 'finalized'],
    ['POSTED', 'posted'],
    ['ARCHIVED', 'archived'],
    ['CANCELLED', 'cancelled'],
  ] as const)('a %s batch opens in its own state, with no edits', async (batchStatus, state) => {
    const h = startCycleCount({ status: batchStatus });
    await settled(h);
    expect(h.actor.getSnapshot().matches(state)).toBe(true);
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(false);
    for (const type of ['counts.save', 'finalize.request', 'lines.addMissing', 'bulk.fill']) expect(can(h, type), type).toBe(false);
  });
});

describe('OPEN: counting', () => {
  it('the bulk buttons act on the visible lines', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'filter.query', query: 'rom' });
    expect(h.actor.getSnapshot().context.visible).toEqual([0, 1]);
    h.actor.send({ type: 'bulk.fill' });
    expect(edits(h)).toEqual({ 1: { counted_qty: 10, base: 1 }, 2: { counted_qty: 3, base: 0 } });
    h.actor.send({ type: 'bulk.clear' });
    expect(edits(h)).toEqual({});
    h.actor.send({ type: 'filter.query', query: '' });
    h.actor.send({ type: 'bulk.zero' });
    expect(edits(h)).toEqual({ 2: { counted_qty: 0, base: 0 }, 3: { counted_qty: 0, base: 0 } });
  });

  it('the filter keeps its lines while counting, and applies again on the next change', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'filter.uncounted', uncountedOnly: true });
    expect(h.actor.getSnapshot().context.visible).toEqual([1, 2]);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    expect(h.actor.getSnapshot().context.visible).toEqual([1, 2]);
    h.actor.send({ type: 'counts.save' });
    await editing(h);
    expect(h.actor.getSnapshot().context.visible).toEqual([2]);
  });

  it('Add missing lines adds them, says how many, and reads the sheet again', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'lines.addMissing' });
    expect(h.actor.getSnapshot().hasTag('addingLines')).toBe(true);
    await waitFor(h.actor, (s) => s.hasTag('refreshing'));
    await editing(h);
    expect(h.messages()).toEqual(['Added 1 missing lines.']);
    expect(h.actor.getSnapshot().context.lines.map((l) => l.product_name)).toContain('Sourdough Loaf');
  });

  it('a refused Add missing lines shows the server’s detail', async () => {
    const h = startCycleCount({ addMissingLines: () => Promise.reject(apiFailure(409, { detail: 'Batch must be OPEN to add missing lines.' }, 'Failed to add missing lines.')) });
    await editing(h);
    h.actor.send({ type: 'lines.addMissing' });
    await waitFor(h.actor, (s) => !s.hasTag('addingLines'));
    expect(h.messages()).toEqual(['Batch must be OPEN to add missing lines.']);
    expect(status(h)).toBe('OPEN');
  });

  it('an edit of a line that is not on the sheet changes nothing', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 404, counted: 1 });
    expect(edits(h)).toEqual({});
  });

  it('the summary follows every change of the lines and their edits', async () => {
    const h = startCycleCount({ storedEdits: { 3: { counted_qty: 1.5 } } });
    const summary = () => h.actor.getSnapshot().context.summary;
    const recounted = () => summarize(h.actor.getSnapshot().context.lines, edits(h));
    // The kept edit is restored as the sheet opens.
    await editing(h);
    expect(summary()).toEqual({ lines: 3, counted: 2, total: 10.5, edited: 1, saved: 1 });
    const steps: CycleCountEvent[] = [
      { type: 'line.count', lineId: 2, counted: 2 },
      { type: 'line.count', lineId: 2, counted: 25 },
      { type: 'line.note', lineId: 1, note: 'Crate 2' },
      { type: 'line.count', lineId: 1, counted: null },
      { type: 'line.count', lineId: 3, counted: null },
      { type: 'bulk.fill' },
      { type: 'line.count', lineId: 1, counted: 9 },
      { type: 'bulk.clear' },
      { type: 'bulk.zero' },
      { type: 'line.count', lineId: 2, counted: 0.1 },
    ];
    for (const event of steps) {
      h.actor.send(event);
      expect(summary(), event.type).toEqual(recounted());
    }
    expect(summary()).toEqual({ lines: 3, counted: 3, total: 9.1, edited: 2, saved: 1 });
    h.actor.send({ type: 'counts.save' });
    await editing(h);
    expect(summary()).toEqual({ lines: 3, counted: 3, total: 9.1, edited: 0, saved: 3 });
    h.actor.send({ type: 'line.count', lineId: 3, counted: 4 });
    h.actor.send({ type: 'lines.addMissing' });
    await waitFor(h.actor, (s) => s.hasTag('refreshing'));
    await editing(h);
    expect(summary()).toEqual({ lines: 4, counted: 3, total: 13.1, edited: 1, saved: 3 });
    expect(summary()).toEqual(recounted());
  });
});
