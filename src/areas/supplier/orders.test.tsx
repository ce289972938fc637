// The orders inbox and one order's transitions.
import type { Role } from '../../lib/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/promises';
import { API } from '../../../test/msw/supplier-area';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import { bodyCells } from '../../../test/tables';
import { formatDateTime } from '../../ui/format-date';
import { INBOX_TEXT } from './orders-inbox';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const totals = () =>
  within(screen.getByRole('region', { name: 'Totals' }))
    .getAllByRole('term')
    .map((t) => [t.textContent, t.nextElementSibling?.textContent]);
const status = () => screen.getByText('Status', { selector: 'dt' }).nextElementSibling;
const timeline = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((i) => i.firstElementChild?.textContent);
const transitions = () => api.db.requests.filter((r) => r.call.startsWith('POST /supplier-orders/')).map((r) => [r.call, r.body]);

describe('Supplier Orders (inbox)', () => {
  it("shows the loading state, then the merchant's order number, merchant, date, delivery date, lines, total, status and note, newest first", async () => {
    const loaded = deferred<void>();
    api.server.use(http.get(`${API}/supplier-orders/orders/`, async () => (await loaded.promise, undefined)));
    renderSupplierAt('/supplier/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    loaded.resolve();
    await screen.findByText('PO-000005');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Merchant', 'Date', 'Delivery date', 'Lines', 'Total', 'Status', 'Note']);
    const [first] = bodyRows();
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('PO-000005');
    expect(cells[1]).toBe('Corner Bistro');
    expect(cells[2]).toBe(new Date('2025-03-05T09:30:00Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(cells.slice(3)).toEqual(['Fri, Mar 7, 2025', '2', '$20.25 Below minimum', 'New', 'Back door, ring the bell.']);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[6].textContent)).toEqual(['New', 'Accepted', 'Rejected', 'Fulfilled']);
    // The total is what the order costs: confirmed, less the approved credits.
    expect(within(bodyRows()[3]).getAllByRole('cell')[5]).toHaveTextContent('$19.25');
  });

  it('filters by status', async () => {
    renderSupplierAt('/supplier/orders');
    await screen.findByText('PO-000005');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Accepted');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('PO-000004')).toBeInTheDocument();
    expect(api.db.requests.at(-1)?.call).toBe('GET /supplier-orders/orders/?status=accepted&limit=20&offset=0');
    api.db.orders = api.db.orders.filter((o) => o.status !== 'fulfilled');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Fulfilled');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    // A filter that matches nothing is not an empty inbox: no help to find merchants then.
    expect(screen.queryByRole('link', { name: INBOX_TEXT.merchants })).not.toBeInTheDocument();
  });

  it('says where orders come from when the inbox is empty, with a link to Merchants', async () => {
    api.db.orders = [];
    renderSupplierAt('/supplier/orders');
    const empty = within(await screen.findByRole('cell', { name: /^No orders found\./ }));
    expect(empty.getByText(INBOX_TEXT.emptyHelp)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Go to Merchants' })).toHaveAttribute('href', '/supplier/merchants');
  });

  it('writes when a recent order was placed as how long ago, with the exact moment as its tooltip', async () => {
    const placed = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    api.db.orders[0].created_at = placed;
    renderSupplierAt('/supplier/orders');
    const when = await screen.findByText('2 hours ago');
    expect(when).toHaveAttribute('title', formatDateTime(placed));
  });

  it('a row click opens the order', async () => {
    const { router } = renderSupplierAt('/supplier/orders', ['/supplier/orders/$orderId']);
    await userEvent.click(await screen.findByRole('row', { name: 'Open order PO-000004 from Corner Bistro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/orders/4'));
  });
});

describe('An inbox order', () => {
  async function open(id: number, role?: Role) {
    renderSupplierAt(`/supplier/orders/${id}`, [], role);
    expect(await screen.findByRole('heading', { level: 1, name: `Order PO-${String(id).padStart(6, '0')}` })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Order lines' });
  }

  it('shows the merchant, note, delivery date, lines with its own SKUs and prices, and the totals; a new order can be accepted as ordered in one click, then marked fulfilled', async () => {
    await open(5);
    expect(screen.getByText('Back door, ring the bell.')).toBeInTheDocument();
    expect(screen.getByText('Fri, Mar 7, 2025')).toBeInTheDocument();
    expect(bodyCells(screen.getByRole('table', { name: 'Order lines' }))).toEqual([
      ['Roma Tomatoes', 'FF-TOM-ROMA', '15', '-', '0', '$1.35', '$20.25'],
      ['Fresh Basil', '-', '6', '-', '0', '-', '-'],
    ]);
    expect(totals()).toEqual([
      ['Ordered total', '$20.25'],
      ['Confirmed total', '$20.25'],
      ['Credited', '$0.00'],
      ['Net total', '$20.25'],
    ]);
    expect(screen.getAllByText('Below minimum')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark Fulfilled' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept as ordered' }));
    expect(await notifications().findByText('Order accepted.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Accept as ordered' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '15' })).toHaveLength(2);
    expect(timeline()).toEqual(['Accepted']);
    await user.click(screen.getByRole('button', { name: 'Mark Fulfilled' }));
    expect(await notifications().findByText('Order marked fulfilled.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Fulfilled');
    expect(screen.queryByRole('button', { name: 'Mark Fulfilled' })).not.toBeInTheDocument();
    expect(transitions()).toEqual([
      ['POST /supplier-orders/orders/5/accept/', undefined],
      ['POST /supplier-orders/orders/5/fulfill/', undefined],
    ]);
  });

  it('rejects with a reason given in the dialog', async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a reason for the rejection.');
    await user.type(within(dialog).getByLabelText('Reason'), 'No truck on Sundays.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    expect(await notifications().findByText('Order rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('No truck on Sundays.')).toHaveLength(2);
    expect(timeline()).toEqual(['Rejected']);
    expect(status()).toHaveTextContent('Rejected');
    expect(transitions()).toEqual([['POST /supplier-orders/orders/5/reject/', { reason: 'No truck on Sundays.' }]]);
  });

  it('a staff member reads a new order but is offered no action (decisions.md "Roles")', async () => {
    await open(5, 'staff');
    expect(screen.getByText('Back door, ring the bell.')).toBeInTheDocument();
    for (const name of ['Accept', 'Reject', 'Mark Fulfilled']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('a final order offers no action', async () => {
    await open(3);
    expect(screen.getByText('Out of basil.')).toBeInTheDocument();
    for (const name of ['Accept as ordered', 'Accept with changes', 'Reject', 'Mark Fulfilled']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("a 409 toasts the server's detail and shows the order as it now is", async () => {
    await open(5);
    // Someone else rejected it meanwhile.
    api.db.orders[0].status = 'rejected';
    await userEvent.click(screen.getByRole('button', { name: 'Accept as ordered' }));
    expect(await notifications().findByText('An order that is rejected cannot be accepted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept as ordered' })).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('Rejected');
  });

  it('a failed load shows the error with a retry', async () => {
    api.server.use(http.get(`${API}/supplier-orders/orders/:id/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    renderSupplierAt('/supplier/orders/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back door, ring the bell.')).toBeInTheDocument();
  });
});
