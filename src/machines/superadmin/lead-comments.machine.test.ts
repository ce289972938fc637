import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { canEdit, leadCommentsMachine, type LeadComment } from './lead-comments.machine';

const mine: LeadComment = {
  id: 1,
  lead: 5,
  body: 'Called them.',
  added_by: 7,
  username: 'admin',
  avatar_url: '/1/api/avatars/AD-7.svg',
  date_created: '2024-05-01T10:00:00Z',
  date_updated: '2024-05-01T10:00:00Z',
};
const theirs: LeadComment = {
  id: 2,
  lead: 5,
  body: 'Sent a quote.',
  added_by: 8,
  username: 'sam',
  avatar_url: '/1/api/avatars/SA-8.svg',
  date_created: '2024-05-02T10:00:00Z',
  date_updated: '2024-05-02T10:00:00Z',
};

function start(
  opts: {
    list?: () => Promise<LeadComment[]>;
    add?: (i: { leadId: number; body: string }) => Promise<LeadComment>;
    update?: (i: { commentId: number; body: string }) => Promise<LeadComment>;
  } = {},
) {
  const notify = vi.fn();
  const list = vi.fn(opts.list ?? (async () => [mine, theirs]));
  const add = vi.fn(opts.add ?? (async ({ body }: { leadId: number; body: string }) => ({ ...mine, id: 3, body })));
  const update = vi.fn(opts.update ?? (async ({ commentId, body }: { commentId: number; body: string }) => ({ ...mine, id: commentId, body })));
  const machine = leadCommentsMachine.provide({
    actors: {
      listComments: fromPromise(() => list()),
      addComment: fromPromise(({ input }: { input: { leadId: number; body: string } }) => add(input)),
      updateComment: fromPromise(({ input }: { input: { commentId: number; body: string } }) => update(input)),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { leadId: 5, currentUserId: 7 } }).start();
  return { actor, list, add, update, notify };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

describe('lead comments machine', () => {
  it('loads the comments', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await ready(actor);
    expect(actor.getSnapshot().context.comments).toEqual([mine, theirs]);
  });

  it('shows a failed load and retries', async () => {
    const list = vi.fn<() => Promise<LeadComment[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([mine]);
    const { actor } = start({ list });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    actor.send({ type: 'comments.retry' });
    await waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.comments).toEqual([mine]);
  });

  it('does not submit a blank or whitespace-only body', async () => {
    const { actor, add } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'comment.add' })).toBe(false);
    actor.send({ type: 'draft.change', body: '  \n ' });
    expect(actor.getSnapshot().can({ type: 'comment.add' })).toBe(false);
    actor.send({ type: 'comment.add' });
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a comment: appends the answer and clears the draft', async () => {
    const { actor, add } = start();
    await ready(actor);
    actor.send({ type: 'draft.change', body: ' Follow up Friday. ' });
    actor.send({ type: 'comment.add' });
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    expect(add).toHaveBeenCalledWith({ leadId: 5, body: 'Follow up Friday.' });
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(actor.getSnapshot().context.comments.map((c) => c.body)).toEqual(['Called them.', 'Sent a quote.', 'Follow up Friday.']);
    expect(actor.getSnapshot().context.draft).toBe('');
  });

  it('keeps the draft and toasts when adding fails', async () => {
    const { actor, notify } = start({ add: () => Promise.reject(new Error('x')) });
    await ready(actor);
    actor.send({ type: 'draft.change', body: 'Hello' });
    actor.send({ type: 'comment.add' });
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(actor.getSnapshot().context.draft).toBe('Hello');
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to add comment', variant: 'error' });
  });

  it('edits only the author’s comments, in place, with save and cancel', async () => {
    const { actor, update } = start();
    await ready(actor);
    expect(canEdit(theirs, 7)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'comment.edit', id: 2 })).toBe(false);
    actor.send({ type: 'comment.edit', id: 1 });
    expect(actor.getSnapshot().context.editing).toEqual({ id: 1, body: 'Called them.' });
    actor.send({ type: 'edit.change', body: ' ' });
    expect(actor.getSnapshot().can({ type: 'edit.save' })).toBe(false);
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().context.editing).toBeNull();
    expect(actor.getSnapshot().context.comments[0].body).toBe('Called them.');

    actor.send({ type: 'comment.edit', id: 1 });
    actor.send({ type: 'edit.change', body: 'Called them twice.' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().hasTag('savingEdit')).toBe(true);
    expect(update).toHaveBeenCalledWith({ commentId: 1, body: 'Called them twice.' });
    await waitFor(actor, (s) => !s.hasTag('editing'));
    expect(actor.getSnapshot().context.comments[0].body).toBe('Called them twice.');
  });

  it('stays editing and toasts when the update fails', async () => {
    const { actor, notify } = start({ update: () => Promise.reject(new Error('You can only edit your own comments.')) });
    await ready(actor);
    actor.send({ type: 'comment.edit', id: 1 });
    actor.send({ type: 'edit.change', body: 'New' });
    actor.send({ type: 'edit.save' });
    await waitFor(actor, (s) => !s.hasTag('savingEdit'));
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.editing).toEqual({ id: 1, body: 'New' });
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to update comment', variant: 'error' });
  });
});
