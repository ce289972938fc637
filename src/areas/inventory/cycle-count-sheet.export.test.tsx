// The count sheet's Export buttons (issue 26, item 2): the batch's lines as a file, filtered as the
// sheet is (its text filter and 'Show uncounted only'), fetched through the API client and saved.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { openSheet, setupSheetTests } from '../../../test/count-sheet-screen';
import { captureDownloads } from '../../../test/downloads';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';

const { api } = setupSheetTests();
const saved = captureDownloads();

describe('Export on the count sheet', () => {
  it("downloads the batch's lines with the sheet's filter, as CSV or XLSX", async () => {
    const asked: string[] = [];
    api.server.use(
      http.get(`${API}/exports/cycle-count-lines/`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('\uFEFFArea,Product\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="cycle-count-lines-2026-11-27.csv"' } });
      }),
    );
    const user = userEvent.setup();
    await openSheet(COUNT_IDS.open);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([`?cycle_count=${COUNT_IDS.open}&format=csv`]);

    await user.type(screen.getByRole('searchbox', { name: 'Filter lines' }), 'rom');
    await user.click(screen.getByRole('checkbox', { name: 'Show uncounted only' }));
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]).toBe(`?cycle_count=${COUNT_IDS.open}&q=rom&uncounted=1&format=xlsx`);
  });

  it('is offered on a finalized count too, and to staff', async () => {
    await openSheet(COUNT_IDS.finalized, 'staff');
    expect(screen.getByRole('group', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
