// Screen tests of the count sheet: unsaved counts kept on the device (IndexedDB, fake-indexeddb in
// jsdom) and restored when the sheet opens, against the msw fake of the cycle-count calls
// (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, counted, noteBox, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { readStoredEdits, storeEdits } from './stored-edits';

setupSheetTests();

describe('Count sheet: unsaved edits kept on the device', () => {
  it('backs up unsaved counts at once when the page goes away', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(await readStoredEdits(COUNT_IDS.open)).toEqual({ 2: { counted_qty: 7, base: 0 } });
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
