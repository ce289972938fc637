// The cycle-count machine's other transitions, each asked for and confirmed: post and reopen of a
// FINALIZED batch, archive (with the cancel fallback), and starting a DRAFT.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { BATCH_ID, can, editing, edits, settled, startCycleCount } from '../../../test/machines/cycle-count-harness';

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
    const h = startCycleCount({ status: 'FINALIZED', postBatch: () => Promise.reject(apiFailure(409, { detail: 'Only a FINALIZED batch can be posted.' }, 'Failed to post.')) });
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
    expect(edits(h)).toEqual({ 2: { counted_qty: 3, base: 0 } });
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
    const h = startCycleCount({ status: 'POSTED', archive: async () => ({ kind: 'refused', message: 'Failed to archive.' }) });
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
