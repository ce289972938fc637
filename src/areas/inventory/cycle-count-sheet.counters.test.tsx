// Screen tests of the count sheet with several counters (issue 25, item 4): who saved each line and
// when (table and phone cards), the saved progress per area with who counts there, and the 'mine
// or theirs' dialog when someone else saved a line after this user opened it. The msw fake of the
// cycle-count calls answers a stale version with a 409, as the server does.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, counted, expectToast, openSheet, rowOf, setupSheetTests } from '../../../test/count-sheet-screen';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { useScreenWidth } from '../../../test/viewport';

const { api, calls } = setupSheetTests();
const SAVES = `POST /inventory/cycle-counts/${COUNT_IDS.open}/submit_lines/`;

/** Sasha saves the lettuce (line 2) as 3 on the fake server, after the sheet was read. */
function sashaSavesLettuce() {
  Object.assign(api.db.lines[COUNT_IDS.open][1], { counted_qty: 3, version: 1, counted_by: { id: 9, name: 'Sasha Reyes' }, counted_at: '2024-06-06T10:01:00Z' });
}

describe('Count sheet: who counted what', () => {
  it("shows each line's last saver and time, and the saved progress per area with who counts there", async () => {
    await openSheet(COUNT_IDS.open);
    const header = within(screen.getByRole('table', { name: 'Count lines' })).getAllByRole('columnheader');
    expect(header.map((h) => h.textContent)).toContain('Counted by');
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell').at(-1)).toHaveTextContent(/^Maria Lopez, .+/);
    expect(within(rowOf('Romaine Lettuce')).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    const areas = screen.getByRole('region', { name: 'Progress by area' });
    expect(within(areas).getByRole('listitem', { name: 'Walk-in Cooler' })).toHaveTextContent('Walk-in Cooler: 1 of 2 saved · Counted by Maria Lopez');
    expect(within(areas).getByRole('listitem', { name: 'Dry Storage' })).toHaveTextContent('Dry Storage: 0 of 1 saved');
  });

  describe('on a phone', () => {
    useScreenWidth(390);
    it('each card says who saved it last', async () => {
      await openSheet(COUNT_IDS.open);
      expect(screen.getByRole('listitem', { name: 'Roma Tomatoes' })).toHaveTextContent(/Counted by Maria Lopez, /);
      expect(screen.getByRole('listitem', { name: 'Romaine Lettuce' })).not.toHaveTextContent('Counted by');
    });
  });
});

describe('Count sheet: a line someone else saved meanwhile', () => {
  async function saveOverSasha() {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '5');
    await user.type(counted('Fresh Basil'), '4');
    sashaSavesLettuce();
    await user.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Saved by someone else' });
    return { user, dialog };
  }

  it('asks mine or theirs per line, mine first; keeping mine saves it over theirs with the rest', async () => {
    const { user, dialog } = await saveOverSasha();
    expect(dialog).toHaveAccessibleDescription(/Someone else saved these lines after you opened them\. Nothing was saved yet\./);
    const choice = within(dialog).getByRole('radiogroup', { name: 'Keep for Romaine Lettuce' });
    expect(within(choice).getByRole('radio', { name: 'Mine: 5' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /^Theirs: 3 \(Sasha Reyes, .+\)$/ })).not.toBeChecked();
    // Nothing was saved: the request was all or nothing.
    expect(api.db.lines[COUNT_IDS.open][2].counted_qty).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await expectToast('Counts saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(SAVES).map((c) => c.body)).toEqual([
      {
        lines: [
          { id: 2, counted_qty: 5, version: 0 },
          { id: 3, counted_qty: 4, version: 0 },
        ],
      },
      {
        lines: [
          { id: 2, counted_qty: 5, version: 1 },
          { id: 3, counted_qty: 4, version: 0 },
        ],
      },
    ]);
    expect(counted('Romaine Lettuce')).toHaveValue(5);
  });

  it('taking theirs shows their count and saves only the other lines', async () => {
    const { user, dialog } = await saveOverSasha();
    await user.click(within(dialog).getByRole('radio', { name: /^Theirs: 3/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await expectToast('Counts saved.');
    expect(counted('Romaine Lettuce')).toHaveValue(3);
    expect(within(rowOf('Romaine Lettuce')).getAllByRole('cell').at(-1)).toHaveTextContent(/^Sasha Reyes, /);
    expect(calls(SAVES).at(-1)!.body).toEqual({ lines: [{ id: 3, counted_qty: 4, version: 0 }] });
  });
});
