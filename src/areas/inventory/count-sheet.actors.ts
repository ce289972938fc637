// The count sheet's and the start screen's calls (merchant-operations.md section 7, Cycle counts)
// as promises for the machines' actors: they resolve with what the machines take and reject with
// an ApiError whose message is the server's detail, else the spec's words for that failure.
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { MESSAGES, type Sheet } from '../../machines/cycle-count.machine';
import { ARCHIVE_MESSAGES } from '../../machines/inventory/archive-count.machine';
import { FINALIZE_MESSAGES, type Batch, type ConflictRow, type FinalizeAnswer, type FinalizeCall } from '../../machines/inventory/finalize-count.machine';
import { START_TEXT, type StockArea } from '../../machines/inventory/start-count.machine';
import type { SavedLine } from '../../machines/cycle-count.machine';
import { toListPage } from '../../machines/list.machine';

const path = (id: number) => ({ params: { path: { id } } });

/** The batch and all its lines (the sheet filters them itself, so unsaved edits stay in view). */
export async function loadSheet({ batchId }: { batchId: number }, signal?: AbortSignal): Promise<Sheet> {
  const [batch, lines] = await Promise.all([
    api.GET('/inventory/cycle-counts/{id}/', { ...path(batchId), signal }),
    api.GET('/inventory/cycle-counts/{id}/lines/', { ...path(batchId), signal }),
  ]);
  if (!batch.data) throw new ApiError(batch.response.status, batch.error, MESSAGES.loadFailed);
  if (!lines.data) throw new ApiError(lines.response.status, lines.error, MESSAGES.loadFailed);
  return { batch: batch.data, lines: toListPage(lines.data).rows };
}

export async function saveLines({ batchId, lines }: { batchId: number; lines: SavedLine[] }) {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/submit_lines/', { ...path(batchId), body: { lines } });
  if (!data) throw new ApiError(response.status, error, MESSAGES.saveFailed);
  return data;
}

export async function addMissingLines({ batchId }: { batchId: number }) {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/add_missing_lines/', path(batchId));
  if (!data) throw new ApiError(response.status, error, MESSAGES.addFailed);
  return data;
}

/** Finalize; a 409 with conflict rows is an answer (the conflicts dialog), not a failure. */
export async function finalize({ batchId, force, resolutions }: FinalizeCall): Promise<FinalizeAnswer> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/finalize/', { ...path(batchId), body: { force, resolutions } });
  if (data) return { kind: 'finalized', batch: data };
  const conflicts = response.status === 409 ? (error as { conflicts?: ConflictRow[] } | undefined)?.conflicts : undefined;
  if (conflicts?.length) return { kind: 'conflicts', conflicts };
  throw new ApiError(response.status, error, FINALIZE_MESSAGES.failed);
}

export async function resnapshot({ batchId }: { batchId: number }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/resnapshot/', path(batchId));
  if (!data) throw new ApiError(response.status, error, FINALIZE_MESSAGES.resnapshotFailed);
  return data;
}

export async function postBatch({ batchId }: { batchId: number }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/post_adjustments/', path(batchId));
  if (!data) throw new ApiError(response.status, error, MESSAGES.postFailed);
  return data;
}

export async function reopenBatch({ batchId }: { batchId: number }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/reopen/', path(batchId));
  if (!data) throw new ApiError(response.status, error, MESSAGES.reopenFailed);
  return data;
}

/** Archive; its ApiError keeps the status, so the machine can fall back to cancel on a 404. */
export async function archiveBatch({ batchId }: { batchId: number }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/archive/', path(batchId));
  if (!data) throw new ApiError(response.status, error, ARCHIVE_MESSAGES.failed);
  return data;
}

export async function cancelBatch({ batchId }: { batchId: number }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/cancel/', path(batchId));
  if (!data) throw new ApiError(response.status, error, ARCHIVE_MESSAGES.failed);
  return data;
}

export async function listStockAreas(): Promise<StockArea[]> {
  const { data, error, response } = await api.GET('/inventory/areas/');
  if (!data) throw new ApiError(response.status, error, START_TEXT.areasFailed);
  return toListPage<StockArea>(data).rows;
}

/** The start screen: a new OPEN batch over the areas. */
export async function createStartedBatch({ areas, notes }: { areas: number[]; notes: string | null }): Promise<Batch> {
  const { data, error, response } = await api.POST('/inventory/cycle-counts/', { body: { areas, notes } });
  if (!data) throw new ApiError(response.status, error, START_TEXT.createFailed);
  return data;
}

/** The sheet of a DRAFT batch: start it over the areas. */
export const startDraftBatch =
  (batchId: number) =>
  async ({ areas, notes }: { areas: number[]; notes: string | null }): Promise<Batch> => {
    const { data, error, response } = await api.POST('/inventory/cycle-counts/{id}/start/', { ...path(batchId), body: { areas, notes } });
    if (!data) throw new ApiError(response.status, error, START_TEXT.startFailed);
    return data;
  };
