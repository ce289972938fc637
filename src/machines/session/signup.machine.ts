// Public sign-up (spec sections 2, 4, 5, 8): the visitor picks merchant or supplier first, then
// fills the form; passwords must match; on success a message, then /login after 2 s.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';

export type SignupRole = components['schemas']['SignupRole'];

export interface SignupValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  password2: string;
}

export const SIGNUP_MESSAGES = {
  roleRequired: 'Please select whether you are a merchant or supplier.',
  passwordsDiffer: 'Passwords do not match.',
  failed: 'Signup failed. Please try again.',
  succeeded: 'Signup successful. You can now log in.',
} as const;

interface SignupContext {
  role: SignupRole | null;
  /** The message shown above the form (role missing, mismatch, server failure). */
  error: string | null;
  fieldErrors: Record<string, string[]>;
}

/** What the signUp actor rejects with (an ApiError): the message to show and field errors. */
export interface SignupFailure {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}
const failure = (e: unknown): SignupFailure => (typeof e === 'object' && e !== null ? (e as SignupFailure) : {});

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as { type: 'role.choose'; role: SignupRole } | { type: 'role.continue' } | { type: 'role.change' } | { type: 'signup.submit'; values: SignupValues },
  },
  actors: {
    signUp: fromPromise<void, SignupValues & { role: SignupRole }>(async () => {
      throw new Error('signUp not provided');
    }),
  },
  actions: {
    notify: (_, _params: { message: string; variant: 'success' | 'error' }) => {},
    goToLogin: () => {},
    clearErrors: assign({ error: null, fieldErrors: {} }),
  },
  guards: {
    hasRole: ({ context }) => context.role !== null,
    passwordsDiffer: ({ event }) => event.type === 'signup.submit' && event.values.password !== event.values.password2,
  },
  delays: { redirectDelay: 2000 },
}).createMachine({
  id: 'signup',
  context: { role: null, error: null, fieldErrors: {} },
  initial: 'choosingRole',
  states: {
    choosingRole: {
      tags: ['choosingRole'],
      on: {
        'role.choose': { actions: [assign({ role: ({ event }) => event.role }), 'clearErrors'] },
        'role.continue': [{ guard: 'hasRole', target: 'filling', actions: 'clearErrors' }, { actions: assign({ error: SIGNUP_MESSAGES.roleRequired }) }],
      },
    },
    filling: {
      on: {
        'role.change': { target: 'choosingRole', actions: 'clearErrors' },
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
          const v = event.values;
          // Names and email are sent trimmed; passwords exactly as typed.
          return { ...v, username: v.username.trim(), email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim(), role: context.role! };
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
