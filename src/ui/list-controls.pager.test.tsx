import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createListMachine, type ListPage, type ListQuery } from '../machines/list.machine';
import { ListPager, type ListPagerProps } from './list-controls';

type Row = { id: number };
const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));

/** A real list machine over `total` rows, with the pager beside it. */
function setup(total: number, props: Partial<ListPagerProps<Row>> = {}) {
  const fetch = vi.fn(async ({ page, pageSize }: ListQuery): Promise<ListPage<Row>> => ({
    rows: rows(Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)), (page - 1) * pageSize + 1),
    count: total,
  }));
  const machine = createListMachine<Row>().provide({ actors: { fetchPage: fromPromise(({ input }: { input: ListQuery }) => fetch(input)) } });
  const list = createActor(machine, { input: { debounceMs: 0, pageSize: 10 } }).start();
  render(<ListPager list={list} pageSizeOptions={[10, 20]} {...props} />);
  return { list, fetch };
}

describe('ListPager', () => {
  it("shows the list's page and how many rows it shows, and sends page and page size changes", async () => {
    const { fetch } = setup(25);
    expect(await screen.findByText('Showing 10 of 25 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 10 }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 20 }));
  });

  it('hides while everything fits on one page, when asked to', async () => {
    const { list } = setup(5, { hideSinglePage: true });
    await vi.waitFor(() => expect(list.getSnapshot().context.count).toBe(5));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows when asked to hide on one page but there are more', async () => {
    setup(11, { hideSinglePage: true, showing: false });
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2');
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
