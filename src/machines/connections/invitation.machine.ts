// The invitation to join Tradepost sent from one of the side's records of an off-system partner
// (decisions.md "Connections"): its latest invitation (pending, accepted or expired; a revoked one
// counts as none), the invite dialog (email and business name, prefilled from the record when it
// opens), and resend or revoke. A 409 (the record got a live connection, or the invitation changed
// meanwhile) is an outcome: its detail shows and the invitation reloads. Supply `load`, `create`,
// `resend`, `revoke` and the `notifyDone` action.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import type { ConnectionSide } from '../../lib/connection-rules';
import { roleMay, type Role } from '../../lib/roles';
import { messageOf } from '../failure';
import type { FieldErrors } from '../form.machine';

export type Invitation = components['schemas']['Invitation'];

/** What create, resend and revoke answered: the invitation, a 409, or a refusal (with field errors). */
export type InvitationOutcome = { outcome: 'done'; invitation: Invitation } | { outcome: 'conflict'; message: string } | { outcome: 'refused'; message: string; fieldErrors: FieldErrors };

export interface InvitationDraft {
  email: string;
  name: string;
}

export interface InvitationContext {
  side: ConnectionSide;
  recordId: number;
  /** Whether the member's role may invite partners (staff may not: decisions.md "Roles"). */
  may: boolean;
  invitation: Invitation | null;
  draft: InvitationDraft;
  fieldErrors: FieldErrors;
  error: string | null;
  conflict: string | null;
}

export type InvitationEvent =
  | { type: 'invite.open'; draft: InvitationDraft }
  | { type: 'invite.change'; name: keyof InvitationDraft; value: string }
  | { type: 'invite.submit' }
  | { type: 'invite.close' }
  | { type: 'invite.resend' }
  | { type: 'invite.revoke' }
  | { type: 'retry' };

export const INVITATION_MESSAGES = {
  emailRequired: 'Email is required.',
  nameRequired: 'Business name is required.',
  done: { create: 'Invitation sent.', resend: 'Invitation sent again.', revoke: 'Invitation revoked.' },
  failed: 'Failed to send the invitation.',
  loadFailed: 'Failed to load the invitation.',
} as const;

export function validateInvitation({ email, name }: InvitationDraft): FieldErrors {
  const errors: FieldErrors = {};
  // The server checks the address's form (a 400 on email).
  if (!email.trim()) errors.email = [INVITATION_MESSAGES.emailRequired];
  if (!name.trim()) errors.name = [INVITATION_MESSAGES.nameRequired];
  return errors;
}

/** The invitation that stands: a revoked one is none. */
const standing = (invitation: Invitation | null) => (invitation?.status === 'revoked' ? null : invitation);
const SHOWN = ['email', 'name'];
/** A refusal's errors under the dialog's fields; any other (the record's own: a pending invitation) above them. */
function failure(output: InvitationOutcome, fallback: string): Pick<InvitationContext, 'error' | 'fieldErrors'> {
  const all = output.outcome === 'refused' ? output.fieldErrors : {};
  const fieldErrors = Object.fromEntries(Object.entries(all).filter(([field]) => SHOWN.includes(field)));
  const other = Object.entries(all).find(([field]) => !SHOWN.includes(field))?.[1][0];
  return { fieldErrors, error: other ?? (Object.keys(fieldErrors).length ? null : messageOf(output, fallback)) };
}

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as { side: ConnectionSide; recordId: number; role?: Role | null },
  },
  actors: {
    load: fromPromise<Invitation | null, { side: ConnectionSide; recordId: number }>(async () => {
      throw new Error('load is not provided');
    }),
    create: fromPromise<InvitationOutcome, { side: ConnectionSide; recordId: number; draft: InvitationDraft }>(async () => {
      throw new Error('create is not provided');
    }),
    resend: fromPromise<InvitationOutcome, { id: number }>(async () => {
      throw new Error('resend is not provided');
    }),
    revoke: fromPromise<InvitationOutcome, { id: number }>(async () => {
      throw new Error('revoke is not provided');
    }),
  },
  actions: {
    notifyDone: (_, _params: { action: keyof typeof INVITATION_MESSAGES.done }) => {},
    clear: assign({ error: null, conflict: null, fieldErrors: {} }),
  },
  guards: {
    /** A new invitation only where none is pending (resend that one instead). */
    mayInvite: ({ context }) => context.may && context.invitation?.status !== 'pending' && context.invitation?.status !== 'accepted',
    mayChange: ({ context }) => (context.may && context.invitation?.status === 'pending') || context.invitation?.status === 'expired',
    invalid: ({ context }) => Object.keys(validateInvitation(context.draft)).length > 0,
    done: (_, output: InvitationOutcome) => output.outcome === 'done',
    conflict: (_, output: InvitationOutcome) => output.outcome === 'conflict',
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    side: input.side,
    recordId: input.recordId,
    may: roleMay(input.role ?? 'owner', 'createInvitation'),
    invitation: null,
    draft: { email: '', name: '' },
    fieldErrors: {},
    error: null,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ side: context.side, recordId: context.recordId }),
        onDone: { target: 'ready', actions: assign({ invitation: ({ event }) => standing(event.output) }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, INVITATION_MESSAGES.loadFailed) }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { retry: { target: 'loading', actions: 'clear' } },
    },
    ready: {
      on: {
        'invite.open': { guard: 'mayInvite', target: 'inviting', actions: ['clear', assign({ draft: ({ event }) => event.draft })] },
        'invite.resend': { guard: 'mayChange', target: 'resending', actions: 'clear' },
        'invite.revoke': { guard: 'mayChange', target: 'revoking', actions: 'clear' },
      },
    },
    inviting: {
      tags: 'inviting',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'invite.change': {
              actions: assign(({ context, event }) => {
                const fieldErrors = { ...context.fieldErrors };
                delete fieldErrors[event.name];
                return { draft: { ...context.draft, [event.name]: event.value }, fieldErrors };
              }),
            },
            'invite.submit': [
              { guard: 'invalid', actions: assign(({ context }) => ({ fieldErrors: validateInvitation(context.draft), error: null })) },
              { target: 'sending', actions: assign({ error: null }) },
            ],
            'invite.close': { target: '#invitation.ready', actions: 'clear' },
          },
        },
        sending: {
          tags: 'working',
          invoke: {
            src: 'create',
            input: ({ context }) => ({ side: context.side, recordId: context.recordId, draft: { email: context.draft.email.trim(), name: context.draft.name.trim() } }),
            onDone: [
              {
                guard: { type: 'done', params: ({ event }) => event.output },
                target: '#invitation.ready',
                actions: [
                  assign({ invitation: ({ context, event }) => (event.output.outcome === 'done' ? event.output.invitation : context.invitation) }),
                  { type: 'notifyDone', params: { action: 'create' } },
                ],
              },
              { guard: { type: 'conflict', params: ({ event }) => event.output }, target: '#invitation.loading', actions: assign({ conflict: ({ event }) => messageOf(event.output) }) },
              { target: 'editing', actions: assign(({ event }) => failure(event.output, INVITATION_MESSAGES.failed)) },
            ],
            onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, INVITATION_MESSAGES.failed) }) },
          },
        },
      },
    },
    resending: {
      tags: 'working',
      invoke: {
        src: 'resend',
        input: ({ context }) => ({ id: context.invitation!.id }),
        onDone: [
          {
            guard: { type: 'done', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign({ invitation: ({ context, event }) => (event.output.outcome === 'done' ? event.output.invitation : context.invitation) }),
              { type: 'notifyDone', params: { action: 'resend' } },
            ],
          },
          { guard: { type: 'conflict', params: ({ event }) => event.output }, target: 'loading', actions: assign({ conflict: ({ event }) => messageOf(event.output) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.output, INVITATION_MESSAGES.failed) }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, INVITATION_MESSAGES.failed) }) },
      },
    },
    revoking: {
      tags: 'working',
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({ id: context.invitation!.id }),
        onDone: [
          { guard: { type: 'done', params: ({ event }) => event.output }, target: 'ready', actions: [assign({ invitation: null }), { type: 'notifyDone', params: { action: 'revoke' } }] },
          { guard: { type: 'conflict', params: ({ event }) => event.output }, target: 'loading', actions: assign({ conflict: ({ event }) => messageOf(event.output) }) },
          { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.output, INVITATION_MESSAGES.failed) }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error, INVITATION_MESSAGES.failed) }) },
      },
    },
  },
});

export type InvitationMachine = typeof invitationMachine;
