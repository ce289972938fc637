// The cycle-count machine's 'Finalize & Update Stock': its guards, the finalize, the conflicts
// (choices per line with a forced finalize, re-snapshot, close), and the sheet read again after it.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { BATCH_ID, editing, startCycleCount, status } from '../../../test/machines/cycle-count-harness';
import { finalizeBlocker } from './cycle-count.machine';
import { batch, coolerLines, line } from '../../../test/msw/inventory-data';

describe('OPEN: Finalize & Update Stock', () => {
  it('needs no unsaved edits', async () => {
    const h = startCycleCount();
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 3 });
    h.actor.send({ type: 'finalize.request' });
    expect(h.messages()).toEqual(['Save your changes before finalizing.']);
    expect(h.callNames()).not.toContain('finalize');
    // The screen says so before the click, and the button is off.
    expect(finalizeBlocker(h.actor.getSnapshot().context.summary)).toBe('Save your changes before finalizing.');
  });

  it('needs at least one saved count', async () => {
    const h = startCycleCount({ lines: [line({ id: 2, product_name: 'Romaine Lettuce' })] });
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    expect(h.messages()).toEqual(['No saved counts found. Save at least one line before finalizing.']);
    expect(h.callNames()).not.toContain('finalize');
    expect(finalizeBlocker(h.actor.getSnapshot().context.summary)).toBe('No saved counts found. Save at least one line before finalizing.');
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
      resolutions: [
        { line: 1, keep: 'counted' },
        { line: 3, keep: 'difference' },
      ],
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
    const h = startCycleCount({ finalize: async () => ({ kind: 'refused', message: 'Finalize failed.' }) });
    await editing(h);
    h.actor.send({ type: 'finalize.request' });
    await editing(h);
    expect(h.messages()).toEqual(['Finalize failed.']);
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
