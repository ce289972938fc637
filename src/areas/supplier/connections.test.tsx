import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import { shortDate } from './connections-text';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  within(within(section(name)).getByRole('table'))
    .getAllByRole('row')
    .slice(1);
// The row header (the name) and the cells, as text.
const texts = (name: string) => rowsOf(name).map((row) => [...row.children].map((c) => c.textContent));
const calls = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix)).map((r) => [r.call, r.body]);

async function open() {
  const user = userEvent.setup();
  renderSupplierAt('/supplier/connections');
  await screen.findByRole('region', { name: 'Requests' });
  return user;
}

describe('Connections', () => {
  it('shows the requests, the live connections and the invitations, after a loading state', async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/connections/`, async () => (await loaded.promise, HttpResponse.json(api.db.connections)), { once: true }));
    renderSupplierAt('/supplier/connections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading connections...');
    loaded.resolve();
    await screen.findByRole('region', { name: 'Requests' });
    expect(texts('Requests')).toEqual([['Harbor Cafe', 'harbor.localhost', shortDate('2026-11-20T10:00:00Z'), 'AcceptDecline']]);
    expect(texts('Connected merchants')).toEqual([['Corner Bistro', 'bistro.localhost', 'Connected', shortDate('2026-11-02T10:00:00Z'), 'PauseArchive']]);
    expect(texts('Invitations')).toEqual([
      ['Old Mill Diner', 'hello@oldmill.example', 'Pending', shortDate('2026-11-24T10:00:00Z'), shortDate('2026-12-08T10:00:00Z'), 'ResendRevoke'],
      ['Riverside Grill', 'team@riverside.example', 'Accepted', shortDate('2026-11-01T10:00:00Z'), '-', ''],
    ]);
  });

  it('accepts a request mapped to an existing merchant record; the connection moves to the live ones', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Accept Harbor Cafe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept connection request' });
    expect(dialog).toHaveTextContent('Harbor Cafe asked to connect. Which of your merchant records stands for them?');
    const record = await within(dialog).findByRole('combobox', { name: 'Merchant record' });
    // Corner Bistro is tied to a live connection already: not offered.
    expect(
      within(record)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Create a new merchant record', 'Green Leaf Deli', 'Sunrise Bakery']);
    expect(record).toHaveValue('new');
    await user.selectOptions(record, 'Sunrise Bakery');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await notifications().findByText('Connection accepted.')).toBeInTheDocument();
    expect(calls('POST /connections/')).toEqual([['POST /connections/2/accept/', { merchant_id: 3 }]]);
    await waitFor(() => expect(texts('Connected merchants').map((r) => r.slice(0, 3))).toContainEqual(['Harbor Cafe', 'harbor.localhost', 'Connected']));
    expect(within(section('Requests')).getByText('No connection requests.')).toBeInTheDocument();
    expect(api.db.merchants.find((m) => m.id === 3)?.connection).toEqual({ id: 2, status: 'ACTIVE', requested_by: 'merchant' });
  });

  it('accepts a request creating a new merchant record; a record named as the merchant is offered first', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Accept Harbor Cafe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept connection request' });
    expect(await within(dialog).findByRole('combobox', { name: 'Merchant record' })).toHaveValue('new');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await notifications().findByText('Connection accepted.')).toBeInTheDocument();
    expect(calls('POST /connections/')).toEqual([['POST /connections/2/accept/', {}]]);
    expect(api.db.merchants.map((m) => m.merchant_name)).toContain('Harbor Cafe');
  });

  it('declines a request after a confirmation; Back keeps it', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Decline Harbor Cafe' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline connection request' });
    expect(dialog).toHaveTextContent('Decline the connection request from Harbor Cafe?');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /connections/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline Harbor Cafe' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline connection request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await notifications().findByText('Connection declined.')).toBeInTheDocument();
    expect(calls('POST /connections/')).toEqual([['POST /connections/2/decline/', undefined]]);
    expect(await within(section('Requests')).findByText('No connection requests.')).toBeInTheDocument();
  });

  it('pauses, resumes and archives a connection', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Pause Corner Bistro' }));
    expect(await notifications().findByText('Connection paused.')).toBeInTheDocument();
    expect(texts('Connected merchants')[0][2]).toBe('Paused');
    await user.click(screen.getByRole('button', { name: 'Resume Corner Bistro' }));
    expect(await notifications().findByText('Connection resumed.')).toBeInTheDocument();
    expect(texts('Connected merchants')[0][2]).toBe('Connected');
    await user.click(screen.getByRole('button', { name: 'Archive Corner Bistro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive connection' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(section('Connected merchants')).findByText('No connections yet.')).toBeInTheDocument();
    expect(calls('POST /connections/').map(([call]) => call)).toEqual(['POST /connections/1/pause/', 'POST /connections/1/resume/', 'POST /connections/1/archive/']);
  });

  it("a 409 shows the server's detail and the connection as it is now", async () => {
    const user = await open();
    // The merchant paused it meanwhile.
    api.db.connections[0].status = 'PAUSED';
    await user.click(screen.getByRole('button', { name: 'Pause Corner Bistro' }));
    expect(await screen.findByText('A connection that is paused cannot be paused.')).toBeInTheDocument();
    await waitFor(() => expect(texts('Connected merchants')[0][2]).toBe('Paused'));
    expect(screen.getByRole('button', { name: 'Resume Corner Bistro' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pause Corner Bistro' })).toBeNull();
  });

  it('resends and revokes an invitation after a confirmation', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to Old Mill Diner' }));
    let dialog = await screen.findByRole('dialog', { name: 'Resend invitation' });
    expect(dialog).toHaveTextContent('Send the invitation to Old Mill Diner (hello@oldmill.example) again? The link sent before stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await notifications().findByText('Invitation sent again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to Old Mill Diner' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await notifications().findByText('Invitation revoked.')).toBeInTheDocument();
    expect(texts('Invitations')[0].slice(2, 3)).toEqual(['Revoked']);
    expect(screen.queryByRole('button', { name: 'Revoke the invitation to Old Mill Diner' })).toBeNull();
    expect(calls('POST /connections/invitations/').map(([call]) => call)).toEqual(['POST /connections/invitations/1/resend/', 'POST /connections/invitations/1/revoke/']);
  });

  it("an invitation changed meanwhile: the server's detail, and the list as it is now", async () => {
    const user = await open();
    // The merchant signed up with it meanwhile.
    api.db.invitations[0].status = 'accepted';
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to Old Mill Diner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await notifications().findByText('An invitation that is accepted cannot be revoked.')).toBeInTheDocument();
    await waitFor(() => expect(texts('Invitations')[0][2]).toBe('Accepted'));
    expect(screen.queryByRole('button', { name: 'Revoke the invitation to Old Mill Diner' })).toBeNull();
  });

  it("a failed load shows the server's detail with a retry, and toasts it", async () => {
    api.server.use(http.get(`${API}/connections/invitations/`, () => HttpResponse.json({ detail: 'Try again later.' }, { status: 503 }), { once: true }));
    const user = userEvent.setup();
    renderSupplierAt('/supplier/connections');
    await screen.findByRole('heading', { level: 1, name: 'Connections' });
    expect(await notifications().findByText('Try again later.')).toBeInTheDocument();
    const inline = (await screen.findAllByRole('alert')).find((a) => within(a).queryByRole('button', { name: 'Retry' }))!;
    expect(inline).toHaveTextContent('Try again later.');
    await user.click(within(inline).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Requests' })).toBeInTheDocument();
  });
});
