// Public sign-up (spec sections 2, 4, 5, 8): the visitor picks merchant or supplier first, then
// fills the form; passwords must match; on success a message, then /login after 2 s.
// Issue 21: an optional business name (a trial tenant), and a link's invitation (?invitation=),
// read first: it names the inviter, fixes the role and prefills the business name and email; a
// bad one shows the server's detail and the visitor signs up without it.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';

export type SignupRole = components['schemas']['SignupRole'];
export type InvitationPreview = components['schemas']['InvitationPreview'];

export interface SignupValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password2: string;
  business_name?: string;
}

/** What the signUp actor sends: the values, the role, and the invitation's token when one holds. */
export type SignupBody = SignupValues & { role: SignupRole; invitation?: string };

export const SIGNUP_MESSAGES = {
  roleRequired: 'Please select whether you are a merchant or supplier.',
  passwordsDiffer: 'Passwords do not match.',
  failed: 'Signup failed. Please try again.',
  succeeded: 'Signup successful. You can now log in.',
  invitationFailed: 'This invitation could not be read.',
} as const;

/** Whether the invitation is to join the inviter's team (issue 24): no business name then. */
export const joinsTeam = (invitation: InvitationPreview | null) => Boolean(invitation?.team_role);

/** The banner of a held invitation (issue 21's words; a team invitation's are ours). */
export const invitedBy = (invitation: InvitationPreview) =>
  invitation.team_role ? `${invitation.business} invited you to join their team on Tradepost` : `${invitation.business} invited you to Tradepost`;

interface SignupContext {
  role: SignupRole | null;
  /** The message shown above the form (role missing, mismatch, server failure). */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** The link's invitation token, until it is read or dropped. */
  token: string | null;
  /** The invitation read from the token: it fixes the role and goes with the sign-up. */
  invitation: InvitationPreview | null;
  /** Why the link's invitation cannot be used (the server's detail); the page stays usable without it. */
  invitationError: string | null;
}

/** What the signUp and readInvitation actors reject with (an ApiError): the message to show and field errors. */
export interface SignupFailure {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}
const failure = (e: unknown): SignupFailure => (typeof e === 'object' && e !== null ? (e as SignupFailure) : {});

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    input: {} as { invitation?: string | null } | undefined,
    events: {} as
      { type: 'role.choose'; role: SignupRole } | { type: 'role.continue' } | { type: 'role.change' } | { type: 'signup.submit'; values: SignupValues } | { type: 'invitation.drop' },
  },
  actors: {
    signUp: fromPromise<void, SignupBody>(async () => {
      throw new Error('signUp not provided');
    }),
    readInvitation: fromPromise<InvitationPreview, { token: string }>(async () => {
      throw new Error('readInvitation not provided');
    }),
  },
  actions: {
    notify: (_, _params: { message: string; variant: 'success' | 'error' }) => {},
    goToLogin: () => {},
    clearErrors: assign({ error: null, fieldErrors: {} }),
    dropInvitation: assign({ token: null, invitation: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasRole: ({ context }) => context.role !== null,
    // An invitation fixes the role: the other one is not offered.
    roleIsFree: ({ context }) => context.invitation === null,
    // Offered once a sign-up with the invitation failed (it may have been used or revoked meanwhile).
    invitationRefused: ({ context }) => context.invitation !== null && context.error !== null,
    passwordsDiffer: ({ event }) => event.type === 'signup.submit' && event.values.password !== event.values.password2,
  },
  delays: { redirectDelay: 2000 },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({ role: null, error: null, fieldErrors: {}, token: input?.invitation || null, invitation: null, invitationError: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasToken', target: 'readingInvitation' }, { target: 'choosingRole' }],
    },
    readingInvitation: {
      tags: ['readingInvitation'],
      invoke: {
        src: 'readInvitation',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'filling', actions: assign({ invitation: ({ event }) => event.output, role: ({ event }) => event.output.role }) },
        onError: {
          target: 'choosingRole',
          actions: [assign({ invitationError: ({ event }) => failure(event.error).message || SIGNUP_MESSAGES.invitationFailed }), 'dropInvitation'],
        },
      },
    },
    choosingRole: {
      tags: ['choosingRole'],
      on: {
        'role.choose': { actions: [assign({ role: ({ event }) => event.role }), 'clearErrors'] },
        'role.continue': [{ guard: 'hasRole', target: 'filling', actions: 'clearErrors' }, { actions: assign({ error: SIGNUP_MESSAGES.roleRequired }) }],
      },
    },
    filling: {
      on: {
        'role.change': { guard: 'roleIsFree', target: 'choosingRole', actions: 'clearErrors' },
        'invitation.drop': { guard: 'invitationRefused', target: 'choosingRole', actions: ['dropInvitation', 'clearErrors'] },
        'signup.submit': [
          { guard: ({ context }) => context.role === null, target: 'choosingRole', actions: assign({ error: SIGNUP_MESSAGES.roleRequired }) },
          {
            guard: 'passwordsDiffer',
            actions: assign({ error: SIGNUP_MESSAGES.passwordsDiffer, fieldErrors: { password2: [SIGNUP_MESSAGES.passwordsDiffer] } }),
          },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => {
          assertEvent(event, 'signup.submit');
          const { business_name, ...v } = event.values;
          // Names and email are sent trimmed; passwords exactly as typed; a blank business name not at all.
          const body: SignupBody = { ...v, username: v.username.trim(), email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim(), role: context.role! };
          if (business_name?.trim()) body.business_name = business_name.trim();
          if (context.invitation && context.token) body.invitation = context.token;
          return body;
        },
        onDone: 'succeeded',
        onError: {
          target: 'filling',
          actions: [
            assign(({ event }) => ({ error: failure(event.error).message || SIGNUP_MESSAGES.failed, fieldErrors: failure(event.error).fieldErrors ?? {} })),
            { type: 'notify', params: ({ event }) => ({ message: failure(event.error).message || SIGNUP_MESSAGES.failed, variant: 'error' }) },
          ],
        },
      },
    },
    succeeded: {
      tags: ['succeeded'],
      entry: { type: 'notify', params: { message: SIGNUP_MESSAGES.succeeded, variant: 'success' } },
      after: { redirectDelay: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final', tags: ['succeeded'] },
  },
});
