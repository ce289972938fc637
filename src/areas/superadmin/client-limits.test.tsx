// Client Details' limits section against the msw fake (typed from the contract): the figures, the
// edit of the client's own values and the one-off setting, a refused value, a failed load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/superadmin-clients';
import { renderClientsAt, setupClientsApi } from '../../../test/clients-test-router';

const api = setupClientsApi();
const { server } = api;

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const section = () => screen.getByRole('region', { name: 'Limits and usage' });
// A row's name is its cells' text: the label, then the figures.
const row = (label: string) => within(section()).getByRole('row', { name: new RegExp(`^${label} \\d`) });
const cells = (label: string) =>
  within(row(label))
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function open(id = 1) {
  renderClientsAt(`/superadmin/clients/${id}`, ['/superadmin/clients']);
  await screen.findByRole('table', { name: 'Limits' });
  return userEvent.setup();
}

describe('Client detail: limits and usage', () => {
  it('shows each limit with what the client uses now, the value in force, the default and its own value', async () => {
    await open();
    expect(within(section()).getAllByRole('row')).toHaveLength(11);
    expect(cells('Messages a minute')).toEqual(['12', '60', '60', 'Default']);
    expect(cells('Texts a day')).toEqual(['150', '500', '200', '500']);
    expect(cells('Stored products')).toEqual(['42', '50,000', '50,000', 'Default']);
    const oneOff = within(section()).getByRole('checkbox', { name: 'May send messages to addresses that are not its contacts' });
    expect(oneOff).not.toBeChecked();
    expect(oneOff).toBeDisabled();
    expect(within(section()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("saves the client's own values (blank for the default) and the one-off setting with PATCH, then shows them", async () => {
    const user = await open();
    await user.click(within(section()).getByRole('button', { name: 'Edit limits' }));
    const messages = within(section()).getByRole('textbox', { name: 'Messages a minute: own value' });
    const texts = within(section()).getByRole('textbox', { name: 'Texts a day: own value' });
    expect(texts).toHaveValue('500');
    await user.type(messages, '120');
    await user.clear(texts);
    await user.click(within(section()).getByRole('checkbox', { name: 'May send messages to addresses that are not its contacts' }));
    await user.click(within(section()).getByRole('button', { name: 'Save limits' }));

    expect(await within(toasts()).findByText('Limits updated successfully.')).toBeInTheDocument();
    const patch = api.db.requests.find((r) => r.call === 'PATCH /clients/1/limits/');
    expect(patch?.body).toEqual({
      allow_one_off_recipients: true,
      overrides: {
        messages_per_minute: 120,
        messages_per_minute_per_user: null,
        emails_per_day: null,
        texts_per_day: null,
        orders_per_minute: null,
        orders_per_minute_per_user: null,
        cycle_counts_per_hour: null,
        cycle_counts_per_hour_per_user: null,
        cycle_count_lines: null,
        products: null,
      },
    });
    expect(cells('Messages a minute')).toEqual(['12', '120', '60', '120']);
    expect(cells('Texts a day')).toEqual(['150', '200', '200', 'Default']);
    expect(within(section()).getByRole('checkbox', { name: 'May send messages to addresses that are not its contacts' })).toBeChecked();
  });

  it('refuses a value that is not a whole number above 0 under its box, sending nothing; Cancel keeps the old values', async () => {
    const user = await open();
    await user.click(within(section()).getByRole('button', { name: 'Edit limits' }));
    const orders = within(section()).getByRole('textbox', { name: 'Orders a minute: own value' });
    await user.type(orders, '0');
    await user.click(within(section()).getByRole('button', { name: 'Save limits' }));
    expect(orders).toHaveAccessibleDescription('Enter a whole number from 1 to 100,000,000, or leave it blank for the default.');
    expect(api.db.requests.some((r) => r.call === 'PATCH /clients/1/limits/')).toBe(false);
    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(cells('Orders a minute')).toEqual(['0', '300', '300', 'Default']);
  });

  it('shows a failed save from the server and stays in editing', async () => {
    server.use(http.patch(`${API}/clients/:id/limits/`, () => HttpResponse.json({ detail: 'Something broke.' }, { status: 400 })));
    const user = await open();
    await user.click(within(section()).getByRole('button', { name: 'Edit limits' }));
    await user.click(within(section()).getByRole('button', { name: 'Save limits' }));
    expect(await within(toasts()).findByText('Failed to update limits.')).toBeInTheDocument();
    expect(within(section()).getByRole('alert')).toHaveTextContent('Something broke.');
    expect(within(section()).getByRole('button', { name: 'Save limits' })).toBeEnabled();
  });

  it('a failed load shows Failed to load limits. with a Retry that loads them', async () => {
    server.use(http.get(`${API}/clients/:id/limits/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }), { once: true }));
    renderClientsAt('/superadmin/clients/1', ['/superadmin/clients']);
    const user = userEvent.setup();
    const alert = await waitFor(() => within(section()).getByRole('alert'));
    expect(alert).toHaveTextContent('Failed to load limits.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByRole('table', { name: 'Limits' })).toBeInTheDocument();
  });
});
