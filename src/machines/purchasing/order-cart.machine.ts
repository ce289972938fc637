// The Place Orders cart (merchant-operations.md "Place Orders screen", "Orders and cart", section 5
// "Ordering quantity"): lines keyed by product + supplier and kept in local storage under po_cart
// (the screen supplies `persist` and `watchStorage`); adding needs a quantity above 0 (the typed
// one, else the suggestion); a quantity of 0 or less removes a line; changing a line's supplier
// moves it to that supplier's line; Review & Send opens the review, where Create Orders places one
// order per supplier group and then clears those lines, keeping the unassigned ones. The stored
// cart arrives as `cart.sync` when the machine starts, and again whenever another tab changes it.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Notice } from '../failure';

export interface CartSupplier {
  id: number;
  name: string;
  shopInStore: boolean;
}

/** A cart line as kept in po_cart (section 3, "Cart line"). */
export interface CartLine {
  key: string;
  product_id: number;
  name: string;
  sku: string | null;
  qty: number;
  supplierId: number | null;
  supplierName: string | null;
  supplierShopInStore: boolean;
}

export interface CartProduct {
  product_id: number;
  name: string;
  sku: string | null;
}

/** What placeOrders sends (section 3, "Order payload"), with the key that makes a retry safe. */
export interface PlaceOrdersInput {
  idempotencyKey: string;
  groups: { merchant_supplier_id: number; items: { product_id: number; name: string; sku: string | null; qty: number }[] }[];
}

export const CART_MESSAGES = {
  invalidQty: 'Enter a valid quantity.',
  added: (name: string) => `${name} added to cart`,
  noAssigned: 'No supplier-assigned items to order.',
  created: (n: number) => `Created ${n} order(s). Messages will be sent in the background.`,
  createFailed: 'Failed to create orders.',
};

export const lineKey = (productId: number, supplierId: number | null) => `${productId}:${supplierId ?? 'none'}`;

const validQty = (qty: number) => Number.isFinite(qty) && qty > 0;

/** A random Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
const newPlaceKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The quantity Add uses: the typed one, else the suggestion (or 0). */
export function quantityToAdd(typed: string, suggested: number | null | undefined): number {
  return typed.trim() === '' ? (suggested ?? 0) : Number(typed);
}

/** Adds `line` to `lines`; a line with the same key gets the quantities summed. */
function mergeLine(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.key === line.key);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l.key === line.key ? { ...l, qty: l.qty + line.qty } : l));
}

function withSupplier(line: CartLine, supplier: CartSupplier | null): CartLine {
  return {
    ...line,
    key: lineKey(line.product_id, supplier?.id ?? null),
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.name ?? null,
    supplierShopInStore: supplier?.shopInStore ?? false,
  };
}

export interface CartGroup {
  supplierId: number | null;
  supplierName: string | null;
  lines: CartLine[];
}

/** Lines grouped by supplier (by name), the unassigned group last. */
export function groupLines(lines: CartLine[]): CartGroup[] {
  const groups = new Map<number | null, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.supplierId) ?? { supplierId: line.supplierId, supplierName: line.supplierName, lines: [] };
    group.lines.push(line);
    groups.set(line.supplierId, group);
  }
  const assigned = [...groups.values()].filter((g) => g.supplierId !== null).sort((a, b) => (a.supplierName ?? '').localeCompare(b.supplierName ?? ''));
  const unassigned = groups.get(null);
  return unassigned ? [...assigned, unassigned] : assigned;
}

/** Total units (the quantities added up) and items (the lines). */
export function cartTotals(lines: CartLine[]): { units: number; items: number } {
  return { units: Math.round(lines.reduce((sum, l) => sum + l.qty, 0) * 1000) / 1000, items: lines.length };
}

export const assignedLines = (lines: CartLine[]) => lines.filter((l) => l.supplierId !== null);
export const unassignedLines = (lines: CartLine[]) => lines.filter((l) => l.supplierId === null);
export const shopInStoreLines = (lines: CartLine[]) => lines.filter((l) => l.supplierShopInStore);

function toOrderGroups(lines: CartLine[]): PlaceOrdersInput['groups'] {
  return groupLines(assignedLines(lines)).map((g) => ({
    merchant_supplier_id: g.supplierId!,
    items: g.lines.map((l) => ({ product_id: l.product_id, name: l.name, sku: l.sku, qty: l.qty })),
  }));
}

export interface OrderCartContext {
  lines: CartLine[];
  /** Kept across retries of the same placing, so a retry never places twice. */
  placeKey: string | null;
  /** The lines being placed (only these are cleared when it succeeds). */
  placing: string[];
}

export type OrderCartEvent =
  | { type: 'line.add'; product: CartProduct; qty: number; supplier: CartSupplier | null }
  | { type: 'line.qty'; key: string; qty: number }
  | { type: 'line.supplier'; key: string; supplier: CartSupplier | null }
  | { type: 'line.remove'; key: string }
  | { type: 'cart.clear' }
  | { type: 'cart.sync'; lines: CartLine[] }
  | { type: 'review.open' }
  | { type: 'review.close' }
  | { type: 'orders.create' };

export const orderCartMachine = setup({
  types: {
    context: {} as OrderCartContext,
    events: {} as OrderCartEvent,
    /** `lines`: a cart to start from before the stored one arrives (tests). */
    input: {} as { lines?: CartLine[] },
  },
  actors: {
    placeOrders: fromPromise<{ created: unknown[] }, PlaceOrdersInput>(async () => {
      throw new Error('placeOrders is not provided');
    }),
    /** Sends `cart.sync` with the stored cart when it starts, and again when another tab changes po_cart. */
    watchStorage: fromCallback<OrderCartEvent>(() => () => {}),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** Writes the lines to po_cart. */
    persist: (_, _lines: CartLine[]) => {},
    // A changed cart is a different request: the next placing gets a new key.
    forgetPlaceKey: assign({ placeKey: null }),
  },
  guards: {
    validQty: ({ event }) => event.type === 'line.add' && validQty(event.qty),
    removesLine: ({ event }) => event.type === 'line.qty' && !(event.qty > 0),
    hasAssigned: ({ context }) => assignedLines(context.lines).length > 0,
  },
}).createMachine({
  id: 'orderCart',
  context: ({ input }) => ({ lines: input.lines ?? [], placeKey: null, placing: [] }),
  invoke: { src: 'watchStorage' },
  on: {
    // The stored cart, or another tab's, wins whatever this one is doing.
    'cart.sync': { actions: [assign({ lines: ({ event }) => event.lines }), 'forgetPlaceKey'] },
  },
  initial: 'shopping',
  states: {
    shopping: {
      on: {
        'line.add': [
          {
            guard: 'validQty',
            actions: [
              assign({
                lines: ({ context, event }) =>
                  mergeLine(context.lines, withSupplier({ ...event.product, key: '', qty: event.qty, supplierId: null, supplierName: null, supplierShopInStore: false }, event.supplier)),
              }),
              { type: 'notify', params: ({ event }) => ({ message: CART_MESSAGES.added(event.product.name), variant: 'success' }) },
              'forgetPlaceKey',
              { type: 'persist', params: ({ context }) => context.lines },
            ],
          },
          { actions: { type: 'notify', params: { message: CART_MESSAGES.invalidQty, variant: 'error' } } },
        ],
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
        'review.open': 'reviewing',
      },
    },
    reviewing: {
      tags: 'reviewing',
      initial: 'open',
      states: {
        open: {
          on: {
            'review.close': '#orderCart.shopping',
            'orders.create': [{ guard: 'hasAssigned', target: 'placing' }, { actions: { type: 'notify', params: { message: CART_MESSAGES.noAssigned, variant: 'warning' } } }],
          },
        },
        placing: {
          tags: 'placing',
          entry: assign(({ context }) => ({
            placeKey: context.placeKey ?? newPlaceKey(),
            placing: assignedLines(context.lines).map((l) => l.key),
          })),
          invoke: {
            src: 'placeOrders',
            input: ({ context }) => ({ idempotencyKey: context.placeKey!, groups: toOrderGroups(context.lines.filter((l) => context.placing.includes(l.key))) }),
            onDone: {
              target: '#orderCart.shopping',
              actions: [
                assign({ lines: ({ context }) => context.lines.filter((l) => !context.placing.includes(l.key)), placing: [], placeKey: null }),
                { type: 'persist', params: ({ context }) => context.lines },
                { type: 'notify', params: ({ event }) => ({ message: CART_MESSAGES.created(event.output.created.length), variant: 'success' }) },
              ],
            },
            onError: {
              target: 'open',
              actions: [assign({ placing: [] }), { type: 'notify', params: { message: CART_MESSAGES.createFailed, variant: 'error' } }],
            },
          },
        },
      },
    },
  },
});

export type OrderCartMachine = typeof orderCartMachine;
