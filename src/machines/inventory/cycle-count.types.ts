// The cycle-count machine's input, context, events and texts (its data lives with it here, so the
// machine file reads as the spec's status rules).
import type { components } from '../../api/schema';
import type { CountLine, Edits, Keep, LineFilter, SavedCountLine, SentLine, SheetSummary, StaleChoice } from './count-sheet';
import type { Batch } from './finalize-count.machine';
import { mayAll, type Role } from '../../lib/roles';

export type CycleCountStatus = components['schemas']['CycleCountStatus'];

/** A batch and its lines, as the sheet loads them. */
export interface Sheet {
  batch: Batch;
  lines: CountLine[];
}

/** Unsaved edits kept on the device, and whether they were waiting for the connection. */
export interface KeptEdits {
  edits: Edits;
  waiting: boolean;
}

/** One line of a submit_lines body. */
export type SavedLine = SentLine;

/**
 * What a save answers: saved (when, and the lines as saved), or stale: someone else saved some of
 * the lines since they were read (a 409 with those lines as they are now; nothing was saved).
 */
export type SaveAnswer = { kind?: 'saved'; last_saved_at?: string; lines?: SavedCountLine[] } | { kind: 'stale'; lines: SavedCountLine[] } | undefined;

export interface CycleCountInput {
  batchId: number;
  /** The member's role in the tenant (decisions.md "Roles"); without one, an owner's. */
  role?: Role | null;
}

/** The batch actions a role may take (the server refuses the others with 403). */
export const countPowers = (role: Role | null | undefined) =>
  mayAll(role ?? 'owner', { finalize: 'finalizeCycleCount', post: 'postCycleCountAdjustments', reopen: 'reopenCycleCount', archive: 'archiveCycleCount' });
export type CountPowers = ReturnType<typeof countPowers>;

export interface CycleCountContext {
  batchId: number;
  /** What the member's role lets them do with the batch. */
  may: CountPowers;
  batch: Batch | null;
  lines: CountLine[];
  edits: Edits;
  /** The summary of `lines` and `edits`, kept with them (a keystroke updates it without a pass over the lines). */
  summary: SheetSummary;
  /** Backed-up edits read when the sheet opens, restored into it once it is OPEN. */
  stored: KeptEdits | null;
  /**
   * The edits wait for the connection: it went away since the last save (or they were kept so).
   * Kept with their backup, so edits typed offline are sent when the sheet next opens online.
   */
  waiting: boolean;
  filter: LineFilter;
  /** Indexes of the lines the filter shows. */
  visible: number[];
  /** The line a scan found, whose counted box takes the focus (`n` tells one scan from the next). */
  focus: { lineId: number; n: number } | null;
  /** What the save on its way sends. */
  sending: SavedLine[];
  /** Lines someone else saved since they were read, each with the user's choice (the mine-or-theirs dialog). */
  stale: StaleChoice[];
  error: string | null;
}

export type CycleCountEvent =
  | { type: 'retry' }
  | { type: 'line.count'; lineId: number; counted: number | null }
  | { type: 'line.note'; lineId: number; note: string }
  | { type: 'filter.query'; query: string }
  | { type: 'filter.uncounted'; uncountedOnly: boolean }
  | { type: 'line.find'; lineId: number; code: string }
  | { type: 'bulk.fill' }
  | { type: 'bulk.zero' }
  | { type: 'bulk.clear' }
  | { type: 'backup.flush' }
  | { type: 'counts.save' }
  | { type: 'finalize.request' }
  | { type: 'lines.addMissing' }
  | { type: 'post.request' }
  | { type: 'reopen.request' }
  | { type: 'archive.request' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  | { type: 'counts.saved' }
  | { type: 'counts.saveFailed' }
  /** Lines another counter saved (the live stream): shown unless an unsaved edit of this user's is on them. */
  | { type: 'lines.saved'; lines: SavedCountLine[] }
  /** The live stream may have missed saves (a reconnect, a large save): read the lines again. */
  | { type: 'lines.reload' }
  | { type: 'stale.keep'; lineId: number; keep: Keep }
  | { type: 'stale.keepAll'; keep: Keep }
  | { type: 'stale.done' };

/** The spec's texts (merchant-operations.md section 8) and the few we added (docs/decisions.md). */
export const MESSAGES = {
  loadFailed: 'Failed to load the cycle count.',
  saved: 'Counts saved.',
  saveFailed: 'Failed to save counts.',
  added: (n: number) => `Added ${n} missing lines.`,
  addFailed: 'Failed to add missing lines.',
  finalized: 'Cycle count finalized. Inventory updated.',
  resnapshotted: 'Snapshot taken again. Review the counts, then finalize.',
  posted: 'Batch posted.',
  postFailed: 'Failed to post.',
  reopened: 'Batch reopened.',
  reopenFailed: 'Failed to reopen.',
  saveFirst: 'Save your changes before finalizing.',
  noSavedCounts: 'No saved counts found. Save at least one line before finalizing.',
  started: 'Cycle count started.',
  /** The connection's state (a live region): edits waiting offline, their save when it returns. */
  offline: (lines: number) => (lines === 0 ? 'Offline: no lines waiting' : `Offline: ${lines} ${lines === 1 ? 'line' : 'lines'} waiting`),
  syncing: 'Syncing...',
  synced: 'Saved',
  staleSettled: 'Your choices were applied.',
} as const;
