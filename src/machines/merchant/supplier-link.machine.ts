// The link dialog of a merchant supplier (merchant-operations.md sections 2, 4, 7): it searches the
// on-system suppliers (search_on_system, 300 ms debounce, the `search` list child while open) and
// links the supplier to one, or unlinks it. It runs as the supplier form's `link` child and tells
// the form what it saved (`field.saved` supplier_client and supplier_client_name). Supply
// `search` (a list machine with its fetchPage), `link`, `unlink` and the notify actions.
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf } from '../failure';
import { createListMachine } from '../list.machine';

export type OnSystemSupplier = components['schemas']['OnSystemSupplier'];

/** What link and unlink answer: the supplier's link after the call. */
export interface SupplierLink {
  supplier_client: number | null;
  supplier_client_name: string | null;
}

export interface SupplierLinkContext {
  /** Null on a create form: there is nothing to link yet. */
  supplierId: number | null;
  error: string | null;
}

export type SupplierLinkEvent = { type: 'link.open' } | { type: 'link.close' } | { type: 'link.choose'; client: OnSystemSupplier } | { type: 'link.unlink' };

export const LINK_MESSAGES = {
  linked: (name: string) => `Linked to ${name}.`,
  unlinked: 'Link removed.',
  linkFailed: 'Failed to link supplier.',
  unlinkFailed: 'Failed to unlink supplier.',
  saveFirst: 'Save the supplier first to link it to an on-system supplier.',
} as const;

export const supplierLinkMachine = setup({
  types: {
    context: {} as SupplierLinkContext,
    events: {} as SupplierLinkEvent,
    input: {} as { supplierId: number | string | null },
  },
  actors: {
    search: createListMachine<OnSystemSupplier>(),
    link: fromPromise<SupplierLink, { supplierId: number; clientId: number }>(async () => {
      throw new Error('link is not provided');
    }),
    unlink: fromPromise<SupplierLink, { supplierId: number }>(async () => {
      throw new Error('unlink is not provided');
    }),
  },
  actions: {
    // Tell the form the link a call answered.
    tellFormId: sendParent((_, link: SupplierLink) => ({ type: 'field.saved', name: 'supplier_client', value: link.supplier_client })),
    tellFormName: sendParent((_, link: SupplierLink) => ({ type: 'field.saved', name: 'supplier_client_name', value: link.supplier_client_name })),
    notifyLinked: (_, _params: { name: string }) => {},
    notifyUnlinked: () => {},
  },
  guards: {
    hasSupplier: ({ context }) => context.supplierId !== null,
  },
}).createMachine({
  id: 'supplierLink',
  context: ({ input }) => ({ supplierId: input.supplierId === null ? null : Number(input.supplierId), error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'link.open': { guard: 'hasSupplier', target: 'open', actions: assign({ error: null }) } },
    },
    open: {
      tags: 'open',
      // The search lives while the dialog is open, so its results stay during a link call.
      invoke: { id: 'search', src: 'search', input: { debounceMs: 300 } },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'link.choose': { target: 'linking', actions: assign({ error: null }) },
            'link.unlink': { target: 'unlinking', actions: assign({ error: null }) },
            // Not while a call runs: its answer must reach the form.
            'link.close': { target: '#supplierLink.closed', actions: assign({ error: null }) },
          },
        },
        linking: {
          tags: 'working',
          invoke: {
            src: 'link',
            input: ({ context, event }) => ({ supplierId: context.supplierId as number, clientId: (event as { client: OnSystemSupplier }).client.id }),
            onDone: {
              target: '#supplierLink.closed',
              actions: [
                { type: 'tellFormId', params: ({ event }) => event.output },
                { type: 'tellFormName', params: ({ event }) => event.output },
                { type: 'notifyLinked', params: ({ event }) => ({ name: event.output.supplier_client_name ?? '' }) },
              ],
            },
            onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error, LINK_MESSAGES.linkFailed) }) },
          },
        },
        unlinking: {
          tags: 'working',
          invoke: {
            src: 'unlink',
            input: ({ context }) => ({ supplierId: context.supplierId as number }),
            onDone: {
              target: '#supplierLink.closed',
              actions: [{ type: 'tellFormId', params: ({ event }) => event.output }, { type: 'tellFormName', params: ({ event }) => event.output }, 'notifyUnlinked'],
            },
            onError: { target: 'choosing', actions: assign({ error: ({ event }) => messageOf(event.error, LINK_MESSAGES.unlinkFailed) }) },
          },
        },
      },
    },
  },
});
