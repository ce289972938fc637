// A client's limits on Client Details (decisions.md "Fair use"): each rate limit and row quota with
// what the client uses now, read-only, and an Edit that changes the client's own values (blank:
// the server's default) and whether it may message one-off addresses. Supply `load`, `save` and
// the `notify` action with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../failure';

export interface LimitRow {
  name: string;
  window: 'minute' | 'hour' | 'day' | 'stored';
  per: 'client' | 'user';
  limit: number;
  default: number;
  override: number | null;
  used: number;
}

export interface ClientLimits {
  allow_one_off_recipients: boolean;
  limits: LimitRow[];
}

export interface LimitsChange {
  allow_one_off_recipients: boolean;
  /** Each limit's own value; null gives the default back. */
  overrides: Record<string, number | null>;
}

export interface ClientLimitsContext {
  id: number;
  limits: ClientLimits | null;
  /** The edit: each override as typed ('' for the default), and the one-off setting. */
  draft: { allowOneOff: boolean; overrides: Record<string, string> };
  /** Limit name → the message under its box. */
  errors: Record<string, string>;
  error: string | null;
}

export type ClientLimitsEvent =
  { type: 'retry' } | { type: 'edit' } | { type: 'cancel' } | { type: 'submit' } | { type: 'override.change'; name: string; value: string } | { type: 'oneOff.change'; value: boolean };

export const LIMITS_MESSAGES = {
  loadFailed: 'Failed to load limits.',
  saved: 'Limits updated successfully.',
  saveFailed: 'Failed to update limits.',
  badValue: 'Enter a whole number from 1 to 100,000,000, or leave it blank for the default.',
};

const MAX_LIMIT = 100_000_000;

/** The draft's overrides as the call takes them, or the message of each box that is not a limit. */
export function readOverrides(overrides: Record<string, string>): { ok: Record<string, number | null> } | { errors: Record<string, string> } {
  const ok: Record<string, number | null> = {};
  const errors: Record<string, string> = {};
  for (const [name, text] of Object.entries(overrides)) {
    const value = text.trim();
    if (value === '') ok[name] = null;
    else if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LIMIT) ok[name] = Number(value);
    else errors[name] = LIMITS_MESSAGES.badValue;
  }
  return Object.keys(errors).length ? { errors } : { ok };
}

const draftOf = (limits: ClientLimits) => ({
  allowOneOff: limits.allow_one_off_recipients,
  overrides: Object.fromEntries(limits.limits.map((l) => [l.name, l.override === null ? '' : String(l.override)])),
});

export const clientLimitsMachine = setup({
  types: {
    context: {} as ClientLimitsContext,
    events: {} as ClientLimitsEvent,
    input: {} as { id: number },
  },
  actors: {
    load: fromPromise<ClientLimits, { id: number }>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<ClientLimits, { id: number; change: LimitsChange }>(async () => {
      throw new Error('save is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    draftValid: ({ context }) => 'ok' in readOverrides(context.draft.overrides),
  },
}).createMachine({
  id: 'clientLimits',
  context: ({ input }) => ({ id: input.id, limits: null, draft: { allowOneOff: false, overrides: {} }, errors: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'viewing', actions: assign({ limits: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { retry: 'loading' },
    },
    viewing: {
      on: {
        edit: { target: 'editing', actions: assign({ draft: ({ context }) => draftOf(context.limits!), errors: {}, error: null }) },
      },
    },
    editing: {
      tags: ['editable'],
      on: {
        'override.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, overrides: { ...context.draft.overrides, [event.name]: event.value } }),
            errors: ({ context, event }) => Object.fromEntries(Object.entries(context.errors).filter(([name]) => name !== event.name)),
          }),
        },
        'oneOff.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, allowOneOff: event.value }) }) },
        cancel: 'viewing',
        submit: [
          { guard: 'draftValid', target: 'saving' },
          {
            actions: assign({
              errors: ({ context }) => {
                const read = readOverrides(context.draft.overrides);
                return 'errors' in read ? read.errors : {};
              },
            }),
          },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const read = readOverrides(context.draft.overrides);
          return { id: context.id, change: { allow_one_off_recipients: context.draft.allowOneOff, overrides: 'ok' in read ? read.ok : {} } };
        },
        onDone: {
          target: 'viewing',
          actions: [assign({ limits: ({ event }) => event.output }), { type: 'notify', params: { message: LIMITS_MESSAGES.saved, variant: 'success' } }],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error, LIMITS_MESSAGES.saveFailed) }),
            { type: 'notify', params: { message: LIMITS_MESSAGES.saveFailed, variant: 'error' } },
          ],
        },
      },
    },
  },
});
