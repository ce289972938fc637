// Starting a cycle count (merchant-operations.md "Start cycle count screen" and section 5): the user
// chooses the areas to count (at least one), may add notes, and presses Start. The start screen
// creates an OPEN batch with them; the sheet of a DRAFT batch starts that batch (decisions.md).
// Supply `loadAreas`, `start` and `notify`; the machine ends with the started batch as its output.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf, type Notice } from '../failure';

export type StockArea = components['schemas']['StockArea'];
export type StartedBatch = components['schemas']['CycleCountDetail'];

export interface StartCountInput {
  /** What a failed start says when the server gives no detail. */
  failedText: string;
}

export interface StartCountContext {
  areas: StockArea[];
  selected: number[];
  notes: string;
  /** 'Select at least one area.' after a Start without one. */
  error: string | null;
  failedText: string;
  started: StartedBatch | null;
}

export type StartCountEvent = { type: 'areas.retry' } | { type: 'area.toggle'; areaId: number } | { type: 'notes.change'; notes: string } | { type: 'start.submit' };

export const START_TEXT = {
  noArea: 'Select at least one area.',
  createFailed: 'Failed to create cycle count.',
  startFailed: 'Failed to start cycle count.',
  areasFailed: 'Failed to load stock areas.',
} as const;

/** The server's word on the chosen areas (`{"areas": [...]}`), shown under them. */
const areasError = (error: unknown): string | null => (error as { fieldErrors?: { areas?: string[] } } | null)?.fieldErrors?.areas?.[0] ?? null;

export const startCountMachine = setup({
  types: {
    context: {} as StartCountContext,
    events: {} as StartCountEvent,
    input: {} as StartCountInput,
    output: {} as StartedBatch,
  },
  actors: {
    loadAreas: fromPromise<StockArea[]>(async () => {
      throw new Error('loadAreas is not provided');
    }),
    start: fromPromise<StartedBatch, { areas: number[]; notes: string | null }>(async () => {
      throw new Error('start is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    noAreaChosen: ({ context }) => context.selected.length === 0,
  },
}).createMachine({
  id: 'startCount',
  context: ({ input }) => ({ areas: [], selected: [], notes: '', error: null, failedText: input.failedText, started: null }),
  initial: 'loadingAreas',
  output: ({ context }) => context.started!,
  states: {
    loadingAreas: {
      tags: 'loading',
      invoke: {
        src: 'loadAreas',
        // Only active areas are counted.
        onDone: { target: 'choosing', actions: assign({ areas: ({ event }) => event.output.filter((a) => a.is_active) }) },
        onError: { target: 'areasFailed', actions: assign({ error: ({ event }) => messageOf(event.error, START_TEXT.areasFailed) }) },
      },
    },
    areasFailed: {
      tags: 'loadFailed',
      on: { 'areas.retry': { target: 'loadingAreas', actions: assign({ error: null }) } },
    },
    choosing: {
      tags: 'editable',
      on: {
        'area.toggle': {
          actions: assign(({ context, event }) => ({
            selected: context.selected.includes(event.areaId) ? context.selected.filter((id) => id !== event.areaId) : [...context.selected, event.areaId],
            error: null,
          })),
        },
        'notes.change': { actions: assign({ notes: ({ event }) => event.notes }) },
        'start.submit': [{ guard: 'noAreaChosen', actions: assign({ error: START_TEXT.noArea }) }, { target: 'starting' }],
      },
    },
    starting: {
      tags: 'starting',
      invoke: {
        src: 'start',
        input: ({ context }) => ({
          // In the order the areas are listed, whatever order they were ticked in.
          areas: context.areas.map((a) => a.id).filter((id) => context.selected.includes(id)),
          notes: context.notes.trim() || null,
        }),
        onDone: { target: 'started', actions: assign({ started: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: [
            assign({ error: ({ event }) => areasError(event.error) }),
            { type: 'notify', params: ({ context, event }) => ({ message: messageOf(event.error, context.failedText), variant: 'error' as const }) },
          ],
        },
      },
    },
    started: { type: 'final' },
  },
});

export type StartCountMachine = typeof startCountMachine;
