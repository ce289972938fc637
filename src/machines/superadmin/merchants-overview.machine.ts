// Merchants overview (platform.md section 2): cards for the clients; choosing one loads and shows
// its merchants. Choosing another card while merchants load cancels the first load (the invoke is
// stopped and its AbortSignal fires). Supply `listClients` and `listMerchants` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';

type Client = components['schemas']['Client'];
/** Narrower than Client on purpose: only what the cards need, and `type` may be missing. */
export type OverviewClient = Pick<Client, 'id' | 'name' | 'schema_name' | 'city' | 'state'> & Partial<Pick<Client, 'type'>>;

export type OverviewMerchant = components['schemas']['SchemaMerchant'];

/** Merchants belong to supplier clients, so only those get a card (a client without a type counts as one). */
export const hasMerchants = (client: OverviewClient) => client.type === undefined || client.type === 'supplier';

export interface MerchantsOverviewContext {
  clients: OverviewClient[];
  /** schema_name of the chosen client. */
  chosen: string | null;
  merchants: OverviewMerchant[];
  error: string | null;
}

export type MerchantsOverviewEvent = { type: 'client.choose'; schemaName: string } | { type: 'clients.retry' } | { type: 'merchants.retry' };

export const merchantsOverviewMachine = setup({
  types: {
    context: {} as MerchantsOverviewContext,
    events: {} as MerchantsOverviewEvent,
  },
  actors: {
    listClients: fromPromise<OverviewClient[]>(async () => {
      throw new Error('listClients is not provided');
    }),
    listMerchants: fromPromise<OverviewMerchant[], { schemaName: string }>(async () => {
      throw new Error('listMerchants is not provided');
    }),
  },
  guards: {
    noClients: ({ context }) => context.clients.length === 0,
    noMerchants: ({ context }) => context.merchants.length === 0,
  },
}).createMachine({
  id: 'merchantsOverview',
  context: { clients: [], chosen: null, merchants: [], error: null },
  initial: 'loadingClients',
  states: {
    loadingClients: {
      tags: 'clientsLoading',
      invoke: {
        src: 'listClients',
        onDone: { target: 'clients', actions: assign({ clients: ({ event }) => event.output.filter(hasMerchants), error: null }) },
        onError: { target: 'clientsFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    clientsFailed: {
      tags: 'clientsError',
      on: { 'clients.retry': { target: 'loadingClients', actions: assign({ error: null }) } },
    },
    clients: {
      initial: 'check',
      on: {
        // Leaves whatever merchant state is active (stopping a running load) and loads anew.
        'client.choose': {
          guard: ({ context, event }) => context.clients.some((c) => c.schema_name === event.schemaName),
          target: '.loadingMerchants',
          actions: assign({ chosen: ({ event }) => event.schemaName, merchants: [], error: null }),
        },
      },
      states: {
        check: { always: [{ guard: 'noClients', target: 'none' }, { target: 'idle' }] },
        none: { tags: ['clientsReady', 'clientsEmpty'] },
        idle: { tags: 'clientsReady' },
        loadingMerchants: {
          tags: ['clientsReady', 'merchantsLoading'],
          invoke: {
            src: 'listMerchants',
            input: ({ context }) => ({ schemaName: context.chosen as string }),
            onDone: { target: 'settled', actions: assign({ merchants: ({ event }) => event.output }) },
            onError: { target: 'merchantsFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        settled: { always: [{ guard: 'noMerchants', target: 'empty' }, { target: 'loaded' }] },
        loaded: { tags: ['clientsReady', 'merchantsReady'] },
        empty: { tags: ['clientsReady', 'merchantsEmpty'] },
        merchantsFailed: {
          tags: ['clientsReady', 'merchantsError'],
          on: { 'merchants.retry': { target: 'loadingMerchants', actions: assign({ error: null }) } },
        },
      },
    },
  },
});

export type MerchantsOverviewMachine = typeof merchantsOverviewMachine;
