// The cycle-count machine, state by state and guard by guard, with stubbed actors over a small
// in-memory batch (test/machines/cycle-count-harness.ts) and a simulated clock for the backup.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { deferred } from '../../test/promises';
import { startCycleCount, BATCH_ID } from '../../test/machines/cycle-count-harness';
import { batch, coolerLines, line } from '../../test/msw/inventory-data';
import type { CycleCountEvent } from './cycle-count.machine';
import { summarize } from './inventory/count-sheet';

type Harness = ReturnType<typeof startCycleCount>;
const settled = (h: Harness) => waitFor(h.actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.matches('route'));
const editing = (h: Harness) => waitFor(h.actor, (s) => s.matches({ open: { work: 'editing' } }));
const status = (h: Harness) => h.actor.getSnapshot().context.batch?.status;
const can = (h: Harness, type: string) => h.actor.getSnapshot().can({ type } as never);
const edits = (h: Harness) => h.actor.getSnapshot().context.edits;

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
        if (fail) throw new ApiError(503, { detail: 'Database is restarting.' }, 'Failed to load the cycle count.');
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

describe('unsaved edits backed up and offered back', () => {
  it('edits are backed up 500 ms after typing pauses, the timer restarting on each edit', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.clock.increment(400);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 2 });
    h.clock.increment(499);
    expect(h.stored).toEqual([]);
    h.clock.increment(1);
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: { 2: { counted_qty: 2 } } }]);
  });

  it('a flush (the page is left) backs up at once', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.note', lineId: 3, note: 'Top shelf' });
    h.actor.send({ type: 'backup.flush' });
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: { 3: { note: 'Top shelf' } } }]);
    h.clock.increment(1000);
    expect(h.stored).toHaveLength(1);
  });

  it('an OPEN batch with a backup offers it; accepting restores the edits', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 3 }, 99: { counted_qty: 1 } } });
    await waitFor(h.actor, (s) => s.hasTag('restoreOffer'));
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(false);
    h.actor.send({ type: 'restore.accept' });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 3 } });
    expect(can(h, 'counts.save')).toBe(true);
  });

  it('declining drops the edits and their backup', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 3 } } });
    await waitFor(h.actor, (s) => s.hasTag('restoreOffer'));
    h.actor.send({ type: 'restore.decline' });
    await editing(h);
    expect(edits(h)).toEqual({});
    expect(h.stored).toEqual([{ batchId: BATCH_ID, edits: {} }]);
  });

  it('a backup that changes nothing is not offered', async () => {
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

describe('OPEN: counting and saving', () => {
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
    expect(h.calls.find((c) => c.name === 'saveLines')!.input).toEqual({ batchId: BATCH_ID, lines: [{ id: 2, counted_qty: 2.5 }, { id: 3, note: 'Top shelf' }] });
    const lines = h.actor.getSnapshot().context.lines;
    expect([lines[1].counted_qty, lines[2].note]).toEqual([2.5, 'Top shelf']);
    expect(edits(h)).toEqual({});
    expect(h.messages()).toEqual(['Counts saved.']);
    // The backup follows the save: nothing unsaved is left.
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
  });

  it('typing goes on during a save; what was typed meanwhile stays unsaved', async () => {
    const answer = deferred<unknown>();
    const h = startCycleCount({ saveLines: () => answer.promise });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 1 });
    h.actor.send({ type: 'counts.save' });
    h.actor.send({ type: 'line.count', lineId: 2, counted: 2 });
    h.actor.send({ type: 'line.count', lineId: 3, counted: 4 });
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(true);
    answer.resolve({ updated: 1 });
    await editing(h);
    expect(h.actor.getSnapshot().context.lines[1].counted_qty).toBe(1);
    expect(edits(h)).toEqual({ 2: { counted_qty: 2 }, 3: { counted_qty: 4 } });
  });

  it('a failed save keeps the edits and says why (server detail, else its own words)', async () => {
    const h = startCycleCount({ saveLines: () => Promise.reject(new TypeError('Failed to fetch')) });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'counts.save' });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 3 } });
    expect(h.messages()).toEqual(['Failed to fetch']);

    const refused = startCycleCount({ saveLines: () => Promise.reject(new ApiError(409, {}, 'Failed to save counts.')) });
    await editing(refused);
    refused.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    refused.actor.send({ type: 'counts.save' });
    await editing(refused);
    expect(refused.messages()).toEqual(['Failed to save counts.']);
  });

  it('the bulk buttons act on the visible lines', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'filter.query', query: 'rom' });
    expect(h.actor.getSnapshot().context.visible).toEqual([0, 1]);
    h.actor.send({ type: 'bulk.fill' });
    expect(edits(h)).toEqual({ 1: { counted_qty: 10 }, 2: { counted_qty: 3 } });
    h.actor.send({ type: 'bulk.clear' });
    expect(edits(h)).toEqual({});
    h.actor.send({ type: 'filter.query', query: '' });
    h.actor.send({ type: 'bulk.zero' });
    expect(edits(h)).toEqual({ 2: { counted_qty: 0 }, 3: { counted_qty: 0 } });
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
    const h = startCycleCount({ addMissingLines: () => Promise.reject(new ApiError(409, { detail: 'Batch must be OPEN to add missing lines.' }, 'Failed to add missing lines.')) });
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
    await waitFor(h.actor, (s) => s.hasTag('restoreOffer'));
    expect(summary()).toEqual({ lines: 3, counted: 1, total: 9, edited: 0, saved: 1 });
    h.actor.send({ type: 'restore.accept' });
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

describe('OPEN: Finalize & Update Stock', () => {
  it('needs no unsaved edits', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'finalize.request' });
    expect(h.messages()).toEqual(['Save your changes before finalizing.']);
    expect(h.callNames()).not.toContain('finalize');
  });

  it('needs at least one saved count', async () => {
    const h = startCycleCount({ lines: [line({ id: 2, product_name: 'Romaine Lettuce' })] });
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    expect(h.messages()).toEqual(['No saved counts found. Save at least one line before finalizing.']);
    expect(h.callNames()).not.toContain('finalize');
  });

  it('finalizes: the batch is FINALIZED and read again, the backup dropped', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    expect(h.actor.getSnapshot().hasTag('finalizing')).toBe(true);
    await waitFor(h.actor, (s) => s.matches('finalized'));
    expect(h.calls.find((c) => c.name === 'finalize')!.input).toEqual({ batchId: BATCH_ID, force: false, resolutions: [] });
    expect(h.callNames().filter((n) => n === 'loadSheet')).toHaveLength(2);
    expect(h.messages()).toEqual(['Cycle count finalized. Inventory updated.']);
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
  });

  it('conflicts: the choices per line go with a forced finalize', async () => {
    const h = startCycleCount();
    h.fake.moved.set(1, 12);
    h.fake.moved.set(3, 6);
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await waitFor(h.child('finalize')!, (s) => s.hasTag('conflicts'));
    expect(h.messages()).toEqual(['Conflicts detected. Review them below.']);
    expect(h.child('finalize')!.getSnapshot().context.resolutions).toEqual({ 1: 'counted', 3: 'counted' });
    h.sendChild('finalize', { type: 'conflict.keep', line: 3, keep: 'difference' });
    h.sendChild('finalize', { type: 'conflict.force' });
    await waitFor(h.actor, (s) => s.matches('finalized'));
    expect(h.calls.filter((c) => c.name === 'finalize').at(-1)!.input).toEqual({
      batchId: BATCH_ID,
      force: true,
      resolutions: [{ line: 1, keep: 'counted' }, { line: 3, keep: 'difference' }],
    });
  });

  it('conflicts: re-snapshot first keeps the batch OPEN with the new snapshot', async () => {
    const h = startCycleCount();
    h.fake.moved.set(1, 12);
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await waitFor(h.child('finalize')!, (s) => s.hasTag('conflicts'));
    h.sendChild('finalize', { type: 'conflict.resnapshot' });
    await waitFor(h.actor, (s) => s.hasTag('refreshing'));
    await editing(h);
    expect(h.callNames()).toContain('resnapshot');
    expect(h.messages()).toEqual(['Conflicts detected. Review them below.', 'Snapshot taken again. Review the counts, then finalize.']);
    expect(status(h)).toBe('OPEN');
  });

  it('conflicts: closing the dialog changes nothing', async () => {
    const h = startCycleCount();
    h.fake.moved.set(1, 12);
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await waitFor(h.child('finalize')!, (s) => s.hasTag('conflicts'));
    h.sendChild('finalize', { type: 'conflict.close' });
    await editing(h);
    expect(h.callNames().filter((n) => n === 'loadSheet')).toHaveLength(1);
    expect(status(h)).toBe('OPEN');
  });

  it('a failed finalize says why and stays OPEN', async () => {
    const h = startCycleCount({ finalize: () => Promise.reject(new ApiError(500, null, 'Finalize failed.')) });
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await editing(h);
    expect(h.messages()).toEqual(['Finalize failed.']);
  });
});

describe('FINALIZED: post and reopen', () => {
  it('Post asks first; No keeps the batch, Yes posts it', async () => {
    const h = startCycleCount({ status: 'FINALIZED' });
    await settled(h);
    expect(can(h, 'reopen.request')).toBe(true);
    h.actor.send({ type: 'post.request' });
    expect(h.actor.getSnapshot().hasTag('confirmPost')).toBe(true);
    h.actor.send({ type: 'confirm.no' });
    expect(h.actor.getSnapshot().hasTag('confirmPost')).toBe(false);
    h.actor.send({ type: 'post.request' });
    h.actor.send({ type: 'confirm.yes' });
    expect(h.actor.getSnapshot().hasTag('working')).toBe(true);
    await waitFor(h.actor, (s) => s.matches('posted'));
    expect(h.messages()).toEqual(['Batch posted.']);
  });

  it('a failed post says why', async () => {
    const h = startCycleCount({ status: 'FINALIZED', postBatch: () => Promise.reject(new ApiError(409, { detail: 'Only a FINALIZED batch can be posted.' }, 'Failed to post.')) });
    await settled(h);
    h.actor.send({ type: 'post.request' });
    h.actor.send({ type: 'confirm.yes' });
    await waitFor(h.actor, (s) => s.matches({ finalized: 'idle' }));
    expect(h.messages()).toEqual(['Only a FINALIZED batch can be posted.']);
  });

  it('Reopen asks first, then the batch is OPEN again', async () => {
    const h = startCycleCount({ status: 'FINALIZED' });
    await settled(h);
    h.actor.send({ type: 'reopen.request' });
    expect(h.actor.getSnapshot().hasTag('confirmReopen')).toBe(true);
    h.actor.send({ type: 'confirm.no' });
    expect(h.actor.getSnapshot().matches({ finalized: 'idle' })).toBe(true);
    h.actor.send({ type: 'reopen.request' });
    h.actor.send({ type: 'confirm.yes' });
    await editing(h);
    expect(h.messages()).toEqual(['Batch reopened.']);
  });

  it('a failed reopen says why', async () => {
    const h = startCycleCount({ status: 'FINALIZED', reopenBatch: () => Promise.reject(new Error('')) });
    await settled(h);
    h.actor.send({ type: 'reopen.request' });
    h.actor.send({ type: 'confirm.yes' });
    await waitFor(h.actor, (s) => s.matches({ finalized: 'idle' }));
    expect(h.messages()).toEqual(['Failed to reopen.']);
  });

  it('Reopen is not offered while OPEN, nor for a POSTED batch; Post only when FINALIZED', async () => {
    const open = startCycleCount();
    await editing(open);
    expect([can(open, 'reopen.request'), can(open, 'post.request')]).toEqual([false, false]);
    const posted = startCycleCount({ status: 'POSTED' });
    await settled(posted);
    expect([can(posted, 'reopen.request'), can(posted, 'post.request')]).toEqual([false, false]);
  });
});

describe('archive, with the cancel fallback', () => {
  it.each(['DRAFT', 'OPEN', 'FINALIZED', 'POSTED'] as const)('is offered for a %s batch', async (batchStatus) => {
    const h = startCycleCount({ status: batchStatus });
    await settled(h);
    expect(can(h, 'archive.request')).toBe(true);
  });

  it.each(['ARCHIVED', 'CANCELLED'] as const)('is not offered for an %s batch', async (batchStatus) => {
    const h = startCycleCount({ status: batchStatus });
    await settled(h);
    expect(can(h, 'archive.request')).toBe(false);
  });

  it('asks first; No returns to the batch with its unsaved edits', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'archive.request' });
    expect(h.child('archive')!.getSnapshot().hasTag('confirmArchive')).toBe(true);
    h.sendChild('archive', { type: 'confirm.no' });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 3 } });
    expect(h.callNames()).not.toContain('archive');
  });

  it('archives: unsaved edits are discarded and the counts are read-only', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'archive.request' });
    h.sendChild('archive', { type: 'confirm.yes' });
    await waitFor(h.actor, (s) => s.matches('archived'));
    expect(edits(h)).toEqual({});
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
    expect(h.messages()).toEqual(['Cycle count archived.']);
    expect(h.callNames()).not.toContain('saveLines');
    expect(h.actor.getSnapshot().hasTag('editable')).toBe(false);
  });

  it('a 404 to archive cancels the batch instead', async () => {
    const h = startCycleCount({ status: 'FINALIZED' });
    h.fake.noArchive = true;
    await settled(h);
    h.actor.send({ type: 'archive.request' });
    h.sendChild('archive', { type: 'confirm.yes' });
    await waitFor(h.actor, (s) => s.matches('cancelled'));
    expect(h.callNames().filter((n) => n === 'archive' || n === 'cancel')).toEqual(['archive', 'cancel']);
    expect(h.messages()).toEqual(['Cycle count archived.']);
  });

  it('any other failure keeps the batch and says why', async () => {
    const h = startCycleCount({ status: 'POSTED', archive: () => Promise.reject(new ApiError(500, null, 'Failed to archive.')) });
    await settled(h);
    h.actor.send({ type: 'archive.request' });
    h.sendChild('archive', { type: 'confirm.yes' });
    await waitFor(h.actor, (s) => s.matches('posted'));
    expect(h.messages()).toEqual(['Failed to archive.']);
    expect(h.callNames()).not.toContain('cancel');
  });
});

describe('DRAFT: choose areas and start', () => {
  it('starts the batch over the chosen areas, then it is OPEN', async () => {
    const h = startCycleCount({ status: 'DRAFT' });
    await settled(h);
    const start = h.child('start')!;
    await waitFor(start, (s) => s.hasTag('editable'));
    h.sendChild('start', { type: 'area.toggle', areaId: 1 });
    h.sendChild('start', { type: 'start.submit' });
    await editing(h);
    expect(h.calls.find((c) => c.name === 'start')!.input).toEqual({ areas: [1], notes: null });
    expect(h.messages()).toEqual(['Cycle count started.']);
  });
});

describe('reading the sheet again after a transition', () => {
  it('a failure there shows the load error', async () => {
    let loads = 0;
    const sheet = { batch: batch({ id: BATCH_ID }), lines: coolerLines() };
    const h = startCycleCount({
      loadSheet: async () => {
        loads += 1;
        if (loads > 1) throw new Error('');
        return sheet;
      },
    });
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await waitFor(h.actor, (s) => s.hasTag('loadFailed'));
    expect(h.actor.getSnapshot().context.error).toBe('Failed to load the cycle count.');
  });
});
