import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { pagerShown } from '../../../test/tables';

const api = setupCatalogueApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix)).map((r) => r.call);

describe('Suppliers list', () => {
  it('lists the suppliers 10 a page with rows per page 10/20/50/100, searching by q', async () => {
    renderCatalogueAt('/merchant/suppliers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers' })).toBeInTheDocument();
    await screen.findByText('Fresh Farms Direct');
    await pagerShown();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Account Manager', 'Email', 'Phone', 'Status', 'Tradepost Supplier', 'Actions']);
    expect(
      within(bodyRows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Fresh Farms Direct', 'Ana', 'orders@freshfarms.example', '-', 'Active', 'Fresh Farms', 'EditDelete']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 items')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Rows per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    expect(screen.getByRole('link', { name: 'New Supplier' })).toHaveAttribute('href', '/merchant/suppliers/create');
    expect(screen.getByRole('link', { name: 'Edit Metro Wholesale' })).toHaveAttribute('href', '/merchant/suppliers/2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search suppliers' }), '555-0100');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('Metro Wholesale')).toBeInTheDocument();
    expect(calls('GET /merchant-products/suppliers/')).toEqual([
      'GET /merchant-products/suppliers/?page=1&page_size=10',
      'GET /merchant-products/suppliers/?page=1&page_size=100',
      'GET /merchant-products/suppliers/?q=555-0100&page=1&page_size=100',
    ]);
  });

  it('reads each status by its connection, as a badge: a request by who made it, a declined or archived one as off system', async () => {
    const [, metro, v1, v2, v3] = api.db.suppliers;
    Object.assign(metro, { relationship_status: 'PAUSED', connection: { id: 2, status: 'PAUSED', requested_by: 'merchant' }, supplier_client_name: 'Metro Supply Co' });
    Object.assign(v1, { relationship_status: 'INVITED', connection: { id: 3, status: 'INVITED', requested_by: 'merchant' }, supplier_client_name: 'Green Valley' });
    Object.assign(v2, { relationship_status: 'INVITED', connection: { id: 4, status: 'INVITED', requested_by: 'supplier' }, supplier_client_name: 'Harbor Fish' });
    Object.assign(v3, { relationship_status: 'OFF_SYSTEM', connection: { id: 5, status: 'DECLINED', requested_by: 'merchant' } });
    renderCatalogueAt('/merchant/suppliers');
    await screen.findByText('Fresh Farms Direct');
    const statusOf = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(4, 6);
    expect(statusOf('Fresh Farms Direct')).toEqual(['Active', 'Fresh Farms']);
    expect(statusOf('Metro Wholesale')).toEqual(['Paused', 'Metro Supply Co']);
    expect(statusOf('Vendor 01')).toEqual(['Requested', 'Green Valley']);
    expect(statusOf('Vendor 02')).toEqual(['Request received', 'Harbor Fish']);
    expect(statusOf('Vendor 03')).toEqual(['Off system', '-']);
    // Each is a status badge, as every other list shows its statuses.
    for (const [name, status] of [
      ['Metro Wholesale', 'Paused'],
      ['Vendor 02', 'Request received'],
      ['Vendor 03', 'Off system'],
    ]) {
      expect(within(screen.getByRole('row', { name: new RegExp(`^${name}`) })).getByText(status)).toHaveClass('rounded-full');
    }
  });

  it("shows 'No suppliers yet.' without suppliers, and a failed load with Retry", async () => {
    api.db.suppliers = [];
    api.server.use(http.get(`${API}/merchant-products/suppliers/`, () => HttpResponse.json({ detail: 'Try later.' }, { status: 503 }), { once: true }));
    renderCatalogueAt('/merchant/suppliers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No suppliers yet.')).toBeInTheDocument();
  });

  it("deletes a supplier after 'Delete this supplier?'", async () => {
    renderCatalogueAt('/merchant/suppliers');
    await screen.findByText('Metro Wholesale');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Metro Wholesale' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this supplier?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Metro Wholesale')).not.toBeInTheDocument());
    expect(calls('DELETE')).toEqual(['DELETE /merchant-products/suppliers/2/']);
    expect(await screen.findByText('Supplier deleted.')).toBeInTheDocument();
  });
});
