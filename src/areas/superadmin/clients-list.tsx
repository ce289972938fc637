// Client list (/superadmin and /superadmin/clients, platform.md section 2): a search box (300 ms
// debounce), the clients table and the '+ Create Client' link. The list machine does the
// behaviour; the API has no paging for clients, so one page holds every row and no pager is shown.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { buttonClasses } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { fetchClientPage, type Client } from './clients.actors';
import { useUrlList } from '../../ui/list-url';
import { PlatformHomeTiles } from './home-tiles';

export const CLIENT_LIST_TEXT = {
  loading: 'Loading suppliers...',
  searching: 'Searching...',
  empty: 'No clients found.',
} as const;

const clientListMachine = createListMachine<Client>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchClientPage(input, signal)) },
});

const col = columnHelper<Client>();
const columns = col.columns([
  col.accessor('id', { header: 'ID' }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('city', { header: 'City', cell: (info) => info.getValue() || '-' }),
  col.accessor('state', { header: 'State', cell: (info) => info.getValue() || '-' }),
  col.accessor('on_trial', { header: 'Trial', cell: (info) => (info.getValue() ? 'yes' : 'no') }),
  col.display({
    id: 'view',
    header: 'View',
    cell: ({ row }) => (
      <Link to="/superadmin/clients/$id" params={{ id: String(row.original.id) }} className="text-blue-700 underline-offset-2 hover:underline">
        View
      </Link>
    ),
  }),
]);

/** The clients; on the superadmin home (`home`) the platform's tiles come first. */
export function ClientsListScreen({ home = false }: { home?: boolean }) {
  const list = useUrlList(clientListMachine, { pageSize: 10, debounceMs: 300 });
  const query = useSelector(list, (s) => s.context.query);

  return (
    <Page
      title="Clients"
      actions={
        <Link to="/superadmin/create-supplier" className={buttonClasses('primary')}>
          + Create Client
        </Link>
      }
    >
      {home && <PlatformHomeTiles />}
      <SearchBox label="Search clients" placeholder="Search clients..." value={query} onChange={(value) => list.send({ type: 'search.change', query: value })} />
      <ListTable list={list} columns={columns} getRowId={(row) => String(row.id)} text={CLIENT_LIST_TEXT} searchingMode="replace" caption="Clients" />
    </Page>
  );
}
