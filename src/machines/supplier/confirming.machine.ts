// Confirming a new order line by line (issue 23 item 1, docs/decisions.md "the supplier's screens"):
// each line's confirmed quantity (as ordered by default; 0 is out of stock), an optional substitute
// from the supplier's own active products (the `products` list while picking), a note, and an
// optional delivery date. The new total is worked out as the contract does (confirmed qty × price),
// a substitute at its list price as an estimate. 'Accept with changes' sends only the lines that
// differ; the machine ends with what the accept answered (a 409: `changed`) or `cancelled`.
// Supply `accept` and `products` (a list machine of the supplier's active products) with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { cents } from '../../lib/money';
import { createListMachine } from '../list.machine';
import { messageOf } from '../failure';
import type { SupplierOrderDetail } from './supplier-order.machine';

export type AcceptOrderRequest = components['schemas']['AcceptOrderRequest'];
type Product = components['schemas']['SupplierProduct'];

/** A product offered as a substitute: its list price is only a hint of this merchant's price. */
export type SubstituteChoice = Pick<Product, 'id' | 'name' | 'sku' | 'unit' | 'price'>;

export interface ConfirmLine {
  id: number;
  name: string;
  sku: string | null;
  qty: number;
  unitPrice: number | null;
  /** The confirmed quantity as typed. */
  confirmed: string;
  substitute: SubstituteChoice | null;
  note: string;
}

export type AcceptResult = { outcome: 'done'; order: SupplierOrderDetail } | { outcome: 'changed'; message: string } | { outcome: 'refused'; message: string };

/** How the confirmation ended: accepted (the order as it now is), changed meanwhile (a 409), or cancelled. */
export type ConfirmingOutput = { outcome: 'done'; order: SupplierOrderDetail } | { outcome: 'changed'; message: string } | { outcome: 'cancelled' };

export interface ConfirmingContext {
  orderId: number;
  lines: ConfirmLine[];
  /** The delivery date as chosen (YYYY-MM-DD, '' for none) and as the order has it. */
  deliveryDate: string;
  orderedDeliveryDate: string;
  /** Quantity errors by line id. */
  errors: Record<number, string>;
  /** The line whose substitute is being picked. */
  picking: number | null;
  error: string | null;
  output: ConfirmingOutput | null;
}

export type ConfirmingEvent =
  | { type: 'line.qty'; id: number; qty: string }
  | { type: 'line.outOfStock'; id: number }
  | { type: 'line.note'; id: number; note: string }
  | { type: 'substitute.open'; id: number }
  | { type: 'substitute.choose'; product: SubstituteChoice }
  | { type: 'substitute.close' }
  | { type: 'substitute.remove'; id: number }
  | { type: 'date.change'; date: string }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' };

export const CONFIRMING_MESSAGES = {
  qty: 'Enter a quantity of 0 or more.',
  failed: 'Failed to accept order.',
};

const MAX_QTY = 1_000_000;

/** A typed quantity, or null when it is not one the server takes. */
const qtyOf = (typed: string): number | null => {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= MAX_QTY ? n : null;
};

export const isOutOfStock = (line: ConfirmLine) => qtyOf(line.confirmed) === 0;

/** A line differs from the order when its quantity, product or note does. */
const differs = (line: ConfirmLine) => qtyOf(line.confirmed) !== line.qty || line.substitute !== null || line.note.trim() !== '';

/** The price a line is confirmed at, as far as the browser knows: a substitute's list price is an estimate. */
const priceOf = (line: ConfirmLine) => (line.substitute ? line.substitute.price : line.unitPrice);

/** The new total: each line's confirmed quantity × its price, lines without a price left out (as the server does). */
export function confirmedTotal(lines: readonly ConfirmLine[]): number {
  return cents(lines.reduce((sum, l) => sum + (priceOf(l) ?? 0) * (qtyOf(l.confirmed) ?? 0), 0));
}

/** Whether the new total holds an estimate (a substitute priced by the server on confirm). */
export const totalIsEstimate = (lines: readonly ConfirmLine[]) => lines.some((l) => l.substitute !== null && (qtyOf(l.confirmed) ?? 0) > 0);

/** The accept's body: the lines that differ and a changed delivery date; null when nothing differs (accepted as ordered). */
export function acceptBody(context: Pick<ConfirmingContext, 'lines' | 'deliveryDate' | 'orderedDeliveryDate'>): AcceptOrderRequest | null {
  const lines = context.lines.filter(differs).map((l) => ({
    id: l.id,
    confirmed_qty: qtyOf(l.confirmed) ?? l.qty,
    ...(l.substitute ? { substitute_product_id: l.substitute.id } : {}),
    ...(l.note.trim() ? { note: l.note.trim() } : {}),
  }));
  const dateChanged = context.deliveryDate !== context.orderedDeliveryDate && context.deliveryDate !== '';
  if (!lines.length && !dateChanged) return null;
  return { ...(dateChanged ? { delivery_date: context.deliveryDate } : {}), ...(lines.length ? { lines } : {}) };
}

const linesOf = (order: SupplierOrderDetail): ConfirmLine[] =>
  order.lines.map((l) => ({ id: l.id, name: l.name, sku: l.sku, qty: l.qty, unitPrice: l.unit_price, confirmed: String(l.qty), substitute: null, note: '' }));

const qtyErrors = (lines: readonly ConfirmLine[]) => Object.fromEntries(lines.filter((l) => qtyOf(l.confirmed) === null).map((l) => [l.id, CONFIRMING_MESSAGES.qty]));

const updateLine = (context: ConfirmingContext, id: number, change: Partial<ConfirmLine>) => context.lines.map((l) => (l.id === id ? { ...l, ...change } : l));

const withoutError = (errors: Record<number, string>, id: number) => Object.fromEntries(Object.entries(errors).filter(([key]) => Number(key) !== id));

export const confirmingMachine = setup({
  types: {
    context: {} as ConfirmingContext,
    events: {} as ConfirmingEvent,
    input: {} as { order: SupplierOrderDetail },
    output: {} as ConfirmingOutput,
  },
  actors: {
    accept: fromPromise<AcceptResult, { id: number; body: AcceptOrderRequest | null }>(async () => {
      throw new Error('accept is not provided');
    }),
    products: createListMachine<SubstituteChoice>(),
  },
  guards: {
    valid: ({ context }) => Object.keys(qtyErrors(context.lines)).length === 0,
  },
}).createMachine({
  id: 'confirming',
  context: ({ input }) => ({
    orderId: input.order.id,
    lines: linesOf(input.order),
    deliveryDate: input.order.delivery_date ?? '',
    orderedDeliveryDate: input.order.delivery_date ?? '',
    errors: {},
    picking: null,
    error: null,
    output: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.output ?? { outcome: 'cancelled' },
  states: {
    editing: {
      tags: 'editing',
      initial: 'lines',
      on: {
        'line.qty': { actions: assign(({ context, event }) => ({ lines: updateLine(context, event.id, { confirmed: event.qty }), errors: withoutError(context.errors, event.id) })) },
        // Out of stock: nothing is sent, so no substitute either.
        'line.outOfStock': {
          actions: assign(({ context, event }) => ({ lines: updateLine(context, event.id, { confirmed: '0', substitute: null }), errors: withoutError(context.errors, event.id) })),
        },
        'line.note': { actions: assign(({ context, event }) => ({ lines: updateLine(context, event.id, { note: event.note }) })) },
        'substitute.remove': { actions: assign(({ context, event }) => ({ lines: updateLine(context, event.id, { substitute: null }) })) },
        'date.change': { actions: assign({ deliveryDate: ({ event }) => event.date, error: null }) },
        'confirm.cancel': { target: 'cancelled' },
      },
      states: {
        lines: {
          on: {
            'substitute.open': { target: 'picking', actions: assign({ picking: ({ event }) => event.id }) },
            'confirm.submit': [
              { guard: 'valid', target: '#confirming.sending', actions: assign({ error: null }) },
              { actions: assign({ errors: ({ context }) => qtyErrors(context.lines) }) },
            ],
          },
        },
        // The picker's search runs only while it is open.
        picking: {
          tags: 'picking',
          invoke: { id: 'products', src: 'products', input: { debounceMs: 300, pageSize: 20 } },
          on: {
            // A substitute comes in place of the ordered product: an out-of-stock line goes back to the ordered quantity.
            'substitute.choose': {
              target: 'lines',
              actions: assign(({ context, event }) => {
                const line = context.lines.find((l) => l.id === context.picking)!;
                const confirmed = qtyOf(line.confirmed) === 0 ? String(line.qty) : line.confirmed;
                return { lines: updateLine(context, line.id, { substitute: event.product, confirmed }), errors: withoutError(context.errors, line.id), picking: null };
              }),
            },
            'substitute.close': { target: 'lines', actions: assign({ picking: null }) },
          },
        },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'accept',
        input: ({ context }) => ({ id: context.orderId, body: acceptBody(context) }),
        onDone: [
          { guard: ({ event }) => event.output.outcome === 'done', target: 'accepted', actions: assign({ output: ({ event }) => event.output as ConfirmingOutput }) },
          // Someone changed the order meanwhile: the order screen shows why and loads it again.
          { guard: ({ event }) => event.output.outcome === 'changed', target: 'changed', actions: assign({ output: ({ event }) => event.output as ConfirmingOutput }) },
          { target: 'editing', actions: assign({ error: ({ event }) => (event.output.outcome === 'refused' ? event.output.message : CONFIRMING_MESSAGES.failed) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, CONFIRMING_MESSAGES.failed) }) },
      },
    },
    accepted: { type: 'final' },
    changed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ConfirmingMachine = typeof confirmingMachine;
