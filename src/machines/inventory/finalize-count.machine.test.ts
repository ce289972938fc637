import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { batch, conflictOf, coolerLines } from '../../../test/msw/inventory-data';
import { finalizeCountMachine, type FinalizeAnswer, type FinalizeCall } from './finalize-count.machine';

const [tomatoes, , basil] = coolerLines();
const CONFLICTS = [conflictOf(tomatoes, 12), conflictOf(basil, 6)];

function start(opts: { finalize?: (c: FinalizeCall) => Promise<FinalizeAnswer>; resnapshot?: () => Promise<unknown> } = {}) {
  const notify = vi.fn();
  const finalize = vi.fn(
    opts.finalize ??
      (async (c: FinalizeCall): Promise<FinalizeAnswer> => (c.force ? { kind: 'finalized', batch: batch({ id: 7, status: 'FINALIZED' }) } : { kind: 'conflicts', conflicts: CONFLICTS })),
  );
  const resnapshot = vi.fn(opts.resnapshot ?? (async () => batch({ id: 7 })));
  const machine = finalizeCountMachine.provide({
    actors: {
      finalize: fromPromise(({ input }: { input: FinalizeCall }) => finalize(input)),
      resnapshot: fromPromise(() => resnapshot() as never),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { batchId: 7 } }).start();
  return { actor, notify, finalize, resnapshot };
}

const inConflicts = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.hasTag('choosing'));
const done = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.status === 'done');

describe('finalize count machine', () => {
  it('finalizes at once when nothing moved', async () => {
    const { actor, finalize } = start({ finalize: async () => ({ kind: 'finalized', batch: batch({ id: 7, status: 'FINALIZED' }) }) });
    expect(actor.getSnapshot().hasTag('finalizing')).toBe(true);
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    await done(actor);
    expect(finalize).toHaveBeenCalledWith({ batchId: 7, force: false, resolutions: [] });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'finalized', batch: { status: 'FINALIZED' } });
  });

  it('shows the conflicts with the counted quantity kept by default, and says so', async () => {
    const { actor, notify } = start();
    await inConflicts(actor);
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    expect(actor.getSnapshot().context.conflicts).toEqual(CONFLICTS);
    expect(actor.getSnapshot().context.resolutions).toEqual({ 1: 'counted', 3: 'counted' });
    expect(notify).toHaveBeenCalledWith({ message: 'Conflicts detected. Review them below.', variant: 'error' });
  });

  it('finalizes anyway (force) with the choice made per line', async () => {
    const { actor, finalize } = start();
    await inConflicts(actor);
    actor.send({ type: 'conflict.keep', line: 1, keep: 'difference' });
    actor.send({ type: 'conflict.keep', line: 3, keep: 'difference' });
    actor.send({ type: 'conflict.keep', line: 3, keep: 'counted' });
    actor.send({ type: 'conflict.force' });
    expect(actor.getSnapshot().hasTag('finalizing')).toBe(true);
    // The dialog's 'Finalize anyway' spins now, not the sheet's button.
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    await done(actor);
    expect(finalize).toHaveBeenLastCalledWith({
      batchId: 7,
      force: true,
      resolutions: [
        { line: 1, keep: 'difference' },
        { line: 3, keep: 'counted' },
      ],
    });
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'finalized' });
  });

  it('a failed forced finalize returns to the conflicts and says why', async () => {
    let forced = 0;
    const { actor, notify } = start({
      finalize: async (c) => {
        if (!c.force) return { kind: 'conflicts', conflicts: CONFLICTS };
        forced += 1;
        return { kind: 'refused', message: 'Try again.' };
      },
    });
    await inConflicts(actor);
    actor.send({ type: 'conflict.force' });
    await waitFor(actor, () => forced === 1);
    await inConflicts(actor);
    expect(notify).toHaveBeenLastCalledWith({ message: 'Try again.', variant: 'error' });
  });

  it('re-snapshots instead', async () => {
    const { actor, resnapshot } = start();
    await inConflicts(actor);
    actor.send({ type: 'conflict.resnapshot' });
    expect(actor.getSnapshot().hasTag('resnapshotting')).toBe(true);
    await done(actor);
    expect(resnapshot).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'resnapshotted', batch: { id: 7 } });
  });

  it('a failed re-snapshot returns to the conflicts and says why', async () => {
    const { actor, notify } = start({ resnapshot: () => Promise.reject(new Error('')) });
    await inConflicts(actor);
    actor.send({ type: 'conflict.resnapshot' });
    await waitFor(actor, (s) => s.hasTag('choosing') && notify.mock.calls.length === 2);
    expect(notify).toHaveBeenLastCalledWith({ message: 'Failed to re-snapshot.', variant: 'error' });
  });

  it('closing the dialog ends without a change', async () => {
    const { actor } = start();
    await inConflicts(actor);
    actor.send({ type: 'conflict.close' });
    await done(actor);
    expect(actor.getSnapshot().output).toEqual({ kind: 'closed' });
  });

  it('a refused finalize says why and ends as failed', async () => {
    const { actor, notify } = start({ finalize: async () => ({ kind: 'refused', message: 'No saved counts found. Save at least one line before finalizing.' }) });
    await done(actor);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed' });
    expect(notify).toHaveBeenCalledWith({ message: 'No saved counts found. Save at least one line before finalizing.', variant: 'error' });
  });

  it('a finalize that rejects (no answer read) says the fallback and ends as failed', async () => {
    const { actor, notify } = start({ finalize: () => Promise.reject(new Error('')) });
    await done(actor);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed' });
    expect(notify).toHaveBeenCalledWith({ message: 'Finalize failed.', variant: 'error' });
  });
});
