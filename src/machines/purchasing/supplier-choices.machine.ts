// The suppliers each product can be ordered from on Place Orders (merchant-operations.md section
// 8): asked once per product, when first wanted (a picker asks when first hovered or focused, so a
// search asks nothing), and kept while the screen is open; the table's rows and the cart's lines
// share them. Each product's ask is a child actor in `asks`; its output is the product's choices.
// Supply `fetchChoices` with `.provide()`.
import { assign, fromPromise, setup, type ActorRefFromLogic, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import { formatMoney } from '../../lib/money';
import type { CartSupplier } from './order-cart.lines';

export interface SupplierChoice extends CartSupplier {
  isPreferred: boolean;
}

type ChoicesLogic = PromiseActorLogic<SupplierChoice[], { productId: number }>;

export interface SupplierChoicesContext {
  /** One ask per product wanted so far, by product id. */
  asks: Record<number, ActorRefFromLogic<ChoicesLogic>>;
}

export type SupplierChoicesEvent = { type: 'choices.want'; productId: number };

const fetchChoices: ChoicesLogic = fromPromise<SupplierChoice[], { productId: number }>(async () => {
  throw new Error('fetchChoices is not provided');
});

export const supplierChoicesMachine = setup({
  types: { context: {} as SupplierChoicesContext, events: {} as SupplierChoicesEvent },
  actors: { fetchChoices },
  guards: {
    notAsked: ({ context, event }) => !(event.productId in context.asks),
  },
}).createMachine({
  id: 'supplierChoices',
  context: { asks: {} },
  on: {
    'choices.want': {
      guard: 'notAsked',
      actions: assign({
        asks: ({ context, event, spawn }) => ({ ...context.asks, [event.productId]: spawn('fetchChoices', { id: `product-${event.productId}`, input: { productId: event.productId } }) }),
      }),
    },
  },
});

export type SupplierChoicesMachine = typeof supplierChoicesMachine;
export type ChoicesAsk = SupplierChoicesContext['asks'][number];

/** The cheapest of a product's choices: the one with the lowest known price, when two or more have one. */
export function cheapestChoice(choices: SupplierChoice[]): number | null {
  const priced = choices.filter((c) => c.price !== null);
  if (priced.length < 2) return null;
  return priced.reduce((best, c) => (c.price! < best.price! ? c : best)).id;
}

/** A choice as the picker names it: 'Fresh Farms – $2.50 (cheapest)'. */
export const choiceLabel = (choice: SupplierChoice, cheapestId: number | null) =>
  `${choice.name}${choice.price !== null ? ` – ${formatMoney(choice.price)}` : ''}${choice.id === cheapestId ? ' (cheapest)' : ''}`;

/** A product's choices once they have arrived, else null. */
export const selectArrived = (ask: SnapshotFrom<ChoicesAsk> | undefined): SupplierChoice[] | null => (ask?.status === 'done' ? ask.output : null);
