// Screen tests of the count sheet, one block per status, against the msw fake of the cycle-count
// calls (test/msw/inventory-counts.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderCountsAt, setupCountsApi, useViewport } from '../../../test/inventory-counts-screens';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { line } from '../../../test/msw/inventory-data';
import { deferred } from '../../../test/promises';

const api = setupCountsApi();
useViewport();

// The toasts stay readable while a dialog hides the rest of the page from assistive technology.
const toastRegion = () => screen.getByRole('region', { name: 'Notifications', hidden: true });
const expectToast = async (text: string) => expect(await within(toastRegion()).findByText(text)).toBeInTheDocument();
const counted = (product: string) => screen.getByRole('spinbutton', { name: `Counted for ${product}` });
const noteBox = (product: string) => screen.getByRole('textbox', { name: `Note for ${product}` });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const rowOf = (product: string) => screen.getByRole('rowheader', { name: product }).closest('tr')!;
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix));

async function openSheet(id: number) {
  renderCountsAt(`/merchant/inventory/cycle-counts/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name: `Cycle Count #${id}` })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Timeline' });
}

describe('Count sheet: loading', () => {
  it('shows Loading, then the header, timeline and lines', async () => {
    const held = deferred<void>();
    api.server.use(http.get(`${API}/inventory/cycle-counts/:id/lines/`, async () => (await held.promise, undefined), { once: true }));
    renderCountsAt(`/merchant/inventory/cycle-counts/${COUNT_IDS.open}`);
    expect(await screen.findByText('Loading cycle count...')).toBeInTheDocument();
    held.resolve();
    await screen.findByRole('heading', { name: 'Timeline' });
    expect(screen.getByRole('link', { name: 'Cycle Counts' })).toHaveAttribute('href', '/merchant/inventory/cycle-counts');
    expect(screen.getByText('OPEN')).toBeInTheDocument();
    expect(screen.getByText('Count before the Friday order.')).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText(`Last saved: ${new Date('2024-06-03T15:00:00Z').toLocaleString()}`)).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      `Created by Maria Lopez, ${new Date('2024-06-03T13:55:00Z').toLocaleString()}`,
      `Started (3 lines) by Maria Lopez, ${new Date('2024-06-03T14:00:00Z').toLocaleString()}`,
    ]);
    const headers = within(screen.getByRole('table', { name: 'Count lines' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Area', 'Product', 'Category', 'SKU', 'Expected', 'Counted', 'delta', 'Note']);
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Walk-in Cooler', 'Produce', 'PRD-TOM-01', '10', '', '-1', '']);
    expect(counted('Roma Tomatoes')).toHaveValue(9);
    expect(screen.getByText('3 lines, 1 counted, counted total 9')).toBeInTheDocument();
  });

  it('a failed load shows the server detail with a retry', async () => {
    api.server.use(http.get(`${API}/inventory/cycle-counts/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderCountsAt(`/merchant/inventory/cycle-counts/${COUNT_IDS.open}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Roma Tomatoes' })).toBeInTheDocument();
  });
});

describe('Count sheet: OPEN', () => {
  it('edits counts and notes with a green or red delta; Enter moves to the next row', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    const delta = (product: string) => within(rowOf(product)).getAllByRole('cell')[5];
    expect(delta('Roma Tomatoes')).toHaveTextContent('-1');
    expect(delta('Roma Tomatoes')).toHaveClass('text-red-700');
    await user.clear(counted('Romaine Lettuce'));
    await user.type(counted('Romaine Lettuce'), '5{Enter}');
    expect(delta('Romaine Lettuce')).toHaveTextContent('+2');
    expect(delta('Romaine Lettuce')).toHaveClass('text-green-700');
    expect(counted('Fresh Basil')).toHaveFocus();
    await user.type(noteBox('Fresh Basil'), 'Half a bunch wilted');
    expect(noteBox('Fresh Basil')).toHaveValue('Half a bunch wilted');
    expect(screen.getByText('3 lines, 2 counted, counted total 14')).toBeInTheDocument();
    // Enter on the last row stays there.
    await user.type(counted('Fresh Basil'), '{Enter}');
    expect(counted('Fresh Basil')).toHaveFocus();
  });

  it('Save is enabled only with unsaved edits, sends the changed lines and toasts Counts saved.', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    expect(button('Save')).toBeDisabled();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.type(noteBox('Roma Tomatoes'), 'One bruised');
    expect(button('Save')).toBeEnabled();
    await user.click(button('Save'));
    await expectToast('Counts saved.');
    expect(calls('POST /inventory/cycle-counts/7/submit_lines/').map((r) => r.body)).toEqual([
      { lines: [{ id: 1, note: 'One bruised' }, { id: 2, counted_qty: 2 }] },
    ]);
    expect(button('Save')).toBeDisabled();
    expect(api.db.lines[COUNT_IDS.open][1].counted_qty).toBe(2);
  });

  it('Ctrl+S and Cmd+S save', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.keyboard('{Control>}s{/Control}');
    await expectToast('Counts saved.');
    await user.type(counted('Fresh Basil'), '4');
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    await waitFor(() => expect(calls('POST /inventory/cycle-counts/7/submit_lines/')).toHaveLength(2));
    expect(calls('POST /inventory/cycle-counts/7/submit_lines/')[1].body).toEqual({ lines: [{ id: 3, counted_qty: 4 }] });
  });

  it('a failed save toasts the server detail and keeps the edits', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => HttpResponse.json({ detail: 'Batch must be OPEN to save counts.' }, { status: 409 })));
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.click(button('Save'));
    await expectToast('Batch must be OPEN to save counts.');
    expect(counted('Romaine Lettuce')).toHaveValue(2);
    expect(button('Save')).toBeEnabled();
  });

  it('a save that gets no answer (connection lost) toasts Failed to save counts. and keeps the edits backed up', async () => {
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/submit_lines/`, () => HttpResponse.error()));
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.click(button('Save'));
    await expectToast('Failed to save counts.');
    expect(counted('Romaine Lettuce')).toHaveValue(2);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)!)).toEqual({ 2: { counted_qty: 2 } });
  });

  it('the filter matches product, SKU or area, and Show uncounted only hides counted lines', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    const products = () => screen.getAllByRole('rowheader').map((r) => r.textContent);
    const filter = screen.getByRole('searchbox', { name: 'Filter lines' });
    await user.type(filter, 'dry');
    await waitFor(() => expect(products()).toEqual(['Fresh Basil']));
    await user.clear(filter);
    await user.type(filter, 'prd-let');
    await waitFor(() => expect(products()).toEqual(['Romaine Lettuce']));
    await user.clear(filter);
    await waitFor(() => expect(products()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Show uncounted only' }));
    expect(products()).toEqual(['Romaine Lettuce', 'Fresh Basil']);
    // A line counted now stays in view until the filter changes (the sheet does not jump).
    await user.type(counted('Romaine Lettuce'), '3');
    expect(products()).toEqual(['Romaine Lettuce', 'Fresh Basil']);
    await user.type(filter, 'zzz');
    await waitFor(() => expect(screen.getByText('No lines match your filters.')).toBeInTheDocument());
  });

  it('the bulk buttons act on the visible lines only', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter lines' }), 'Walk-in');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(2));
    await user.click(button('Fill = Expected (visible)'));
    expect(counted('Roma Tomatoes')).toHaveValue(10);
    expect(counted('Romaine Lettuce')).toHaveValue(3);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter lines' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(3));
    expect(counted('Fresh Basil')).toHaveValue(null);
    await user.click(button('Zero uncounted (visible)'));
    expect(counted('Fresh Basil')).toHaveValue(0);
    expect(counted('Romaine Lettuce')).toHaveValue(3);
    await user.click(button('Clear edits'));
    // Back to the saved counts.
    expect(counted('Roma Tomatoes')).toHaveValue(9);
    expect(counted('Fresh Basil')).toHaveValue(null);
    expect(counted('Romaine Lettuce')).toHaveValue(null);
    expect(button('Save')).toBeDisabled();
  });

  it('Finalize needs saved edits first, then finalizes and shows the stock effect', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    expect(button('Reopen')).toBeDisabled();
    await user.type(counted('Romaine Lettuce'), '2');
    await user.click(button('Finalize & Update Stock'));
    await expectToast('Save your changes before finalizing.');
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
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem').at(-1)).toHaveTextContent('Finalized (2 stock movements) by Maria Lopez');
  });

  it('Finalize with no saved count says No saved counts found', async () => {
    api.db.lines[COUNT_IDS.open].forEach((l) => (l.counted_qty = null));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Finalize & Update Stock'));
    await expectToast('No saved counts found. Save at least one line before finalizing.');
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

describe('Count sheet: the Conflicts detected dialog', () => {
  async function openConflicts() {
    api.db.lines[COUNT_IDS.open][1].counted_qty = 2;
    api.db.moved.set(1, 12); // Roma Tomatoes: 10 at the snapshot, 12 now, counted 9.
    api.db.moved.set(2, 5); // Romaine Lettuce: 3 at the snapshot, 5 now, counted 2.
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Finalize & Update Stock'));
    const dialog = await screen.findByRole('dialog', { name: 'Conflicts detected' });
    await expectToast('Conflicts detected. Review them below.');
    return dialog;
  }

  it('lists the moved lines with the spec message and the on-hand each choice leaves', async () => {
    const dialog = await openConflicts();
    expect(dialog).toHaveAccessibleDescription(
      'Inventory changed since the snapshot. You can review differences below and finalize anyway (force), or re-snapshot before finalizing.',
    );
    const row = within(dialog).getByRole('rowheader', { name: 'Roma Tomatoes' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual(['1', 'Walk-in Cooler', 'PRD-TOM-01', '10', '12', '9']);
    const choice = within(dialog).getByRole('group', { name: 'On-hand for Roma Tomatoes' });
    expect(within(choice).getByRole('radio', { name: 'Keep counted: 9' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Keep difference: 11' })).not.toBeChecked();
  });

  it('finalizes anyway with the choice made per line', async () => {
    const dialog = await openConflicts();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep difference: 11' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize anyway' }));
    expect(await screen.findByText('FINALIZED')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /inventory/cycle-counts/7/finalize/').at(-1)!.body).toEqual({
      force: true,
      resolutions: [
        { line: 1, keep: 'difference' },
        { line: 2, keep: 'counted' },
      ],
    });
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell').at(-1)).toHaveTextContent('-1 → 11 (kept difference)');
    expect(within(rowOf('Romaine Lettuce')).getAllByRole('cell').at(-1)).toHaveTextContent('-3 → 2');
  });

  it('re-snapshots: the expected quantities become the current on-hand and the batch stays OPEN', async () => {
    const dialog = await openConflicts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-snapshot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectToast('Snapshot taken again. Review the counts, then finalize.');
    await waitFor(() => expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell')[3]).toHaveTextContent('12'));
    expect(screen.getByText('OPEN')).toBeInTheDocument();
    expect(calls('POST /inventory/cycle-counts/7/finalize/')).toHaveLength(1);
  });

  it('Cancel closes the dialog and leaves the batch OPEN', async () => {
    const dialog = await openConflicts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button('Finalize & Update Stock')).toBeEnabled();
    expect(calls('POST /inventory/cycle-counts/7/finalize/')).toHaveLength(1);
  });

  it('a forced finalize that fails keeps the dialog open with the server detail', async () => {
    const dialog = await openConflicts();
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/finalize/`, () => HttpResponse.json({ detail: 'Finalize failed.' }, { status: 400 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize anyway' }));
    await waitFor(() => expect(calls('POST')).toBeDefined());
    await expectToast('Finalize failed.');
    expect(screen.getByRole('dialog', { name: 'Conflicts detected' })).toBeInTheDocument();
  });
});

describe('Count sheet: unsaved edits kept in the browser', () => {
  it('backs up unsaved counts at once when the page goes away', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    await user.type(counted('Romaine Lettuce'), '7');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)!)).toEqual({ 2: { counted_qty: 7 } });
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
    expect(within(rowOf('Romaine Lettuce')).getAllByRole('cell')[4]).toHaveTextContent('-');
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`cycleCountEdits:${COUNT_IDS.open}`)).toBeNull();
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
    expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell')[4]).toHaveTextContent('9');
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

describe('Count sheet: many lines', () => {
  it('renders only the rows in view of 10,000 lines, and Enter scrolls the next row in', async () => {
    api.db.lines[COUNT_IDS.empty] = Array.from({ length: 10_000 }, (_, i) => line({ id: 1000 + i, product_name: `Item ${i + 1}`, expected_qty: i % 7 }));
    await openSheet(COUNT_IDS.empty);
    const rows = screen.getAllByRole('rowheader');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByText('10000 lines, 0 counted, counted total 0')).toBeInTheDocument();
    const last = rows.at(-1)!.textContent!;
    const n = Number(last.replace('Item ', ''));
    expect(screen.queryByRole('rowheader', { name: `Item ${n + 1}` })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(counted(last), '1{Enter}');
    await waitFor(() => expect(counted(`Item ${n + 1}`)).toHaveFocus());
  });
});
