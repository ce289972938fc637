// Orders History and an order's detail: the list with its search, filters and paging, and the
// detail with lines and the delivery status of its messages.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema';
import { API, SUPPLIERS } from '../../../test/msw/purchasing';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';
import { deferred } from '../../../test/promises';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from '../../../test/msw/order-progress';
import { pagerShown } from '../../../test/tables';
import { HISTORY_TEXT } from './orders-history';

type PurchaseOrder = components['schemas']['PurchaseOrder'];

const api = setupPurchasingApi();
afterEach(() => vi.useRealTimers());
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);
const orderCalls = () => api.db.requests.filter((r) => r.call.startsWith('GET /merchant-orders/orders/?')).map((r) => r.call);

function order(id: number, o: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id,
    number: `PO-${String(id).padStart(6, '0')}`,
    merchant_supplier_id: SUPPLIERS.farms.id,
    supplier_name: 'Fresh Farms',
    status: 'PLACED',
    status_reason: null,
    note: null,
    in_supplier_inbox: true,
    created_at: `2030-03-${String(10 - (id % 9)).padStart(2, '0')}T15:00:00Z`,
    line_count: 1,
    total_qty: 7,
    ...untouchedTotals(17.5),
    receipts: [],
    ...noHistory(),
    delivery_date: '2030-03-13',
    below_minimum: false,
    lines: [{ id: id * 10, product_id: 101, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7, unit_price: 2.5, line_total: 17.5, ...UNTOUCHED_LINE }],
    messages: [
      {
        id: id * 10,
        message_type: 'email',
        send_to: 'orders@freshfarms.example',
        status: 'sent',
        attempts: 1,
        last_error: null,
        created_at: '2030-03-01T15:00:00Z',
        sent_at: '2030-03-01T15:00:05Z',
      },
    ],
    ...o,
  };
}

function seed() {
  api.db.orders = [
    order(3, {
      status: 'ACCEPTED',
      messages: [
        ...order(3).messages,
        { id: 31, message_type: 'sms', send_to: '+15035550101', status: 'queued', attempts: 0, last_error: null, created_at: '2030-03-01T15:00:00Z', sent_at: null },
      ],
    }),
    order(2, {
      merchant_supplier_id: SUPPLIERS.metro.id,
      supplier_name: 'Metro Restaurant Supply',
      in_supplier_inbox: false,
      line_count: 2,
      total_qty: 5,
      total: 16,
      lines: [
        { id: 20, product_id: 104, name: 'Unsalted Butter', sku: 'DAI-BUT-02', qty: 4, unit_price: 4, line_total: 16, ...UNTOUCHED_LINE },
        { id: 21, product_id: 102, name: 'Whole Milk', sku: null, qty: 1, unit_price: null, line_total: null, ...UNTOUCHED_LINE },
      ],
    }),
    order(1, { status: 'REJECTED', status_reason: 'Basil is out of season.', messages: [], below_minimum: true }),
  ];
}

describe('Orders History', () => {
  it('lists the orders with number, date, supplier, items, units, status and delivery; a number opens the order', async () => {
    seed();
    const { router } = renderPurchasingAt('/merchant/purchasing/orders-history', ['/merchant/purchasing/orders-history/$id']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders History' })).toBeInTheDocument();
    await screen.findByText('PO-000003');
    await pagerShown();
    expect(
      within(screen.getByRole('table', { name: 'Orders' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Date', 'Supplier', 'Items', 'Units', 'Total', 'Delivery date', 'Status', 'Messages']);
    const cells = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells[0]).toEqual([
      'PO-000003',
      new Date('2030-03-07T15:00:00Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      'Fresh Farms',
      '1',
      '7',
      '$17.50',
      'Wed, Mar 13, 2030',
      'Accepted',
      'Email sent, Text queued',
    ]);
    expect(cells.map((c) => [c[2], c[5], c[7], c[8]])).toEqual([
      ['Fresh Farms', '$17.50', 'Accepted', 'Email sent, Text queued'],
      ['Metro Restaurant Supply', '$16.00', 'Placed', 'Email sent'],
      ['Fresh Farms', '$17.50 Below minimum', 'Rejected', '-'],
    ]);
    expect(screen.getByText('Showing 3 of 3 items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'PO-000002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/purchasing/orders-history/2'));
  });

  it('is also the View Orders page, and says when there are no orders', async () => {
    renderPurchasingAt('/merchant/purchasing/orders');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders History' })).toBeInTheDocument();
    // The empty list says where orders come from and leads there.
    const empty = within(screen.getByRole('cell', { name: /^No orders found\./ }));
    expect(empty.getByText(HISTORY_TEXT.emptyHelp)).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Place Orders' })).toHaveAttribute('href', '/merchant/purchasing/place-order');
  });

  it('searches, and filters by supplier, status and dates (local days, both included)', async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history');
    await screen.findByText('PO-000003');
    const user = userEvent.setup();
    const supplier = screen.getByRole('combobox', { name: 'Supplier' });
    await waitFor(() =>
      expect(
        within(supplier)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All suppliers', 'Fresh Farms', 'Metro Restaurant Supply', 'Costco Business Center']),
    );
    await user.selectOptions(supplier, 'Metro Restaurant Supply');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.selectOptions(supplier, 'All suppliers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['PO-000001']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.type(screen.getByLabelText('From'), '2030-03-02');
    await user.type(screen.getByLabelText('To'), '2030-03-08');
    // The search waits 300 ms after the last key.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(screen.getByRole('searchbox', { name: 'Search orders' }), 'butter');
    act(() => void vi.advanceTimersByTime(299));
    expect(orderCalls().some((c) => c.includes('search='))).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['PO-000002']));
    const last = new URLSearchParams(orderCalls().at(-1)!.split('?')[1]);
    expect(Object.fromEntries(last)).toEqual({
      search: 'butter',
      created_after: new Date(2030, 2, 2).toISOString(),
      created_before: new Date(2030, 2, 9).toISOString(),
      page: '1',
      page_size: '10',
    });
    expect(orderCalls().some((c) => c.includes('supplier=2'))).toBe(true);
    expect(orderCalls().some((c) => c.includes('status=REJECTED'))).toBe(true);
  });

  it('shows the receiving statuses, and filters by them', async () => {
    api.db.orders = [order(5, { status: 'RECEIVED' }), order(4, { status: 'PARTIALLY_RECEIVED' }), order(3, { status: 'FULFILLED' })];
    renderPurchasingAt('/merchant/purchasing/orders-history');
    await screen.findByText('PO-000005');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[7].textContent)).toEqual(['Received', 'Partly received', 'Fulfilled']);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Placed', 'Accepted', 'Rejected', 'Fulfilled', 'Partly received', 'Received']);
    await userEvent.selectOptions(status, 'Partly received');
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['PO-000004']));
    expect(orderCalls().at(-1)).toContain('status=PARTIALLY_RECEIVED');
  });

  it('pages', async () => {
    api.db.orders = Array.from({ length: 12 }, (_, i) => order(12 - i));
    renderPurchasingAt('/merchant/purchasing/orders-history');
    await screen.findByText('PO-000012');
    await pagerShown();
    expect(bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['PO-000002', 'PO-000001']));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows a failed load with a Retry', async () => {
    api.server.use(http.get(`${API}/merchant-orders/orders/`, () => HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }), { once: true }));
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PO-000003')).toBeInTheDocument();
  });

  it("shows the supplier filter's failed load with a Retry, and fills the filter on retry", async () => {
    api.server.use(http.get(`${API}/merchant-products/suppliers/`, () => HttpResponse.json({ detail: 'Suppliers unavailable.' }, { status: 503 }), { once: true }));
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history');
    expect(await screen.findByRole('alert')).toHaveTextContent('Suppliers unavailable.');
    const supplier = screen.getByRole('combobox', { name: 'Supplier' });
    expect(
      within(supplier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All suppliers']);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(supplier).getAllByRole('option')).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an order', () => {
  it('shows its supplier, status, note, lines and the delivery status of its messages', async () => {
    seed();
    api.db.orders[0].note = 'Back door.';
    const answer = deferred<void>();
    api.server.use(http.get(`${API}/merchant-orders/orders/3/`, async () => (await answer.promise, HttpResponse.json(api.db.orders[0])), { once: true }));
    renderPurchasingAt('/merchant/purchasing/orders-history/3');
    expect(await screen.findByText('Loading order...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO-000003' })).toBeInTheDocument();
    const fact = (term: string) => screen.getByRole('definition', { name: term }).textContent;
    expect(screen.queryByRole('definition', { name: "Supplier's reason" })).toBeNull();
    expect([fact('Supplier'), fact('Status'), fact('Note'), fact('Placed')]).toEqual([
      'Fresh Farms',
      'Accepted',
      'Back door.',
      new Date('2030-03-07T15:00:00Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    ]);
    expect([fact('Delivery date'), fact('Total')]).toEqual(['Wed, Mar 13, 2030', '$17.50']);
    expect(screen.getByText("Also in Fresh Farms' orders inbox on Tradepost.")).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Lines' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      lines.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([['Roma Tomatoes', 'PRD-TOM-01', '7', 'Not confirmed yet', '0', '$2.50', '$17.50']]);
    const messages = within(screen.getByRole('table', { name: 'Messages' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      messages.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Email', 'orders@freshfarms.example', 'Sent', '1', new Date('2030-03-01T15:00:05Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }), '-'],
      ['Text', '+15035550101', 'Queued', '0', '-', '-'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/merchant/purchasing/orders-history');
  });

  it("shows a rejection's reason, and says when no message was sent", async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/1');
    expect(await screen.findByRole('definition', { name: "Supplier's reason" })).toHaveTextContent('Basil is out of season.');
    expect(screen.getByRole('definition', { name: 'Status' })).toHaveTextContent('Rejected');
    expect(screen.getByText('No messages were sent for this order: the supplier has no email or phone.')).toBeInTheDocument();
  });

  it('shows a failed load with a Retry', async () => {
    renderPurchasingAt('/merchant/purchasing/orders-history/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    seed();
    api.db.orders.push(order(99));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO-000099' })).toBeInTheDocument();
  });
});
