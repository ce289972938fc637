// One order of the Orders History (decisions.md "Placeholders become screens"): load it, show a
// failed load with a retry, and while any of its messages still waits to be delivered, load it
// again every few seconds so the delivery status moves on screen; `reload` (a receipt, a live
// update) loads it again at once. Supply `load` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';

export type PurchaseOrder = components['schemas']['PurchaseOrder'];

export const ORDER_DETAIL_MESSAGES = {
  loadFailed: 'Failed to load order.',
};

/** How long to wait before looking again at messages still queued. */
export const REFRESH_MS = 3000;

export const awaitsDelivery = (order: PurchaseOrder | null) => !!order?.messages.some((m) => m.status === 'queued');

export const orderDetailMachine = setup({
  types: {
    context: {} as { id: number; order: PurchaseOrder | null; error: string | null },
    events: {} as { type: 'retry' } | { type: 'reload' },
    input: {} as { id: number },
  },
  actors: {
    load: fromPromise<PurchaseOrder, { id: number }>(async () => {
      throw new Error('load is not provided');
    }),
  },
  delays: { refresh: REFRESH_MS },
  guards: {
    awaitsDelivery: ({ context }) => awaitsDelivery(context.order),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ id: input.id, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, ORDER_DETAIL_MESSAGES.loadFailed) }) },
      },
    },
    ready: {
      tags: 'ready',
      after: { refresh: { guard: 'awaitsDelivery', target: 'refreshing' } },
      // A receipt went in (issue 23): show the order as it now is.
      on: { reload: 'refreshing' },
    },
    // The order stays on screen; a failed refresh just waits for the next one.
    refreshing: {
      tags: 'ready',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
      // A load already on its way may have left before the receipt: start it again.
      on: { reload: { target: 'refreshing', reenter: true } },
    },
    failed: {
      tags: 'failed',
      on: { retry: 'loading' },
    },
  },
});
