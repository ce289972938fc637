// The download machine with a stubbed call: one download at a time, the file saved, a failure toasted.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { DOWNLOAD_MESSAGES, downloadMachine, type DownloadedFile } from './download.machine';

describe('download machine', () => {
  it('fetches once while busy, then saves the file', async () => {
    const held = deferred<DownloadedFile>();
    const download = vi.fn((_: { format: string }) => held.promise);
    const save = vi.fn();
    const actor = createActor(downloadMachine.provide({ actors: { download: fromPromise(({ input }) => download(input)) }, actions: { save: (_, file) => save(file) } })).start();
    actor.send({ type: 'download.start', format: 'xlsx' });
    actor.send({ type: 'download.start', format: 'csv' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    const file = { blob: new Blob(['x']), fileName: 'products.xlsx' };
    held.resolve(file);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(download).toHaveBeenCalledOnce();
    expect(download).toHaveBeenCalledWith({ format: 'xlsx' });
    expect(save).toHaveBeenCalledWith(file);
  });

  it('toasts a failure', async () => {
    const notify = vi.fn();
    const machine = downloadMachine.provide({
      actors: { download: fromPromise(() => Promise.reject(new Error('no'))) },
      actions: { notify: (_, notice) => notify(notice) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'download.start', format: 'csv' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notify).toHaveBeenCalledWith({ message: DOWNLOAD_MESSAGES.failed, variant: 'error' });
  });
});
