import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API, createClientsDb } from '../../../test/msw/superadmin-clients';
import { renderClientsAt, setupClientsApi } from '../../../test/clients-test-router';

const api = setupClientsApi();
const { server } = api;

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function open(id = 1) {
  const view = renderClientsAt(`/superadmin/clients/${id}`, ['/superadmin/clients']);
  return { ...view, user: userEvent.setup() };
}

describe('Client detail', () => {
  it('loads, then shows the name heading and every field editable, the entity type from the server map', async () => {
    const loaded = deferred<void>();
    server.use(
      http.get(`${API}/clients/:id`, async () => (await loaded.promise, HttpResponse.json({ data: createClientsDb().clients[0], entity_types: { llc: 'LLC', corp: 'Corporation' } }))),
    );
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading client...');
    loaded.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Fresh Farms');
    expect(field('EIN')).toHaveValue('12-3456789');
    expect(field('Domain')).toHaveValue('freshfarms.localhost');
    expect(field('City')).toHaveValue('Austin');
    expect(field('Country')).toHaveValue('United States');
    expect(field('Zip Code')).toHaveValue('');
    for (const name of ['Sales Tax ID', 'Street Address', 'State']) expect(field(name)).not.toHaveAttribute('readonly');
    const entity = screen.getByRole('combobox', { name: 'Entity Type' });
    expect(entity).toHaveValue('llc');
    expect(
      within(entity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an entity type', 'LLC', 'Corporation']);
  });

  it('saves with PUT update-client (empty fields as null), toasts success and shows the new heading', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Fresh Farms Co');
    await user.type(field('Zip Code'), '73301');
    await user.clear(field('EIN'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity Type' }), 'corp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Client updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fresh Farms Co' })).toBeInTheDocument();
    const put = api.db.requests.find((r) => r.call === 'PUT /clients/1/update-client/');
    expect(put?.body).toEqual({
      name: 'Fresh Farms Co',
      EIN: null,
      sales_tax_id: null,
      street_address: null,
      city: 'Austin',
      state: 'TX',
      zip_code: '73301',
      country: 'United States',
      entity_type: 'corp',
      domain: 'freshfarms.localhost',
    });
    // After a save the values are shown with an Edit button that makes them editable again.
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the domain field error from the server and the failure toast', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' });
    await user.clear(field('Domain'));
    await user.type(field('Domain'), 'bistro.localhost');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Failed to update client.')).toBeInTheDocument();
    expect(field('Domain')).toBeInvalid();
    expect(field('Domain')).toHaveAccessibleDescription('A client with this domain already exists.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a name field error under Name', async () => {
    server.use(http.put(`${API}/clients/:id/update-client/`, () => HttpResponse.json({ name: ['This field may not be blank.'] }, { status: 400 })));
    const { user } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' });
    await user.clear(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('This field may not be blank.'));
  });

  it('a failed load shows Failed to load client. inline and as a toast, with a Retry', async () => {
    server.use(http.get(`${API}/clients/:id`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    const { user } = await open();
    // The inline alert (the toast is an alert too): the one with Retry.
    const alert = await waitFor(() => {
      const inline = screen.getAllByRole('alert').find((el) => within(el).queryByRole('button', { name: 'Retry' }));
      if (!inline) throw new Error('no alert with Retry yet');
      return inline;
    });
    expect(alert).toHaveTextContent('Failed to load client.');
    expect(within(toasts()).getByText('Failed to load client.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' })).toBeInTheDocument();
  });

  it('goes back to the list with the back button', async () => {
    const { user, router } = await open();
    await screen.findByRole('heading', { level: 1, name: 'Fresh Farms' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/clients'));
  });
});
