// Merchant dashboard (merchant-operations.md section 2): the counts of products, categories and
// suppliers, loaded once, with a retry after a failure. Supply `loadCounts` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../failure';

export interface CatalogueCounts {
  products: number;
  categories: number;
  suppliers: number;
}

export interface DashboardContext {
  counts: CatalogueCounts | null;
  error: string | null;
}

export const DASHBOARD_MESSAGES = { loadFailed: 'Failed to load the dashboard.' } as const;

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as { type: 'retry' },
  },
  actors: {
    loadCounts: fromPromise<CatalogueCounts>(async () => {
      throw new Error('loadCounts is not provided');
    }),
  },
}).createMachine({
  id: 'merchantDashboard',
  context: { counts: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadCounts',
        onDone: { target: 'ready', actions: assign({ counts: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, DASHBOARD_MESSAGES.loadFailed) }) },
      },
    },
    ready: { tags: 'ready' },
    failed: {
      tags: 'error',
      on: { retry: 'loading' },
    },
  },
});
