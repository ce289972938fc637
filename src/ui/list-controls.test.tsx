import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createListMachine, type ListQuery } from '../machines/list.machine';
import { ListPager, ListSearchBox } from './list-controls';

function startList() {
  const fetchPage = vi.fn(async ({ page, pageSize }: ListQuery) => ({ rows: Array.from({ length: Math.min(pageSize, 25 - (page - 1) * pageSize) }, (_, i) => ({ id: i })), count: 25 }));
  const list = createActor(createListMachine<{ id: number }>().provide({ actors: { fetchPage: fromPromise(({ input }) => fetchPage(input)) } }), {
    input: { pageSize: 10, debounceMs: 0 },
  }).start();
  render(
    <>
      <ListSearchBox list={list} label="Search things" />
      <ListPager list={list} pageSizeOptions={[10, 20]} />
    </>,
  );
  return { list, fetchPage };
}

describe('ListSearchBox and ListPager', () => {
  it("show the list's query, page, rows per page and 'Showing X of Y items', and send its events", async () => {
    const { fetchPage } = startList();
    expect(await screen.findByText('Showing 10 of 25 items')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Showing 5 of 25 items')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await act(async () => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search things' }), { target: { value: 'abc' } }));
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('abc');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ query: 'abc', page: 1, pageSize: 20, filters: {} }));
  });
});
