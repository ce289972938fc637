import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Name', 'City', 'Actions']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Fresh Farms', 'Austin', 'Edit']);
    expect(within(bodyRows[1]).getByText('-')).toBeInTheDocument();
    expect(screen.queryByText('No clients found.')).not.toBeInTheDocument();
  });

  it('shows the empty text without rows and the loading text while loading', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} emptyText="No clients found." />);
    expect(screen.getByText('No clients found.')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={rows} emptyText="No clients found." loading loadingText="Loading suppliers..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading suppliers...');
    expect(screen.queryByText('Fresh Farms')).not.toBeInTheDocument();
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
