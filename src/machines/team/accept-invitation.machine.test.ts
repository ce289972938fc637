// Accepting a team invitation signed in: read, accept, the session renewed with the new token; a
// partner invitation or a dead link is unusable; a refused accept shows the server's words.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { ACCEPT_MESSAGES, acceptInvitationMachine, type InvitationAccepted, type InvitationPreview } from './accept-invitation.machine';

const TEAM: InvitationPreview = { business: 'Corner Bistro', business_type: 'merchant', role: 'merchant', email: 'chef@example.com', name: '', team_role: 'staff' };
const JOINED: InvitationAccepted = {
  tenant: { id: 2, name: 'Corner Bistro', schema_name: 'corner_bistro', domain: 'bistro.localhost', type: 'merchant', role: 'staff' },
  access: 'new-token',
};

function start(read: () => Promise<InvitationPreview>, accept: () => Promise<InvitationAccepted> = async () => JOINED) {
  const renewed: string[] = [];
  const tokens: string[] = [];
  const actor = createActor(
    acceptInvitationMachine.provide({
      actors: { read: fromPromise(read), accept: fromPromise(async ({ input }: { input: { token: string } }) => (tokens.push(input.token), accept())) },
      actions: { renewSession: (_, { access }) => renewed.push(access) },
    }),
    { input: { token: 'tok' } },
  ).start();
  return { actor, renewed, tokens };
}

describe('accept invitation machine', () => {
  it('reads the invitation, accepts it with the token and renews the session', async () => {
    const { actor, renewed, tokens } = start(async () => TEAM);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.invitation).toEqual(TEAM);
    actor.send({ type: 'accept' });
    await waitFor(actor, (s) => s.hasTag('joined'));
    expect(tokens).toEqual(['tok']);
    expect(renewed).toEqual(['new-token']);
    expect(actor.getSnapshot().context.joined?.name).toBe('Corner Bistro');
  });

  it('sends a partner invitation to the sign-up page, and shows why a dead link is unusable', async () => {
    const partner = start(async () => ({ ...TEAM, team_role: undefined, role: 'supplier', name: 'Metro' }));
    await waitFor(partner.actor, (s) => s.hasTag('unusable'));
    expect(partner.actor.getSnapshot().context.error).toBe(ACCEPT_MESSAGES.notTeam);
    const used = start(() => Promise.reject(apiFailure(400, { detail: 'This invitation has already been used.' })));
    await waitFor(used.actor, (s) => s.hasTag('unusable'));
    expect(used.actor.getSnapshot().context.error).toBe('This invitation has already been used.');
    expect(used.actor.getSnapshot().can({ type: 'accept' })).toBe(false);
  });

  it("shows a refused accept in the server's words and lets the user try again", async () => {
    const accept = vi
      .fn()
      .mockRejectedValueOnce(apiFailure(409, { detail: 'You are already a member of Corner Bistro.' }))
      .mockResolvedValue(JOINED);
    const { actor, renewed } = start(async () => TEAM, accept);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'accept' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('You are already a member of Corner Bistro.');
    expect(renewed).toEqual([]);
  });
});
