// The cycle-count machine's setup: its actors, actions, guards and delays, and the pieces of
// config its states share (edit events, the backup, notices). The states are in
// cycle-count.machine.ts (the statuses), cycle-count.open.ts (an OPEN batch's work) and
// cycle-count.network.ts (online, offline, syncing, and the backup of unsaved edits).
import { and, assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import { messageOf, type Notice } from '../failure';
import {
  clearEdits,
  countedOf,
  fillExpected,
  hasEdits,
  lineById,
  remainingEdits,
  restorableEdits,
  settleStale,
  summarize,
  summaryAfterEdit,
  visibleLines,
  withEdit,
  withServerLines,
  zeroUncounted,
  type CountLine,
  type Edits,
  type LineEdit,
  type SavedCountLine,
  type SheetSummary,
} from './count-sheet';
import { archiveCountMachine } from './archive-count.machine';
import { finalizeCountMachine, type Batch, type FinalizeResult } from './finalize-count.machine';
import { startCountMachine } from './start-count.machine';
import { MESSAGES, type CycleCountContext, type CycleCountEvent, type CycleCountInput, type KeptEdits, type SaveAnswer, type SavedLine, type Sheet } from './cycle-count.types';

export const success = (message: string): Notice => ({ message, variant: 'success' });
export const failure =
  (fallback: string) =>
  ({ event }: { event: unknown }): Notice => ({ message: messageOf((event as { error?: unknown }).error, fallback), variant: 'error' });
/** A `notify` action: a fixed notice, or a failure's. */
export const notify = (params: Notice | ReturnType<typeof failure>) => ({ type: 'notify', params }) as const;

// The edit events of an OPEN batch (editing, and saving: typing goes on while a save is on its way).
export const EDIT_EVENTS = {
  'line.count': { actions: 'editLine' },
  'line.note': { actions: 'editLine' },
  'bulk.fill': { actions: 'fillVisible' },
  'bulk.zero': { actions: 'zeroVisible' },
  'bulk.clear': { actions: 'clearVisible' },
} as const;
export const EDITED = Object.keys(EDIT_EVENTS) as (keyof typeof EDIT_EVENTS)[];
export const ARCHIVE = { 'archive.request': { guard: 'mayArchive', target: '#cycleCount.archiving' } } as const;
export const batchInput = ({ context }: { context: CycleCountContext }) => ({ batchId: context.batchId });
/** Backs up the unsaved edits as they are now (none: the backup is removed). */
export const BACK_UP = {
  type: 'storeEdits',
  params: ({ context }: { context: CycleCountContext }) => ({ batchId: context.batchId, edits: context.edits, waiting: context.waiting }),
} as const;
/** Unsaved edits and their backup go: a batch that is no longer OPEN keeps only saved data. */
export const DISCARD_EDITS = ['forgetEdits', BACK_UP] as const;
/** New edits (or lines) with their summary counted again in full: loads, saves and bulk edits. */
export const withSummary = (lines: CountLine[], edits: Edits) => ({ lines, edits, summary: summarize(lines, edits) });
/** Why 'Finalize & Update Stock' cannot succeed now (the spec's words), or null when it may. */
export const finalizeBlocker = (summary: SheetSummary): string | null => (summary.edited > 0 ? MESSAGES.saveFirst : summary.saved === 0 ? MESSAGES.noSavedCounts : null);
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

export const countSetup = setup({
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
    readStoredEdits: fromPromise<KeptEdits | null, { batchId: number }>(async () => null),
    /** Sends `connection.online` or `connection.offline` at once and on every change. */
    connectivity: fromCallback<CycleCountEvent>(() => {}),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    storeEdits: (_, _params: { batchId: number } & KeptEdits) => {},
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
    forgetEdits: assign(({ context }) => ({ ...withSummary(context.lines, {}), stored: null, waiting: false })),
    restoreEdits: assign(({ context }) => ({
      ...withSummary(context.lines, restorableEdits(context.stored?.edits ?? {}, context.lines)),
      waiting: context.stored?.waiting ?? false,
      stored: null,
    })),
    keepStoredEdits: assign({ stored: ({ context, event }) => (event as { output?: KeptEdits | null }).output ?? context.stored }),
    waitForConnection: assign({ waiting: true }),
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
    backupChangesNothing: ({ context }) => !hasEdits(restorableEdits(context.stored?.edits ?? {}, context.lines)),
    hasEdits: ({ context }) => context.summary.edited > 0,
    // Edits kept while offline (a tab closed before the connection came back) are sent once online.
    waitsForSync: ({ context }) => context.waiting && context.summary.edited > 0,
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
});
