// Two-factor sign-in for the signed-in user (/two-factor): its status; setting it up (a new
// secret shown as a QR code, a first code, the recovery codes shown once); turning it off with a
// code. A user who must have it starts the set-up at once. The fresh token of a set-up goes to the
// session ('renewSession') only after the recovery codes were seen.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../failure';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
/** The enrolment's secret and URL, with the QR code drawn from the URL (an image data: URL). */
export type Enrolment = Schemas['TotpEnrolment'] & { qr: string };

export const TWO_FACTOR_TEXT = {
  loadFailed: 'Could not load your two-factor sign-in.',
  startFailed: 'Could not start the set-up. Please try again.',
  confirmFailed: 'Could not turn on two-factor sign-in. Please try again.',
  disableFailed: 'Could not turn off two-factor sign-in. Please try again.',
  codeRequired: 'Enter the code from your authenticator app.',
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off.',
};

interface Context {
  status: Schemas['TotpStatus'] | null;
  enrolment: Enrolment | null;
  recoveryCodes: string[];
  access: string | null;
  error: string | null;
}

type Event = { type: 'setup.start' } | { type: 'code.submit'; code: string } | { type: 'codes.saved' } | { type: 'disable.submit'; code: string } | { type: 'retry' };

const withCode = (code: string) => code.trim() !== '';
/** A refused code's own message (the server's field error), else the failure's message. */
const errorOf = (error: unknown, fallback: string) => (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors?.code?.[0] ?? messageOf(error, fallback);

export const twoFactorMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: {
    loadStatus: fromPromise<Schemas['TotpStatus']>(async () => {
      throw new Error('loadStatus not provided');
    }),
    start: fromPromise<Enrolment>(async () => {
      throw new Error('start not provided');
    }),
    confirm: fromPromise<Schemas['TotpConfirmed'], { code: string }>(async () => {
      throw new Error('confirm not provided');
    }),
    disable: fromPromise<void, { code: string }>(async () => {
      throw new Error('disable not provided');
    }),
  },
  actions: {
    renewSession: (_, _params: { access: string }) => {},
    notify: (_, _params: { message: string; variant: 'success' | 'error' }) => {},
    showError: assign((_, params: { error: unknown; fallback: string }) => ({ error: errorOf(params.error, params.fallback) })),
    needCode: assign({ error: TWO_FACTOR_TEXT.codeRequired }),
    clearError: assign({ error: null }),
  },
  guards: {
    enabled: ({ context }) => context.status?.enabled === true,
    required: ({ context }) => context.status?.required === true,
  },
}).createMachine({
  id: 'twoFactor',
  context: { status: null, enrolment: null, recoveryCodes: [], access: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadStatus',
        onDone: { target: 'deciding', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: TWO_FACTOR_TEXT.loadFailed }) } },
      },
    },
    failed: { tags: ['failed'], on: { retry: { target: 'loading', actions: 'clearError' } } },
    deciding: { always: [{ guard: 'enabled', target: 'on' }, { guard: 'required', target: 'starting' }, { target: 'off' }] },
    off: { tags: ['off'], on: { 'setup.start': { target: 'starting', actions: 'clearError' } } },
    starting: {
      tags: ['off', 'busy'],
      invoke: {
        src: 'start',
        onDone: { target: 'scanning', actions: assign({ enrolment: ({ event }) => event.output }) },
        onError: { target: 'off', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: TWO_FACTOR_TEXT.startFailed }) } },
      },
    },
    scanning: {
      tags: ['scanning'],
      on: {
        'code.submit': [{ guard: ({ event }) => withCode(event.code), target: 'confirming', actions: 'clearError' }, { actions: 'needCode' }],
      },
    },
    confirming: {
      tags: ['scanning', 'busy'],
      invoke: {
        src: 'confirm',
        input: ({ event }) => {
          assertEvent(event, 'code.submit');
          return { code: event.code.trim() };
        },
        onDone: { target: 'showingCodes', actions: assign({ recoveryCodes: ({ event }) => event.output.recovery_codes, access: ({ event }) => event.output.access }) },
        onError: { target: 'scanning', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: TWO_FACTOR_TEXT.confirmFailed }) } },
      },
    },
    // Shown once: the user confirms they kept them before the screen (and the session) moves on.
    showingCodes: {
      tags: ['codes'],
      on: {
        'codes.saved': {
          target: 'on',
          actions: [
            { type: 'renewSession', params: ({ context }) => ({ access: context.access! }) },
            { type: 'notify', params: { message: TWO_FACTOR_TEXT.turnedOn, variant: 'success' } },
            assign(({ context }) => ({ status: { ...context.status!, enabled: true, recovery_codes_left: context.recoveryCodes.length }, recoveryCodes: [], enrolment: null, access: null })),
          ],
        },
      },
    },
    on: {
      tags: ['on'],
      on: {
        'disable.submit': [
          { guard: ({ context, event }) => !context.status!.required && withCode(event.code), target: 'disabling', actions: 'clearError' },
          { guard: ({ context }) => !context.status!.required, actions: 'needCode' },
        ],
      },
    },
    disabling: {
      tags: ['on', 'busy'],
      invoke: {
        src: 'disable',
        input: ({ event }) => {
          assertEvent(event, 'disable.submit');
          return { code: event.code.trim() };
        },
        onDone: {
          target: 'off',
          actions: [
            assign(({ context }) => ({ status: { ...context.status!, enabled: false, recovery_codes_left: 0 } })),
            { type: 'notify', params: { message: TWO_FACTOR_TEXT.turnedOff, variant: 'success' } },
          ],
        },
        onError: { target: 'on', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: TWO_FACTOR_TEXT.disableFailed }) } },
      },
    },
  },
});
