// What a catalog is assigned (docs/decisions.md: the catalog detail assigns merchants and
// products): the assigned items with a Remove each, and an 'Add' choice among the supplier's
// other items. Each change is one call that answers the catalog's new list; one change at a time.
// The choices load beside (a failure there only blocks adding). Used once for merchants and once
// for products: supply `listChoices`, `add`, `remove` and the `notify` action, and the texts. A
// product may be added at a catalog price (issue 22): empty follows the product's list price. A role
// that may not change catalogs (input `role` and `operation`: staff) adds and removes nothing.
import { assign, fromPromise, setup } from 'xstate';
import { allowedBy, type RoleInput } from '../../lib/roles';
import { numberOrNull } from '../../lib/text';
import { messageOf, type Notice } from '../failure';
import { amountError } from './amount';

export interface Assignable {
  id: number;
  name: string;
  /** A catalog's product: its list price, its price in the catalog, and whether the catalog sets its own. */
  list_price?: number;
  price?: number;
  has_catalog_price?: boolean;
}

export interface AssignmentTexts {
  added: (name: string) => string;
  removed: (name: string) => string;
  addFailed: string;
  removeFailed: string;
}

export interface AssignmentChange {
  catalogId: number;
  id: number;
  /** The catalog price to add a product at (null: the list price). */
  price?: number | null;
}

export interface CatalogAssignmentsInput extends RoleInput {
  catalogId: number;
  assigned: Assignable[];
  texts: AssignmentTexts;
}

export interface CatalogAssignmentsContext extends Omit<CatalogAssignmentsInput, keyof RoleInput> {
  /** Whether the member's role may change the catalog's assignments (decisions.md "Roles"). */
  allowed: boolean;
  /** Every item of the supplier that could be assigned. */
  choices: Assignable[];
  selected: number | null;
  /** The item being taken off. */
  removing: Assignable | null;
  /** The price typed for the product to add ('' for its list price). */
  price: string;
}

export type CatalogAssignmentsEvent =
  { type: 'choices.retry' } | { type: 'item.select'; id: number | null } | { type: 'price.change'; price: string } | { type: 'item.add' } | { type: 'item.remove'; item: Assignable };

/** The items not assigned yet, by name. */
export function addable(context: Pick<CatalogAssignmentsContext, 'assigned' | 'choices'>): Assignable[] {
  const mine = new Set(context.assigned.map((a) => a.id));
  return context.choices.filter((c) => !mine.has(c.id)).sort((a, b) => a.name.localeCompare(b.name));
}

const nameOf = (context: CatalogAssignmentsContext, id: number | null) => context.choices.find((c) => c.id === id)?.name ?? '';

export const catalogAssignmentsMachine = setup({
  types: {
    context: {} as CatalogAssignmentsContext,
    events: {} as CatalogAssignmentsEvent,
    input: {} as CatalogAssignmentsInput,
  },
  actors: {
    listChoices: fromPromise<Assignable[]>(async () => {
      throw new Error('listChoices is not provided');
    }),
    add: fromPromise<Assignable[], AssignmentChange>(async () => {
      throw new Error('add is not provided');
    }),
    remove: fromPromise<Assignable[], AssignmentChange>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    selectionAddable: ({ context }) => context.allowed && addable(context).some((c) => c.id === context.selected) && amountError(context.price) === null,
  },
}).createMachine({
  id: 'catalogAssignments',
  context: ({ input }) => ({ catalogId: input.catalogId, assigned: input.assigned, texts: input.texts, allowed: allowedBy(input), choices: [], selected: null, removing: null, price: '' }),
  type: 'parallel',
  states: {
    choices: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'choicesLoading',
          invoke: {
            src: 'listChoices',
            onDone: { target: 'ready', actions: assign({ choices: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        failed: { tags: 'choicesFailed', on: { 'choices.retry': 'loading' } },
        ready: {},
      },
    },
    assignment: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'item.select': { actions: assign({ selected: ({ event }) => event.id }) },
            'price.change': { actions: assign({ price: ({ event }) => event.price }) },
            'item.add': { guard: 'selectionAddable', target: 'adding' },
            'item.remove': { guard: 'allowed', target: 'removing', actions: assign({ removing: ({ event }) => event.item }) },
          },
        },
        adding: {
          tags: ['busy', 'adding'],
          invoke: {
            src: 'add',
            input: ({ context }) => ({ catalogId: context.catalogId, id: context.selected!, price: numberOrNull(context.price) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context }) => ({ message: context.texts.added(nameOf(context, context.selected)), variant: 'success' as const }) },
                assign({ assigned: ({ event }) => event.output, selected: null, price: '' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ context, event }) => ({ message: messageOf(event.error, context.texts.addFailed), variant: 'error' as const }) },
            },
          },
        },
        removing: {
          tags: ['busy', 'removing'],
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ catalogId: context.catalogId, id: context.removing!.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context }) => ({ message: context.texts.removed(context.removing!.name), variant: 'success' as const }) },
                assign({ assigned: ({ event }) => event.output, removing: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context, event }) => ({ message: messageOf(event.error, context.texts.removeFailed), variant: 'error' as const }) },
                assign({ removing: null }),
              ],
            },
          },
        },
      },
    },
  },
});

export type CatalogAssignmentsMachine = typeof catalogAssignmentsMachine;
