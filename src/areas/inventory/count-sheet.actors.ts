// The count sheet's and the start screen's calls (merchant-operations.md section 7, Cycle counts)
// as promises for the machines' actors: they resolve with what the machines take and reject with
// an ApiError whose message is the server's detail, else the spec's words for that failure (also
// when no answer came). The stock areas to count come from listAreas (inventory.actors.ts).
import { api } from '../../api/client';
import { ApiError, dataOf } from '../../api/errors';
import { MESSAGES, type Sheet } from '../../machines/cycle-count.machine';
import { ARCHIVE_MESSAGES } from '../../machines/inventory/archive-count.machine';
import { FINALIZE_MESSAGES, type Batch, type ConflictRow, type FinalizeAnswer, type FinalizeCall } from '../../machines/inventory/finalize-count.machine';
import { START_TEXT } from '../../machines/inventory/start-count.machine';
import type { SavedLine } from '../../machines/cycle-count.machine';
import { toListPage } from '../../machines/list.machine';

const path = (id: number) => ({ params: { path: { id } } });

/** The batch and all its lines (the sheet filters them itself, so unsaved edits stay in view). */
export async function loadSheet({ batchId }: { batchId: number }, signal?: AbortSignal): Promise<Sheet> {
  const [batch, lines] = await Promise.all([
    dataOf(api.GET('/inventory/cycle-counts/{id}/', { ...path(batchId), signal }), MESSAGES.loadFailed),
    dataOf(api.GET('/inventory/cycle-counts/{id}/lines/', { ...path(batchId), signal }), MESSAGES.loadFailed),
  ]);
  return { batch, lines: toListPage(lines).rows };
}

export function saveLines({ batchId, lines }: { batchId: number; lines: SavedLine[] }) {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/submit_lines/', { ...path(batchId), body: { lines } }), MESSAGES.saveFailed);
}

export function addMissingLines({ batchId }: { batchId: number }) {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/add_missing_lines/', path(batchId)), MESSAGES.addFailed);
}

/** Finalize; a 409 with conflict rows is an answer (the conflicts dialog), not a failure. */
export async function finalize({ batchId, force, resolutions }: FinalizeCall): Promise<FinalizeAnswer> {
  try {
    return { kind: 'finalized', batch: await dataOf(api.POST('/inventory/cycle-counts/{id}/finalize/', { ...path(batchId), body: { force, resolutions } }), FINALIZE_MESSAGES.failed) };
  } catch (e) {
    const conflicts = e instanceof ApiError && e.status === 409 ? (e.body as { conflicts?: ConflictRow[] } | undefined)?.conflicts : undefined;
    if (conflicts?.length) return { kind: 'conflicts', conflicts };
    throw e;
  }
}

export function resnapshot({ batchId }: { batchId: number }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/resnapshot/', path(batchId)), FINALIZE_MESSAGES.resnapshotFailed);
}

export function postBatch({ batchId }: { batchId: number }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/post_adjustments/', path(batchId)), MESSAGES.postFailed);
}

export function reopenBatch({ batchId }: { batchId: number }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/reopen/', path(batchId)), MESSAGES.reopenFailed);
}

/** Archive; its ApiError keeps the status, so the machine can fall back to cancel on a 404. */
export function archiveBatch({ batchId }: { batchId: number }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/archive/', path(batchId)), ARCHIVE_MESSAGES.failed);
}

export function cancelBatch({ batchId }: { batchId: number }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/cancel/', path(batchId)), ARCHIVE_MESSAGES.failed);
}

/** The start screen: a new OPEN batch over the areas. */
export function createStartedBatch({ areas, notes }: { areas: number[]; notes: string | null }): Promise<Batch> {
  return dataOf(api.POST('/inventory/cycle-counts/', { body: { areas, notes } }), START_TEXT.createFailed);
}

/** The sheet of a DRAFT batch: start it over the areas. */
export const startDraftBatch =
  (batchId: number) =>
  ({ areas, notes }: { areas: number[]; notes: string | null }): Promise<Batch> =>
    dataOf(api.POST('/inventory/cycle-counts/{id}/start/', { ...path(batchId), body: { areas, notes } }), START_TEXT.startFailed);
