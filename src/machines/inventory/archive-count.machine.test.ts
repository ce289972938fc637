import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { batch } from '../../../test/msw/inventory-data';
import { archiveCountMachine, type ArchiveAnswer } from './archive-count.machine';

function start(opts: { archive?: () => Promise<unknown>; cancel?: () => Promise<unknown> } = {}) {
  const notify = vi.fn();
  const archive = vi.fn(opts.archive ?? (async (): Promise<ArchiveAnswer> => ({ kind: 'archived', batch: batch({ id: 7, status: 'ARCHIVED' }) })));
  const cancel = vi.fn(opts.cancel ?? (async () => batch({ id: 7, status: 'CANCELLED' })));
  const machine = archiveCountMachine.provide({
    actors: { archive: fromPromise(() => archive() as never), cancel: fromPromise(() => cancel() as never) },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { batchId: 7 } }).start();
  return { actor, notify, archive, cancel };
}

const done = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.status === 'done');
const noArchive = async (): Promise<ArchiveAnswer> => ({ kind: 'noArchive' });

describe('archive count machine', () => {
  it('asks first; No ends without a call', async () => {
    const { actor, archive } = start();
    expect(actor.getSnapshot().hasTag('confirmArchive')).toBe(true);
    actor.send({ type: 'confirm.no' });
    await done(actor);
    expect(actor.getSnapshot().output).toBeNull();
    expect(archive).not.toHaveBeenCalled();
  });

  it('Yes archives and ends with the archived batch', async () => {
    const { actor, cancel } = start();
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    await done(actor);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'ARCHIVED' });
    expect(cancel).not.toHaveBeenCalled();
  });

  it('no archive on this server (a 404) cancels instead', async () => {
    const { actor, cancel } = start({ archive: noArchive });
    actor.send({ type: 'confirm.yes' });
    await done(actor);
    expect(cancel).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().output).toMatchObject({ status: 'CANCELLED' });
  });

  it('another archive refusal says why, without cancelling', async () => {
    const { actor, notify, cancel } = start({ archive: async () => ({ kind: 'refused', message: 'This cycle count is already archived.' }) });
    actor.send({ type: 'confirm.yes' });
    await done(actor);
    expect(actor.getSnapshot().output).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ message: 'This cycle count is already archived.', variant: 'error' });
  });

  it('a failed cancel says the archive failed', async () => {
    const { actor, notify } = start({ archive: noArchive, cancel: () => Promise.reject(new Error('')) });
    actor.send({ type: 'confirm.yes' });
    await done(actor);
    expect(actor.getSnapshot().output).toBeNull();
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to archive.', variant: 'error' });
  });
});
