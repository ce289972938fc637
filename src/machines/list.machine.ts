import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './failure';
import { allowedBy, type RoleInput } from '../lib/roles';

/** Filters beside the search text (a status tab, a supplier, a date): name → value, '' for none. */
export type ListFilters = Record<string, string>;

/** What `fetchPage` receives. `page` is 1-based. */
export interface ListQuery {
  query: string;
  page: number;
  pageSize: number;
  filters: ListFilters;
}

/** What `fetchPage` resolves to. */
export interface ListPage<Row> {
  rows: Row[];
  count: number;
}

/** With `role` and `operation` (the list's write call), `context.allowed` says whether the screen offers its writes. */
export interface ListInput extends RoleInput {
  pageSize?: number;
  /** Search debounce in ms; default 300, 0 fetches at once. */
  debounceMs?: number;
  /**
   * Fewest characters (after trimming) a search needs before anything is fetched; default 0. Below
   * it the list is `idle`: no rows, no call (a picker that starts searching at 2 characters).
   */
  minQuery?: number;
  /** The filters to start with (e.g. the tab in the URL). */
  filters?: ListFilters;
  /** The search and page to start from (a list whose state is in the URL). */
  query?: string;
  page?: number;
}

export interface ListContext<Row> extends ListQuery {
  debounceMs: number;
  minQuery: number;
  rows: Row[];
  count: number;
  error: string | null;
  loaded: boolean;
  /** Whether the member's role may make the list's write call (decisions.md "Roles"). */
  allowed: boolean;
}

export type ListEvent =
  | { type: 'search.change'; query: string }
  | { type: 'page.goto'; page: number }
  | { type: 'pageSize.change'; pageSize: number }
  /** Merges into the filters (no debounce) and goes back to page 1. */
  | { type: 'filters.change'; filters: ListFilters }
  | { type: 'reload' }
  /** The URL now says another state (a link to the list with other search parameters): take it all and fetch. */
  | ({ type: 'state.restore' } & ListQuery);

/** Adapts the two list shapes the API answers (plain array or `{count, results}`). */
export function toListPage<Row>(data: Row[] | { count: number; results: Row[] }): ListPage<Row> {
  return Array.isArray(data) ? { rows: data, count: data.length } : { rows: data.results, count: data.count };
}

/** Number of pages (at least 1) for a list snapshot or context. */
export function selectPageCount(s: { context: { count: number; pageSize: number } }): number {
  return Math.max(1, Math.ceil(s.context.count / Math.max(1, s.context.pageSize)));
}

/**
 * A paged, searchable list. Supply `fetchPage` with `.provide({ actors: { fetchPage } })`, and
 * optionally `notifyFailed` (it sees `context.error`) for a list whose failed load also toasts.
 */
export function createListMachine<Row = unknown>() {
  return setup({
    types: {
      context: {} as ListContext<Row>,
      events: {} as ListEvent,
      input: {} as ListInput,
    },
    actors: {
      fetchPage: fromPromise<ListPage<Row>, ListQuery>(async () => {
        throw new Error('fetchPage is not provided');
      }),
    },
    delays: {
      searchDebounce: ({ context }) => context.debounceMs,
    },
    guards: {
      noDebounce: ({ context }) => context.debounceMs <= 0,
      belowMinQuery: ({ context }) => context.minQuery > 0 && context.query.trim().length < context.minQuery,
      hasLoaded: ({ context }) => context.loaded,
      isEmpty: ({ context }) => context.rows.length === 0,
    },
    actions: {
      setQuery: assign(({ event }) => (event.type === 'search.change' ? { query: event.query, page: 1 } : {})),
      notifyFailed: () => {},
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => ({
      query: input.query ?? '',
      page: Math.max(1, Math.floor(input.page ?? 1)),
      pageSize: input.pageSize ?? 10,
      debounceMs: input.debounceMs ?? 300,
      minQuery: input.minQuery ?? 0,
      filters: input.filters ?? {},
      rows: [],
      count: 0,
      error: null,
      loaded: false,
      allowed: allowedBy(input),
    }),
    initial: 'fetch',
    on: {
      'search.change': [
        { guard: 'noDebounce', target: '.fetch', actions: 'setQuery' },
        { target: '.debouncing', actions: 'setQuery' },
      ],
      'page.goto': {
        target: '.fetch',
        actions: assign({ page: ({ event }) => Math.max(1, Math.floor(event.page)) }),
      },
      'pageSize.change': {
        target: '.fetch',
        actions: assign({ pageSize: ({ event }) => Math.max(1, event.pageSize), page: 1 }),
      },
      'filters.change': {
        target: '.fetch',
        actions: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), page: 1 }),
      },
      reload: '.fetch',
      'state.restore': {
        target: '.fetch',
        actions: assign(({ event }) => ({ query: event.query, page: Math.max(1, Math.floor(event.page)), pageSize: Math.max(1, event.pageSize), filters: event.filters })),
      },
    },
    states: {
      debouncing: {
        after: { searchDebounce: 'fetch' },
      },
      fetch: {
        always: [
          { guard: 'belowMinQuery', target: 'idle', actions: assign({ rows: [], count: 0, error: null }) },
          { guard: 'hasLoaded', target: 'fetching.searching' },
          { target: 'fetching.loading' },
        ],
      },
      // The search is too short to fetch: nothing is shown and nothing is asked.
      idle: { tags: 'idle' },
      fetching: {
        initial: 'loading',
        states: {
          loading: { tags: 'loading' },
          searching: { tags: 'searching' },
        },
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query, page: context.page, pageSize: context.pageSize, filters: context.filters }),
          onDone: [
            {
              // The page vanished (e.g. its last row was deleted): go to the last page.
              guard: ({ context, event }) => event.output.rows.length === 0 && event.output.count > 0 && context.page > 1,
              target: 'fetch',
              actions: assign({ page: ({ context, event }) => Math.ceil(event.output.count / context.pageSize) }),
            },
            {
              target: 'settled',
              actions: assign(({ event }) => ({ rows: event.output.rows, count: event.output.count, error: null, loaded: true })),
            },
          ],
          onError: { target: 'failed', actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'notifyFailed'] },
        },
      },
      settled: {
        always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'ready' }],
      },
      ready: { tags: 'ready' },
      empty: { tags: 'empty' },
      failed: { tags: 'error' },
    },
  });
}

/** The list machine with untyped rows; prefer `createListMachine<Row>()` for typed rows. */
export const listMachine = createListMachine();
export type ListMachine<Row = unknown> = ReturnType<typeof createListMachine<Row>>;
