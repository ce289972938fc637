// Screen tests of the count sheet: the 'Conflicts detected' dialog of a finalize, against the msw
// fake of the cycle-count calls (test/msw/inventory-counts.ts; set up by test/count-sheet-screen.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, expectToast, openSheet, rowOf, setupSheetTests } from '../../../test/count-sheet-screen';
import { API } from '../../../test/msw/common';
import { COUNT_IDS } from '../../../test/msw/inventory-counts';
import { deferred } from '../../../test/promises';

const { api, calls } = setupSheetTests();

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
    expect(dialog).toHaveAccessibleDescription('Inventory changed since the snapshot. You can review differences below and finalize anyway (force), or re-snapshot before finalizing.');
    const row = within(dialog).getByRole('rowheader', { name: 'Roma Tomatoes' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['1', 'Walk-in Cooler', 'PRD-TOM-01', '10', '12', '9']);
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
    await waitFor(() => expect(within(rowOf('Roma Tomatoes')).getAllByRole('cell')[4]).toHaveTextContent('12'));
    expect(screen.getByText('OPEN')).toBeInTheDocument();
    expect(calls('POST /inventory/cycle-counts/7/finalize/')).toHaveLength(1);
  });

  it('the Finalize button is busy while the call runs, not while the dialog waits for the user', async () => {
    api.db.moved.set(1, 12);
    const held = deferred<void>();
    api.server.use(http.post(`${API}/inventory/cycle-counts/:id/finalize/`, async () => (await held.promise, undefined), { once: true }));
    await openSheet(COUNT_IDS.open);
    await userEvent.click(button('Finalize & Update Stock'));
    expect(button('Finalize & Update Stock')).toHaveAttribute('aria-busy', 'true');
    held.resolve();
    await screen.findByRole('dialog', { name: 'Conflicts detected' });
    // The dialog hides the page from assistive technology, hence `hidden`.
    expect(screen.getByRole('button', { name: 'Finalize & Update Stock', hidden: true })).not.toHaveAttribute('aria-busy');
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
    const sent = deferred<unknown>();
    api.server.use(
      http.post(`${API}/inventory/cycle-counts/:id/finalize/`, async ({ request }) => {
        sent.resolve(await request.json());
        return HttpResponse.json({ detail: 'Finalize failed.' }, { status: 400 });
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalize anyway' }));
    expect(await sent.promise).toMatchObject({ force: true });
    await expectToast('Finalize failed.');
    expect(screen.getByRole('dialog', { name: 'Conflicts detected' })).toBeInTheDocument();
  });
});
