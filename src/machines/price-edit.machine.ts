// A price edited inline in a list (issue 22): a product's price in a catalog (the supplier's
// catalog detail) or an offer's own price (the merchant's product form). The box shows the price
// with cents; Save sends a changed one, and Reset sends null (back to the list price, or no price)
// when the item sets its own. One machine per row; each save answers the item as it now is.
// Supply `savePrice`, the `notify` action, and the texts and amount check as input.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from './failure';

export interface PricedItem {
  id: number;
  name: string;
  price: number | null;
  /** The item sets its own price (Reset is offered). */
  own: boolean;
}

export interface PriceTexts {
  saved: (name: string, price: number | null) => string;
  reset: (name: string, price: number | null) => string;
  failed: string;
  /** An empty box. */
  required: string;
}

export interface PriceEditInput {
  item: PricedItem;
  texts: PriceTexts;
  /** Why a typed amount is refused (null when fine). */
  check: (typed: string) => string | null;
}

export interface PriceEditContext extends PriceEditInput {
  text: string;
  error: string | null;
  /** The price being saved (null: a reset). */
  saving: number | null;
}

export type PriceEditEvent = { type: 'price.change'; text: string } | { type: 'price.save' } | { type: 'price.reset' };

const shown = (item: PricedItem) => (item.price === null ? '' : item.price.toFixed(2));

export const priceEditMachine = setup({
  types: { context: {} as PriceEditContext, events: {} as PriceEditEvent, input: {} as PriceEditInput },
  actors: {
    savePrice: fromPromise<PricedItem, { id: number; price: number | null }>(async () => {
      throw new Error('savePrice is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    unchanged: ({ context }) => context.text.trim() !== '' && Number(context.text) === context.item.price,
    invalid: ({ context }) => context.text.trim() === '' || context.check(context.text) !== null,
    ownPrice: ({ context }) => context.item.own,
  },
}).createMachine({
  id: 'priceEdit',
  context: ({ input }) => ({ ...input, text: shown(input.item), error: null, saving: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'price.change': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'price.save': [
          { guard: 'unchanged' },
          { guard: 'invalid', actions: assign({ error: ({ context }) => context.check(context.text) ?? context.texts.required }) },
          { target: 'saving', actions: assign({ saving: ({ context }) => Number(context.text) }) },
        ],
        'price.reset': { guard: 'ownPrice', target: 'saving', actions: assign({ saving: null }) },
      },
    },
    saving: {
      tags: 'saving',
      invoke: {
        src: 'savePrice',
        input: ({ context }) => ({ id: context.item.id, price: context.saving }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ item: ({ event }) => event.output, text: ({ event }) => shown(event.output) }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                message: (context.saving === null ? context.texts.reset : context.texts.saved)(event.output.name, event.output.price),
                variant: 'success' as const,
              }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ context, event }) => ({ message: messageOf(event.error, context.texts.failed), variant: 'error' as const }) },
        },
      },
    },
  },
});

export type PriceEditMachine = typeof priceEditMachine;
