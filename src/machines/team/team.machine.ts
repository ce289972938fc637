// The team screen (decisions.md "Team screen and staff invitations"): the tenant's members with their
// roles and its invitations; a role change, a removal (after a confirmation), resend and revoke are
// one call each, then the lists load again (a refusal, e.g. the last owner's, is toasted and the
// lists show what the server holds). The invite dialog is the child `inviteForm`. A role that may
// not list the team (`operation`: only owners) is refused at once with `roleNote` and nothing is
// loaded. Supply `load`, `change`, `inviteForm` and the `notify` action.
import { assign, fromPromise, setup, type AnyActorLogic } from 'xstate';
import type { components } from '../../api/schema';
import { allowedBy, roleNoteFor, type Role, type RoleInput } from '../../lib/roles';
import { messageOf, type Notice } from '../failure';

export type TeamMember = components['schemas']['TeamMember'];
export type TeamInvitation = components['schemas']['TeamInvitation'];
export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** One change to the team, as the `change` actor gets it. */
export type TeamChange = { kind: 'role'; userId: number; role: Role } | { kind: 'remove'; userId: number } | { kind: 'resend'; id: number } | { kind: 'revoke'; id: number };
/** What a change answered: done, or refused with the server's reason. */
export type ChangeOutcome = { outcome: 'done' } | { outcome: 'refused'; message: string };

export const TEAM_MESSAGES = {
  loadFailed: 'Failed to load the team.',
  failed: 'Failed to update the team.',
  done: { role: 'Role changed.', remove: 'Member removed.', resend: 'Invitation sent again.', revoke: 'Invitation revoked.' },
  sent: (email: string) => `Invitation sent to ${email}.`,
} as const;

interface Context extends Team {
  error: string | null;
  /** The member a removal waits to be confirmed for. */
  removing: TeamMember | null;
  /** The change being made. */
  pending: TeamChange | null;
  /** Whether the member's role may see the team (decisions.md "Roles"), and what the screen says if not. */
  allowed: boolean;
  roleNote: string | null;
}

type Event =
  | { type: 'retry' }
  | { type: 'role.set'; userId: number; role: Role }
  | { type: 'remove.ask'; member: TeamMember }
  | { type: 'remove.yes' }
  | { type: 'remove.no' }
  | { type: 'invitation.resend'; id: number }
  | { type: 'invitation.revoke'; id: number }
  | { type: 'invite.open' }
  | { type: 'invite.close' }
  | { type: 'invite.sent'; email: string };

export const teamMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as RoleInput },
  actors: {
    load: fromPromise<Team>(async () => {
      throw new Error('load is not provided');
    }),
    change: fromPromise<ChangeOutcome, TeamChange>(async () => {
      throw new Error('change is not provided');
    }),
    inviteForm: fromPromise<void>(async () => {}) as AnyActorLogic,
  },
  actions: {
    notify: (_, _params: Notice) => {},
  },
  guards: {
    done: (_, output: ChangeOutcome) => output.outcome === 'done',
  },
}).createMachine({
  id: 'team',
  context: ({ input }) => ({ members: [], invitations: [], error: null, removing: null, pending: null, allowed: allowedBy(input), roleNote: roleNoteFor(input, 'create') }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.allowed, target: 'loading' }, { target: 'refused' }] },
    refused: { tags: 'refused' },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, TEAM_MESSAGES.loadFailed) }) },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { retry: 'loading' } },
    ready: {
      on: {
        'role.set': { target: 'changing', actions: assign({ pending: ({ event }) => ({ kind: 'role', userId: event.userId, role: event.role }) }) },
        'remove.ask': { target: 'confirmingRemoval', actions: assign({ removing: ({ event }) => event.member }) },
        'invitation.resend': { target: 'changing', actions: assign({ pending: ({ event }) => ({ kind: 'resend', id: event.id }) }) },
        'invitation.revoke': { target: 'changing', actions: assign({ pending: ({ event }) => ({ kind: 'revoke', id: event.id }) }) },
        'invite.open': 'inviting',
      },
    },
    confirmingRemoval: {
      tags: 'confirmRemoval',
      on: {
        'remove.no': { target: 'ready', actions: assign({ removing: null }) },
        'remove.yes': { target: 'changing', actions: assign({ pending: ({ context }) => ({ kind: 'remove', userId: context.removing!.user_id }), removing: null }) },
      },
    },
    changing: {
      tags: 'working',
      invoke: {
        src: 'change',
        input: ({ context }) => context.pending!,
        onDone: [
          {
            guard: { type: 'done', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'notify', params: ({ context }) => ({ message: TEAM_MESSAGES.done[context.pending!.kind], variant: 'success' }) },
          },
          { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.output, TEAM_MESSAGES.failed), variant: 'error' }) } },
        ],
        onError: { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, TEAM_MESSAGES.failed), variant: 'error' }) } },
      },
    },
    inviting: {
      tags: 'inviting',
      invoke: { id: 'inviteForm', src: 'inviteForm', input: () => ({ initial: { email: '', role: 'staff' } }) },
      on: {
        'invite.close': 'ready',
        'invite.sent': { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ message: TEAM_MESSAGES.sent(event.email), variant: 'success' }) } },
      },
    },
  },
});

export type TeamMachine = typeof teamMachine;
