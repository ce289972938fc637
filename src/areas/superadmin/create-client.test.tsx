import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/superadmin-clients';
import { renderClientsAt, setupClientsApi } from '../../../test/clients-test-router';

const api = setupClientsApi();
const { server } = api;

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const posts = () => api.db.requests.filter((r) => r.call === 'POST /clients/create-client/');

async function open() {
  const view = renderClientsAt('/superadmin/create-supplier', ['/superadmin/clients/$id']);
  await screen.findByRole('heading', { level: 1, name: 'Create Client' });
  return { ...view, user: userEvent.setup() };
}

describe('Create client', () => {
  it('derives the read-only schema name live from the supplier name', async () => {
    const { user } = await open();
    const schema = screen.getByRole('textbox', { name: 'Schema Name' });
    expect(schema).toHaveAttribute('readonly');
    await user.type(screen.getByRole('textbox', { name: /Supplier Name/ }), '  Blue Ocean, Seafood & Co. ');
    expect(schema).toHaveValue('blue_ocean_seafood_co');
    expect(screen.getByRole('radio', { name: 'Supplier' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Merchant' })).not.toBeChecked();
  });

  it('requires the supplier name and does not post without it', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    const name = screen.getByRole('textbox', { name: /Supplier Name/ });
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Supplier name is required.');
    expect(posts()).toHaveLength(0);
  });

  it('posts name, schema name, city, state and type, toasts and opens the new client', async () => {
    const { user, router } = await open();
    await user.type(screen.getByRole('textbox', { name: /Supplier Name/ }), 'Blue Ocean');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Miami');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'FL');
    await user.click(screen.getByRole('radio', { name: 'Merchant' }));
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/clients/5'));
    expect(posts()[0].body).toEqual({ name: 'Blue Ocean', schema_name: 'blue_ocean', city: 'Miami', state: 'FL', type: 'merchant' });
    expect(await within(toasts()).findByText('Client created successfully.')).toBeInTheDocument();
  });

  it('shows server field errors under their fields, name included, without the failure toast', async () => {
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: /Supplier Name/ }), 'Fresh Farms');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('A client with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Supplier Name/ })).toHaveAccessibleDescription('A client with this name already exists.');
    expect(within(toasts()).queryByText('Failed to create supplier.')).not.toBeInTheDocument();

    server.use(http.post(`${API}/clients/create-client/`, () => HttpResponse.json({ schema_name: ['Taken.'], domain: ['Domain taken.'] }, { status: 400 })));
    await user.clear(screen.getByRole('textbox', { name: /Supplier Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Supplier Name/ }), 'Fresh Farms 2');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    const schema = screen.getByRole('textbox', { name: 'Schema Name' });
    await waitFor(() => expect(schema).toBeInvalid());
    expect(schema).toHaveAccessibleDescription('Derived from the name. Taken. Domain taken.');
  });

  it('toasts Failed to create supplier. on any other failure and keeps the form', async () => {
    server.use(http.post(`${API}/clients/create-client/`, () => HttpResponse.json({ detail: 'Something broke.' }, { status: 500 })));
    const { user, router } = await open();
    await user.type(screen.getByRole('textbox', { name: /Supplier Name/ }), 'Blue Ocean');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(await within(toasts()).findByText('Failed to create supplier.')).toBeInTheDocument();
    expect(screen.getByText('Something broke.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Supplier Name/ })).toHaveValue('Blue Ocean');
    expect(router.state.location.pathname).toBe('/superadmin/create-supplier');
  });
});
