// Accepting a merchant's connection request on the supplier's side (issue 21): the supplier picks
// which of its merchant records stands for the merchant, or lets a new one be created from the
// merchant tenant's name and contact. Opening loads the records; one already tied to a live
// connection is not offered, and a record named as the partner is the first choice. `accept.confirm`
// hands the choice to `confirmed` (the row's connection machine then accepts) and closes.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { LIVE_STATUSES } from '../../lib/connection-rules';
import { messageOf } from '../failure';

type Merchant = components['schemas']['Merchant'];
export type MerchantChoice = Pick<Merchant, 'id' | 'merchant_name'>;

export const ACCEPT_MESSAGES = {
  loadFailed: 'Failed to load merchants.',
} as const;

export interface AcceptMappingContext {
  partnerName: string;
  merchants: MerchantChoice[];
  /** The chosen merchant record; null: create a new one. */
  choice: number | null;
  error: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const acceptMappingMachine = setup({
  types: {
    context: {} as AcceptMappingContext,
    input: {} as { partnerName: string },
    events: {} as { type: 'accept.open' } | { type: 'accept.choose'; merchantId: number | null } | { type: 'accept.confirm' } | { type: 'accept.cancel' } | { type: 'retry' },
  },
  actors: {
    loadMerchants: fromPromise<Merchant[]>(async () => {
      throw new Error('loadMerchants is not provided');
    }),
  },
  actions: {
    confirmed: (_, _params: { recordId: number | null }) => {},
  },
}).createMachine({
  id: 'acceptMapping',
  context: ({ input }) => ({ partnerName: input.partnerName, merchants: [], choice: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'accept.open': { target: 'open', actions: assign({ merchants: [], choice: null, error: null }) } },
    },
    open: {
      tags: 'open',
      on: { 'accept.cancel': 'closed' },
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadMerchants',
            onDone: {
              target: 'choosing',
              actions: assign(({ context, event }) => {
                const merchants = event.output.filter((m) => !m.connection || !LIVE_STATUSES.includes(m.connection.status)).map(({ id, merchant_name }) => ({ id, merchant_name }));
                return { merchants, choice: merchants.find((m) => sameName(m.merchant_name, context.partnerName))?.id ?? null };
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, ACCEPT_MESSAGES.loadFailed) }) },
          },
        },
        failed: {
          tags: 'error',
          on: { retry: { target: 'loading', actions: assign({ error: null }) } },
        },
        choosing: {
          on: {
            'accept.choose': {
              guard: ({ context, event }) => event.merchantId === null || context.merchants.some((m) => m.id === event.merchantId),
              actions: assign({ choice: ({ event }) => event.merchantId }),
            },
            'accept.confirm': { target: '#acceptMapping.closed', actions: { type: 'confirmed', params: ({ context }) => ({ recordId: context.choice }) } },
          },
        },
      },
    },
  },
});
