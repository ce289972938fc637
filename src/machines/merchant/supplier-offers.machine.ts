// The supplier panel of the product form (platform.md sections 4, 5 and 8): the product's supplier
// offers, a child of the product form machine. Without a product id (create mode) it only says to
// save first. Otherwise it loads the offers and lets the user:
// - search suppliers (its child `search`: at least 2 characters after trimming, 300 ms debounce,
//   10 results) and add one as eligible; one already there is refused at once, and so is a 400
//   whose text says exist, unique or already;
// - set the preferred offer (the form learns the new preferred_supplier_id);
// - remove a supplier after 'Remove supplier from product' (its child `remove`, a confirm machine):
//   all its offers on the product go, and preferred with them;
// - create a supplier in the Add New Supplier modal (its child `newSupplier`) and add it as eligible.
// Each outcome is a `notify` toast with the spec's words. A role that may not change the product
// (`allowed` false, from the form: decisions.md "Roles") only sees the offers. Supply the calls with `supplierOffersWith(api)`.
import { assign, fromPromise, not, sendParent, sendTo, setup } from 'xstate';
import type { components } from '../../api/schema';
import { createConfirmMachine } from '../confirm.machine';
import { messageOf, type Notice } from '../failure';
import { createListMachine, type ListPage, type ListQuery } from '../list.machine';
import { emptyNewSupplier, newSupplierMachine, saveNewSupplierWith, type MerchantSupplier, type NewSupplierBody } from './new-supplier.machine';

export type Offer = components['schemas']['Offer'];
export interface SupplierOption {
  id: number;
  name: string;
}
export interface RemoveTarget {
  productId: number;
  offer: Offer;
}

export const OFFER_MESSAGES = {
  saveFirst: 'Save the product first, then add its suppliers.',
  loadFailed: 'Failed to load the suppliers of this product.',
  added: 'Supplier added as eligible.',
  alreadyEligible: 'This supplier is already eligible.',
  addFailed: 'Failed to add supplier.',
  preferred: 'Preferred supplier updated.',
  preferFailed: 'Failed to set preferred supplier.',
  removeTitle: 'Remove supplier from product',
  removeQuestion: (name: string) => `Remove ${name} from this product?`,
  removed: (name: string) => `Removed ${name} from product.`,
  noOffers: 'No offers found for this supplier on the product.',
  removeFailed: 'Failed to remove supplier.',
  createdNotEligible: 'Supplier created, but failed to add as eligible.',
  createFailed: 'Failed to create supplier.',
};

/** The supplier search: from 2 characters, 300 ms after typing, 10 results. */
export const SUPPLIER_SEARCH = { minQuery: 2, debounceMs: 300, pageSize: 10 };

/** A refused add that means "already there": a 400 whose text says exist, unique or already. */
export function isAlreadyEligible(err: unknown): boolean {
  const e = (err ?? {}) as { status?: number; message?: string; body?: unknown };
  return e.status === 400 && /exist|unique|already/i.test(`${e.message ?? ''} ${JSON.stringify(e.body ?? '')}`);
}

/** The search's results without the suppliers the product already has: they are not offered again. */
export function notYetEligible(results: SupplierOption[], offers: Offer[]): SupplierOption[] {
  const taken = new Set(offers.map((o) => o.supplier_id));
  return results.filter((s) => !taken.has(s.id));
}

type Event =
  | { type: 'retry' }
  | { type: 'supplier.add'; supplier: SupplierOption }
  | { type: 'offer.prefer'; offer: Offer }
  | { type: 'offer.remove'; offer: Offer }
  | { type: 'supplier.removed'; offer: Offer; count: number }
  | { type: 'supplier.removeFailed' }
  | { type: 'newSupplier.open' }
  | { type: 'newSupplier.close' }
  | { type: 'newSupplier.created'; supplier: SupplierOption }
  | { type: 'newSupplier.failed' };

interface Context {
  productId: number | null;
  offers: Offer[];
  error: string | null;
  /** Whether the member's role may change the product's suppliers (the product form's `allowed`). */
  allowed: boolean;
}

const removeConfirmMachine = createConfirmMachine<RemoveTarget, number>().provide({
  actions: {
    onDone: sendParent((_, { target, output }: { target: RemoveTarget; output: number }) => ({ type: 'supplier.removed', offer: target.offer, count: output })),
    onFailed: sendParent({ type: 'supplier.removeFailed' }),
  },
});

/** The add call's input: the product and the supplier the event names (found, or just created). */
const addInput = ({ context, event }: { context: Context; event: Event }) => ({ productId: context.productId!, supplier: (event as { supplier: SupplierOption }).supplier });

/** 'Removed {supplier name} from product.' for a `supplier.removed` event. */
const removedNotice = {
  type: 'notify' as const,
  params: ({ event }: { event: Event }) => ({ message: event.type === 'supplier.removed' ? OFFER_MESSAGES.removed(event.offer.supplier.name) : '', variant: 'success' as const }),
};

const notice = (message: string, variant: Notice['variant'] = 'success') => ({ type: 'notify' as const, params: { message, variant } });

export const supplierOffersMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as { productId: number | null; allowed?: boolean } },
  actors: {
    loadOffers: fromPromise<Offer[], { productId: number }>(async () => {
      throw new Error('loadOffers is not provided');
    }),
    addOffer: fromPromise<Offer, { productId: number; supplier: SupplierOption }>(async () => {
      throw new Error('addOffer is not provided');
    }),
    setPreferred: fromPromise<Offer, { offer: Offer }>(async () => {
      throw new Error('setPreferred is not provided');
    }),
    supplierSearch: createListMachine<SupplierOption>(),
    removeConfirm: removeConfirmMachine,
    newSupplierForm: newSupplierMachine,
  },
  actions: {
    notify: (_, _params: Notice) => {},
    /** Tells the product form its preferred supplier, as the server now has it. */
    reportPreferred: sendParent((_, supplierId: number | null) => ({ type: 'field.saved', name: 'preferred_supplier_id', value: supplierId })),
  },
  guards: {
    saveFirst: ({ context }) => context.productId === null,
    allowed: ({ context }) => context.allowed,
    alreadyListed: ({ context, event }) => event.type === 'supplier.add' && context.offers.some((o) => o.supplier_id === event.supplier.id),
    alreadyEligible: ({ event }) => isAlreadyEligible((event as { error?: unknown }).error),
    nothingRemoved: ({ event }) => event.type === 'supplier.removed' && event.count === 0,
    preferredRemoved: ({ event }) => event.type === 'supplier.removed' && event.offer.is_preferred,
  },
}).createMachine({
  id: 'supplierOffers',
  context: ({ input }) => ({ productId: input.productId, offers: [], error: null, allowed: input.allowed ?? true }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'saveFirst', target: 'saveFirst' }, { target: 'enabled' }] },
    saveFirst: { tags: 'saveFirst' },
    enabled: {
      invoke: [
        { id: 'search', src: 'supplierSearch', input: SUPPLIER_SEARCH },
        { id: 'remove', src: 'removeConfirm', input: {} },
      ],
      initial: 'loading',
      on: {
        'supplier.removed': [
          { guard: 'nothingRemoved', target: '.loading', actions: notice(OFFER_MESSAGES.noOffers, 'warning') },
          { guard: 'preferredRemoved', target: '.loading', actions: [removedNotice, { type: 'reportPreferred', params: null }] },
          { target: '.loading', actions: removedNotice },
        ],
        'supplier.removeFailed': { actions: notice(OFFER_MESSAGES.removeFailed, 'error') },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadOffers',
            input: ({ context }) => ({ productId: context.productId! }),
            onDone: { target: 'ready', actions: assign({ offers: ({ event }) => event.output, error: null }) },
            onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, OFFER_MESSAGES.loadFailed) }) },
          },
        },
        loadFailed: { tags: 'loadFailed', on: { retry: 'loading' } },
        ready: {
          tags: 'ready',
          on: {
            'supplier.add': [{ guard: not('allowed') }, { guard: 'alreadyListed', actions: notice(OFFER_MESSAGES.alreadyEligible, 'info') }, { target: 'adding' }],
            'offer.prefer': { guard: 'allowed', target: 'preferring' },
            'offer.remove': {
              guard: 'allowed',
              actions: sendTo('remove', ({ context, event }) => ({ type: 'confirm.open' as const, target: { productId: context.productId!, offer: event.offer } })),
            },
            'newSupplier.open': { guard: 'allowed', target: 'creatingSupplier' },
          },
        },
        adding: {
          tags: 'busy',
          invoke: {
            src: 'addOffer',
            input: addInput,
            onDone: { target: 'loading', actions: notice(OFFER_MESSAGES.added) },
            onError: [
              { guard: 'alreadyEligible', target: 'loading', actions: notice(OFFER_MESSAGES.alreadyEligible, 'info') },
              { target: 'ready', actions: notice(OFFER_MESSAGES.addFailed, 'error') },
            ],
          },
        },
        preferring: {
          tags: 'busy',
          invoke: {
            src: 'setPreferred',
            input: ({ event }) => ({ offer: (event as { offer: Offer }).offer }),
            onDone: {
              target: 'loading',
              actions: [notice(OFFER_MESSAGES.preferred), { type: 'reportPreferred', params: ({ event }) => event.output.supplier_id }],
            },
            onError: { target: 'ready', actions: notice(OFFER_MESSAGES.preferFailed, 'error') },
          },
        },
        // The Add New Supplier modal is open.
        creatingSupplier: {
          tags: 'newSupplier',
          invoke: { id: 'newSupplier', src: 'newSupplierForm', input: () => ({ initial: emptyNewSupplier() }) },
          on: {
            'newSupplier.close': 'ready',
            'newSupplier.created': 'addingCreated',
            'newSupplier.failed': { actions: notice(OFFER_MESSAGES.createFailed, 'error') },
          },
        },
        addingCreated: {
          tags: 'busy',
          invoke: {
            src: 'addOffer',
            input: addInput,
            onDone: { target: 'loading', actions: notice(OFFER_MESSAGES.added) },
            onError: { target: 'loading', actions: notice(OFFER_MESSAGES.createdNotEligible, 'warning') },
          },
        },
      },
    },
  },
});

export type SupplierOffersMachine = typeof supplierOffersMachine;

/** The calls the panel makes; `removeSupplier` resolves with how many offers it deleted. */
export interface SupplierOffersApi {
  loadOffers(productId: number): Promise<Offer[]>;
  addOffer(productId: number, supplierId: number): Promise<Offer>;
  setPreferred(offerId: number): Promise<Offer>;
  removeSupplier(productId: number, supplierId: number): Promise<number>;
  searchSuppliers(query: ListQuery, signal: AbortSignal): Promise<ListPage<SupplierOption>>;
  createSupplier(body: NewSupplierBody): Promise<MerchantSupplier>;
}

/** The panel with its calls (the real API in the screen, stubs in tests). */
export function supplierOffersWith(api: SupplierOffersApi) {
  return supplierOffersMachine.provide({
    actors: {
      loadOffers: fromPromise(({ input }: { input: { productId: number } }) => api.loadOffers(input.productId)),
      addOffer: fromPromise(({ input }: { input: { productId: number; supplier: SupplierOption } }) => api.addOffer(input.productId, input.supplier.id)),
      setPreferred: fromPromise(({ input }: { input: { offer: Offer } }) => api.setPreferred(input.offer.id)),
      supplierSearch: createListMachine<SupplierOption>().provide({
        actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => api.searchSuppliers(input, signal)) },
      }),
      removeConfirm: removeConfirmMachine.provide({
        actors: { perform: fromPromise(({ input }: { input: { target: RemoveTarget } }) => api.removeSupplier(input.target.productId, input.target.offer.supplier_id)) },
      }),
      newSupplierForm: newSupplierMachine.provide({ actors: { save: saveNewSupplierWith(api.createSupplier) } }),
    },
  });
}
