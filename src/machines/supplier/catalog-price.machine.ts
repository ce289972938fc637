// A product's price in one catalog (issue 22), edited inline on the catalog detail: the price shown
// (the catalog's own, else the list price), typed and saved, or reset to the list price. One machine
// per product row; each save answers the product as the catalog now has it. Supply `savePrice`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { formatMoney } from '../../lib/money';
import { messageOf, type Notice } from '../failure';
import { amountError } from './amount';

export type CatalogProduct = components['schemas']['CatalogProduct'];
/** What the row needs of a catalog's product. */
export type PricedProduct = Pick<CatalogProduct, 'id' | 'name' | 'list_price' | 'price' | 'has_catalog_price'>;

export interface CatalogPriceChange {
  catalogId: number;
  productId: number;
  /** null: back to the list price. */
  price: number | null;
}

export const PRICE_MESSAGES = {
  saved: (name: string, price: number) => `${name} is now ${formatMoney(price)} in this catalog.`,
  reset: (name: string, price: number) => `${name} is back to its list price of ${formatMoney(price)}.`,
  saveFailed: 'Failed to save the price.',
  required: 'Enter a price, or reset to the list price.',
};

export interface CatalogPriceContext {
  catalogId: number;
  product: PricedProduct;
  text: string;
  error: string | null;
  /** The price being saved (null: a reset). */
  saving: number | null;
}

export type CatalogPriceEvent = { type: 'price.change'; text: string } | { type: 'price.save' } | { type: 'price.reset' };

const shown = (p: PricedProduct) => p.price.toFixed(2);

export const catalogPriceMachine = setup({
  types: {
    context: {} as CatalogPriceContext,
    events: {} as CatalogPriceEvent,
    input: {} as { catalogId: number; product: PricedProduct },
  },
  actors: {
    savePrice: fromPromise<PricedProduct, CatalogPriceChange>(async () => {
      throw new Error('savePrice is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    unchanged: ({ context }) => context.text.trim() !== '' && Number(context.text) === context.product.price,
    invalid: ({ context }) => context.text.trim() === '' || amountError(context.text) !== null,
    ownPrice: ({ context }) => context.product.has_catalog_price,
  },
}).createMachine({
  id: 'catalogPrice',
  context: ({ input }) => ({ ...input, text: shown(input.product), error: null, saving: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'price.change': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'price.save': [
          { guard: 'unchanged' },
          { guard: 'invalid', actions: assign({ error: ({ context }) => amountError(context.text) ?? PRICE_MESSAGES.required }) },
          { target: 'saving', actions: assign({ saving: ({ context }) => Number(context.text) }) },
        ],
        'price.reset': { guard: 'ownPrice', target: 'saving', actions: assign({ saving: null }) },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'savePrice',
        input: ({ context }) => ({ catalogId: context.catalogId, productId: context.product.id, price: context.saving }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ product: ({ event }) => event.output, text: ({ event }) => shown(event.output) }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                message: context.saving === null ? PRICE_MESSAGES.reset(event.output.name, event.output.price) : PRICE_MESSAGES.saved(event.output.name, event.output.price),
                variant: 'success' as const,
              }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, PRICE_MESSAGES.saveFailed), variant: 'error' as const }) },
        },
      },
    },
  },
});

export type CatalogPriceMachine = typeof catalogPriceMachine;
