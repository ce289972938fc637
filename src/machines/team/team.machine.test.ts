// The team machine: load, a role change, a removal after its confirmation, resend and revoke, each
// reloading the lists; a refusal is toasted with the server's reason; the invite dialog as a child
// form whose sent invitation reloads the lists.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { inviteMemberMachine, INVITE_MESSAGES, saveInviteWith, type InviteMemberMachine } from './invite-member.machine';
import { TEAM_MESSAGES, teamMachine, type ChangeOutcome, type Team, type TeamChange } from './team.machine';

const TEAM: Team = {
  members: [
    { user_id: 2, username: 'merchant', email: 'merchant@example.com', first_name: 'Maria', last_name: 'Lopez', role: 'owner' },
    { user_id: 7, username: 'staff', email: 'staff@example.com', first_name: 'Sasha', last_name: 'Reyes', role: 'staff' },
  ],
  invitations: [{ id: 1, email: 'cook@example.com', role: 'staff', status: 'pending', created_at: '2026-11-20T10:00:00Z', expires_at: '2026-11-27T10:00:00Z', accepted_at: null }],
};

type Create = (body: { email: string; role: string }) => Promise<{ id: number }>;

function start({ change = async (): Promise<ChangeOutcome> => ({ outcome: 'done' }), create = (async () => ({ id: 5 })) as Create } = {}) {
  const load = vi.fn(async () => TEAM);
  const changes: TeamChange[] = [];
  const notify = vi.fn();
  const actor = createActor(
    teamMachine.provide({
      actors: {
        load: fromPromise(load),
        change: fromPromise(async ({ input }: { input: TeamChange }) => (changes.push(input), change())),
        inviteForm: inviteMemberMachine.provide({ actors: { save: saveInviteWith(create) } }),
      },
      actions: { notify: (_, n) => notify(n) },
    }),
    { input: { role: 'owner', operation: 'listTeamMembers' } },
  ).start();
  return { actor, load, changes, notify };
}

describe('team machine', () => {
  it('loads the members and invitations', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject(TEAM);
  });

  it('shows a load failure and retries', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(apiFailure(500, { detail: 'boom' }))
      .mockResolvedValue(TEAM);
    const actor = createActor(teamMachine.provide({ actors: { load: fromPromise(load) } }), { input: {} }).start();
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a role that may not see the team (only owners may): nothing loads, the screen has the words', () => {
    const load = vi.fn().mockResolvedValue(TEAM);
    const actor = createActor(teamMachine.provide({ actors: { load: fromPromise(load) } }), { input: { role: 'manager', operation: 'listTeamMembers' } }).start();
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().context.roleNote).toBe('Your role (manager) cannot do this. Ask an owner.');
    expect(actor.getSnapshot().can({ type: 'invite.open' })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const owner = createActor(teamMachine.provide({ actors: { load: fromPromise(load) } }), { input: { role: 'owner', operation: 'listTeamMembers' } }).start();
    expect(owner.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('changes a role, toasts it and loads again', async () => {
    const { actor, changes, notify, load } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'role.set', userId: 7, role: 'manager' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes).toEqual([{ kind: 'role', userId: 7, role: 'manager' }]);
    expect(notify).toHaveBeenCalledWith({ message: TEAM_MESSAGES.done.role, variant: 'success' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("toasts the server's refusal (the last owner) and loads the lists as they are", async () => {
    const refusal = 'Corner Bistro must keep at least one owner. Make another member an owner first.';
    const { actor, notify, load } = start({ change: async () => ({ outcome: 'refused', message: refusal }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'role.set', userId: 2, role: 'staff' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(notify).toHaveBeenCalledWith({ message: refusal, variant: 'error' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('removes a member only after the confirmation; No removes nothing', async () => {
    const { actor, changes } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'remove.ask', member: TEAM.members[1] });
    expect(actor.getSnapshot().hasTag('confirmRemoval')).toBe(true);
    actor.send({ type: 'remove.no' });
    expect(actor.getSnapshot().context.removing).toBeNull();
    expect(changes).toEqual([]);
    actor.send({ type: 'remove.ask', member: TEAM.members[1] });
    actor.send({ type: 'remove.yes' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes).toEqual([{ kind: 'remove', userId: 7 }]);
  });

  it('resends and revokes an invitation, one at a time', async () => {
    const gate = deferred<ChangeOutcome>();
    const { actor, changes, notify } = start({ change: () => gate.promise });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invitation.resend', id: 1 });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    // Busy: a second change waits for the first.
    actor.send({ type: 'invitation.revoke', id: 1 });
    gate.resolve({ outcome: 'done' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes).toEqual([{ kind: 'resend', id: 1 }]);
    expect(notify).toHaveBeenCalledWith({ message: TEAM_MESSAGES.done.resend, variant: 'success' });
    actor.send({ type: 'invitation.revoke', id: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes).toEqual([
      { kind: 'resend', id: 1 },
      { kind: 'revoke', id: 1 },
    ]);
  });

  it('invites through the dialog: an email is required, the sent invitation is toasted and the lists load again', async () => {
    const sent: unknown[] = [];
    const { actor, notify, load } = start({ create: async (body) => (sent.push(body), { id: 5 }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invite.open' });
    const form = actor.getSnapshot().children.inviteForm as ActorRefFrom<InviteMemberMachine>;
    form.send({ type: 'submit' });
    expect(form.getSnapshot().context.fieldErrors).toEqual({ email: [INVITE_MESSAGES.emailRequired] });
    form.send({ type: 'field.change', name: 'email', value: ' new@example.com ' });
    form.send({ type: 'field.change', name: 'role', value: 'manager' });
    form.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(sent).toEqual([{ email: 'new@example.com', role: 'manager' }]);
    expect(notify).toHaveBeenCalledWith({ message: TEAM_MESSAGES.sent('new@example.com'), variant: 'success' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the field error a refused invitation answers; Close closes it', async () => {
    const { actor } = start({ create: () => Promise.reject(apiFailure(400, { email: ['This person is already a member of Corner Bistro.'] })) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'invite.open' });
    const form = actor.getSnapshot().children.inviteForm as ActorRefFrom<InviteMemberMachine>;
    form.send({ type: 'field.change', name: 'email', value: 'staff@example.com' });
    form.send({ type: 'submit' });
    await waitFor(form, (s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(form.getSnapshot().context.fieldErrors).toEqual({ email: ['This person is already a member of Corner Bistro.'] });
    expect(actor.getSnapshot().hasTag('inviting')).toBe(true);
    actor.send({ type: 'invite.close' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
