import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './failure';
import { allowedBy, type RoleInput } from '../lib/roles';

export interface ConfirmContext<T> {
  target: T | null;
  error: string | null;
  /** Whether the member's role may take the action at all (decisions.md "Roles"); if not, it never opens. */
  allowed: boolean;
}

/** `operation`: the call the action makes, checked against the member's `role` (default: an owner's). */
export type ConfirmInput = RoleInput;

export type ConfirmEvent<T> = { type: 'confirm.open'; target: T } | { type: 'confirm.yes' } | { type: 'confirm.no' };

/**
 * Confirm-dialog lifecycle. Supply `perform` (receives `{ target }`) and the `onDone` (params: the
 * target and what `perform` resolved with) / `onFailed` (sees `context.target` and `context.error`)
 * actions with `.provide()`.
 */
export function createConfirmMachine<T = unknown, Out = unknown>() {
  return setup({
    types: {
      context: {} as ConfirmContext<T>,
      events: {} as ConfirmEvent<T>,
      input: {} as ConfirmInput,
    },
    actors: {
      perform: fromPromise<Out, { target: T }>(async () => {
        throw new Error('perform is not provided');
      }),
    },
    actions: {
      onDone: (_, _params: { target: T; output: Out }) => {},
      onFailed: () => {},
    },
  }).createMachine({
    id: 'confirm',
    context: ({ input }) => ({ target: null, error: null, allowed: allowedBy(input) }),
    initial: 'closed',
    states: {
      closed: {
        on: {
          'confirm.open': { guard: ({ context }) => context.allowed, target: 'open', actions: assign({ target: ({ event }) => event.target, error: null }) },
        },
      },
      open: {
        tags: 'open',
        on: {
          'confirm.yes': { target: 'working', actions: assign({ error: null }) },
          'confirm.no': { target: 'closed', actions: assign({ target: null, error: null }) },
        },
      },
      working: {
        tags: ['open', 'working'],
        invoke: {
          src: 'perform',
          input: ({ context }) => ({ target: context.target as T }),
          onDone: {
            target: 'closed',
            actions: [{ type: 'onDone', params: ({ context, event }) => ({ target: context.target as T, output: event.output }) }, assign({ target: null })],
          },
          onError: {
            target: 'open',
            actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'onFailed'],
          },
        },
      },
    },
  });
}

export const confirmMachine = createConfirmMachine();
export type ConfirmMachine<T = unknown, Out = unknown> = ReturnType<typeof createConfirmMachine<T, Out>>;
