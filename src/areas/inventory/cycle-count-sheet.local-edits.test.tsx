// Screen tests of the count sheet: unsaved counts kept in the browser and offered back, against the
// msw fake of the cycle-count calls (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, counted, noteBox, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';

setupSheetTests();

describe('Count sheet: unsaved edits kept in the browser', () => {
  it('backs up unsaved counts at once when the page goes away', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)!)).toEqual({ 2: { counted_qty: 7, base: 0 } });
  });

  it('restores the backed-up counts when accepted', async () => {
    localStorage.setItem(`cycleCountEdits:${COUNT_IDS.open}`, JSON.stringify({ 2: { counted_qty: 7 }, 3: { note: 'Check the top shelf' } }));
    await openSheet(COUNT_IDS.open);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('This browser kept counts you had not saved on this batch.');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore unsaved counts' }));
    expect(counted('Romaine Lettuce')).toHaveValue(7);
    expect(noteBox('Fresh Basil')).toHaveValue('Check the top shelf');
    expect(button('Save')).toBeEnabled();
  });

  it('discards the backup when declined', async () => {
    localStorage.setItem(`cycleCountEdits:${COUNT_IDS.open}`, JSON.stringify({ 2: { counted_qty: 7 } }));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Discard them'));
    expect(counted('Romaine Lettuce')).toHaveValue(null);
    expect(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)).toBeNull();
  });

  it('a backup that changes nothing is dropped without asking', async () => {
    localStorage.setItem(`cycleCountEdits:${COUNT_IDS.open}`, JSON.stringify({ 1: { counted_qty: 9 }, 99: { counted_qty: 1 } }));
    await openSheet(COUNT_IDS.open);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
    expect(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)).toBeNull();
  });
});
