// One cycle count batch on its sheet, through the statuses of merchant-operations.md section 4 and
// decisions.md:
// - DRAFT: the user chooses areas and starts it (start-count machine) → OPEN.
// - OPEN: counts and notes are editable (cycle-count.open.ts). Save needs unsaved edits (Ctrl/Cmd+S
//   too). 'Finalize & Update Stock' needs no unsaved edits and at least one saved count; conflicts
//   are settled in the finalize-count machine (per line, force, or re-snapshot). 'Add missing lines'
//   only while OPEN. Unsaved edits are backed up per batch (`storeEdits`, IndexedDB) and restored
//   when the sheet reopens (`readStoredEdits`). The `network` region (cycle-count.network.ts)
//   follows the connection (`connectivity`): offline, edits wait (Save is off); when it returns,
//   they are saved (syncing, then synced).
// - FINALIZED: Post after 'Mark as POSTED?' → POSTED (locked); Reopen after its confirmation → OPEN.
// - Any status but ARCHIVED or CANCELLED: Archive after its confirmation, or cancel when archive
//   answers 404 (archive-count machine). Unsaved edits are discarded; the counts become read-only.
// Supply the actors, `notify` and `storeEdits` with `.provide()` (by default nothing is stored and the connection stays up).
// Its actors, actions and guards are in cycle-count.setup.ts.
import { assign } from 'xstate';
import { NO_FILTER } from './count-sheet';
import { ARCHIVE_MESSAGES } from './archive-count.machine';
import type { Batch } from './finalize-count.machine';
import { START_TEXT } from './start-count.machine';
import { MESSAGES, countPowers } from './cycle-count.types';
import { ARCHIVE, batchInput, countSetup, DISCARD_EDITS, failure, notify, success, withSummary } from './cycle-count.setup';
import { workRegion } from './cycle-count.open';
import { backupRegion, networkRegion } from './cycle-count.network';

export { MESSAGES };
export { finalizeBlocker } from './cycle-count.setup';
export type * from './cycle-count.types';
export type { Batch };

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

export const cycleCountMachine = countSetup.createMachine({
  id: 'cycleCount',
  context: ({ input }) => ({
    batchId: input.batchId,
    may: countPowers(input.role),
    batch: null,
    ...withSummary([], {}),
    stored: null,
    waiting: false,
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
      states: { work: workRegion, network: networkRegion, backup: backupRegion },
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
