// The invitation machine: the record's standing invitation, the invite dialog's checks and the
// body it sends, resend and revoke, and a 409 as an outcome that reloads.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { invitationMachine, type Invitation, type InvitationDraft, type InvitationOutcome } from './invitation.machine';

const invitation = (status: Invitation['status'], id = 9): Invitation => ({
  id,
  email: 'sales@metro.example',
  name: 'Metro',
  status,
  role: 'supplier',
  created_at: '2026-11-25T12:00:00Z',
  expires_at: '2026-12-09T12:00:00Z',
  accepted_at: null,
  merchant_supplier_id: 2,
  merchant_id: null,
});
const DRAFT: InvitationDraft = { email: 'sales@metro.example', name: 'Metro Wholesale' };

interface Stubs {
  load?: () => Promise<Invitation | null>;
  create?: () => Promise<InvitationOutcome>;
  resend?: () => Promise<InvitationOutcome>;
  revoke?: () => Promise<InvitationOutcome>;
}

function start(stubs: Stubs = {}) {
  const load = vi.fn<(input: unknown) => Promise<Invitation | null>>(stubs.load ?? (async () => null));
  const create = vi.fn<(input: unknown) => Promise<InvitationOutcome>>(stubs.create ?? (async () => ({ outcome: 'done', invitation: invitation('pending') })));
  const resend = vi.fn<(input: unknown) => Promise<InvitationOutcome>>(stubs.resend ?? (async () => ({ outcome: 'done', invitation: invitation('pending') })));
  const revoke = vi.fn<(input: unknown) => Promise<InvitationOutcome>>(stubs.revoke ?? (async () => ({ outcome: 'done', invitation: invitation('revoked') })));
  const notifyDone = vi.fn();
  const machine = invitationMachine.provide({
    actors: {
      load: fromPromise(({ input }) => load(input)),
      create: fromPromise(({ input }) => create(input)),
      resend: fromPromise(({ input }) => resend(input)),
      revoke: fromPromise(({ input }) => revoke(input)),
    },
    actions: { notifyDone: (_, { action }) => notifyDone(action) },
  });
  const actor = createActor(machine, { input: { side: 'merchant', recordId: 2 } }).start();
  return { actor, load, create, resend, revoke, notifyDone, ready: () => waitFor(actor, (s) => s.matches('ready')) };
}

describe('invitation', () => {
  it("loads the record's invitation; a revoked one counts as none; a failed load retries", async () => {
    const { actor, load, ready } = start({ load: () => Promise.reject(apiFailure(503, { detail: 'Server error.' })) });
    expect(load).toHaveBeenCalledWith({ side: 'merchant', recordId: 2 });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Server error.');
    load.mockImplementationOnce(async () => invitation('revoked'));
    actor.send({ type: 'retry' });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ invitation: null, error: null });
    expect(actor.getSnapshot().can({ type: 'invite.open', draft: DRAFT })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'invite.resend' })).toBe(false);
  });

  it.each([
    ['pending', false, true],
    ['expired', true, true],
    ['accepted', false, false],
  ] as const)('a %s invitation: a new one %s, resend and revoke %s', async (status, invite, change) => {
    const { actor, ready } = start({ load: async () => invitation(status) });
    await ready();
    expect(actor.getSnapshot().can({ type: 'invite.open', draft: DRAFT })).toBe(invite);
    expect(actor.getSnapshot().can({ type: 'invite.resend' })).toBe(change);
    expect(actor.getSnapshot().can({ type: 'invite.revoke' })).toBe(change);
  });

  it('opens prefilled, needs an email and a business name, sends them trimmed and holds the new invitation', async () => {
    const answer = deferred<InvitationOutcome>();
    const { actor, create, notifyDone, ready } = start({ create: () => answer.promise });
    await ready();
    actor.send({ type: 'invite.open', draft: DRAFT });
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
    actor.send({ type: 'invite.change', name: 'email', value: ' ' });
    actor.send({ type: 'invite.change', name: 'name', value: '' });
    actor.send({ type: 'invite.submit' });
    expect(create).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['Email is required.'], name: ['Business name is required.'] });
    actor.send({ type: 'invite.change', name: 'email', value: ' new@metro.example ' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: ['Business name is required.'] });
    actor.send({ type: 'invite.change', name: 'name', value: ' Metro Foods ' });
    actor.send({ type: 'invite.submit' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    expect(create).toHaveBeenCalledWith({ side: 'merchant', recordId: 2, draft: { email: 'new@metro.example', name: 'Metro Foods' } });
    answer.resolve({ outcome: 'done', invitation: invitation('pending') });
    await ready();
    expect(actor.getSnapshot().context.invitation?.status).toBe('pending');
    expect(notifyDone).toHaveBeenCalledWith('create');
  });

  it("a refusal shows under the dialog's fields, or above them for the record's own field; a thrown failure too; close clears", async () => {
    const { actor, create, ready } = start({ create: async () => ({ outcome: 'refused', message: 'Failed.', fieldErrors: { email: ['Enter a valid email address.'] } }) });
    await ready();
    actor.send({ type: 'invite.open', draft: DRAFT });
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { email: ['Enter a valid email address.'] }, error: null });
    create.mockImplementationOnce(async () => ({ outcome: 'refused', message: 'Failed.', fieldErrors: { merchant_supplier_id: ['This record has a pending invitation.'] } }));
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'This record has a pending invitation.' });
    create.mockImplementationOnce(() => Promise.reject(new Error('Lost.')));
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(actor.getSnapshot().context.error).toBe('Lost.');
    expect(actor.getSnapshot().hasTag('inviting')).toBe(true);
    actor.send({ type: 'invite.close' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, fieldErrors: {} });
  });

  it('a 409 on create closes the dialog, shows the detail and reloads', async () => {
    const { actor, load, ready } = start({ create: async () => ({ outcome: 'conflict', message: 'This supplier is already connected.' }) });
    await ready();
    actor.send({ type: 'invite.open', draft: DRAFT });
    actor.send({ type: 'invite.submit' });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2);
    expect(actor.getSnapshot().context.conflict).toBe('This supplier is already connected.');
  });

  it('resends and revokes a pending invitation; a 409 reloads, a refusal or a thrown failure shows', async () => {
    const { actor, resend, revoke, notifyDone, load, ready } = start({ load: async () => invitation('pending') });
    await ready();
    actor.send({ type: 'invite.resend' });
    await ready();
    expect(resend).toHaveBeenCalledWith({ id: 9 });
    expect(notifyDone).toHaveBeenCalledWith('resend');
    for (const [call, event] of [
      [resend, 'invite.resend'],
      [revoke, 'invite.revoke'],
    ] as const) {
      call.mockImplementationOnce(async () => ({ outcome: 'refused', message: 'Server error.', fieldErrors: {} }));
      actor.send({ type: event });
      await ready();
      expect(actor.getSnapshot().context.error).toBe('Server error.');
      call.mockImplementationOnce(() => Promise.reject(new Error('Lost.')));
      actor.send({ type: event });
      await ready();
      expect(actor.getSnapshot().context.error).toBe('Lost.');
      call.mockImplementationOnce(async () => ({ outcome: 'conflict', message: 'Changed meanwhile.' }));
      const loads = load.mock.calls.length;
      actor.send({ type: event });
      await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === loads + 1);
      expect(actor.getSnapshot().context.conflict).toBe('Changed meanwhile.');
    }
    actor.send({ type: 'invite.revoke' });
    await ready();
    expect(actor.getSnapshot().context.invitation).toBeNull();
    expect(notifyDone).toHaveBeenCalledWith('revoke');
  });
});
