// The Place Orders cart (merchant-operations.md "Place Orders screen", "Orders and cart", section 5
// "Ordering quantity"): lines keyed by product + supplier and kept in local storage under po_cart
// (the screen supplies `persist` and `watchStorage`); adding needs a quantity above 0 (the typed
// one, else the suggestion); a quantity of 0 or less removes a line; changing a line's supplier
// moves it to that supplier's line; Review & Send opens the review, where Create Orders places one
// order per supplier group and then clears those lines, keeping the unassigned ones. The stored
// cart arrives as `cart.sync` when the machine starts, and again whenever another tab changes it.
// Issue 22: each line carries its supplier's price; the machine asks for each supplier's terms
// once (`loadTerms`), keeps the delivery date chosen per group (the first valid one by default)
// and the note, and a group below a hard minimum is not placed (cart-terms.rules.ts).
import { and, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { Notice } from '../failure';
import { dateChoices, minimumProgress, subtotal, TERMS_TEXT, type OrderingTerms } from './cart-terms.rules';
import { roleMay, type Role } from '../../lib/roles';
import {
  assignedLines,
  CART_MESSAGES,
  groupLines,
  type CartGroup,
  mergeLine,
  newLine,
  PlaceRefusal,
  validQty,
  withSupplier,
  type CartLine,
  type CartProduct,
  type CartSupplier,
  type PlaceOrdersInput,
} from './order-cart.lines';

/** A supplier's terms as the cart knows them: undefined while asked for, null when it has none. */
export type KnownTerms = OrderingTerms | null | undefined;

/** A supplier group with its money and terms: subtotal, minimum, delivery dates. */
export interface PricedGroup extends CartGroup {
  subtotal: number;
  terms: KnownTerms;
  minimum: ReturnType<typeof minimumProgress>;
  dates: string[];
  /** The date asked for: the one chosen, else the first valid one; null without terms. */
  date: string | null;
}

export function pricedGroups(context: Pick<OrderCartContext, 'lines' | 'terms' | 'dateChoices' | 'dates'>, lines = context.lines): PricedGroup[] {
  return groupLines(lines).map((g) => {
    const terms = g.supplierId === null ? null : context.terms[g.supplierId];
    const dates = (g.supplierId !== null && context.dateChoices[g.supplierId]) || [];
    const chosen = g.supplierId === null ? undefined : context.dates[g.supplierId];
    const amount = subtotal(g.lines);
    return { ...g, subtotal: amount, terms, minimum: minimumProgress(g.supplierName ?? '', terms, amount), dates, date: chosen && dates.includes(chosen) ? chosen : (dates[0] ?? null) };
  });
}

/** The groups Create Orders places: assigned, and not held back by a hard minimum. */
export const placeableGroups = (context: OrderCartContext) => pricedGroups(context, assignedLines(context.lines)).filter((g) => !g.minimum?.blocked);

/** The grand total of the assigned groups (what Review & Send shows). */
export const grandTotal = (groups: PricedGroup[]) => subtotal(groups.filter((g) => g.supplierId !== null).flatMap((g) => g.lines));

function toOrderGroups(groups: PricedGroup[]): PlaceOrdersInput['groups'] {
  return groups.map((g) => ({
    merchant_supplier_id: g.supplierId!,
    ...(g.date ? { delivery_date: g.date } : {}),
    items: g.lines.map((l) => ({ product_id: l.product_id, name: l.name, sku: l.sku, qty: l.qty })),
  }));
}

const validAdditions = (event: OrderCartEvent) => (event.type === 'lines.add' ? event.lines.filter((a) => validQty(a.qty)) : []);

/** Why Create Orders has nothing to place: no assigned lines, or a hard minimum not reached. */
function nothingToPlace(context: OrderCartContext): string {
  const blocked = pricedGroups(context, assignedLines(context.lines)).find((g) => g.minimum?.blocked);
  return blocked ? TERMS_TEXT.requires(blocked.supplierName ?? '', blocked.minimum!.minimum) : CART_MESSAGES.noAssigned;
}

export interface OrderCartContext {
  lines: CartLine[];
  /** Each supplier's terms, asked for once per supplier (see KnownTerms). */
  terms: Record<number, KnownTerms>;
  /** The delivery dates each supplier can be asked for, from its terms when they arrived. */
  dateChoices: Record<number, string[]>;
  /** The delivery date chosen per supplier. */
  dates: Record<number, string>;
  /** The order note (sent with every order). */
  note: string;
  now: () => Date;
  /** Kept across retries of the same placing, so a retry never places twice. */
  placeKey: string | null;
  /** The lines being placed (only these are cleared when it succeeds). */
  placing: string[];
  /** Whether the member's role may place orders (a staff member builds the cart only: decisions.md "Roles"). */
  mayPlace: boolean;
}

/** A line to add: what Add on Place Orders sends, and each of 'Add all suggested to cart' (the dashboard). */
export type CartAddition = { product: CartProduct; qty: number; supplier: CartSupplier | null };

export type OrderCartEvent =
  | ({ type: 'line.add' } & CartAddition)
  | { type: 'lines.add'; lines: CartAddition[] }
  | { type: 'line.qty'; key: string; qty: number }
  | { type: 'line.supplier'; key: string; supplier: CartSupplier | null }
  | { type: 'line.remove'; key: string }
  | { type: 'cart.clear' }
  | { type: 'cart.sync'; lines: CartLine[] }
  | { type: 'review.open' }
  | { type: 'review.close' }
  | { type: 'orders.create' }
  | { type: 'terms.arrived'; supplierId: number; terms: OrderingTerms | null }
  | { type: 'date.choose'; supplierId: number; date: string }
  | { type: 'note.change'; note: string };

/** What `loadTerms` receives: a supplier whose terms the cart needs. */
export type TermsWanted = { type: 'terms.want'; supplierId: number };

export const orderCartMachine = setup({
  types: {
    context: {} as OrderCartContext,
    events: {} as OrderCartEvent,
    /** `lines`: a cart to start from before the stored one arrives (tests); `role`: the member's (default: an owner's). */
    input: {} as { lines?: CartLine[]; now?: () => Date; role?: Role | null },
  },
  actors: {
    placeOrders: fromPromise<{ created: unknown[] }, PlaceOrdersInput>(async () => {
      throw new Error('placeOrders is not provided');
    }),
    /** Sends `cart.sync` with the stored cart when it starts, and again when another tab changes po_cart. */
    watchStorage: fromCallback<OrderCartEvent>(() => () => {}),
    /** Receives `terms.want` and sends `terms.arrived` back (terms null when none or when they failed to load). */
    loadTerms: fromCallback<TermsWanted>(() => () => {}),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** Writes the lines to po_cart. */
    persist: (_, _lines: CartLine[]) => {},
    // A changed cart is a different request: the next placing gets a new key.
    forgetPlaceKey: assign({ placeKey: null }),
    // Asks once for the terms of each supplier in the cart that has not been asked for.
    askTerms: enqueueActions(({ context, enqueue }) => {
      const wanted = [...new Set(assignedLines(context.lines).map((l) => l.supplierId!))].filter((id) => !(id in context.terms));
      if (wanted.length === 0) return;
      enqueue.assign({ terms: { ...context.terms, ...Object.fromEntries(wanted.map((id) => [id, undefined])) } });
      for (const supplierId of wanted) enqueue.sendTo('terms', { type: 'terms.want', supplierId } satisfies TermsWanted);
    }),
  },
  guards: {
    validQty: ({ event }) => event.type === 'line.add' && validQty(event.qty),
    someValidQty: ({ event }) => validAdditions(event).length > 0,
    removesLine: ({ event }) => event.type === 'line.qty' && !(event.qty > 0),
    hasPlaceable: ({ context }) => placeableGroups(context).length > 0,
    hasLines: ({ context }) => context.lines.length > 0,
    mayPlace: ({ context }) => context.mayPlace,
  },
}).createMachine({
  id: 'orderCart',
  context: ({ input }) => ({
    lines: input.lines ?? [],
    placeKey: null,
    placing: [],
    terms: {},
    dateChoices: {},
    dates: {},
    note: '',
    now: input.now ?? (() => new Date()),
    mayPlace: roleMay(input.role ?? 'owner', 'placeOrders'),
  }),
  invoke: [{ src: 'watchStorage' }, { src: 'loadTerms', id: 'terms' }],
  on: {
    // The stored cart, or another tab's, wins whatever this one is doing.
    'cart.sync': { actions: [assign({ lines: ({ event }) => event.lines }), 'forgetPlaceKey', 'askTerms'] },
    'terms.arrived': {
      actions: assign({
        terms: ({ context, event }) => ({ ...context.terms, [event.supplierId]: event.terms }),
        dateChoices: ({ context, event }) => ({ ...context.dateChoices, [event.supplierId]: event.terms ? dateChoices(event.terms, context.now()) : [] }),
      }),
    },
  },
  initial: 'shopping',
  states: {
    shopping: {
      entry: 'askTerms',
      on: {
        'line.add': [
          {
            guard: 'validQty',
            actions: [
              assign({ lines: ({ context, event }) => mergeLine(context.lines, newLine(event.product, event.qty, event.supplier)) }),
              { type: 'notify', params: ({ event }) => ({ message: CART_MESSAGES.added(event.product.name), variant: 'success' }) },
              'forgetPlaceKey',
              { type: 'persist', params: ({ context }) => context.lines },
              'askTerms',
            ],
          },
          { actions: { type: 'notify', params: { message: CART_MESSAGES.invalidQty, variant: 'error' } } },
        ],
        // Many lines at once (the dashboard's suggestions): the ones without a valid quantity are left out.
        'lines.add': {
          guard: 'someValidQty',
          actions: [
            assign({ lines: ({ context, event }) => validAdditions(event).reduce((lines, a) => mergeLine(lines, newLine(a.product, a.qty, a.supplier)), context.lines) }),
            { type: 'notify', params: ({ event }) => ({ message: CART_MESSAGES.addedAll(validAdditions(event).length), variant: 'success' }) },
            'forgetPlaceKey',
            { type: 'persist', params: ({ context }) => context.lines },
            'askTerms',
          ],
        },
        'line.qty': [
          {
            guard: 'removesLine',
            actions: [
              assign({ lines: ({ context, event }) => context.lines.filter((l) => l.key !== event.key) }),
              'forgetPlaceKey',
              { type: 'persist', params: ({ context }) => context.lines },
            ],
          },
          {
            actions: [
              assign({ lines: ({ context, event }) => context.lines.map((l) => (l.key === event.key ? { ...l, qty: event.qty } : l)) }),
              'forgetPlaceKey',
              { type: 'persist', params: ({ context }) => context.lines },
            ],
          },
        ],
        'line.supplier': {
          actions: [
            assign({
              lines: ({ context, event }) => {
                const line = context.lines.find((l) => l.key === event.key);
                if (!line) return context.lines;
                return mergeLine(
                  context.lines.filter((l) => l.key !== event.key),
                  withSupplier(line, event.supplier),
                );
              },
            }),
            'forgetPlaceKey',
            { type: 'persist', params: ({ context }) => context.lines },
            'askTerms',
          ],
        },
        'line.remove': {
          actions: [
            assign({ lines: ({ context, event }) => context.lines.filter((l) => l.key !== event.key) }),
            'forgetPlaceKey',
            { type: 'persist', params: ({ context }) => context.lines },
          ],
        },
        'cart.clear': { actions: [assign({ lines: [] }), 'forgetPlaceKey', { type: 'persist', params: [] }] },
        'date.choose': { actions: [assign({ dates: ({ context, event }) => ({ ...context.dates, [event.supplierId]: event.date }) }), 'forgetPlaceKey'] },
        // Review & Send with an empty cart has nothing to review (issue 28).
        'review.open': { guard: and(['mayPlace', 'hasLines']), target: 'reviewing' },
      },
    },
    reviewing: {
      tags: 'reviewing',
      initial: 'open',
      states: {
        open: {
          on: {
            'review.close': '#orderCart.shopping',
            'orders.create': [
              { guard: 'hasPlaceable', target: 'placing' },
              { actions: { type: 'notify', params: ({ context }) => ({ message: nothingToPlace(context), variant: 'warning' }) } },
            ],
            'note.change': { actions: [assign({ note: ({ event }) => event.note }), 'forgetPlaceKey'] },
          },
        },
        placing: {
          tags: 'placing',
          entry: assign(({ context }) => ({
            placeKey: context.placeKey ?? newIdempotencyKey(),
            placing: placeableGroups(context).flatMap((g) => g.lines.map((l) => l.key)),
          })),
          invoke: {
            src: 'placeOrders',
            input: ({ context }) => ({
              idempotencyKey: context.placeKey!,
              note: context.note.trim() || null,
              groups: toOrderGroups(
                pricedGroups(
                  context,
                  context.lines.filter((l) => context.placing.includes(l.key)),
                ),
              ),
            }),
            onDone: {
              target: '#orderCart.shopping',
              actions: [
                assign({ lines: ({ context }) => context.lines.filter((l) => !context.placing.includes(l.key)), placing: [], placeKey: null, note: '' }),
                { type: 'persist', params: ({ context }) => context.lines },
                { type: 'notify', params: ({ event }) => ({ message: CART_MESSAGES.created(event.output.created.length), variant: 'success' }) },
              ],
            },
            onError: {
              target: 'open',
              actions: [
                assign({ placing: [] }),
                { type: 'notify', params: ({ event }) => ({ message: event.error instanceof PlaceRefusal ? event.error.message : CART_MESSAGES.createFailed, variant: 'error' }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type OrderCartMachine = typeof orderCartMachine;
