import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/superadmin-clients';
import { deferred, flush } from '../../../test/promises';
import { renderClientsAt, setupClientsApi } from '../../../test/clients-test-router';
import { formatMinOrder } from './merchants-overview';

const api = setupClientsApi();
const { server } = api;

async function open() {
  renderClientsAt('/superadmin/merchants');
  await screen.findByRole('heading', { level: 1, name: 'Merchants' });
  return userEvent.setup();
}
const card = (name: RegExp) => within(screen.getByRole('list', { name: 'Clients' })).getByRole('button', { name });

describe('Merchants overview', () => {
  it('shows a card per supplier client, none chosen', async () => {
    await open();
    await screen.findByRole('list', { name: 'Clients' });
    const cards = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual(['Fresh FarmsAustin, TX', 'Green ValleyDenver']);
    for (const c of cards) expect(c).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Choose a client to see its merchants.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("choosing a card presses it and shows its merchants, '-' for empty values and '$' before the minimum order", async () => {
    const user = await open();
    const answer = deferred<void>();
    server.use(http.get(`${API}/merchants/sm/list-merchants/:schema`, async () => (await answer.promise, HttpResponse.json({ data: api.db.merchants.fresh_farms }))));
    await user.click(await screen.findByRole('button', { name: /Fresh Farms/ }));
    expect(card(/Fresh Farms/)).toHaveAttribute('aria-pressed', 'true');
    expect(card(/Green Valley/)).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading merchants...');
    answer.resolve();
    const table = await screen.findByRole('table', { name: 'Merchants of Fresh Farms' });
    await within(table).findByText('Corner Bistro');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'City', 'State', 'Phone', 'Min Order']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Corner Bistro', 'Austin', 'TX', '512-555-0100', '$150.00']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Harbor Cafe', '-', '-', '-', '-']);
  });

  it('shows No merchants found for this client. for a client without merchants', async () => {
    const user = await open();
    await user.click(await screen.findByRole('button', { name: /Green Valley/ }));
    expect(await screen.findByText('No merchants found for this client.')).toBeInTheDocument();
  });

  it('choosing another card while loading shows only the second client’s merchants', async () => {
    const freshFarms = deferred<void>();
    const freshFarmsAnswered = deferred<void>();
    server.use(
      http.get(`${API}/merchants/sm/list-merchants/:schema`, async ({ params }) => {
        if (params.schema === 'fresh_farms') {
          await freshFarms.promise;
          setTimeout(freshFarmsAnswered.resolve, 0);
        }
        return HttpResponse.json({ data: api.db.merchants[String(params.schema)] ?? [] });
      }),
    );
    const user = await open();
    await user.click(await screen.findByRole('button', { name: /Fresh Farms/ }));
    await user.click(card(/Green Valley/));
    expect(await screen.findByText('No merchants found for this client.')).toBeInTheDocument();
    // The first client's answer arrives late, after the second one's.
    freshFarms.resolve();
    await freshFarmsAnswered.promise;
    await flush();
    expect(screen.getByText('No merchants found for this client.')).toBeInTheDocument();
    expect(screen.queryByText('Corner Bistro')).not.toBeInTheDocument();
    expect(card(/Fresh Farms/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the merchants error with a Retry', async () => {
    server.use(http.get(`${API}/merchants/sm/list-merchants/:schema`, () => HttpResponse.json({ detail: 'Schema unavailable.' }, { status: 500 }), { once: true }));
    const user = await open();
    await user.click(await screen.findByRole('button', { name: /Fresh Farms/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Schema unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Corner Bistro')).toBeInTheDocument();
  });

  it('shows the clients error with a Retry, and No clients found. for none', async () => {
    server.use(http.get(`${API}/clients/list-clients/`, () => HttpResponse.json({ detail: 'Forbidden.' }, { status: 403 }), { once: true }));
    api.db.clients = api.db.clients.filter((c) => c.type === 'merchant');
    const user = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('formatMinOrder', () => {
  it("writes money as every screen does (formatMoney) and shows '-' for none", () => {
    expect(formatMinOrder(0)).toBe('$0.00');
    expect(formatMinOrder(1234.5)).toBe('$1,234.50');
    expect(formatMinOrder(99.5)).toBe('$99.50');
    expect(formatMinOrder(null)).toBe('-');
    expect(formatMinOrder(undefined)).toBe('-');
  });
});
