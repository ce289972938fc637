import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useViewport } from '../../test/viewport';
import { DataTable, columnHelper } from './data-table';

type Client = { id: number; name: string; city: string };
const col = columnHelper<Client>();
const columns = col.columns([
  col.accessor('id', { header: 'ID' }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('city', { header: 'City', cell: (info) => info.getValue() || '-' }),
  col.display({ id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> }),
]);
const rows: Client[] = [
  { id: 1, name: 'Fresh Farms', city: 'Austin' },
  { id: 2, name: 'Green Co', city: '' },
];

describe('DataTable', () => {
  it('renders column headers and rows', () => {
    render(<DataTable columns={columns} rows={rows} emptyText="No clients found." />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'City', 'Actions']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Fresh Farms', 'Austin', 'Edit']);
    expect(within(bodyRows[1]).getByText('-')).toBeInTheDocument();
    expect(screen.queryByText('No clients found.')).not.toBeInTheDocument();
  });

  it('draws the arriving rows as new rows, not the loading rows moved, and keeps the loading height until then (no layout shift)', () => {
    const props = { columns, emptyText: 'No clients found.', getRowId: (_: Client, i: number) => String(i), className: 'max-h-[70vh]', loadingClassName: 'h-[70vh]' };
    const { rerender } = render(<DataTable {...props} rows={[]} loading />);
    const box = screen.getByRole('table').parentElement!;
    expect(box).toHaveClass('h-[70vh]');
    expect(box).not.toHaveClass('max-h-[70vh]');
    const loadingRows = screen.getAllByRole('row').slice(1);
    rerender(<DataTable {...props} rows={rows} />);
    const drawn = screen.getAllByRole('row').slice(1);
    expect(drawn.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Fresh Farms', 'Green Co']);
    for (const row of drawn) expect(loadingRows).not.toContain(row);
    expect(box).toHaveClass('max-h-[70vh]');
    expect(box).not.toHaveClass('h-[70vh]');
  });

  it('shows the empty text without rows and the loading text while loading', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} emptyText="No clients found." />);
    expect(screen.getByText('No clients found.')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={rows} emptyText="No clients found." loading loadingText="Loading suppliers..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading suppliers...');
    expect(screen.queryByText('Fresh Farms')).not.toBeInTheDocument();
  });

  it('loads as a skeleton row across the columns with the loading text only for screen readers', () => {
    render(<DataTable columns={columns} rows={[]} emptyText="No clients found." loading loadingText="Loading suppliers..." />);
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    const [skeleton, ...more] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(more).toHaveLength(0);
    expect(within(skeleton).getByRole('cell')).toHaveAttribute('colspan', String(columns.length));
    expect(screen.queryByText('No clients found.')).not.toBeInTheDocument();
  });

  it("shows an empty state: the spec's text word for word, a line of help and the next action", async () => {
    const next = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={[]}
        emptyText="No clients found."
        emptyHelp="Clients you add appear here."
        emptyAction={
          <button type="button" onClick={next}>
            Add a client
          </button>
        }
      />,
    );
    expect(screen.getByText('No clients found.')).toBeInTheDocument();
    expect(screen.getByText('Clients you add appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a client' }));
    expect(next).toHaveBeenCalledOnce();
  });

  it('activates clickable rows by click and keyboard, but not through inner controls', async () => {
    const onRowClick = vi.fn();
    render(<DataTable columns={columns} rows={rows} emptyText="-" onRowClick={onRowClick} rowLabel={(r) => `Open ${r.name}`} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Fresh Farms'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);

    const second = screen.getByRole('row', { name: 'Open Green Co' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);

    await user.click(within(second).getByRole('button', { name: 'Edit' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('rows are not focusable without onRowClick', () => {
    render(<DataTable columns={columns} rows={rows} emptyText="-" />);
    expect(screen.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  });
});

describe('DataTable with virtualRowHeight', () => {
  // A box 600 px high: rows of 40 px, 15 in view.
  useViewport(600);
  const many: Client[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Client ${i + 1}`, city: 'Austin' }));
  const table = () => screen.getByRole('table', { name: 'Clients' });
  const bodyRows = () => within(table()).getAllByRole('row').slice(1);
  const box = () => table().parentElement!;

  it('puts only the rows in view in the page, each keeping its place for assistive technology', () => {
    render(<DataTable columns={columns} rows={many} emptyText="-" caption="Clients" virtualRowHeight={40} className="max-h-96" />);
    expect(table()).toHaveAttribute('aria-rowcount', '1001');
    expect(within(table()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThan(30);
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('Client 1');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByRole('cell', { name: 'Client 500' })).not.toBeInTheDocument();
  });

  it('brings a row far down into the page when the box is scrolled to it, and a new list starts at the top', () => {
    const { rerender } = render(<DataTable columns={columns} rows={many} emptyText="-" caption="Clients" virtualRowHeight={40} />);
    act(() => box().scrollTo({ top: 499 * 40 }));
    const row = screen.getByRole('cell', { name: 'Client 500' }).closest('tr')!;
    expect(row).toHaveAttribute('aria-rowindex', '501');
    expect(screen.queryByRole('cell', { name: 'Client 1' })).not.toBeInTheDocument();

    rerender(<DataTable columns={columns} rows={many.slice(100)} emptyText="-" caption="Clients" virtualRowHeight={40} />);
    expect(box().scrollTop).toBe(0);
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('Client 101');
    expect(table()).toHaveAttribute('aria-rowcount', '901');
  });

  it('shows the empty text without rows', () => {
    render(<DataTable columns={columns} rows={[]} emptyText="No clients found." caption="Clients" virtualRowHeight={40} />);
    expect(screen.getByRole('cell', { name: 'No clients found.' })).toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-rowcount');
  });
});
