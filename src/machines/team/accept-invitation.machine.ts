// Accepting an invitation to a team, signed in (/accept-invitation?token=): the invitation is read
// first (who invites, with what role), then Accept joins; the answer's access token renews the
// session (`renewSession`), so the tenant joined is there at once. A link that was used, revoked
// or has expired shows the server's words. Supply `read`, `accept` and `renewSession`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';

export type InvitationPreview = components['schemas']['InvitationPreview'];
export type InvitationAccepted = components['schemas']['TeamInvitationAccepted'];

export const ACCEPT_MESSAGES = {
  readFailed: 'This invitation could not be read.',
  notTeam: 'This link is an invitation for a new business: sign up with it instead.',
  failed: 'Failed to accept the invitation.',
  joined: (tenant: string) => `You joined ${tenant}.`,
};

interface Context {
  token: string;
  invitation: InvitationPreview | null;
  joined: InvitationAccepted['tenant'] | null;
  error: string | null;
}

export const acceptInvitationMachine = setup({
  types: { context: {} as Context, events: {} as { type: 'accept' }, input: {} as { token: string } },
  actors: {
    read: fromPromise<InvitationPreview, { token: string }>(async () => {
      throw new Error('read is not provided');
    }),
    accept: fromPromise<InvitationAccepted, { token: string }>(async () => {
      throw new Error('accept is not provided');
    }),
  },
  actions: {
    renewSession: (_, _params: { access: string }) => {},
  },
}).createMachine({
  id: 'acceptInvitation',
  context: ({ input }) => ({ token: input.token, invitation: null, joined: null, error: null }),
  initial: 'reading',
  states: {
    reading: {
      tags: 'loading',
      invoke: {
        src: 'read',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          // A partner invitation creates a business: the sign-up page takes it.
          { guard: ({ event }) => !event.output.team_role, target: 'unusable', actions: assign({ invitation: ({ event }) => event.output, error: ACCEPT_MESSAGES.notTeam }) },
          { target: 'ready', actions: assign({ invitation: ({ event }) => event.output }) },
        ],
        onError: { target: 'unusable', actions: assign({ error: ({ event }) => messageOf(event.error, ACCEPT_MESSAGES.readFailed) }) },
      },
    },
    unusable: { tags: 'unusable' },
    ready: {
      on: { accept: 'accepting' },
    },
    accepting: {
      tags: 'working',
      invoke: {
        src: 'accept',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'joined',
          actions: [assign({ joined: ({ event }) => event.output.tenant, error: null }), { type: 'renewSession', params: ({ event }) => ({ access: event.output.access }) }],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, ACCEPT_MESSAGES.failed) }) },
      },
    },
    joined: { tags: 'joined', type: 'final' },
  },
});

export type AcceptInvitationMachine = typeof acceptInvitationMachine;
