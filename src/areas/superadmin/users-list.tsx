// Registered Users (/superadmin/users, platform.md section 2): a search box that searches on every
// keystroke (the list machine without debounce), and the users table with their role, join date,
// tenant chips and a View link to the user's details.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { fetchUserPage, type User } from './users.actors';
import { TenantChips } from './users-tenant-chips';
import { formatDate as localDate } from '../../ui/format-date';
import { useUrlList } from '../../ui/list-url';

export const USERS_TEXT = {
  title: 'Registered Users',
  placeholder: 'Search by username, email, name...',
  loading: 'Loading users...',
  searching: 'Searching...',
  empty: 'No users found.',
} as const;

/** Merchant if is_merchant, else Supplier if is_supplier, else Unknown. */
export function userRole(user: Pick<User, 'is_merchant' | 'is_supplier'>): 'Merchant' | 'Supplier' | 'Unknown' {
  return user.is_merchant ? 'Merchant' : user.is_supplier ? 'Supplier' : 'Unknown';
}

/** The local date of a timestamp ('-' when missing or invalid): the app's one date format. */
export { localDate };

const usersListMachine = createListMachine<User>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchUserPage(input, signal)) },
});

const col = columnHelper<User>();
const columns = col.columns([
  col.accessor('id', { header: 'ID' }),
  col.accessor('username', { header: 'Username' }),
  col.accessor('email', { header: 'Email' }),
  col.display({ id: 'name', header: 'Name', cell: ({ row }) => `${row.original.first_name ?? ''} ${row.original.last_name ?? ''}`.trim() || '-' }),
  col.display({ id: 'role', header: 'Role', cell: ({ row }) => userRole(row.original) }),
  col.accessor('date_joined', { header: 'Joined', cell: (info) => localDate(info.getValue()) }),
  col.display({ id: 'tenants', header: 'Tenants', cell: ({ row }) => <TenantChips names={(row.original.tenants ?? []).map((t) => t.name)} /> }),
  col.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => (
      <Link to="/superadmin/users/$id" params={{ id: String(row.original.id) }} aria-label={`View ${row.original.username}`} className="text-blue-700 underline-offset-2 hover:underline">
        View
      </Link>
    ),
  }),
]);

export function RegisteredUsersScreen() {
  const list = useUrlList(usersListMachine, { pageSize: 10, debounceMs: 0 });
  const query = useSelector(list, (s) => s.context.query);

  return (
    <Page title={USERS_TEXT.title}>
      <SearchBox label="Search users" placeholder={USERS_TEXT.placeholder} value={query} onChange={(value) => list.send({ type: 'search.change', query: value })} />
      {/* Searching on every keystroke: the rows stay and 'Searching...' shows above them. */}
      <ListTable list={list} columns={columns} getRowId={(row) => String(row.id)} text={USERS_TEXT} searchingMode="above" caption="Registered users" />
    </Page>
  );
}
