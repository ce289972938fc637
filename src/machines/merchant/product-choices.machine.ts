// What the product form chooses from (platform.md sections 3 and 7): the categories, units and
// taxes of the merchant, loaded together (a failure shows a retry). The Create Unit modal is its
// child `createUnit`: a created unit joins the list and is announced with the emitted event
// `unit.created`, so the screen can select it in the product form. Supply `loadChoices` and the
// modal's `save` with `productChoicesWith(api)`.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf, type Notice } from '../failure';
import { createUnitMachine, emptyNewUnit, saveUnitWith, UNIT_MESSAGES, type Unit, type UnitBody } from './create-unit.machine';

export type Category = components['schemas']['Category'];
export type Tax = components['schemas']['Tax'];

export interface ProductChoices {
  categories: Category[];
  units: Unit[];
  taxes: Tax[];
}

export const CHOICES_MESSAGES = { loadFailed: 'Failed to load categories, units and taxes.' };

type Event = { type: 'retry' } | { type: 'unit.new' } | { type: 'unit.close' } | { type: 'unit.created'; unit: Unit } | { type: 'unit.failed' };

interface Context extends ProductChoices {
  error: string | null;
}

const byName = (a: Unit, b: Unit) => a.unit_choice.localeCompare(b.unit_choice);

export const productChoicesMachine = setup({
  types: { context: {} as Context, events: {} as Event, emitted: {} as { type: 'unit.created'; unit: Unit } },
  actors: {
    loadChoices: fromPromise<ProductChoices>(async () => {
      throw new Error('loadChoices is not provided');
    }),
    createUnitForm: createUnitMachine,
  },
  actions: {
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'productChoices',
  context: { categories: [], units: [], taxes: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadChoices',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error, CHOICES_MESSAGES.loadFailed) }) },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { retry: 'loading' } },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: { on: { 'unit.new': 'creatingUnit' } },
        // The Create Unit modal is open.
        creatingUnit: {
          tags: 'createUnit',
          invoke: { id: 'createUnit', src: 'createUnitForm', input: () => ({ initial: emptyNewUnit() }) },
          on: {
            'unit.close': 'idle',
            'unit.created': {
              target: 'idle',
              actions: [assign({ units: ({ context, event }) => [...context.units, event.unit].sort(byName) }), emit(({ event }) => ({ type: 'unit.created' as const, unit: event.unit }))],
            },
            'unit.failed': { actions: { type: 'notify', params: { message: UNIT_MESSAGES.createFailed, variant: 'error' } } },
          },
        },
      },
    },
  },
});

export type ProductChoicesMachine = typeof productChoicesMachine;

export interface ProductChoicesApi {
  loadChoices(): Promise<ProductChoices>;
  createUnit(body: UnitBody): Promise<Unit>;
}

/** The choices with their calls (the real API in the screen, stubs in tests). */
export function productChoicesWith(api: ProductChoicesApi) {
  return productChoicesMachine.provide({
    actors: {
      loadChoices: fromPromise(() => api.loadChoices()),
      createUnitForm: createUnitMachine.provide({ actors: { save: saveUnitWith(api.createUnit) } }),
    },
  });
}
