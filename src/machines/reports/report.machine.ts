// One machine for every report screen (issue 26, item 3): a date range, the report loaded for it
// and the report's own filters (a change loads again, the last answer staying in view), Retry after a failure, and
// `export` handing the loaded report to the provided `exportReport` action (a CSV download).
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../failure';

export interface DateRange {
  /** yyyy-mm-dd, or '' for no bound. */
  from: string;
  to: string;
}

/** A report's range and its own choices (the variance report's count, the usage report's two counts). */
export interface ReportParams extends DateRange {
  cycleCount?: number | null;
  opening?: number | null;
  closing?: number | null;
}

export const REPORT_TEXT = {
  loadFailed: 'Failed to load the report.',
  badRange: 'The last day must be on or after the first day.',
} as const;

/** The machine for a report of type `T`; supply `loadReport` and `exportReport` with `.provide()`. */
export function createReportMachine<T>() {
  type P = ReportParams;
  return setup({
    types: {
      input: {} as { range: P },
      context: {} as { range: P; report: T | null; error: string | null },
      events: {} as { type: 'range.change'; range: Partial<P> } | { type: 'retry' } | { type: 'export' },
    },
    actors: {
      loadReport: fromPromise<T, P>(async () => {
        throw new Error('loadReport is not provided');
      }),
    },
    actions: {
      exportReport: (_, _params: { report: T; range: P }) => {
        throw new Error('exportReport is not provided');
      },
    },
    guards: {
      rangeValid: ({ context }) => !context.range.from || !context.range.to || context.range.from <= context.range.to,
    },
  }).createMachine({
    id: 'report',
    context: ({ input }) => ({ range: input.range, report: null, error: null }),
    initial: 'checking',
    on: {
      'range.change': { target: '.checking', actions: assign({ range: ({ context, event }) => ({ ...context.range, ...event.range }) }) },
    },
    states: {
      checking: {
        always: [
          { guard: 'rangeValid', target: 'loading' },
          { target: 'failed', actions: assign({ error: REPORT_TEXT.badRange }) },
        ],
      },
      loading: {
        tags: 'loading',
        invoke: {
          src: 'loadReport',
          input: ({ context }) => context.range,
          onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, REPORT_TEXT.loadFailed) }) },
        },
      },
      ready: {
        tags: 'ready',
        on: { export: { actions: { type: 'exportReport', params: ({ context }) => ({ report: context.report!, range: context.range }) } } },
      },
      failed: { tags: 'error', on: { retry: 'checking' } },
    },
  });
}
