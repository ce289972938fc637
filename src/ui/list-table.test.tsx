import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createListMachine, type ListPage, type ListQuery } from '../machines/list.machine';
import { columnHelper } from './data-table';
import { ListTable, type ListTableProps } from './list-table';
import { deferred } from '../../test/promises';

type Client = { id: number; name: string };
const col = columnHelper<Client>();
const columns = col.columns([col.accessor('id', { header: 'ID' }), col.accessor('name', { header: 'Name' })]);
const FARMS: Client = { id: 1, name: 'Fresh Farms' };
const BISTRO: Client = { id: 2, name: 'Corner Bistro' };
const TEXT = { loading: 'Loading clients...', searching: 'Searching...', empty: 'No clients found.' };

/** A real list machine whose fetchPage is the given stub. */
function setup(fetchPage: (q: ListQuery) => Promise<ListPage<Client>>, props: Partial<ListTableProps<Client>> = {}) {
  const fetch = vi.fn(fetchPage);
  const machine = createListMachine<Client>().provide({ actors: { fetchPage: fromPromise(({ input }: { input: ListQuery }) => fetch(input)) } });
  const list = createActor(machine, { input: { debounceMs: 0 } }).start();
  render(<ListTable list={list} columns={columns} getRowId={(r) => String(r.id)} text={TEXT} caption="Clients" {...props} />);
  return { list, fetch };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1);

describe('ListTable', () => {
  it('shows the loading text, then the rows', async () => {
    const page = deferred<ListPage<Client>>();
    setup(() => page.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading clients...');
    page.resolve({ rows: [FARMS, BISTRO], count: 2 });
    expect(await screen.findByRole('cell', { name: 'Fresh Farms' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', async () => {
    setup(async () => ({ rows: [], count: 0 }));
    expect(await screen.findByRole('cell', { name: 'No clients found.' })).toBeInTheDocument();
  });

  it("shows an empty list's help and next action, but not for a search that matches nothing", async () => {
    const TEXT_WITH_HELP = { ...TEXT, emptyHelp: 'Clients appear here once they sign up.' };
    const { list } = setup(async () => ({ rows: [], count: 0 }), { text: TEXT_WITH_HELP, emptyAction: <a href="/clients/new">New Client</a> });
    const cell = await screen.findByRole('cell', { name: /No clients found\./ });
    expect(within(cell).getByText('Clients appear here once they sign up.')).toBeInTheDocument();
    expect(within(cell).getByRole('link', { name: 'New Client' })).toBeInTheDocument();

    list.send({ type: 'search.change', query: 'zzz' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New Client' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'No clients found.' })).toBeInTheDocument();
    expect(screen.queryByText('Clients appear here once they sign up.')).not.toBeInTheDocument();
  });

  it('shows a load error with Retry, which fetches again', async () => {
    const { fetch } = setup(
      vi
        .fn<() => Promise<ListPage<Client>>>()
        .mockRejectedValueOnce(new Error('Failed to load clients.'))
        .mockResolvedValueOnce({ rows: [FARMS], count: 1 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load clients.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Fresh Farms' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  /** Loads FARMS, then searches 'bis'; the search answers when `answer` is called. */
  async function search(searchingMode: 'replace' | 'above') {
    const next = deferred<ListPage<Client>>();
    const { list } = setup((q) => (q.query ? next.promise : Promise.resolve({ rows: [FARMS], count: 1 })), { searchingMode });
    await screen.findByRole('cell', { name: 'Fresh Farms' });
    list.send({ type: 'search.change', query: 'bis' });
    return { status: await screen.findByRole('status'), answer: () => next.resolve({ rows: [BISTRO], count: 1 }) };
  }

  it("searchingMode 'replace': the searching text stands in for the rows", async () => {
    const { status, answer } = await search('replace');
    expect(within(screen.getByRole('table')).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Searching...');
    expect(screen.queryByRole('cell', { name: 'Fresh Farms' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('cell', { name: 'Corner Bistro' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("searchingMode 'above': the rows stay and the searching text shows above the table", async () => {
    const { status, answer } = await search('above');
    expect(status).toHaveTextContent('Searching...');
    expect(within(screen.getByRole('table')).queryByRole('status')).not.toBeInTheDocument();
    expect(status.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Fresh Farms' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('cell', { name: 'Corner Bistro' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('without a searching text a reload keeps the rows quietly; rows can be clickable', async () => {
    const onRowClick = vi.fn();
    const next = deferred<ListPage<Client>>();
    const fetchPage = vi
      .fn<() => Promise<ListPage<Client>>>()
      .mockResolvedValueOnce({ rows: [FARMS], count: 1 })
      .mockReturnValueOnce(next.promise);
    const { list } = setup(fetchPage, { text: { loading: TEXT.loading, empty: TEXT.empty }, onRowClick, rowLabel: (r) => `Open ${r.name}` });
    await userEvent.setup().click(await screen.findByRole('row', { name: 'Open Fresh Farms' }));
    expect(onRowClick).toHaveBeenCalledWith(FARMS);
    list.send({ type: 'reload' });
    expect(list.getSnapshot().hasTag('searching')).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    next.resolve({ rows: [FARMS, BISTRO], count: 2 });
    expect(await screen.findByRole('row', { name: 'Open Corner Bistro' })).toBeInTheDocument();
  });

  it('without a searching text a search that answers the same rows draws no row again', async () => {
    let drawn = 0;
    const counting = col.columns([col.accessor('name', { header: 'Name', cell: (info) => (drawn++, info.getValue()) })]);
    const rows = [FARMS, BISTRO];
    const next = deferred<ListPage<Client>>();
    const fetchPage = vi.fn<() => Promise<ListPage<Client>>>().mockResolvedValueOnce({ rows, count: 2 }).mockReturnValueOnce(next.promise);
    const { list } = setup(fetchPage, { columns: counting, text: { loading: TEXT.loading, empty: TEXT.empty } });
    await screen.findByRole('cell', { name: 'Corner Bistro' });
    const before = drawn;
    list.send({ type: 'search.change', query: 'r' });
    await waitFor(() => expect(list.getSnapshot().hasTag('searching')).toBe(true));
    next.resolve({ rows, count: 2 });
    await waitFor(() => expect(list.getSnapshot().hasTag('ready')).toBe(true));
    expect(drawn).toBe(before);
  });
});
