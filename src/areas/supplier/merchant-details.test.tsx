import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const updates = () => api.db.requests.filter((r) => r.call.startsWith('PUT /merchants/update-merchant/'));

async function open(id = 1) {
  renderSupplierAt(`/supplier/merchants/merchant-detail/${id}`, ['/supplier/merchants']);
  expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Details' })).toBeInTheDocument();
}

describe('Merchant details', () => {
  it('loads, then shows every field of the merchant editable', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/merchants/merchant-detail/:id`, async () => (await loaded.promise, undefined)));
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading merchant...');
    loaded.resolve();
    expect(await screen.findByLabelText(/^Merchant Name/)).toHaveValue('Corner Bistro');
    for (const label of [
      'Owner',
      'Billing Address',
      'Billing City',
      'Billing State',
      'Billing ZIP',
      'Billing Country',
      'Billing Phone Number',
      'Billing Cell Number',
      'Billing Email',
      'EIN',
      'Sales Tax ID',
      'Sales Rep',
      'Minimum Order',
    ]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Owner')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Minimum Order')).toHaveValue(150);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("saves the whole object with 'Save Changes', toasts and shows the answer", async () => {
    await open();
    const user = userEvent.setup();
    await screen.findByLabelText('Billing Address');
    await user.type(screen.getByLabelText('Billing Address'), '1 Market St');
    await user.type(screen.getByLabelText('EIN'), '93-1234567');
    await user.type(screen.getByLabelText('Sales Rep'), 'Sam Grower');
    await user.clear(screen.getByLabelText('Minimum Order'));
    await user.type(screen.getByLabelText('Minimum Order'), '75.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Merchant details updated successfully!')).toBeInTheDocument();
    expect(updates()).toHaveLength(1);
    expect(updates()[0].body).toMatchObject({
      merchant_name: 'Corner Bistro',
      billing_address: '1 Market St',
      billing_city: 'Portland',
      ein: '93-1234567',
      sales_rep: 'Sam Grower',
      owner: 'Maria Lopez',
      minimum_order: 75.5,
      is_active: true,
      billing_email: null,
    });
    expect(screen.getByLabelText('Billing Address')).toHaveValue('1 Market St');
  });

  it('edits the ordering terms and shows the time zone they are read in (issue 22)', async () => {
    await open();
    const user = userEvent.setup();
    expect(await screen.findByText('Times are in America/New_York.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change it in Settings' })).toHaveAttribute('href', '/supplier/settings');
    await user.selectOptions(screen.getByLabelText('Minimum order rule'), 'Hard: refuse an order below it');
    const days = within(screen.getByRole('group', { name: 'Delivery days' }));
    await user.click(days.getByRole('checkbox', { name: 'Friday' }));
    await user.click(days.getByRole('checkbox', { name: 'Monday' }));
    await user.type(screen.getByLabelText('Cut-off time'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Merchant details updated successfully!')).toBeInTheDocument();
    expect(updates()[0].body).toMatchObject({ minimum_order: 150, minimum_order_rule: 'hard', delivery_days: ['MON', 'FRI'], cutoff_time: '14:00' });
    expect(days.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  });

  it('refuses a negative minimum order before sending', async () => {
    await open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Minimum Order'));
    await user.type(screen.getByLabelText('Minimum Order'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Ensure this value is greater than or equal to 0.')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it("a failed save toasts 'Failed to update merchant details!' and shows the field error", async () => {
    await open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Billing Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await notifications().findByText('Failed to update merchant details!')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Billing Email')).toHaveValue('nope');
  });

  it("a failed load shows 'Error fetching merchant details' with a retry, and toasts it", async () => {
    api.server.use(http.get(`${API}/merchants/merchant-detail/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    await open();
    expect(await notifications().findByText('Error fetching merchant details')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    expect(inline).toHaveTextContent('Error fetching merchant details');
    await userEvent.click(within(inline).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText(/^Merchant Name/)).toHaveValue('Corner Bistro'));
  });
});
