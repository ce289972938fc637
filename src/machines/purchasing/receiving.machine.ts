// Receiving a delivery on the merchant's order detail (issue 23): open on an order that can be
// received, load the stock areas, type each line's received quantity, price paid, reason and note
// (or 'Receive all as confirmed'), and send the receipt. One Idempotency-Key per attempt: made when
// a receipt is first sent, kept for a retry after a failure, dropped when the form changes. A 409
// (the order moved on meanwhile) is its own state; closing it reloads the order. Supply `loadAreas`,
// `receive`, `notify` and `reloadOrder` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { messageOf, type Notice } from '../failure';
import type { PurchaseOrder } from './order-detail.machine';
import {
  allAsConfirmed,
  canReceive,
  isValid,
  receiveBody,
  receivingErrors,
  RECEIVING_MESSAGES,
  toDraft,
  type DraftField,
  type LineErrors,
  type ReceiveLineDraft,
  type ReceiveOrderRequest,
} from './receiving.rules';

export interface StockAreaOption {
  id: number;
  name: string;
}

export interface ReceiveInput {
  id: number;
  idempotencyKey: string;
  body: ReceiveOrderRequest;
}

/** What a receipt answered: the order as it now is, or why not (`conflict`: a 409, `failed`: no answer or a 5xx, worth a retry). */
export type ReceiveResult =
  { outcome: 'received'; order: PurchaseOrder } | { outcome: 'conflict'; message: string } | { outcome: 'refused'; message: string } | { outcome: 'failed'; message: string };

export interface ReceivingContext {
  order: PurchaseOrder | null;
  lines: ReceiveLineDraft[];
  areas: StockAreaOption[];
  areasError: string | null;
  /** null: the server's default area. */
  areaId: number | null;
  key: string | null;
  /** Shown only after a submit was refused by the checks. */
  lineErrors: LineErrors;
  error: string | null;
}

export type ReceivingEvent =
  | { type: 'receive.open'; order: PurchaseOrder }
  | { type: 'line.change'; id: number; field: DraftField; value: string }
  | { type: 'area.change'; areaId: number | null }
  | { type: 'receive.allAsConfirmed' }
  | { type: 'receive.submit' }
  | { type: 'receive.cancel' }
  | { type: 'retry' };

const closedContext = { order: null, lines: [], areas: [], areasError: null, areaId: null, key: null, lineErrors: {}, error: null } satisfies ReceivingContext;

const outputMessage = (r: ReceiveResult) => (r.outcome === 'received' ? RECEIVING_MESSAGES.failed : r.message);

export const receivingMachine = setup({
  types: {
    context: {} as ReceivingContext,
    events: {} as ReceivingEvent,
  },
  actors: {
    loadAreas: fromPromise<StockAreaOption[]>(async () => {
      throw new Error('loadAreas is not provided');
    }),
    receive: fromPromise<ReceiveResult, ReceiveInput>(async () => {
      throw new Error('receive is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** The receipt is in, or the order moved on: the detail loads the order again. */
    reloadOrder: () => {},
    /** Any change makes a new receipt: the next send takes a new key, and old errors go. */
    edited: assign({ key: null, error: null }),
  },
  guards: {
    canReceive: ({ event }) => event.type === 'receive.open' && canReceive(event.order),
    valid: ({ context }) => isValid(context.lines),
  },
}).createMachine({
  id: 'receiving',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'receive.open': {
          guard: 'canReceive',
          target: 'loadingAreas',
          actions: assign(({ event }) => ({ ...closedContext, order: event.order, lines: event.order.lines.map(toDraft) })),
        },
      },
    },
    loadingAreas: {
      tags: ['open', 'loading'],
      invoke: {
        src: 'loadAreas',
        onDone: { target: 'editing', actions: assign({ areas: ({ event }) => event.output }) },
        // Without the list the receipt still works: the server picks each item's area.
        onError: { target: 'editing', actions: assign({ areasError: RECEIVING_MESSAGES.areasFailed }) },
      },
      on: { 'receive.cancel': 'closed' },
    },
    editing: {
      tags: 'open',
      on: {
        'line.change': {
          actions: [
            assign(({ context, event }) => {
              const lines = context.lines.map((l) => (l.id === event.id ? { ...l, [event.field]: event.value } : l));
              // A line already marked is checked again as it is typed; others wait for the next submit.
              return { lines, lineErrors: event.id in context.lineErrors ? receivingErrors(lines).lines : context.lineErrors };
            }),
            'edited',
          ],
        },
        'area.change': { actions: [assign({ areaId: ({ event }) => event.areaId }), 'edited'] },
        'receive.allAsConfirmed': { actions: [assign({ lines: ({ context }) => allAsConfirmed(context.lines), lineErrors: {} }), 'edited'] },
        'receive.submit': [
          { guard: 'valid', target: 'sending', actions: assign({ lineErrors: {}, error: null, key: ({ context }) => context.key ?? newIdempotencyKey() }) },
          { actions: assign(({ context }) => ({ lineErrors: receivingErrors(context.lines).lines, error: receivingErrors(context.lines).form })) },
        ],
        'receive.cancel': 'closed',
      },
    },
    sending: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'receive',
        input: ({ context }) => ({ id: context.order!.id, idempotencyKey: context.key!, body: receiveBody(context.lines, context.areaId) }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'received',
            target: 'closed',
            actions: [{ type: 'notify', params: { message: RECEIVING_MESSAGES.received, variant: 'success' as const } }, 'reloadOrder'],
          },
          { guard: ({ event }) => event.output.outcome === 'conflict', target: 'conflict', actions: assign({ error: ({ event }) => outputMessage(event.output) }) },
          // Refused by the server's checks: nothing was recorded; the user corrects the form.
          { guard: ({ event }) => event.output.outcome === 'refused', target: 'editing', actions: assign({ error: ({ event }) => outputMessage(event.output) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => outputMessage(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, RECEIVING_MESSAGES.failed) }) },
      },
    },
    // No answer: the receipt may or may not be in. A retry sends the same body and key (the server
    // records it once); the form stays as sent, and closing loads the order to show what happened.
    failed: {
      tags: ['open', 'failed'],
      on: {
        retry: { target: 'sending', actions: assign({ error: null }) },
        'receive.cancel': { target: 'closed', actions: 'reloadOrder' },
      },
    },
    // The order moved on meanwhile (received already, rejected, not accepted yet): say why; closing loads it again.
    conflict: {
      tags: ['open', 'conflict'],
      on: { 'receive.cancel': { target: 'closed', actions: 'reloadOrder' } },
    },
  },
});

export type ReceivingMachine = typeof receivingMachine;
