// The count sheet's and the start screen's calls (merchant-operations.md section 7, Cycle counts)
// as promises for the machines' actors: they resolve with what the machines take and reject with
// an ApiError whose message is the server's detail, else the spec's words for that failure (also
// when no answer came). Finalize and archive resolve every answer: their machines branch on it.
// The stock areas to count come from listAreas (inventory.actors.ts).
import { api } from '../../api/client';
import type { components } from '../../api/schema';
import { answerOf, dataOf, dataOfAnswer } from '../../api/errors';
import { MESSAGES, type SaveAnswer, type SavedLine, type Sheet } from '../../machines/inventory/cycle-count.machine';
import { ARCHIVE_MESSAGES, type ArchiveAnswer } from '../../machines/inventory/archive-count.machine';
import { FINALIZE_MESSAGES, type Batch, type FinalizeAnswer, type FinalizeCall } from '../../machines/inventory/finalize-count.machine';
import { START_TEXT } from '../../machines/inventory/start-count.machine';
import { toListPage } from '../../machines/list.machine';

type FinalizeConflict = components['schemas']['FinalizeConflict'];
type StaleLines = components['schemas']['StaleLines'];

const path = (id: number) => ({ params: { path: { id } } });

/** The batch and all its lines (the sheet filters them itself, so unsaved edits stay in view). */
export async function loadSheet({ batchId }: { batchId: number }, signal?: AbortSignal): Promise<Sheet> {
  const [batch, lines] = await Promise.all([
    dataOf(api.GET('/inventory/cycle-counts/{id}/', { ...path(batchId), signal }), MESSAGES.loadFailed),
    dataOf(api.GET('/inventory/cycle-counts/{id}/lines/', { ...path(batchId), signal }), MESSAGES.loadFailed),
  ]);
  return { batch, lines: toListPage(lines).rows };
}

/** Save the changed lines; a 409 naming lines someone else saved since is a state (mine or theirs), any other failure rejects. */
export async function saveLines({ batchId, lines }: { batchId: number; lines: SavedLine[] }): Promise<SaveAnswer> {
  const answer = await answerOf(api.POST('/inventory/cycle-counts/{id}/submit_lines/', { ...path(batchId), body: { lines } }), MESSAGES.saveFailed);
  const stale = !answer.ok && answer.status === 409 ? (answer.error as StaleLines | undefined)?.lines : undefined;
  if (stale?.length) return { kind: 'stale', lines: stale };
  return { kind: 'saved', ...dataOfAnswer(answer) };
}

export function addMissingLines({ batchId }: { batchId: number }) {
  return dataOf(api.POST('/inventory/cycle-counts/{id}/add_missing_lines/', path(batchId)), MESSAGES.addFailed);
}

/** Finalize; a 409 with conflict rows is a state (the conflicts dialog), any other failure a refusal. */
export async function finalize({ batchId, force, resolutions }: FinalizeCall): Promise<FinalizeAnswer> {
  const answer = await answerOf(api.POST('/inventory/cycle-counts/{id}/finalize/', { ...path(batchId), body: { force, resolutions } }), FINALIZE_MESSAGES.failed);
  if (answer.ok) return { kind: 'finalized', batch: answer.data };
  // The contract's 409 of finalize is a FinalizeConflict (the error type joins every failure's body).
  const conflicts = answer.status === 409 ? (answer.error as FinalizeConflict | undefined)?.conflicts : undefined;
  return conflicts?.length ? { kind: 'conflicts', conflicts } : { kind: 'refused', message: answer.message };
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

/** Archive; a 404 says this server has no archive for the batch (the machine cancels instead). */
export async function archiveBatch({ batchId }: { batchId: number }): Promise<ArchiveAnswer> {
  const answer = await answerOf(api.POST('/inventory/cycle-counts/{id}/archive/', path(batchId)), ARCHIVE_MESSAGES.failed);
  if (answer.ok) return { kind: 'archived', batch: answer.data };
  return answer.status === 404 ? { kind: 'noArchive' } : { kind: 'refused', message: answer.message };
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
