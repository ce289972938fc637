// One machine for every report screen (issue 26, item 3): a date range, the report loaded for it
// and the report's own filters (a change loads again, the last answer staying in view), Retry after a failure, and
// `export` handing the loaded report to the provided `exportReport` action (a CSV download).
import { assign, fromPromise, setup } from 'xstate';
import { allowedBy, roleNoteFor, type RoleInput } from '../../lib/roles';
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
  const machine = setup({
    types: {
      /** With `role` and `operation` (the report's call), a role that may not read it is refused before any call. */
      input: {} as { range: P } & RoleInput,
      context: {} as { range: P; report: T | null; error: string | null; roleNote: string | null },
      events: {} as { type: 'range.change'; range: Partial<P> } | { type: 'retry' } | { type: 'export' },
    },
    actors: {
      loadReport: fromPromise<T, P>(async () => {
        throw new Error('loadReport is not provided');
      }),
    },
    actions: {
      changeRange: assign({ range: ({ context, event }) => (event.type === 'range.change' ? { ...context.range, ...event.range } : context.range) }),
      exportReport: (_, _params: { report: T; range: P }) => {
        throw new Error('exportReport is not provided');
      },
    },
    guards: {
      allowed: ({ context }) => context.roleNote === null,
      rangeValid: ({ context }) => !context.range.from || !context.range.to || context.range.from <= context.range.to,
    },
  });
  // A new range (or filter) loads again, from whichever state but `refused`.
  const changeRange = { target: '#report.checking', actions: 'changeRange' } as const;
  return machine.createMachine({
    id: 'report',
    context: ({ input }) => ({ range: input.range, report: null, error: null, roleNote: allowedBy(input) ? null : roleNoteFor(input, 'create') }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'allowed', target: 'checking' }, { target: 'refused' }] },
      // Typed by URL by a role that may not read the report: nothing is asked; the screen says why (`roleNote`).
      refused: { tags: 'refused' },
      checking: {
        always: [
          { guard: 'rangeValid', target: 'loading' },
          { target: 'failed', actions: assign({ error: REPORT_TEXT.badRange }) },
        ],
      },
      loading: {
        tags: 'loading',
        on: { 'range.change': changeRange },
        invoke: {
          src: 'loadReport',
          input: ({ context }) => context.range,
          onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, REPORT_TEXT.loadFailed) }) },
        },
      },
      ready: {
        tags: 'ready',
        on: { 'range.change': changeRange, export: { actions: { type: 'exportReport', params: ({ context }) => ({ report: context.report!, range: context.range }) } } },
      },
      failed: { tags: 'error', on: { 'range.change': changeRange, retry: 'checking' } },
    },
  });
}
