import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/superadmin-users-leads';
import { renderUsersLeadsAt, setupUsersLeadsApi } from '../../../test/users-leads-test-router';
import { localDate, userRole } from './users-list';

const api = setupUsersLeadsApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const searches = () => api.db.requests.filter((r) => r.call.startsWith('GET /accounts/sm/search-users/')).map((r) => r.call);

describe('userRole and localDate', () => {
  it('reads Merchant, then Supplier, else Unknown', () => {
    expect(userRole({ is_merchant: true, is_supplier: true })).toBe('Merchant');
    expect(userRole({ is_merchant: false, is_supplier: true })).toBe('Supplier');
    expect(userRole({ is_merchant: false, is_supplier: false })).toBe('Unknown');
  });
  it('shows the local date, or - without one', () => {
    expect(localDate('2024-03-05T12:00:00Z')).toBe(new Date('2024-03-05T12:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(localDate(null)).toBe('-');
    expect(localDate('nonsense')).toBe('-');
  });
});

describe('Registered Users', () => {
  it('shows the loading text, then the users with role, join date, tenant chips and View links', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/accounts/sm/search-users/`, async () => (await loaded.promise, HttpResponse.json(api.db.users))));
    renderUsersLeadsAt('/superadmin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registered Users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    loaded.resolve();
    expect(await screen.findByText('supplier@example.com')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute('placeholder', 'Search by username, email, name...');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Username', 'Email', 'Name', 'Role', 'Joined', 'Tenants', 'Action']);
    const [admin, supplier, owner] = bodyRows();
    const joined = new Date('2024-03-05T12:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(
      within(admin)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'admin', 'admin@example.com', 'Ada Lovelace', 'Unknown', joined, '-', 'View']);
    expect(within(supplier).getAllByRole('cell')[4]).toHaveTextContent('Supplier');
    expect(within(owner).getAllByRole('cell')[4]).toHaveTextContent('Merchant');
    expect(within(supplier).getByRole('link', { name: 'View supplier' })).toHaveAttribute('href', '/superadmin/users/2');
  });

  it('shows two tenant chips and a focusable +N more chip whose tooltip lists all tenants', async () => {
    renderUsersLeadsAt('/superadmin/users');
    await screen.findByText('owner@example.com');
    const owner = bodyRows()[2];
    const chips = within(owner).getByRole('list', { name: 'Tenants' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Corner Bistro', 'Harbor Cafe', '+2 moreCorner Bistro, Harbor Cafe, Fresh Farms, Green Valley']);
    const more = within(chips).getByText('+2 more');
    expect(more).toHaveAttribute('tabindex', '0');
    expect(more).toHaveAttribute('title', 'Corner Bistro, Harbor Cafe, Fresh Farms, Green Valley');
    expect(more).toHaveAccessibleDescription('Corner Bistro, Harbor Cafe, Fresh Farms, Green Valley');
    expect(within(owner).getByRole('tooltip', { hidden: true })).toHaveTextContent('Corner Bistro, Harbor Cafe, Fresh Farms, Green Valley');
    // One tenant: its chip only.
    expect(within(bodyRows()[1]).getByRole('list', { name: 'Tenants' })).toHaveTextContent(/^Fresh Farms$/);
  });

  it('searches on every keystroke without debounce', async () => {
    renderUsersLeadsAt('/superadmin/users');
    await screen.findByText('owner@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'sam');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('supplier@example.com');
    expect(searches()).toEqual([
      'GET /accounts/sm/search-users/?search=',
      'GET /accounts/sm/search-users/?search=s',
      'GET /accounts/sm/search-users/?search=sa',
      'GET /accounts/sm/search-users/?search=sam',
    ]);
  });

  it('shows the empty text when nothing matches', async () => {
    renderUsersLeadsAt('/superadmin/users');
    await screen.findByText('owner@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows the server error with a retry that loads again', async () => {
    api.server.use(http.get(`${API}/accounts/sm/search-users/`, () => HttpResponse.json({ detail: 'Service unavailable.' }, { status: 503 }), { once: true }));
    renderUsersLeadsAt('/superadmin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
  });

  it('View opens the user details', async () => {
    const { router } = renderUsersLeadsAt('/superadmin/users', { stub: ['/superadmin/users/$id'] });
    await screen.findByText('owner@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'View owner' }));
    expect(await screen.findByText('Stub of /superadmin/users/$id')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/users/3');
  });
});
