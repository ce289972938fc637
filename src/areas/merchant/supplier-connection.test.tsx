// The supplier form's connection panel against the msw fake: request through the on-system search,
// cancel, pause, resume, archive, accept or decline a supplier's request, a 409 that reloads, and
// the invitation to Tradepost with resend and revoke.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderCatalogueAt, setupCatalogueApi } from '../../../test/catalogue-screens';
import { typeThroughDebounce } from '../../../test/debounce';
import { connection } from '../../../test/msw/connections';
import { API } from '../../../test/msw/merchant-catalogue';

const api = setupCatalogueApi();
const bodies = (prefix: string) => api.db.requests.filter((r) => r.call.startsWith(prefix)).map((r) => r.body);
const panel = async () => within(await screen.findByRole('region', { name: 'Connection' }));
const status = async () => (await panel()).getByRole('definition');
const GREEN = { id: 4, name: 'Green Valley', domain: 'green-valley.localhost', type: 'supplier' as const };

/** Metro Wholesale (2) with a request from Green Valley waiting for its answer. */
function requestFromGreenValley() {
  api.db.connections.push(connection({ id: 5, status: 'INVITED', requested_by: 'supplier', partner: GREEN, merchant_supplier_id: 2 }));
  Object.assign(api.db.suppliers[1], {
    relationship_status: 'INVITED',
    connection: { id: 5, status: 'INVITED', requested_by: 'supplier' },
    supplier_client: 4,
    supplier_client_name: 'Green Valley',
  });
}

describe('Supplier connection panel', () => {
  it('requests a connection to an on-system supplier found by search, then cancels the request after a confirmation', async () => {
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    expect(await (await panel()).findByText('Not connected on Tradepost.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Off system');
    await user.click((await panel()).getByRole('button', { name: 'Request connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a connection' });
    await within(dialog).findByText('Fresh Farms');
    await typeThroughDebounce(within(dialog).getByRole('searchbox', { name: 'Search on-system suppliers' }), 'green');
    await waitFor(() => expect(within(dialog).queryByText('Fresh Farms')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Request a connection with Green Valley' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Connection requested.')).toBeInTheDocument();
    expect((await panel()).getByText('Connection requested: waiting for Green Valley to accept.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Requested');
    expect(bodies('POST /merchant-products/suppliers/2/link_client/')).toEqual([{ client_id: 4 }]);
    // Only the supplier accepts or declines a request the merchant made.
    expect((await panel()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect((await panel()).queryByRole('button', { name: 'Request connection' })).not.toBeInTheDocument();

    await user.click((await panel()).getByRole('button', { name: 'Cancel request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel connection request' });
    expect(confirm).toHaveTextContent('Cancel your connection request to Green Valley?');
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.db.requests.some((r) => r.call.endsWith('/archive/'))).toBe(false);

    await user.click((await panel()).getByRole('button', { name: 'Cancel request' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel connection request' })).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Connection archived.')).toBeInTheDocument();
    expect((await panel()).getByText('The connection was archived.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Off system');
    expect((await panel()).getByRole('button', { name: 'Request connection' })).toBeInTheDocument();
    expect(api.db.connections.find((c) => c.merchant_supplier_id === 2)?.status).toBe('ARCHIVED');
  });

  it('a request to a supplier already connected (409) closes the search, shows the detail and reloads', async () => {
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Request connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a connection' });
    await user.click(await within(dialog).findByRole('button', { name: 'Request a connection with Fresh Farms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await (await panel()).findByRole('alert')).toHaveTextContent('A live connection with this supplier already exists.');
    expect(await status()).toHaveTextContent('Off system');
    expect(api.db.requests.map((r) => r.call).slice(-2)).toEqual(['POST /merchant-products/suppliers/2/link_client/', 'GET /merchant-products/suppliers/2/']);
  });

  it('a refused request stays in the search with the reason; Close leaves it', async () => {
    api.server.use(http.post(`${API}/merchant-products/suppliers/:id/link_client/`, () => HttpResponse.json({ client_id: ['Fresh Farms is not a supplier.'] }, { status: 400 })));
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Request connection' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Request a connection with Fresh Farms' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to request the connection.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await status()).toHaveTextContent('Off system');
  });

  it('pauses and resumes an active connection, then archives it after a confirmation', async () => {
    renderCatalogueAt('/merchant/suppliers/1');
    const user = userEvent.setup();
    expect(await (await panel()).findByText('Connected with Fresh Farms: orders reach their inbox.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Active');
    // Connected: nothing to invite.
    expect((await panel()).queryByRole('button', { name: 'Invite to Tradepost' })).not.toBeInTheDocument();
    await user.click((await panel()).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Connection paused.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Paused');
    expect((await panel()).getByText('The connection with Fresh Farms is paused: orders cannot be sent over it.')).toBeInTheDocument();
    await user.click((await panel()).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Connection resumed.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Active');

    await user.click((await panel()).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive connection' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Connection archived.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Off system');
    expect(api.db.requests.filter((r) => r.call.startsWith('POST /connections/')).map((r) => r.call)).toEqual([
      'POST /connections/1/pause/',
      'POST /connections/1/resume/',
      'POST /connections/1/archive/',
    ]);
    // Off-system with an email: it may be invited.
    expect(await (await panel()).findByRole('button', { name: 'Invite to Tradepost' })).toBeInTheDocument();
  });

  it("accepts a supplier's request, mapped to this supplier", async () => {
    requestFromGreenValley();
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    expect(await (await panel()).findByText('Green Valley asked to connect.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Request received');
    await user.click((await panel()).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Connection accepted.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Active');
    expect(bodies('POST /connections/5/accept/')).toEqual([{ merchant_supplier_id: 2 }]);
  });

  it("declines a supplier's request after a confirmation", async () => {
    requestFromGreenValley();
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline connection request' });
    expect(confirm).toHaveTextContent('Decline the connection request from Green Valley?');
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Connection declined.')).toBeInTheDocument();
    expect((await panel()).getByText('The connection request was declined.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Off system');
  });

  it('a step someone else made impossible (409) shows the detail and the connection as it is now', async () => {
    renderCatalogueAt('/merchant/suppliers/1');
    const user = userEvent.setup();
    await (await panel()).findByRole('button', { name: 'Pause' });
    // The supplier archives it meanwhile.
    api.db.connections[0].status = 'ARCHIVED';
    Object.assign(api.db.suppliers[0], {
      connection: { id: 1, status: 'ARCHIVED', requested_by: 'merchant' },
      relationship_status: 'OFF_SYSTEM',
      supplier_client: null,
      supplier_client_name: null,
    });
    await user.click((await panel()).getByRole('button', { name: 'Pause' }));
    expect(await (await panel()).findByRole('alert')).toHaveTextContent('A connection that is archived cannot be paused.');
    expect(await (await panel()).findByText('The connection was archived.')).toBeInTheDocument();
    expect(await status()).toHaveTextContent('Off system');
    expect((await panel()).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});

describe('Invite to Tradepost', () => {
  it('invites an off-system supplier from its record (email and name prefilled), then resends and revokes the invitation', async () => {
    api.db.suppliers[1].email = 'sales@metro.example';
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Invite to Tradepost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Tradepost' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('sales@metro.example');
    expect(within(dialog).getByRole('textbox', { name: /Business name/ })).toHaveValue('Metro Wholesale');
    await user.clear(within(dialog).getByRole('textbox', { name: /Business name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription('Business name is required.');
    expect(bodies('POST /connections/invitations/')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Business name/ }), ' Metro Foods ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(bodies('POST /connections/invitations/')).toEqual([{ email: 'sales@metro.example', name: 'Metro Foods', merchant_supplier_id: 2 }]);
    expect((await panel()).getByText('Invitation to sales@metro.example: Pending (expires Dec 9, 2026)')).toBeInTheDocument();
    // One pending invitation at a time: resend it instead.
    expect((await panel()).queryByRole('button', { name: 'Invite to Tradepost' })).not.toBeInTheDocument();

    await user.click((await panel()).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invitation sent again.')).toBeInTheDocument();
    await user.click((await panel()).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked.')).toBeInTheDocument();
    expect(await (await panel()).findByRole('button', { name: 'Invite to Tradepost' })).toBeInTheDocument();
    expect((await panel()).queryByText(/Invitation to/)).not.toBeInTheDocument();
    expect(api.db.invitations[0].status).toBe('revoked');
  });

  it("shows the record's invitation when it opens: an expired one may be resent; the server's field errors show in the dialog", async () => {
    api.db.suppliers[1].email = 'sales@metro.example';
    api.db.invitations.push({
      id: 9,
      email: 'old@metro.example',
      name: 'Metro',
      status: 'expired',
      role: 'supplier',
      created_at: '2026-11-01T00:00:00Z',
      expires_at: '2026-11-15T00:00:00Z',
      accepted_at: null,
      merchant_supplier_id: 2,
      merchant_id: null,
    });
    renderCatalogueAt('/merchant/suppliers/2');
    const user = userEvent.setup();
    expect(await (await panel()).findByText('Invitation to old@metro.example: Expired')).toBeInTheDocument();
    expect((await panel()).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    await user.click((await panel()).getByRole('button', { name: 'Invite to Tradepost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Tradepost' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter a valid email address.'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a supplier without an email is not offered the invitation', async () => {
    renderCatalogueAt('/merchant/suppliers/2');
    await (await panel()).findByRole('button', { name: 'Request connection' });
    expect((await panel()).queryByRole('button', { name: 'Invite to Tradepost' })).not.toBeInTheDocument();
  });
});
