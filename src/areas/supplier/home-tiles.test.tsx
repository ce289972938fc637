// The supplier home (issue 28): the day's tiles above the inbox, each a link to where it is
// handled; a tile's status reaches the inbox's filter through the URL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDashboardsDb, dashboardHandlers } from '../../../test/msw/dashboards';
import { createSupplierDb, supplierHandlers } from '../../../test/msw/supplier-area';
import { setupMswApi } from '../../../test/screens';
import { renderSupplierAt } from '../../../test/supplier-screens';

const api = setupMswApi(
  () => ({ dashboards: createDashboardsDb(), supplier: createSupplierDb() }),
  (db) => [...dashboardHandlers(db.dashboards), ...supplierHandlers(db.supplier)],
);

const tiles = async () => within(await screen.findByRole('list', { name: 'Today' }));

describe('supplier home', () => {
  it('shows new orders, orders to deliver today and connection requests, each a link', async () => {
    renderSupplierAt('/supplier', ['/supplier/connections']);
    const today = await tiles();
    expect(today.getByRole('link', { name: /^New orders 3/ })).toHaveAttribute('href', '/supplier/orders?status=new');
    expect(today.getByRole('link', { name: /^To deliver today 2/ })).toHaveAttribute('href', '/supplier/orders?status=accepted');
    expect(today.getByRole('link', { name: /^Connection requests 1/ })).toHaveAttribute('href', '/supplier/connections');
    // The inbox stays below the tiles.
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it("opens the inbox on the tile's status", async () => {
    const { router } = renderSupplierAt('/supplier');
    await userEvent.click((await tiles()).getByRole('link', { name: /^New orders/ }));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(router.state.location.pathname).toBe('/supplier/orders');
    const requests = api.db.supplier.requests.map((r) => r.call).filter((c) => c.startsWith('GET /supplier-orders/orders/'));
    expect(requests.at(-1)).toContain('status=new');
  });

  it('shows a failed load with a Retry that loads again', async () => {
    api.db.dashboards.failing.add('supplier');
    renderSupplierAt('/supplier');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await tiles()).toBeTruthy();
  });
});
