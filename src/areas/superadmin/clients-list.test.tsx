import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { deferred } from '../../../test/promises';
import { API, createClientsDb } from '../../../test/msw/superadmin-clients';
import { renderClientsAt, setupClientsApi } from '../../../test/clients-test-router';

const api = setupClientsApi();
const { server } = api;

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Clients list', () => {
  it('shows Loading suppliers..., then the clients with ID, Name, City, State, Trial and View', async () => {
    const loaded = deferred<void>();
    server.use(http.get(`${API}/clients/list-clients/`, async () => (await loaded.promise, HttpResponse.json(createClientsDb().clients))));
    renderClientsAt('/superadmin/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading suppliers...');
    loaded.resolve();
    expect(await screen.findByText('Fresh Farms')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'City', 'State', 'Trial', 'View']);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Fresh Farms', 'Austin', 'TX', 'yes', 'View']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', 'Green Valley', 'Denver', '-', 'no', 'View']);
    expect(within(rows[0]).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/superadmin/clients/1');
    expect(screen.getByRole('link', { name: '+ Create Client' })).toHaveAttribute('href', '/superadmin/create-supplier');
  });

  it('searches after 300 ms of quiet with search-clients, showing Searching..., and lists all again when cleared', async () => {
    renderClientsAt('/superadmin/clients');
    await screen.findByText('Fresh Farms');
    const user = userEvent.setup();
    const answered = deferred<void>();
    server.use(
      http.get(`${API}/clients/search-clients/`, async ({ request }) => {
        api.db.requests.push({ call: `GET /clients/search-clients/${new URL(request.url).search}` });
        await answered.promise;
        const q = new URL(request.url).searchParams.get('search') ?? '';
        return HttpResponse.json(api.db.clients.filter((c) => c.name.toLowerCase().includes(q)));
      }),
    );
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search clients' }), 'green');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    answered.resolve();
    expect(await screen.findByText('Green Valley')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(api.db.requests.filter((r) => r.call.startsWith('GET /clients/search-clients/')).map((r) => r.call)).toEqual(['GET /clients/search-clients/?search=green']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    expect(await screen.findByText('Fresh Farms')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(api.db.requests.filter((r) => r.call === 'GET /clients/list-clients/')).toHaveLength(2);
  });

  it('shows No clients found. when nothing matches', async () => {
    renderClientsAt('/superadmin/clients');
    await screen.findByText('Fresh Farms');
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search clients' }), 'zzz');
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });

  it('shows the server error with a Retry that loads again', async () => {
    server.use(http.get(`${API}/clients/list-clients/`, () => HttpResponse.json({ detail: 'Server unavailable.' }, { status: 503 }), { once: true }));
    renderClientsAt('/superadmin/clients');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fresh Farms')).toBeInTheDocument();
  });

  it('goes to the client detail with View', async () => {
    const { router } = renderClientsAt('/superadmin/clients', ['/superadmin/clients/$id']);
    await screen.findByText('Fresh Farms');
    await userEvent.click(within(bodyRows()[1]).getByRole('link', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/clients/2'));
  });
});
