// The cycle-count machine's input, context, events and texts (its data lives with it here, so the
// machine file reads as the spec's status rules).
import type { components } from '../../api/schema';
import type { changedLines, CountLine, Edits, LineFilter, SheetSummary } from './count-sheet';
import type { Batch } from './finalize-count.machine';
import { mayAll, type Role } from '../../lib/roles';

export type CycleCountStatus = components['schemas']['CycleCountStatus'];

/** A batch and its lines, as the sheet loads them. */
export interface Sheet {
  batch: Batch;
  lines: CountLine[];
}

/** One line of a submit_lines body. */
export type SavedLine = ReturnType<typeof changedLines>[number];

export interface CycleCountInput {
  batchId: number;
  /** Unsaved edits backed up for this batch by an earlier visit. */
  storedEdits?: Edits | null;
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
  /** Backed-up edits waiting for the user's answer (offered once, while OPEN). */
  stored: Edits | null;
  filter: LineFilter;
  /** Indexes of the lines the filter shows. */
  visible: number[];
  /** The line a scan found, whose counted box takes the focus (`n` tells one scan from the next). */
  focus: { lineId: number; n: number } | null;
  /** What the save on its way sends. */
  sending: SavedLine[];
  error: string | null;
}

export type CycleCountEvent =
  | { type: 'retry' }
  | { type: 'restore.accept' }
  | { type: 'restore.decline' }
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
  | { type: 'confirm.no' };

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
} as const;
