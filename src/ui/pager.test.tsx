import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('moves between pages and shows the position', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageCount={5} onPageChange={onPageChange} showing={{ shown: 10, total: 47 }} />);
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 47 items')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([1, 1, 3, 5]);
  });

  it('disables First/Prev on the first page and Next/Last on the last', () => {
    const { rerender } = render(<Pager page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows page 1 of 1 for an empty list', () => {
    render(<Pager page={1} pageCount={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
  });

  it('changes the rows per page', async () => {
    const onPageSizeChange = vi.fn();
    render(<Pager page={1} pageCount={2} onPageChange={() => {}} pageSize={10} pageSizeOptions={[10, 20, 50]} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('10');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['10', '20', '50']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});
