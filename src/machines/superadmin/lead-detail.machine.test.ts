import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { leadDetailMachine, type DownloadedFile, type Lead } from './lead-detail.machine';

const lead: Lead = {
  id: 5,
  first_name: 'Mia',
  last_name: 'Chen',
  email: 'mia@example.com',
  phone_number: '555-0100',
  name_of_business: 'Mia Bakery',
  attachments: '/1/api/leads/5/attachment/',
  attachment_name: 'menu.pdf',
  status: 'NEW',
  status_display: 'New',
  sales_rep: { id: 1, username: 'admin', avatar_url: '/1/api/avatars/AD-1.svg' },
};

function start(opts: { load?: () => Promise<Lead>; fetch?: (i: { id: number; fileName: string }) => Promise<DownloadedFile> } = {}) {
  const saveFile = vi.fn();
  const notify = vi.fn();
  const load = vi.fn(opts.load ?? (async () => lead));
  const fetch = vi.fn(opts.fetch ?? (async ({ fileName }: { id: number; fileName: string }) => ({ blob: new Blob(['x']), fileName })));
  const machine = leadDetailMachine.provide({
    actors: {
      loadLead: fromPromise(() => load()),
      fetchAttachment: fromPromise(({ input }: { input: { id: number; fileName: string } }) => fetch(input)),
    },
    actions: { saveFile: (_, file) => saveFile(file), notify: (_, n) => notify(n) },
  });
  return { actor: createActor(machine, { input: { id: 5 } }).start(), saveFile, notify, load, fetch };
}

describe('lead detail machine', () => {
  it('loads the lead', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.lead).toEqual(lead);
  });

  it('a failed load can be retried', async () => {
    const load = vi.fn<() => Promise<Lead>>().mockRejectedValueOnce(new Error('Not found.')).mockResolvedValueOnce(lead);
    const { actor } = start({ load });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('downloads the attachment and hands it to saveFile', async () => {
    const { actor, fetch, saveFile } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'attachment.download' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'attachment.download' })).toBe(false);
    expect(fetch).toHaveBeenCalledWith({ id: 5, fileName: 'menu.pdf' });
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(saveFile).toHaveBeenCalledWith({ blob: expect.any(Blob), fileName: 'menu.pdf' });
  });

  it('toasts a failed download', async () => {
    const { actor, notify, saveFile } = start({ fetch: () => Promise.reject(new Error('Not found.')) });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'attachment.download' });
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to download attachment.', variant: 'error' });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('has nothing to download without an attachment', async () => {
    const { actor, fetch } = start({ load: async () => ({ ...lead, attachments: null }) });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().can({ type: 'attachment.download' })).toBe(false);
    actor.send({ type: 'attachment.download' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
