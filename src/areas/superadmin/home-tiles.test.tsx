// The superadmin home (issue 28): the platform's tiles above the clients, each a link to its list.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderClientsAt } from '../../../test/clients-test-router';
import { createDashboardsDb, dashboardHandlers } from '../../../test/msw/dashboards';
import { createClientsDb, superadminClientsHandlers } from '../../../test/msw/superadmin-clients';
import { setupMswApi } from '../../../test/screens';

setupMswApi(
  () => ({ dashboards: createDashboardsDb(), clients: createClientsDb() }),
  (db) => [...dashboardHandlers(db.dashboards), ...superadminClientsHandlers(db.clients)],
);

describe('superadmin home', () => {
  it('shows tenants, users, sign-ups and leads of the last 30 days, each a link to its list', async () => {
    renderClientsAt('/superadmin', ['/superadmin/users', '/superadmin/leads']);
    const tiles = within(await screen.findByRole('list', { name: 'Platform' }));
    expect(tiles.getByRole('link', { name: 'Tenants 3 1 in the last 30 days' })).toHaveAttribute('href', '/superadmin/clients');
    expect(tiles.getByRole('link', { name: 'Users 9 4 in the last 30 days' })).toHaveAttribute('href', '/superadmin/users');
    expect(tiles.getByRole('link', { name: /^Sign-ups 4/ })).toHaveAttribute('href', '/superadmin/users');
    expect(tiles.getByRole('link', { name: /^Leads 2/ })).toHaveAttribute('href', '/superadmin/leads');
    expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
  });

  it('shows no tiles on the clients list itself', async () => {
    renderClientsAt('/superadmin/clients');
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.queryByRole('list', { name: 'Platform' })).not.toBeInTheDocument();
  });
});
