// Screen tests of the count sheet without a connection (issue 25): counts typed offline wait, with
// 'Offline: N lines waiting' in a live region and Save off; kept on the device across a reload; sent
// when the connection returns ('Syncing...', then 'Saved'). Against the msw fake of the count calls.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, counted, noteBox, openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { useConnection } from '../../../test/connection';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { deferred } from '../../../test/promises';
import { readStoredEdits } from './stored-edits';

const { api, calls } = setupSheetTests();
const { goOffline, goOnline } = useConnection();
const connection = () => screen.getByRole('status', { name: 'Connection' });

/** Holds the next save on its way until the returned function is called. */
function holdNextSave() {
  const held = deferred<void>();
  api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => held.promise.then(() => undefined), { once: true }));
  return () => held.resolve();
}

describe('Count sheet: offline', () => {
  it('counts typed offline wait, then are saved when the connection returns', async () => {
    await openSheet(COUNT_IDS.open);
    expect(connection()).toBeEmptyDOMElement();
    goOffline();
    expect(connection()).toHaveTextContent('Offline: no lines waiting');
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    await user.type(noteBox('Fresh Basil'), 'Top shelf');
    expect(connection()).toHaveTextContent('Offline: 2 lines waiting');
    expect(button('Save')).toBeDisabled();
    expect(calls('POST')).toEqual([]);

    const release = holdNextSave();
    goOnline();
    expect(connection()).toHaveTextContent('Syncing...');
    release();
    await waitFor(() => expect(connection()).toHaveTextContent('Saved'));
    expect(calls('POST')).toEqual([
      {
        call: `POST /inventory/cycle-counts/${COUNT_IDS.open}/submit_lines/`,
        body: {
          lines: [
            { id: 2, counted_qty: 7, version: 0 },
            { id: 3, note: 'Top shelf', version: 0 },
          ],
        },
      },
    ]);
    expect(button('Save')).toBeDisabled();
    expect(await readStoredEdits(COUNT_IDS.open)).toBeNull();
  });

  it('counts typed offline are still there after the sheet is closed and opened again offline', async () => {
    goOffline();
    await openSheet(COUNT_IDS.open);
    await userEvent.type(counted('Romaine Lettuce'), '7');
    cleanup();
    await openSheet(COUNT_IDS.open);
    expect(counted('Romaine Lettuce')).toHaveValue(7);
    expect(connection()).toHaveTextContent('Offline: 1 line waiting');
    goOnline();
    await waitFor(() => expect(connection()).toHaveTextContent('Saved'));
    expect(api.db.lines[COUNT_IDS.open].find((l) => l.id === 2)!.counted_qty).toBe(7);
  });
});
