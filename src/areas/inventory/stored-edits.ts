// Unsaved counts and notes kept on this device, one entry per member and batch, in IndexedDB
// (decisions.md, inventory web; issue 25): they survive a reload, a closed tab and a lost
// connection, and are restored into the sheet when it opens. An entry is keyed by the tenant, the
// user and the batch, so another member on a shared phone never sees them; signing out deletes
// the member's entries (and the worker's cached count sheets) with `forgetDeviceCounts`.
import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import type { Edits, LineEdit } from '../../machines/inventory/count-sheet';
import type { KeptEdits } from '../../machines/inventory/cycle-count.machine';
import type { Member } from '../../ui/member';

/** Whose edits: the signed-in member (none: screens without a session, such as screen tests). */
export type EditsOwner = Member;

/** The service worker's run-time cache of count sheets (vite.config.ts, `runtimeCaching`). */
export const COUNT_SHEETS_CACHE = 'count-sheets';

let store: UseStore | null = null;
// Opened on first use: a browser (or a test) without IndexedDB fails only the call.
const countEdits = () => (store ??= createStore('tradepost', 'count-edits'));

type Key = [tenantId: number, userId: number, batchId: number];
const keyOf = (owner: EditsOwner | null, batchId: number): Key => [owner?.tenantId ?? 0, owner?.userId ?? 0, batchId];
const isOwners = (key: IDBValidKey, owner: EditsOwner | null) => Array.isArray(key) && key[0] === (owner?.tenantId ?? 0) && key[1] === (owner?.userId ?? 0);

const isEdit = (v: unknown): v is LineEdit => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  const countOk = !('counted_qty' in e) || e.counted_qty === null || (typeof e.counted_qty === 'number' && Number.isFinite(e.counted_qty) && e.counted_qty >= 0);
  const noteOk = !('note' in e) || e.note === null || typeof e.note === 'string';
  return countOk && noteOk;
};

/** A stored entry as kept edits; anything unreadable counts as none. */
function keptOf(stored: unknown): KeptEdits | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { edits: raw, waiting } = stored as { edits?: unknown; waiting?: unknown };
  if (typeof raw !== 'object' || raw === null) return null;
  const edits: Edits = {};
  for (const [id, edit] of Object.entries(raw)) if (/^\d+$/.test(id) && isEdit(edit)) edits[Number(id)] = edit;
  return Object.keys(edits).length ? { edits, waiting: waiting === true } : null;
}

/** The member's kept edits of the batch; anything unreadable (or no IndexedDB) counts as none. */
export async function readStoredEdits(batchId: number, owner: EditsOwner | null = null): Promise<KeptEdits | null> {
  try {
    return keptOf(await get(keyOf(owner, batchId), countEdits()));
  } catch {
    return null;
  }
}

/** Keeps the member's edits of the batch; none removes the entry. A full or missing storage only loses the copy. */
export async function storeEdits(batchId: number, edits: Edits, { owner = null, waiting = false }: { owner?: EditsOwner | null; waiting?: boolean } = {}): Promise<void> {
  try {
    if (Object.keys(edits).length) await set(keyOf(owner, batchId), { edits, waiting } satisfies KeptEdits, countEdits());
    else await del(keyOf(owner, batchId), countEdits());
  } catch {
    // Quota exceeded or storage disabled: the edits are still in the sheet.
  }
}

/** Open count sheets back up their unsaved edits at once on this window event (before a sign-out counts them). */
export const FLUSH_EDITS_EVENT = 'tradepost:flush-count-edits';

/** The open sheets' backups start now, so a count or delete after it (a later IndexedDB transaction) includes them. */
export const flushOpenSheets = () => void window.dispatchEvent(new Event(FLUSH_EDITS_EVENT));

/** How many lines the member has unsaved edits on, over every batch kept on this device. */
export async function storedLineCount(owner: EditsOwner | null): Promise<number> {
  try {
    const all = await entries(countEdits());
    return all.filter(([key]) => isOwners(key, owner)).reduce((n, [, value]) => n + Object.keys(keptOf(value)?.edits ?? {}).length, 0);
  } catch {
    return 0;
  }
}

/**
 * Signing out on a shared device: the member's kept edits go (and entries of the earlier format,
 * keyed by the batch alone), and so do the count sheets the service worker cached for offline use.
 */
export async function forgetDeviceCounts(owner: EditsOwner | null): Promise<void> {
  try {
    const all = await entries(countEdits());
    await delMany(
      all.filter(([key]) => !Array.isArray(key) || isOwners(key, owner)).map(([key]) => key),
      countEdits(),
    );
  } catch {
    // No IndexedDB: nothing was kept.
  }
  try {
    await globalThis.caches?.delete(COUNT_SHEETS_CACHE);
  } catch {
    // No Cache Storage (an insecure origin): the worker cached nothing either.
  }
}
