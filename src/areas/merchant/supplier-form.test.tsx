import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/merchant-catalogue';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';

const api = setupCatalogueApi();
const bodies = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix)).map((r) => r.body);

describe('Supplier form', () => {
  it('the time zone is chosen from a searchable list of IANA zones, not typed freely', async () => {
    renderCatalogueAt('/merchant/suppliers/create');
    const form = await screen.findByRole('form', { name: 'New Supplier' });
    const user = userEvent.setup();
    const zone = within(form).getByRole('combobox', { name: 'Timezone' });
    await user.clear(zone);
    await user.type(zone, 'los ang');
    await user.click(await screen.findByRole('option', { name: 'America/Los_Angeles' }));
    expect(zone).toHaveValue('America/Los_Angeles');
    // Free text that is no zone is not kept.
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(zone).toHaveValue('America/Los_Angeles'));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'West Coast Produce');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('POST /merchant-products/suppliers/')).toEqual([expect.objectContaining({ timezone: 'America/Los_Angeles' })]));
  });

  it('creates a supplier with the defaults, text trimmed and blanks as null, then opens it where it can be connected', async () => {
    const { router } = renderCatalogueAt('/merchant/suppliers/create');
    const form = await screen.findByRole('form', { name: 'New Supplier' });
    expect(within(form).getByRole('combobox', { name: 'Timezone' })).toHaveValue('America/New_York');
    // relationship_status is read-only: no field edits it.
    expect(within(form).queryByRole('combobox', { name: 'Relationship Status' })).not.toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(form).queryByRole('textbox', { name: 'Shop-in-Store Notes' })).not.toBeInTheDocument();
    expect(within(form).getByText('Save the supplier first to connect it on Tradepost or invite it.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required.');

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Harbor Fish  ');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), '   ');
    await user.type(within(form).getByRole('spinbutton', { name: 'Default Min Order Qty' }), '12.5');
    await user.click(within(form).getByRole('checkbox', { name: 'Supports Shop-in-Store' }));
    await user.type(within(form).getByRole('textbox', { name: 'Shop-in-Store Notes' }), ' Dock B ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/suppliers/20'));
    expect(bodies('POST /merchant-products/suppliers/')).toEqual([
      {
        name: 'Harbor Fish',
        account_manager: null,
        email: null,
        phone: null,
        alt_phone: null,
        notes: null,
        timezone: 'America/New_York',
        default_min_order_qty: 12.5,
        default_lead_time_days: null,
        is_active: true,
        supports_pickup: false,
        supports_shop_in_store: true,
        shop_in_store_notes: 'Dock B',
      },
    ]);
    expect(await screen.findByRole('form', { name: 'Edit Supplier' })).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Connection' }));
    expect(panel.getByRole('definition')).toHaveTextContent('Off system');
    expect(panel.getByRole('button', { name: 'Request connection' })).toBeInTheDocument();
    // No email: nobody to invite.
    expect(panel.queryByRole('button', { name: 'Invite to Tradepost' })).not.toBeInTheDocument();
  });

  it('edits a supplier: loaded values, shop-in-store notes hidden when it is turned off, field errors from the server', async () => {
    renderCatalogueAt('/merchant/suppliers/2');
    const form = await screen.findByRole('form', { name: 'Edit Supplier' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Metro Wholesale');
    expect(within(form).getByRole('spinbutton', { name: 'Default Lead Time (days)' })).toHaveValue(2);
    expect(within(form).getByRole('textbox', { name: 'Shop-in-Store Notes' })).toHaveValue('Aisle 4');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: 'Supports Shop-in-Store' }));
    expect(within(form).queryByRole('textbox', { name: 'Shop-in-Store Notes' })).not.toBeInTheDocument();
    await user.clear(within(form).getByRole('spinbutton', { name: 'Default Lead Time (days)' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Default Lead Time (days)' }), '400');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('spinbutton', { name: 'Default Lead Time (days)' })).toHaveAccessibleDescription('Enter a whole number of days from 0 to 365, or leave it empty.');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Default Lead Time (days)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address.'));
    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier saved.')).toBeInTheDocument();
    expect(bodies('PATCH').at(-1)).toMatchObject({ default_lead_time_days: null, supports_shop_in_store: false, shop_in_store_notes: null, email: null });
  });

  it('shows a supplier that cannot be loaded with Retry', async () => {
    api.server.use(http.get(`${API}/merchant-products/suppliers/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderCatalogueAt('/merchant/suppliers/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Edit Supplier' })).toBeInTheDocument();
  });
});
