// A merchant's active toggle on the Merchants list (platform.md sections 4 and 8, decisions.md):
// `toggle` shows the opposite value at once (optimistic) and sends it; the server's answer then
// holds ('Merchant activated successfully!' / 'Merchant deactivated successfully!'), or a failure
// puts the old value back and toasts the server's detail. One actor per row; supply `setStatus`
// and the `notify` action with `.provide()`. A role that may not change merchants (staff) cannot toggle.
import { assign, fromPromise, setup } from 'xstate';
import { roleMay, type Role } from '../../lib/roles';
import { messageOf, type Notice } from '../failure';

export interface MerchantToggleInput {
  id: number;
  isActive: boolean;
}

export interface MerchantToggleContext extends MerchantToggleInput {
  /** The value shown before the pending change, to roll back to. */
  previous: boolean;
  /** Whether the member's role may change a merchant's status (decisions.md "Roles"). */
  may: boolean;
}

export const MESSAGES = {
  activated: 'Merchant activated successfully!',
  deactivated: 'Merchant deactivated successfully!',
  failed: 'Failed to update merchant status.',
};

export const merchantToggleMachine = setup({
  types: {
    context: {} as MerchantToggleContext,
    events: {} as { type: 'toggle' },
    input: {} as MerchantToggleInput & { role?: Role | null },
  },
  actors: {
    setStatus: fromPromise<{ is_active: boolean }, MerchantToggleInput>(async () => {
      throw new Error('setStatus is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'merchantToggle',
  context: ({ input }) => ({ id: input.id, isActive: input.isActive, previous: input.isActive, may: roleMay(input.role ?? 'owner', 'updateMerchantStatus') }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        toggle: { guard: ({ context }) => context.may, target: 'saving', actions: assign(({ context }) => ({ previous: context.isActive, isActive: !context.isActive })) },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'setStatus',
        input: ({ context }) => ({ id: context.id, isActive: context.isActive }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ isActive: ({ event }) => event.output.is_active }),
            { type: 'notify', params: ({ event }) => ({ message: event.output.is_active ? MESSAGES.activated : MESSAGES.deactivated, variant: 'success' as const }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ isActive: ({ context }) => context.previous }),
            { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.failed), variant: 'error' as const }) },
          ],
        },
      },
    },
  },
});

export type MerchantToggleMachine = typeof merchantToggleMachine;
