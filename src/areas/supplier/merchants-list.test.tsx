import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API, merchant } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';

const api = setupSupplierApi();
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const statusCalls = () => api.db.requests.filter((r) => r.call.startsWith('PUT /merchants/update-merchant-status/'));

describe('Merchants', () => {
  it("shows the title, 'New Merchant', the loading state, then the merchants with their columns", async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/merchants/list-merchants/`, async () => (await loaded.promise, HttpResponse.json(api.db.merchants))));
    renderSupplierAt('/supplier/merchants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Merchant' })).toHaveAttribute('href', '/supplier/merchants/create');
    expect(screen.getByRole('status')).toHaveTextContent('Loading merchants...');
    loaded.resolve();
    expect(await screen.findByText('orders@cornerbistro.example')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Merchant Name', 'City', 'State', 'Phone Number', 'Email', 'Active', 'Actions']);
    expect(
      within(bodyRows()[2])
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['Sunrise Bakery', 'Salinas', 'CA', '(831) 555-0160', '-']);
    expect(screen.getByRole('switch', { name: 'Active: Corner Bistro' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: Sunrise Bakery' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'View / Edit Corner Bistro' })).toHaveAttribute('href', '/supplier/merchants/merchant-detail/1');
  });

  it("shows 'No merchants found' with 'Create one', which opens the create page", async () => {
    api.db.merchants = [];
    const { router } = renderSupplierAt('/supplier/merchants', ['/supplier/merchants/create']);
    expect(await screen.findByText('No merchants found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create one' }));
    expect(await screen.findByText('Stub of /supplier/merchants/create')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier/merchants/create');
  });

  it("shows a failed load with the server's detail and a retry, and toasts it", async () => {
    api.server.use(http.get(`${API}/merchants/list-merchants/`, () => HttpResponse.json({ detail: 'Try again later.' }, { status: 503 }), { once: true }));
    renderSupplierAt('/supplier/merchants');
    await screen.findByRole('heading', { level: 1, name: 'Merchants' });
    expect(await notifications().findByText('Try again later.')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    expect(inline).toHaveTextContent('Try again later.');
    await userEvent.click(within(inline).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('orders@cornerbistro.example')).toBeInTheDocument();
  });

  it('the toggle sends the opposite value, shows it at once and toasts the success', async () => {
    const answer = deferred<void>();
    api.server.use(
      http.put(`${API}/merchants/update-merchant-status/:id`, async () => {
        await answer.promise;
        return undefined;
      }),
    );
    renderSupplierAt('/supplier/merchants');
    const toggle = await screen.findByRole('switch', { name: 'Active: Sunrise Bakery' });
    await userEvent.click(toggle);
    // Shown at once, before the server answers.
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    answer.resolve();
    expect(await notifications().findByText('Merchant activated successfully!')).toBeInTheDocument();
    expect(statusCalls().map((r) => [r.call, r.body])).toEqual([['PUT /merchants/update-merchant-status/3', { is_active: true }]]);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await notifications().findByText('Merchant deactivated successfully!')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(statusCalls().at(-1)?.body).toEqual({ is_active: false });
  });

  it("rolls the toggle back when the change fails and toasts the server's detail", async () => {
    api.server.use(http.put(`${API}/merchants/update-merchant-status/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderSupplierAt('/supplier/merchants');
    const toggle = await screen.findByRole('switch', { name: 'Active: Corner Bistro' });
    await userEvent.click(toggle);
    expect(await notifications().findByText('Not found.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('Delete asks with the merchant name; Cancel keeps it, Delete removes the row', async () => {
    renderSupplierAt('/supplier/merchants');
    await screen.findByText('orders@cornerbistro.example');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Green Leaf Deli' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Green Leaf Deli?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.db.requests.some((r) => r.call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Green Leaf Deli' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('greenleaf@example.com')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(2);
    expect(await notifications().findByText('Merchant deleted.')).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call.startsWith('DELETE')).map((r) => r.call)).toEqual(['DELETE /merchants/2/']);
  });

  it("a failed delete shows the server's detail in the dialog and as a toast, and keeps the row", async () => {
    api.server.use(http.delete(`${API}/merchants/:id/`, () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    renderSupplierAt('/supplier/merchants');
    await screen.findByText('orders@cornerbistro.example');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Corner Bistro' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    expect(await notifications().findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('orders@cornerbistro.example')).toBeInTheDocument();
  });

  it('shows beside its name whether a merchant is connected: Connected, Paused or Requested, nothing otherwise', async () => {
    api.db.merchants[1].connection = { id: 7, status: 'PAUSED', requested_by: 'supplier' };
    api.db.merchants.push(
      merchant({ id: 4, merchant_name: 'Harbor Cafe', connection: { id: 8, status: 'INVITED', requested_by: 'supplier' } }),
      merchant({ id: 5, merchant_name: 'Old Mill Diner', connection: { id: 9, status: 'ARCHIVED', requested_by: 'merchant' } }),
    );
    renderSupplierAt('/supplier/merchants');
    await screen.findByText('orders@cornerbistro.example');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Corner BistroConnected',
      'Green Leaf DeliPaused',
      'Sunrise Bakery',
      'Harbor CafeRequested',
      'Old Mill Diner',
    ]);
    expect(within(bodyRows()[0]).getByText('Connected')).toBeInTheDocument();
  });
});
