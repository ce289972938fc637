// Screen tests of the count sheet: the batch's transitions (finalize, add missing lines, archive,
// post, reopen, start a DRAFT) and what each status shows, against the msw fake of the cycle-count
// calls (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, counted, expectToast, openSheet, rowOf, setupSheetTests } from '../../../test/count-sheet-screen';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { readStoredEdits } from './stored-edits';

const { api, calls } = setupSheetTests();

describe('Count sheet: OPEN, finalize and missing lines', () => {
  it('Finalize needs saved edits first, then finalizes and shows the stock effect', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    expect(button('Reopen')).toBeDisabled();
    expect(button('Finalize & Update Stock')).toBeEnabled();
    await user.type(counted('Romaine Lettuce'), '2');
    // It cannot succeed now: it is off, and says why.
    expect(button('Finalize & Update Stock')).toBeDisabled();
    expect(button('Finalize & Update Stock')).toHaveAccessibleDescription('Save your changes before finalizing.');
    await user.click(button('Finalize & Update Stock'));
    expect(calls('POST /inventory/cycle-counts/7/finalize/')).toHaveLength(0);
    await user.click(button('Save'));
    await waitFor(() => expect(button('Save')).toBeDisabled());
    await user.click(button('Finalize & Update Stock'));
    expect(await screen.findByText('FINALIZED')).toBeInTheDocument();
    await expectToast('Cycle count finalized. Inventory updated.');
    expect(calls('POST /inventory/cycle-counts/7/finalize/').map((r) => r.body)).toEqual([{ force: false, resolutions: [] }]);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell').at(-1)).toHaveTextContent('-1 → 9');
    expect(within(rowOf('Fresh Basil')).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    expect(
      within(screen.getByRole('region', { name: 'Timeline' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent('Finalized (2 stock movements) by Maria Lopez');
  });

  it('Finalize with no saved count is off and says No saved counts found', async () => {
    api.db.lines[COUNT_IDS.open].forEach((l) => (l.counted_qty = null));
    await openSheet(COUNT_IDS.open);
    expect(button('Finalize & Update Stock')).toBeDisabled();
    expect(screen.getByText('No saved counts found. Save at least one line before finalizing.')).toBeInTheDocument();
    await userEvent.click(button('Finalize & Update Stock'));
    expect(calls('POST /inventory/cycle-counts/7/finalize/')).toHaveLength(0);
  });

  it('a finalize that fails toasts the server detail and stays OPEN', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/finalize/`, () => HttpResponse.json({ detail: 'Batch must be OPEN to finalize.' }, { status: 409 })));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Finalize & Update Stock'));
    await expectToast('Batch must be OPEN to finalize.');
    expect(button('Finalize & Update Stock')).toBeEnabled();
    expect(screen.getByText('OPEN')).toBeInTheDocument();
  });

  it('Add missing lines adds the new lines and toasts their number', async () => {
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Add missing lines'));
    await expectToast('Added 1 missing lines.');
    expect(await screen.findByRole('rowheader', { name: 'Sourdough Loaf' })).toBeInTheDocument();
  });

  it('Add missing lines toasts the server detail when it fails', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/add_missing_lines/`, () => HttpResponse.json({ detail: 'Batch must be OPEN to add missing lines.' }, { status: 409 })));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Add missing lines'));
    await expectToast('Batch must be OPEN to add missing lines.');
    expect(button('Add missing lines')).toBeEnabled();
  });
});

describe('Count sheet: archive', () => {
  it('archives after its confirmation: the counts become read-only and unsaved edits are discarded', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    await user.click(button('Archive'));
    const dialog = await screen.findByRole('dialog', { name: 'Archive cycle count' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('ARCHIVED')).toBeInTheDocument();
    await expectToast('Cycle count archived.');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(rowOf('Romaine Lettuce')).getAllByRole('cell')[5]).toHaveTextContent('-');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(await readStoredEdits(COUNT_IDS.open)).toBeNull();
  });

  it('cancels instead when archive answers 404', async () => {
    api.db.noArchive.add(COUNT_IDS.open);
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Archive'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Archive cycle count' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('CANCELLED')).toBeInTheDocument();
    expect(calls('POST /inventory/cycle-counts/7/').map((r) => r.call)).toEqual(['POST /inventory/cycle-counts/7/archive/', 'POST /inventory/cycle-counts/7/cancel/']);
  });

  it('keeping the batch changes nothing, unsaved edits included', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    await user.click(button('Archive'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Archive cycle count' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counted('Romaine Lettuce')).toHaveValue(7);
    expect(calls('POST /inventory/cycle-counts/7/archive/')).toHaveLength(0);
  });

  it('a refused archive toasts Failed to archive. and keeps the batch', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/archive/`, () => HttpResponse.json({}, { status: 400 })));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Archive'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Archive cycle count' })).getByRole('button', { name: 'Archive' }));
    await expectToast('Failed to archive.');
    expect(screen.getByText('OPEN')).toBeInTheDocument();
  });
});

describe('Count sheet: FINALIZED', () => {
  it('shows the stock effect read-only; Post after Mark as POSTED? locks it', async () => {
    await openSheet(COUNT_IDS.finalized);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill = Expected (visible)' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Stock effect' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button('Post'));
    const dialog = await screen.findByRole('dialog', { name: 'Post adjustments' });
    expect(dialog).toHaveTextContent('Mark as POSTED?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /inventory/cycle-counts/9/post_adjustments/')).toHaveLength(0);
    await user.click(button('Post'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post adjustments' })).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('POSTED')).toBeInTheDocument();
    await expectToast('Batch posted.');
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  });

  it('Reopen after its confirmation makes it OPEN and editable again', async () => {
    await openSheet(COUNT_IDS.finalized);
    const user = userEvent.setup();
    await user.click(button('Reopen'));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen cycle count' });
    expect(dialog).toHaveTextContent('Reopen this cycle count? (Posted batches cannot be reopened.)');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('OPEN')).toBeInTheDocument();
    await expectToast('Batch reopened.');
    expect(counted('Roma Tomatoes')).toHaveValue(9);
    expect(button('Reopen')).toBeDisabled();
  });

  it('failed post and reopen toast the server detail', async () => {
    api.server.use(
      http.post(`${API}/inventory/cycle-counts/:id/post_adjustments/`, () => HttpResponse.json({}, { status: 409 })),
      http.post(`${API}/inventory/cycle-counts/:id/reopen/`, () => HttpResponse.json({ detail: 'Only a FINALIZED batch can be reopened.' }, { status: 409 })),
    );
    await openSheet(COUNT_IDS.finalized);
    const user = userEvent.setup();
    await user.click(button('Post'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post adjustments' })).getByRole('button', { name: 'Post' }));
    await expectToast('Failed to post.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button('Reopen'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reopen cycle count' })).getByRole('button', { name: 'Reopen' }));
    await expectToast('Only a FINALIZED batch can be reopened.');
    expect(screen.getByText('FINALIZED')).toBeInTheDocument();
  });
});

describe('Count sheet: POSTED, ARCHIVED and CANCELLED', () => {
  it('a POSTED batch is read-only, cannot be reopened, and can be archived', async () => {
    await openSheet(COUNT_IDS.posted);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Stock effect' })).toBeInTheDocument();
    expect(button('Archive')).toBeEnabled();
  });

  it.each([
    ['ARCHIVED', COUNT_IDS.archived],
    ['CANCELLED', COUNT_IDS.cancelled],
  ])('a %s batch shows its saved counts read-only with no actions', async (status, id) => {
    await openSheet(id);
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell')[5]).toHaveTextContent('9');
    expect(within(screen.getByRole('group', { name: 'Batch actions' })).queryAllByRole('button')).toHaveLength(0);
    // The filter still works on a closed batch.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show uncounted only' }));
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Romaine Lettuce', 'Fresh Basil']);
  });
});

describe('Count sheet: DRAFT', () => {
  it('lets the user choose areas and start it, then shows the OPEN sheet', async () => {
    await openSheet(COUNT_IDS.draft);
    const form = await screen.findByRole('form', { name: 'Start cycle count' });
    expect(within(form).queryByRole('checkbox', { name: 'Old Shed' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(within(form).getByText('Select at least one area.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Dry Storage' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Walk-in Cooler' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), ' Monthly count ');
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('OPEN')).toBeInTheDocument();
    await expectToast('Cycle count started.');
    expect(calls('POST /inventory/cycle-counts/8/start/').map((r) => r.body)).toEqual([{ areas: [1, 2], notes: 'Monthly count' }]);
    expect(counted('Roma Tomatoes')).toHaveValue(null);
  });

  it('a DRAFT can be archived', async () => {
    await openSheet(COUNT_IDS.draft);
    await userEvent.click(button('Archive'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Archive cycle count' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('ARCHIVED')).toBeInTheDocument();
  });
});
