// Unsaved counts and notes kept on this device, one entry per batch, in IndexedDB (decisions.md,
// inventory web; issue 25): they survive a reload, a closed tab and a lost connection, and are
// restored into the sheet when it opens.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Edits, LineEdit } from '../../machines/inventory/count-sheet';

let store: UseStore | null = null;
// Opened on first use: a browser (or a test) without IndexedDB fails only the call.
const countEdits = () => (store ??= createStore('tradepost', 'count-edits'));

const isEdit = (v: unknown): v is LineEdit => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  const countOk = !('counted_qty' in e) || e.counted_qty === null || (typeof e.counted_qty === 'number' && Number.isFinite(e.counted_qty) && e.counted_qty >= 0);
  const noteOk = !('note' in e) || e.note === null || typeof e.note === 'string';
  return countOk && noteOk;
};

/** The batch's kept edits; anything unreadable (or no IndexedDB) counts as none. */
export async function readStoredEdits(batchId: number): Promise<Edits | null> {
  try {
    const stored: unknown = await get(batchId, countEdits());
    if (typeof stored !== 'object' || stored === null) return null;
    const edits: Edits = {};
    for (const [id, edit] of Object.entries(stored)) if (/^\d+$/.test(id) && isEdit(edit)) edits[Number(id)] = edit;
    return Object.keys(edits).length ? edits : null;
  } catch {
    return null;
  }
}

/** Keeps the batch's edits; none removes the entry. A full or missing storage only loses the copy. */
export async function storeEdits(batchId: number, edits: Edits): Promise<void> {
  try {
    if (Object.keys(edits).length) await set(batchId, edits, countEdits());
    else await del(batchId, countEdits());
  } catch {
    // Quota exceeded or storage disabled: the edits are still in the sheet.
  }
}
