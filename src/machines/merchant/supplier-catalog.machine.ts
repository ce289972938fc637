// A connected supplier's catalog, seen by the merchant (issue 22, /merchant/suppliers/{id}/catalog):
// opening asks for the supplier and the catalog's first page; a supplier without an ACTIVE
// connection answers 409, a state that shows the server's detail. Browsing then belongs to the
// screen's list machine; `item.add` opens the add dialog for one item and `item.added` (the dialog
// saved) closes it and tells the list to reload; a role that may not add (`operation`, staff:
// decisions.md "Roles") is never offered it (`context.allowed`). Supply `open` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';
import { allowedBy, type RoleInput } from '../../lib/roles';

export type SupplierCatalogItem = components['schemas']['SupplierCatalogItem'];
export type OrderingTerms = components['schemas']['OrderingTerms'];

export type CatalogOpening = { kind: 'open'; supplierName: string; terms: OrderingTerms | null } | { kind: 'notConnected'; supplierName: string; detail: string };

export const SUPPLIER_CATALOG_MESSAGES = {
  openFailed: 'Failed to load the catalog.',
  added: (name: string) => `${name} added to your products.`,
};

export interface SupplierCatalogContext {
  supplierId: number;
  supplierName: string;
  terms: OrderingTerms | null;
  /** The server's words when the supplier is not connected. */
  detail: string | null;
  error: string | null;
  /** The item the add dialog is open for. */
  adding: SupplierCatalogItem | null;
  /** Counts the adds, so the list knows to reload. */
  added: number;
  /** Whether the member's role may add items to its products (decisions.md "Roles"). */
  allowed: boolean;
}

/** `operation`: the add call (`addFromSupplierCatalog`), checked against the member's `role`. */
export interface SupplierCatalogInput extends RoleInput {
  supplierId: number;
}

export type SupplierCatalogEvent = { type: 'retry' } | { type: 'item.add'; item: SupplierCatalogItem } | { type: 'add.close' } | { type: 'item.added' };

export const supplierCatalogMachine = setup({
  types: { context: {} as SupplierCatalogContext, events: {} as SupplierCatalogEvent, input: {} as SupplierCatalogInput },
  actors: {
    open: fromPromise<CatalogOpening, { supplierId: number }>(async () => {
      throw new Error('open is not provided');
    }),
  },
}).createMachine({
  id: 'supplierCatalog',
  context: ({ input }) => ({ supplierId: input.supplierId, supplierName: '', terms: null, detail: null, error: null, adding: null, added: 0, allowed: allowedBy(input) }),
  initial: 'opening',
  states: {
    opening: {
      tags: 'loading',
      invoke: {
        src: 'open',
        input: ({ context }) => ({ supplierId: context.supplierId }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'notConnected',
            target: 'notConnected',
            actions: assign(({ event }) => ({ supplierName: event.output.supplierName, detail: event.output.kind === 'notConnected' ? event.output.detail : null })),
          },
          { target: 'browsing', actions: assign(({ event }) => ({ supplierName: event.output.supplierName, terms: event.output.kind === 'open' ? event.output.terms : null })) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, SUPPLIER_CATALOG_MESSAGES.openFailed) }) },
      },
    },
    failed: { tags: 'failed', on: { retry: 'opening' } },
    notConnected: { tags: 'notConnected' },
    browsing: {
      initial: 'idle',
      states: {
        idle: { on: { 'item.add': { guard: ({ context }) => context.allowed, target: 'adding', actions: assign({ adding: ({ event }) => event.item }) } } },
        adding: {
          tags: 'adding',
          on: {
            'add.close': { target: 'idle', actions: assign({ adding: null }) },
            'item.added': { target: 'idle', actions: assign({ adding: null, added: ({ context }) => context.added + 1 }) },
          },
        },
      },
    },
  },
});

export type SupplierCatalogMachine = typeof supplierCatalogMachine;
