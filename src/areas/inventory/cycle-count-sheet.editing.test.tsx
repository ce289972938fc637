// Screen tests of the count sheet: loading, editing counts and notes, saving, the filter, the bulk
// buttons and a sheet of 10,000 lines, against the msw fake of the cycle-count calls
// (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, counted, expectToast, noteBox, openSheet, rowOf, setupSheetTests } from '../../../test/count-sheet-screen';
import { renderCountsAt } from '../../../test/inventory-counts-screens';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { line } from '../../../test/msw/inventory-data';
import { deferred } from '../../../test/promises';
import { formatDateTime } from '../../ui/format-date';
import { readStoredEdits } from './stored-edits';

const { api, calls } = setupSheetTests();

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
    expect(screen.getByText(`Last saved: ${formatDateTime('2024-06-03T15:00:00Z')}`)).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      `Created by Maria Lopez, ${formatDateTime('2024-06-03T13:55:00Z')}`,
      `Started (3 lines) by Maria Lopez, ${formatDateTime('2024-06-03T14:00:00Z')}`,
    ]);
    const headers = within(screen.getByRole('table', { name: 'Count lines' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Area', 'Product', 'Category', 'SKU', 'Unit', 'Expected', 'Counted', 'delta', 'Note', 'Counted by']);
    expect(
      within(rowOf('Roma Tomatoes'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Walk-in Cooler', 'Produce', 'PRD-TOM-01', 'lb', '10', '', '-1', '', expect.stringMatching(/^Maria Lopez, Jun \d, 2024, /)]);
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

describe('Count sheet: editing and saving an OPEN batch', () => {
  it('edits counts and notes with a green or red delta; Enter moves to the next row', async () => {
    await openSheet(COUNT_IDS.open);
    const user = userEvent.setup();
    const delta = (product: string) => within(rowOf(product)).getAllByRole('cell')[6];
    expect(delta('Roma Tomatoes')).toHaveTextContent('-1');
    // One colour class only: with the cells' slate beside it, the slate won.
    expect(delta('Roma Tomatoes')).toHaveClass('text-red-700');
    expect(delta('Roma Tomatoes')).not.toHaveClass('text-slate-800');
    await user.clear(counted('Romaine Lettuce'));
    await user.type(counted('Romaine Lettuce'), '5{Enter}');
    expect(delta('Romaine Lettuce')).toHaveTextContent('+2');
    expect(delta('Romaine Lettuce')).toHaveClass('text-green-700');
    expect(delta('Romaine Lettuce')).not.toHaveClass('text-slate-800');
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
      {
        lines: [
          { id: 1, note: 'One bruised', version: 1 },
          { id: 2, counted_qty: 2, version: 0 },
        ],
      },
    ]);
    expect(button('Save')).toBeDisabled();
    expect(api.db.lines[COUNT_IDS.open][1].counted_qty).toBe(2);
    // The header's 'Last saved' follows the save, without a reload.
    expect(screen.getByText(`Last saved: ${formatDateTime('2024-06-06T10:05:00Z')}`)).toBeInTheDocument();
  });

  it('the mouse wheel over a focused Counted box leaves its value alone (the box lets go of the focus)', async () => {
    await openSheet(COUNT_IDS.open);
    const box = counted('Roma Tomatoes');
    box.focus();
    fireEvent.wheel(box, { deltaY: 100 });
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue(9);
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
    expect(calls('POST /inventory/cycle-counts/7/submit_lines/')[1].body).toEqual({ lines: [{ id: 3, counted_qty: 4, version: 0 }] });
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
    expect(await readStoredEdits(COUNT_IDS.open)).toEqual({ edits: { 2: { counted_qty: 2, base: 0 } }, waiting: false });
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
    // Each row drawn keeps its place among the 10,000 for assistive technology (the header is row 1).
    expect(screen.getByRole('table', { name: 'Count lines' })).toHaveAttribute('aria-rowcount', '10001');
    expect(rowOf(`Item ${n + 1}`)).toHaveAttribute('aria-rowindex', String(n + 2));
  });
});
