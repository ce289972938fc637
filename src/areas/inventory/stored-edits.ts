// Unsaved counts backed up in this browser, one entry per batch (decisions.md, inventory web):
// they survive a reload, a crash of the tab or a lost connection, and are offered back.
import type { Edits, LineEdit } from '../../machines/inventory/count-sheet';

const key = (batchId: number) => `cycleCountEdits:${batchId}`;

const isEdit = (v: unknown): v is LineEdit => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  const countOk = !('counted_qty' in e) || e.counted_qty === null || (typeof e.counted_qty === 'number' && Number.isFinite(e.counted_qty) && e.counted_qty >= 0);
  const noteOk = !('note' in e) || e.note === null || typeof e.note === 'string';
  return countOk && noteOk;
};

/** The batch's backed-up edits; anything unreadable counts as none. */
export function readStoredEdits(batchId: number): Edits | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(batchId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const edits: Edits = {};
    for (const [id, edit] of Object.entries(parsed)) if (/^\d+$/.test(id) && isEdit(edit)) edits[Number(id)] = edit;
    return Object.keys(edits).length ? edits : null;
  } catch {
    return null;
  }
}

/** Backs up the batch's edits; none removes the backup. A full storage only loses the backup. */
export function storeEdits(batchId: number, edits: Edits): void {
  try {
    if (Object.keys(edits).length) localStorage.setItem(key(batchId), JSON.stringify(edits));
    else localStorage.removeItem(key(batchId));
  } catch {
    // Quota exceeded or storage disabled: the edits are still in the sheet.
  }
}
