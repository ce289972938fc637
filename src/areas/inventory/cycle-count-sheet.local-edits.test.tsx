// Screen tests of the count sheet: unsaved counts kept on the device (IndexedDB, fake-indexeddb in
// jsdom) and restored when the sheet opens, against the msw fake of the cycle-count calls
// (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, counted, noteBox, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { COUNT_SHEETS_CACHE, forgetDeviceCounts, readStoredEdits, storedLineCount, storeEdits } from './stored-edits';

setupSheetTests();

describe('Count sheet: unsaved edits kept on the device', () => {
  it('backs up unsaved counts at once when the page goes away', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(await readStoredEdits(COUNT_IDS.open)).toEqual({ edits: { 2: { counted_qty: 7, base: 0 } }, waiting: false });
  });

  it('restores the kept counts and notes when the sheet opens', async () => {
    await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 7 }, 3: { note: 'Check the top shelf' } });
    await openSheet(COUNT_IDS.open);
    expect(counted('Romaine Lettuce')).toHaveValue(7);
    expect(noteBox('Fresh Basil')).toHaveValue('Check the top shelf');
    expect(button('Save')).toBeEnabled();
  });

  it('kept edits that change nothing are dropped', async () => {
    await storeEdits(COUNT_IDS.open, { 1: { counted_qty: 9 }, 99: { counted_qty: 1 } });
    await openSheet(COUNT_IDS.open);
    expect(button('Save')).toBeDisabled();
    await waitFor(async () => expect(await readStoredEdits(COUNT_IDS.open)).toBeNull());
  });

  it('unreadable entries count as none', async () => {
    await storeEdits(COUNT_IDS.open, { 2: { counted_qty: -1 }, x: { note: 'no line' } } as never);
    expect(await readStoredEdits(COUNT_IDS.open)).toBeNull();
  });
});

describe('kept edits on a shared device', () => {
  const sam = { tenantId: 4, userId: 11 };
  const kim = { tenantId: 4, userId: 12 };
  const samElsewhere = { tenantId: 5, userId: 11 };
  afterEach(() => vi.unstubAllGlobals());

  it("are each member's own, per tenant: another member (or the same one in another tenant) reads none", async () => {
    await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 7 } }, { owner: sam, waiting: true });
    expect(await readStoredEdits(COUNT_IDS.open, sam)).toEqual({ edits: { 2: { counted_qty: 7 } }, waiting: true });
    expect(await readStoredEdits(COUNT_IDS.open, kim)).toBeNull();
    expect(await readStoredEdits(COUNT_IDS.open, samElsewhere)).toBeNull();
    expect(await readStoredEdits(COUNT_IDS.open)).toBeNull();
  });

  it("count a member's unsaved lines over every batch, and a sign-out forgets only theirs (and the cached count sheets)", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 7 }, 3: { note: 'Top shelf' } }, { owner: sam });
    await storeEdits(COUNT_IDS.finalized, { 5: { counted_qty: 1 } }, { owner: sam, waiting: true });
    await storeEdits(COUNT_IDS.open, { 2: { counted_qty: 9 } }, { owner: kim });
    // An entry of the earlier format (keyed by the batch alone): no one's, so it goes too.
    const raw = createStore('tradepost', 'count-edits');
    await set(COUNT_IDS.open, { 2: { counted_qty: 1 } }, raw);
    expect(await storedLineCount(sam)).toBe(3);
    expect(await storedLineCount(kim)).toBe(1);

    await forgetDeviceCounts(sam);
    expect(await storedLineCount(sam)).toBe(0);
    expect(await readStoredEdits(COUNT_IDS.open, kim)).toEqual({ edits: { 2: { counted_qty: 9 } }, waiting: false });
    expect(await get(COUNT_IDS.open, raw)).toBeUndefined();
    expect(deleted).toEqual([COUNT_SHEETS_CACHE]);
  });
});
