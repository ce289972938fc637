// Numbers a screen shows at a glance (the dashboards' summaries, the inventory dashboard's counts,
// the cycle count tabs' badges): loaded together, shown when all have come, with Retry after a
// failure and `reload` when something changed. Supply `loadCounts` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './failure';

export type Counts = Record<string, number>;

/** The machine for a summary of type `T` (a dashboard's one answer), held in `context.counts`. */
export function createSummaryMachine<T>() {
  return setup({
    types: {
      context: {} as { counts: T | null; error: string | null },
      events: {} as { type: 'retry' } | { type: 'reload' },
    },
    actors: {
      loadCounts: fromPromise<T>(async () => {
        throw new Error('loadCounts is not provided');
      }),
    },
  }).createMachine({
    id: 'counts',
    context: { counts: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        tags: 'loading',
        invoke: {
          src: 'loadCounts',
          onDone: { target: 'ready', actions: assign({ counts: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, 'Failed to load the counts.') }) },
        },
      },
      // The numbers stay in view while they load again.
      ready: { tags: 'ready', on: { reload: 'loading' } },
      failed: {
        tags: 'error',
        on: { retry: 'loading' },
      },
    },
  });
}

export const countsMachine = createSummaryMachine<Counts>();
