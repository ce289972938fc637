// The cycle count's transitions (decisions.md "Inventory and cycle counts"), each one transaction
// that first locks the batch row, so two calls on one batch run one after the other and the second
// sees the first's status. An action the status does not allow is a 409 with a detail
// (@shared/cycle-count-status). The demo data runs through these too, giving an `at` to write its
// history at past moments (the app's calls leave it out: the database's now).
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { allows, FINALIZE_TEXT, LEADS_TO, refusal, type CycleCountAction, type CycleCountStatus } from '@shared/cycle-count-status';
import type { OperationRequest, Schemas } from '../../openapi/operations';
import { missingAreas } from '../stock-areas/repo';
import { invalidPk } from '../stock-areas/rules';
import { appendMovements, lockItems } from '../stock-ledger/ledger';
import {
  appliedLines,
  clearApplied,
  countedItemIds,
  countedLines,
  foreignLines,
  insertBatch,
  lockBatch,
  markSaved,
  recordApplied,
  recordEvent,
  resnapshotLines,
  saveLines,
  setBatch,
  setBatchAreas,
  snapshotMissingLines,
  staleLines,
  type SavedLineRow,
  type CountedLine,
  type LineInput,
  type TimelineAction,
} from './repo';

export const COUNT_MESSAGES = {
  foreignLine: (id: number) => `Line ${id} is not a line of this cycle count.`,
  notCounted: (id: number) => `Line ${id} is not a counted line of this cycle count.`,
  duplicateLine: (id: number) => `Line ${id} is given more than once.`,
  staleLines: (n: number) =>
    n === 1 ? 'Someone else saved this line after you opened it. Nothing was saved.' : `Someone else saved ${n} of these lines after you opened them. Nothing was saved.`,
} as const;

/** Locks the batch and checks that `action` is allowed from its status; answers that status. */
async function begin(tx: Tx, id: number, action: CycleCountAction): Promise<CycleCountStatus> {
  const batch = await lockBatch(tx, id);
  if (!batch) throw notFound();
  if (!allows(batch.status, action)) throw conflict(refusal(batch.status, action));
  return batch.status;
}

async function record(tx: Tx, id: number, action: TimelineAction, from: CycleCountStatus, to: CycleCountStatus, userId: number, details?: Record<string, unknown>, at?: Date) {
  await recordEvent(tx, { batchId: id, action, from, to, userId, details, at });
}

async function checkAreas(tx: Tx, areas: number[]) {
  const missing = await missingAreas(tx, areas);
  if (missing.length) throw badRequest({ areas: missing.map(invalidPk) });
}

/** A batch without areas is a DRAFT; with areas it is started at once (OPEN, lines snapshotted). */
export async function createBatch(tx: Tx, batch: OperationRequest<'createCycleCount'>['body'], userId: number, at?: Date): Promise<number> {
  if (batch.areas?.length) await checkAreas(tx, batch.areas);
  const id = await insertBatch(tx, { name: batch.name?.trim() || null, notes: batch.notes?.trim() ?? '', at });
  await recordEvent(tx, { batchId: id, action: 'created', from: null, to: 'DRAFT', userId, at });
  if (batch.areas?.length) await startBatch(tx, id, { areas: batch.areas }, userId, at);
  return id;
}

/** DRAFT → OPEN: the chosen areas, and a line per active item of them. */
export async function startBatch(tx: Tx, id: number, start: OperationRequest<'startCycleCount'>['body'], userId: number, at?: Date): Promise<void> {
  const from = await begin(tx, id, 'start');
  await checkAreas(tx, start.areas);
  await setBatchAreas(tx, id, start.areas);
  await setBatch(tx, id, { status: 'OPEN', started_by: userId, started_at: at ?? 'now', ...(start.notes != null ? { notes: start.notes.trim() } : {}) });
  const lines = await snapshotMissingLines(tx, id);
  await record(tx, id, 'started', from, 'OPEN', userId, { lines }, at);
}

/** The first id given a second time (one pass with a Set: a body of 100,000 ids stays linear). */
function firstRepeated(ids: number[]): number | undefined {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * Saves counts and notes of OPEN lines, each recording `userId` as its saver: how many, when, and
 * the lines as saved. All or nothing: a line someone else saved since the version the caller
 * read is a 409 with those lines as they are now, and nothing is saved.
 */
export async function submitLines(tx: Tx, id: number, lines: LineInput[], userId: number, at?: Date): Promise<{ updated: number; last_saved_at: Date; lines: SavedLineRow[] }> {
  await begin(tx, id, 'submit_lines');
  const ids = lines.map((l) => l.id);
  const twice = firstRepeated(ids);
  if (twice !== undefined) throw badRequest({ lines: [COUNT_MESSAGES.duplicateLine(twice)] });
  const foreign = await foreignLines(tx, id, ids);
  if (foreign.length) throw badRequest({ lines: foreign.map(COUNT_MESSAGES.foreignLine) });
  const stale = await staleLines(tx, id, lines, userId);
  if (stale.length) throw conflict(COUNT_MESSAGES.staleLines(stale.length), { lines: stale });
  const saved = await saveLines(tx, id, lines, userId, at);
  return { updated: saved.length, last_saved_at: await markSaved(tx, id, at), lines: saved };
}

/** Lines for the active items of the batch's areas that have none (items created since the start). */
export async function addMissingLines(tx: Tx, id: number, userId: number): Promise<number> {
  const status = await begin(tx, id, 'add_missing_lines');
  const added = await snapshotMissingLines(tx, id);
  await record(tx, id, 'lines_added', status, status, userId, { added });
  return added;
}

/** Takes every line's snapshot again (expected and ledger position), keeping the counts. */
export async function resnapshot(tx: Tx, id: number, userId: number): Promise<number> {
  const status = await begin(tx, id, 'resnapshot');
  const lines = await resnapshotLines(tx, id);
  await record(tx, id, 'resnapshotted', status, status, userId, { lines });
  return lines;
}

type FinalizeBody = OperationRequest<'finalizeCycleCount'>['body'];

export interface FinalizeOptions {
  force: boolean;
  /** Per conflicting line, how to apply it (default: set on-hand to the count). */
  resolutions: NonNullable<FinalizeBody['resolutions']>;
  /** Called once the conflicts are checked, just before stock changes (the server logs it). */
  onApply?: (lines: number) => Promise<void> | void;
  /** When it was finalized, if not now (the demo data's history). */
  at?: Date;
}

const toConflict = (l: CountedLine): Schemas['ConflictRow'] => ({
  line: l.line,
  area: l.area,
  area_name: l.area_name,
  product: l.product,
  product_name: l.product_name,
  sku: l.sku,
  expected_at_snapshot: l.expected_qty,
  current_on_hand: l.on_hand,
  counted_qty: l.counted_qty,
});

/**
 * OPEN → FINALIZED: each counted item's on-hand becomes its count (or, for a conflicting line the
 * user chose so, the current on-hand plus counted − expected), one movement per changed item.
 * The counted items are locked before their stock is read, so an edit of one either committed
 * before (and shows as a conflict) or waits until this commits.
 */
export async function finalize(tx: Tx, id: number, userId: number, options: FinalizeOptions): Promise<void> {
  const from = await begin(tx, id, 'finalize');
  await lockItems(tx, [...new Set(await countedItemIds(tx, id))]);
  const lines = await countedLines(tx, id);
  if (lines.length === 0) throw badRequest({ detail: FINALIZE_TEXT.noSavedCounts });
  const counted = new Set(lines.map((l) => l.line));
  const strange = options.resolutions.filter((r) => !counted.has(r.line)).map((r) => COUNT_MESSAGES.notCounted(r.line));
  if (strange.length) throw badRequest({ resolutions: strange });
  const conflicts = lines.filter((l) => l.moved);
  if (conflicts.length && !options.force) throw conflict(FINALIZE_TEXT.conflicts, { conflicts: conflicts.map(toConflict) });

  await options.onApply?.(lines.length);
  const keep = new Map(options.resolutions.map((r) => [r.line, r.keep]));
  const applied = lines.map((l) => {
    const resolution = l.moved ? (keep.get(l.line) ?? 'counted') : 'counted';
    const delta = resolution === 'counted' ? l.counted_qty - l.on_hand : l.counted_qty - l.expected_qty;
    return { line: l.line, item_id: l.item_id, on_hand_before: l.on_hand, applied_delta: round3(delta), resolution };
  });
  await recordApplied(tx, applied);
  const movements = await appendMovements(
    tx,
    applied.map((a) => ({ itemId: a.item_id, delta: a.applied_delta, reason: 'count_finalize', cycleCountId: id, userId, at: options.at })),
  );
  await setBatch(tx, id, { status: LEADS_TO.finalize!, finalized_at: options.at ?? 'now' });
  await record(tx, id, 'finalized', from, 'FINALIZED', userId, { forced: conflicts.length > 0, conflicts: conflicts.length, movements }, options.at);
}

// numeric(14,3) arithmetic in doubles: keep the 3 decimals the column has.
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** FINALIZED → OPEN: the finalize's movements are reversed (count reopen) and the lines' effects cleared. */
export async function reopen(tx: Tx, id: number, userId: number): Promise<void> {
  const from = await begin(tx, id, 'reopen');
  const applied = await appliedLines(tx, id);
  await lockItems(
    tx,
    applied.map((a) => a.item_id),
  );
  const movements = await appendMovements(
    tx,
    applied.map((a) => ({ itemId: a.item_id, delta: -a.applied_delta, reason: 'count_reopen', cycleCountId: id, userId })),
  );
  await clearApplied(tx, id);
  await setBatch(tx, id, { status: LEADS_TO.reopen!, finalized_at: null });
  await record(tx, id, 'reopened', from, 'OPEN', userId, { movements });
}

/** Post, archive and cancel change no stock: the batch only moves on, and is closed. */
export async function close(tx: Tx, id: number, action: 'post' | 'archive' | 'cancel', userId: number, at?: Date): Promise<void> {
  const from = await begin(tx, id, action);
  const to = LEADS_TO[action]!;
  await setBatch(tx, id, { status: to, closed_at: at ?? 'now' });
  await record(tx, id, ({ post: 'posted', archive: 'archived', cancel: 'cancelled' } as const)[action], from, to, userId, undefined, at);
}
