// One cycle count batch on its sheet, through the statuses of merchant-operations.md section 4 and
// decisions.md:
// - DRAFT: the user chooses areas and starts it (start-count machine) → OPEN.
// - OPEN: counts and notes are editable. Save needs unsaved edits (Ctrl/Cmd+S too). 'Finalize &
//   Update Stock' needs no unsaved edits and at least one saved count; conflicts are settled in the
//   finalize-count machine (per line, force, or re-snapshot). 'Add missing lines' only while OPEN.
//   Unsaved edits are backed up per batch (`storeEdits`, IndexedDB) and restored when the sheet
//   reopens (`readStoredEdits`). The `network` region follows the connection (`connectivity`):
//   offline, edits wait (Save is off); when it returns, they are saved (syncing, then synced).
// - FINALIZED: Post after 'Mark as POSTED?' → POSTED (locked); Reopen after its confirmation → OPEN.
// - Any status but ARCHIVED or CANCELLED: Archive after its confirmation, or cancel when archive
//   answers 404 (archive-count machine). Unsaved edits are discarded; the counts become read-only.
// Supply the actors, `notify` and `storeEdits` with `.provide()` (by default nothing is stored and the connection stays up).
import { and, assign, fromCallback, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { messageOf, type Notice } from '../failure';
import {
  changedLines,
  clearEdits,
  countedOf,
  fillExpected,
  hasEdits,
  lineById,
  NO_FILTER,
  remainingEdits,
  restorableEdits,
  settleStale,
  summarize,
  summaryAfterEdit,
  visibleLines,
  withEdit,
  withSaved,
  withServerLines,
  zeroUncounted,
  type CountLine,
  type Edits,
  type LineEdit,
  type SavedCountLine,
  type SheetSummary,
} from './count-sheet';
import { ARCHIVE_MESSAGES, archiveCountMachine } from './archive-count.machine';
import { finalizeCountMachine, type Batch, type FinalizeResult } from './finalize-count.machine';
import { START_TEXT, startCountMachine } from './start-count.machine';
import { countPowers, MESSAGES, type CycleCountContext, type CycleCountEvent, type CycleCountInput, type SaveAnswer, type SavedLine, type Sheet } from './cycle-count.types';

export { MESSAGES };
export type * from './cycle-count.types';
export type { Batch };

const success = (message: string): Notice => ({ message, variant: 'success' });
const failure =
  (fallback: string) =>
  ({ event }: { event: unknown }): Notice => ({ message: messageOf((event as { error?: unknown }).error, fallback), variant: 'error' });
/** A `notify` action: a fixed notice, or a failure's. */
const notify = (params: Notice | ReturnType<typeof failure>) => ({ type: 'notify', params }) as const;

// The edit events of an OPEN batch (editing, and saving: typing goes on while a save is on its way).
const EDIT_EVENTS = {
  'line.count': { actions: 'editLine' },
  'line.note': { actions: 'editLine' },
  'bulk.fill': { actions: 'fillVisible' },
  'bulk.zero': { actions: 'zeroVisible' },
  'bulk.clear': { actions: 'clearVisible' },
} as const;
const EDITED = Object.keys(EDIT_EVENTS) as (keyof typeof EDIT_EVENTS)[];
const ARCHIVE = { 'archive.request': { guard: 'mayArchive', target: '#cycleCount.archiving' } } as const;
const batchInput = ({ context }: { context: CycleCountContext }) => ({ batchId: context.batchId });
/** Backs up the unsaved edits as they are now (none: the backup is removed). */
const BACK_UP = { type: 'storeEdits', params: ({ context }: { context: CycleCountContext }) => ({ batchId: context.batchId, edits: context.edits }) } as const;
/** Unsaved edits and their backup go: a batch that is no longer OPEN keeps only saved data. */
const DISCARD_EDITS = ['forgetEdits', BACK_UP] as const;
/** Reads the batch and its lines, then shows the status's state (first load and every refresh). */
const LOAD_SHEET = {
  src: 'loadSheet',
  input: batchInput,
  onDone: { target: 'route', actions: 'showSheet' },
  onError: { target: 'loadFailed', actions: 'showLoadError' },
} as const;
/** Post or reopen of a FINALIZED batch: read it again when done, back to idle with the failure's toast. */
const finalizedCall = <Src extends 'postBatch' | 'reopenBatch'>(src: Src, done: string, failed: string) =>
  ({
    src,
    input: batchInput,
    onDone: { target: '#cycleCount.refreshing', actions: notify(success(done)) },
    onError: { target: 'idle', actions: notify(failure(failed)) },
  }) as const;
/** New edits (or lines) with their summary counted again in full: loads, saves and bulk edits. */
const withSummary = (lines: CountLine[], edits: Edits) => ({ lines, edits, summary: summarize(lines, edits) });
/** Why 'Finalize & Update Stock' cannot succeed now (the spec's words), or null when it may. */
export const finalizeBlocker = (summary: SheetSummary): string | null => (summary.edited > 0 ? MESSAGES.saveFirst : summary.saved === 0 ? MESSAGES.noSavedCounts : null);
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

export const cycleCountMachine = setup({
  types: {
    context: {} as CycleCountContext,
    events: {} as CycleCountEvent,
    input: {} as CycleCountInput,
  },
  actors: {
    loadSheet: fromPromise<Sheet, { batchId: number }>(notProvided('loadSheet')),
    saveLines: fromPromise<SaveAnswer, { batchId: number; lines: SavedLine[] }>(notProvided('saveLines')),
    addMissingLines: fromPromise<{ added: number }, { batchId: number }>(notProvided('addMissingLines')),
    postBatch: fromPromise<Batch, { batchId: number }>(notProvided('postBatch')),
    reopenBatch: fromPromise<Batch, { batchId: number }>(notProvided('reopenBatch')),
    startCount: startCountMachine,
    finalizeCount: finalizeCountMachine,
    archiveCount: archiveCountMachine,
    readStoredEdits: fromPromise<Edits | null, { batchId: number }>(async () => null),
    /** Sends `connection.online` or `connection.offline` at once and on every change. */
    connectivity: fromCallback<CycleCountEvent>(() => {}),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    storeEdits: (_, _params: { batchId: number; edits: Edits }) => {},
    showSheet: assign(({ context, event }) => {
      const { batch, lines } = (event as unknown as { output: Sheet }).output;
      return { batch, ...withSummary(lines, context.edits), visible: visibleLines(lines, context.edits, context.filter), error: null };
    }),
    // A keystroke: one line's edit and the summary follow it, whatever the number of lines.
    editLine: assign(({ context, event }) => {
      const e = event as Extract<CycleCountEvent, { type: 'line.count' | 'line.note' }>;
      const line = lineById(context.lines, e.lineId);
      if (!line) return {};
      const change: LineEdit = e.type === 'line.count' ? { counted_qty: e.counted } : { note: e.note };
      const edits = withEdit(context.edits, line, change);
      return { edits, summary: summaryAfterEdit(context.summary, line, context.edits[line.id], edits[line.id]) };
    }),
    fillVisible: assign(({ context }) => withSummary(context.lines, fillExpected(context.edits, context.lines, context.visible))),
    zeroVisible: assign(({ context }) => withSummary(context.lines, zeroUncounted(context.edits, context.lines, context.visible))),
    clearVisible: assign(({ context }) => withSummary(context.lines, clearEdits(context.edits, context.lines, context.visible))),
    showLoadError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error, MESSAGES.loadFailed) }),
    forgetEdits: assign(({ context }) => ({ ...withSummary(context.lines, {}), stored: null })),
    restoreEdits: assign(({ context }) => ({ ...withSummary(context.lines, restorableEdits(context.stored ?? {}, context.lines)), stored: null })),
    keepStoredEdits: assign({ stored: ({ context, event }) => (event as { output?: Edits | null }).output ?? context.stored }),
    refilter: assign(({ context }) => ({ visible: visibleLines(context.lines, context.edits, context.filter) })),
    // Another counter's saves: newer lines are shown; an unsaved edit on one stays (it is the user's),
    // and saving it later asks mine or theirs (its version is the one it was typed on).
    showSavedLines: assign(({ context, event }) => {
      const lines = withServerLines(context.lines, (event as Extract<CycleCountEvent, { type: 'lines.saved' }>).lines);
      return lines === context.lines ? {} : withSummary(lines, remainingEdits(context.edits, lines));
    }),
    askStale: assign({ stale: ({ event }) => (event as unknown as { output: { lines: SavedCountLine[] } }).output.lines.map((line) => ({ line, keep: 'mine' as const })), sending: [] }),
    keepStale: assign({
      stale: ({ context, event }) => {
        const e = event as Extract<CycleCountEvent, { type: 'stale.keep' | 'stale.keepAll' }>;
        return context.stale.map((c) => (e.type === 'stale.keepAll' || c.line.id === e.lineId ? { ...c, keep: e.keep } : c));
      },
    }),
    settleStale: assign(({ context }) => {
      const { lines, edits } = settleStale(context.lines, context.edits, context.stale);
      return { ...withSummary(lines, edits), stale: [] };
    }),
    showFound: assign(({ context, event }) => {
      const { lineId } = event as Extract<CycleCountEvent, { type: 'line.find' }>;
      const line = lineById(context.lines, lineId)!;
      // The product's code as stored (a UPC-A may have been scanned as its EAN-13).
      const code = line.barcode ?? (event as Extract<CycleCountEvent, { type: 'line.find' }>).code;
      // 'Show uncounted only' is turned off only when it would hide the line found.
      const uncountedOnly = context.filter.uncountedOnly && countedOf(line, context.edits[lineId]) === null;
      return { filter: { query: code, uncountedOnly }, focus: { lineId, n: (context.focus?.n ?? 0) + 1 } };
    }),
  },
  guards: {
    // The role's batch actions (decisions.md "Roles"): a staff member counts but does not close a count.
    mayFinalize: ({ context }) => context.may.finalize,
    mayPost: ({ context }) => context.may.post,
    mayReopen: ({ context }) => context.may.reopen,
    mayArchive: ({ context }) => context.may.archive,
    isDraft: ({ context }) => context.batch?.status === 'DRAFT',
    isOpen: ({ context }) => context.batch?.status === 'OPEN',
    isFinalized: ({ context }) => context.batch?.status === 'FINALIZED',
    isPosted: ({ context }) => context.batch?.status === 'POSTED',
    isArchived: ({ context }) => context.batch?.status === 'ARCHIVED',
    hasNoBackup: ({ context }) => context.stored === null,
    lineExists: ({ context, event }) => lineById(context.lines, (event as Extract<CycleCountEvent, { type: 'line.find' }>).lineId) !== undefined,
    backupChangesNothing: ({ context }) => !hasEdits(restorableEdits(context.stored ?? {}, context.lines)),
    hasEdits: ({ context }) => context.summary.edited > 0,
    // Offline, edits wait for the connection instead (the network region saves them when it returns).
    maySave: and([({ context }) => context.summary.edited > 0, not(stateIn({ open: { network: 'offline' } }))]),
    hasEditsAfterChoosing: ({ context }) => hasEdits(settleStale(context.lines, context.edits, context.stale).edits),
    hasNoSavedCount: ({ context }) => context.summary.saved === 0,
    wasStale: ({ event }) => (event as { output?: SaveAnswer }).output?.kind === 'stale',
    wasFinalized: ({ event }) => (event as { output?: FinalizeResult }).output?.kind === 'finalized',
    wasResnapshotted: ({ event }) => (event as { output?: FinalizeResult }).output?.kind === 'resnapshotted',
    wasClosed: ({ event }) => (event as { output?: Batch | null }).output != null,
  },
  delays: {
    /** How long typing may pause before the unsaved edits are backed up. */
    backupDelay: 500,
  },
}).createMachine({
  id: 'cycleCount',
  context: ({ input }) => ({
    batchId: input.batchId,
    may: countPowers(input.role),
    batch: null,
    ...withSummary([], {}),
    stored: null,
    filter: NO_FILTER,
    visible: [],
    focus: null,
    sending: [],
    stale: [],
    error: null,
  }),
  initial: 'readingStored',
  on: {
    // The line filter works in every status; the shown lines are recomputed here, not on each edit.
    'filter.query': { actions: [assign({ filter: ({ context, event }) => ({ ...context.filter, query: event.query }) }), 'refilter'] },
    'filter.uncounted': { actions: [assign({ filter: ({ context, event }) => ({ ...context.filter, uncountedOnly: event.uncountedOnly }) }), 'refilter'] },
    // A scan found a line: the filter shows the product's lines (each area's, by its barcode) and its box takes the focus.
    'line.find': { guard: 'lineExists', actions: ['showFound', 'refilter'] },
  },
  states: {
    // Edits kept on this device by an earlier visit, read before the sheet.
    readingStored: {
      tags: 'loading',
      invoke: { src: 'readStoredEdits', input: batchInput, onDone: { target: 'loading', actions: 'keepStoredEdits' }, onError: 'loading' },
    },
    loading: { tags: 'loading', invoke: LOAD_SHEET },
    loadFailed: {
      tags: 'loadFailed',
      on: { retry: 'loading' },
    },
    // After a transition the sheet is read again (status, stock effects, new lines) while shown.
    refreshing: { tags: 'refreshing', invoke: LOAD_SHEET },
    route: {
      always: [
        { guard: 'isDraft', target: 'draft' },
        { guard: 'isOpen', target: 'restoring' },
        { guard: 'isFinalized', target: 'finalized', actions: DISCARD_EDITS },
        { guard: 'isPosted', target: 'posted', actions: DISCARD_EDITS },
        { guard: 'isArchived', target: 'archived', actions: DISCARD_EDITS },
        { target: 'cancelled', actions: DISCARD_EDITS },
      ],
    },
    draft: {
      tags: 'draft',
      invoke: {
        id: 'start',
        src: 'startCount',
        input: { failedText: START_TEXT.startFailed },
        onDone: { target: 'refreshing', actions: notify(success(MESSAGES.started)) },
      },
      on: ARCHIVE,
    },
    // Edits backed up by an earlier visit (typed offline, or never saved) are back in the sheet.
    restoring: {
      always: [
        { guard: 'hasNoBackup', target: 'open' },
        // Backed-up edits that change nothing (saved since, or their lines gone) are dropped.
        { guard: 'backupChangesNothing', target: 'open', actions: DISCARD_EDITS },
        { target: 'open', actions: ['restoreEdits', 'refilter'] },
      ],
    },
    open: {
      type: 'parallel',
      on: { 'lines.saved': { actions: ['showSavedLines'] } },
      states: {
        work: {
          initial: 'editing',
          states: {
            editing: {
              tags: 'editable',
              on: {
                ...EDIT_EVENTS,
                ...ARCHIVE,
                'counts.save': { guard: 'maySave', target: 'saving' },
                'finalize.request': [
                  { guard: and(['mayFinalize', 'hasEdits']), actions: notify({ message: MESSAGES.saveFirst, variant: 'error' }) },
                  { guard: and(['mayFinalize', 'hasNoSavedCount']), actions: notify({ message: MESSAGES.noSavedCounts, variant: 'error' }) },
                  { guard: 'mayFinalize', target: 'finalizing' },
                ],
                'lines.addMissing': 'addingLines',
                'lines.reload': '#cycleCount.refreshing',
              },
            },
            saving: {
              tags: ['editable', 'saving'],
              on: EDIT_EVENTS,
              entry: assign({ sending: ({ context }) => changedLines(context.edits) }),
              invoke: {
                src: 'saveLines',
                input: ({ context }) => ({ batchId: context.batchId, lines: context.sending }),
                onDone: [
                  // Someone else saved some of these lines since: nothing was saved; the user chooses per line.
                  // The sync (network region) ends here too: the choice is the user's now.
                  { guard: 'wasStale', target: 'choosing', actions: ['askStale', raise({ type: 'counts.saveFailed' })] },
                  {
                    target: 'editing',
                    actions: [
                      assign(({ context, event }) => {
                        const output = event.output?.kind === 'stale' ? undefined : event.output;
                        const lines = withServerLines(withSaved(context.lines, context.sending), output?.lines ?? []);
                        // The header's 'Last saved' follows the save, without a reload.
                        const savedAt = output?.last_saved_at;
                        const batch = context.batch && savedAt ? { ...context.batch, last_saved_at: savedAt } : context.batch;
                        return { batch, ...withSummary(lines, remainingEdits(context.edits, lines)), sending: [] };
                      }),
                      'refilter',
                      BACK_UP,
                      notify(success(MESSAGES.saved)),
                      raise({ type: 'counts.saved' }),
                    ],
                  },
                ],
                // The edits stay, and stay backed up: a lost connection loses nothing.
                onError: { target: 'editing', actions: [assign({ sending: [] }), notify(failure(MESSAGES.saveFailed)), raise({ type: 'counts.saveFailed' })] },
              },
            },
            // Mine or theirs, per stale line (the user's edits stay until they choose); then the
            // edits left are saved again, on the versions the other counter saved.
            choosing: {
              tags: 'choosing',
              on: {
                'stale.keep': { actions: 'keepStale' },
                'stale.keepAll': { actions: 'keepStale' },
                'stale.done': [
                  { guard: 'hasEditsAfterChoosing', target: 'saving', actions: ['settleStale', 'refilter', BACK_UP] },
                  { target: 'editing', actions: ['settleStale', 'refilter', BACK_UP, notify(success(MESSAGES.staleSettled))] },
                ],
              },
            },
            addingLines: {
              tags: 'addingLines',
              invoke: {
                src: 'addMissingLines',
                input: batchInput,
                onDone: { target: '#cycleCount.refreshing', actions: { type: 'notify', params: ({ event }) => success(MESSAGES.added(event.output.added)) } },
                onError: { target: 'editing', actions: notify(failure(MESSAGES.addFailed)) },
              },
            },
            finalizing: {
              tags: 'finalizing',
              invoke: {
                id: 'finalize',
                src: 'finalizeCount',
                input: batchInput,
                onDone: [
                  { guard: 'wasFinalized', target: '#cycleCount.refreshing', actions: [...DISCARD_EDITS, notify(success(MESSAGES.finalized))] },
                  { guard: 'wasResnapshotted', target: '#cycleCount.refreshing', actions: notify(success(MESSAGES.resnapshotted)) },
                  { target: 'editing' },
                ],
              },
            },
          },
        },
        // The connection: offline, edits wait; when it returns, what waits is saved ('Syncing...', then 'Saved').
        network: {
          invoke: { src: 'connectivity' },
          initial: 'online',
          states: {
            online: { on: { 'connection.offline': 'offline' } },
            offline: {
              tags: 'offline',
              on: { 'connection.online': [{ guard: 'hasEdits', target: 'syncing' }, { target: 'online' }] },
            },
            syncing: {
              tags: 'syncing',
              entry: raise({ type: 'counts.save' }),
              // A refused save (a 409 included) is the work region's to show; the edits stay.
              on: { 'counts.saved': 'synced', 'counts.saveFailed': 'online', 'connection.offline': 'offline' },
            },
            synced: { tags: 'synced', on: { 'connection.offline': 'offline', ...Object.fromEntries(EDITED.map((type) => [type, 'online'])) } },
          },
        },
        // Unsaved edits are backed up once typing pauses, and at once on a flush (leaving the page).
        backup: {
          initial: 'idle',
          states: {
            idle: { on: Object.fromEntries(EDITED.map((type) => [type, 'pending'])) },
            pending: {
              after: { backupDelay: { target: 'idle', actions: BACK_UP } },
              on: {
                ...Object.fromEntries(EDITED.map((type) => [type, { target: 'pending', reenter: true }])),
                'backup.flush': { target: 'idle', actions: BACK_UP },
              },
            },
          },
        },
      },
    },
    finalized: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'post.request': { guard: 'mayPost', target: 'confirmPost' },
            'reopen.request': { guard: 'mayReopen', target: 'confirmReopen' },
            ...ARCHIVE,
          },
        },
        confirmPost: { tags: 'confirmPost', on: { 'confirm.yes': 'posting', 'confirm.no': 'idle' } },
        posting: {
          tags: ['confirmPost', 'working'],
          invoke: finalizedCall('postBatch', MESSAGES.posted, MESSAGES.postFailed),
        },
        confirmReopen: { tags: 'confirmReopen', on: { 'confirm.yes': 'reopening', 'confirm.no': 'idle' } },
        reopening: {
          tags: ['confirmReopen', 'working'],
          invoke: finalizedCall('reopenBatch', MESSAGES.reopened, MESSAGES.reopenFailed),
        },
      },
    },
    posted: { tags: 'locked', on: ARCHIVE },
    archived: { tags: 'closed' },
    cancelled: { tags: 'closed' },
    archiving: {
      invoke: {
        id: 'archive',
        src: 'archiveCount',
        input: batchInput,
        onDone: [
          { guard: 'wasClosed', target: 'refreshing', actions: [...DISCARD_EDITS, notify(success(ARCHIVE_MESSAGES.archived))] },
          // Kept, or refused: back to the batch as it was, unsaved edits included.
          { target: 'route' },
        ],
      },
    },
  },
});

export type CycleCountMachine = typeof cycleCountMachine;
