// One order of the supplier's inbox (decisions.md): it loads, then offers exactly the transitions
// its status allows (the shared rule of src/lib/supplier-order-status.ts, which the server checks
// too): accept, reject with a reason (a dialog), mark fulfilled. The answer replaces the order. An
// order someone changed meanwhile (the server's 409: the outcome `changed`) toasts the server's
// detail and loads the order again, as does `reload` (a live update) while nothing is being sent. Supply `load`, `transition` and the `notify` action with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { nextStatus, type SupplierOrderAction } from '../../lib/supplier-order-status';
import { messageOf, type Notice } from '../failure';
import { confirmingMachine } from './confirming.machine';
import { mayAll, type Role } from '../../lib/roles';

export type SupplierOrderDetail = components['schemas']['SupplierOrderDetail'];

export interface TransitionInput {
  id: number;
  action: SupplierOrderAction;
  reason: string | null;
}

/** What a transition answered: the order as it now is, or why not (`changed`: someone changed it meanwhile). */
export type TransitionResult = { outcome: 'done'; order: SupplierOrderDetail } | { outcome: 'changed'; message: string } | { outcome: 'refused'; message: string };

export interface SupplierOrderContext {
  id: number;
  order: SupplierOrderDetail | null;
  /** The rejection reason being typed. */
  reason: string;
  /** Why the rejection cannot be sent, or a load failure. */
  error: string | null;
  /** The transition on its way. */
  pending: SupplierOrderAction | null;
  /** The transitions the member's role may take (a staff member only reads orders: decisions.md "Roles"). */
  may: Record<SupplierOrderAction, boolean>;
}

export type SupplierOrderEvent =
  | { type: 'order.accept' }
  | { type: 'order.fulfill' }
  /** Accept with changes: the confirming child (issue 23) confirms line by line. */
  | { type: 'confirm.open' }
  | { type: 'reject.open' }
  | { type: 'reason.change'; reason: string }
  | { type: 'reject.confirm' }
  | { type: 'reject.cancel' }
  | { type: 'retry' }
  | { type: 'reload' };

export const MESSAGES = {
  loadFailed: 'Failed to load order.',
  accepted: 'Order accepted.',
  rejected: 'Order rejected.',
  fulfilled: 'Order marked fulfilled.',
  failed: 'Failed to update order.',
  reasonRequired: 'Enter a reason for the rejection.',
};

const DONE: Record<SupplierOrderAction, string> = { accept: MESSAGES.accepted, reject: MESSAGES.rejected, fulfill: MESSAGES.fulfilled };

const refusal = (result: TransitionResult) => (result.outcome === 'done' ? MESSAGES.failed : result.message);

const allows = (context: SupplierOrderContext, action: SupplierOrderAction) => context.may[action] && !!context.order && nextStatus(context.order.status, action) !== null;

export const supplierOrderMachine = setup({
  types: {
    context: {} as SupplierOrderContext,
    events: {} as SupplierOrderEvent,
    /** `role`: the member's (default: an owner's). */
    input: {} as { id: number; role?: Role | null },
  },
  actors: {
    load: fromPromise<SupplierOrderDetail, { id: number }>(async () => {
      throw new Error('load is not provided');
    }),
    transition: fromPromise<TransitionResult, TransitionInput>(async () => {
      throw new Error('transition is not provided');
    }),
    // Accept with changes (issue 23): it ends with the accept's answer, a 409 or a cancel; supply its `accept`.
    confirming: confirmingMachine,
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    canAccept: ({ context }) => allows(context, 'accept'),
    canReject: ({ context }) => allows(context, 'reject'),
    canFulfill: ({ context }) => allows(context, 'fulfill'),
    reasonGiven: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'supplierOrder',
  context: ({ input }) => ({
    id: input.id,
    order: null,
    reason: '',
    error: null,
    pending: null,
    may: mayAll(input.role ?? 'owner', { accept: 'acceptSupplierOrder', reject: 'rejectSupplierOrder', fulfill: 'fulfillSupplierOrder' }),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      on: { reload: { target: 'loading', reenter: true } },
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, MESSAGES.loadFailed) }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'confirm.open': { guard: 'canAccept', target: 'confirming' },
            'order.accept': { guard: 'canAccept', target: 'sending', actions: assign({ pending: 'accept' as const }) },
            'order.fulfill': { guard: 'canFulfill', target: 'sending', actions: assign({ pending: 'fulfill' as const }) },
            'reject.open': { guard: 'canReject', target: 'rejecting', actions: assign({ reason: '', error: null }) },
            reload: '#supplierOrder.loading',
          },
        },
        // One transition on its way (`pending`); a rejection keeps its dialog open meanwhile.
        sending: {
          tags: 'busy',
          invoke: {
            src: 'transition',
            input: ({ context }) => ({ id: context.id, action: context.pending!, reason: context.pending === 'reject' ? context.reason.trim() : null }),
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'done',
                target: 'idle',
                actions: [
                  { type: 'notify', params: ({ context }) => ({ message: DONE[context.pending!], variant: 'success' as const }) },
                  assign({ order: ({ context, event }) => (event.output.outcome === 'done' ? event.output.order : context.order), reason: '', pending: null }),
                ],
              },
              {
                // Someone changed the order meanwhile: show why and load it again.
                guard: ({ event }) => event.output.outcome === 'changed',
                target: '#supplierOrder.loading',
                actions: [{ type: 'notify', params: ({ event }) => ({ message: refusal(event.output), variant: 'error' as const }) }, assign({ pending: null })],
              },
              {
                target: 'idle',
                actions: [{ type: 'notify', params: ({ event }) => ({ message: refusal(event.output), variant: 'error' as const }) }, assign({ pending: null })],
              },
            ],
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.failed), variant: 'error' as const }) }, assign({ pending: null })],
            },
          },
        },
        rejecting: {
          tags: 'rejectOpen',
          on: {
            'reason.change': { actions: assign({ reason: ({ event }) => event.reason, error: null }) },
            'reject.cancel': { target: 'idle', actions: assign({ reason: '', error: null }) },
            'reject.confirm': [{ guard: 'reasonGiven', target: 'sending', actions: assign({ pending: 'reject' as const }) }, { actions: assign({ error: MESSAGES.reasonRequired }) }],
          },
        },
        // Line by line: the child owns the confirmation and ends with the accept's answer.
        confirming: {
          tags: 'confirming',
          invoke: {
            id: 'confirming',
            src: 'confirming',
            input: ({ context }) => ({ order: context.order! }),
            onDone: [
              {
                guard: ({ event }) => event.output.outcome === 'done',
                target: 'idle',
                actions: [
                  { type: 'notify', params: { message: MESSAGES.accepted, variant: 'success' as const } },
                  assign({ order: ({ context, event }) => (event.output.outcome === 'done' ? event.output.order : context.order) }),
                ],
              },
              {
                guard: ({ event }) => event.output.outcome === 'changed',
                target: '#supplierOrder.loading',
                actions: { type: 'notify', params: ({ event }) => ({ message: event.output.outcome === 'changed' ? event.output.message : MESSAGES.failed, variant: 'error' as const }) },
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});

export type SupplierOrderMachine = typeof supplierOrderMachine;

/** The reject dialog is open while the reason is typed and while the rejection is on its way. */
export const selectRejectDialogOpen = (s: { hasTag: (tag: string) => boolean; context: SupplierOrderContext }) =>
  s.hasTag('rejectOpen') || (s.hasTag('busy') && s.context.pending === 'reject');
