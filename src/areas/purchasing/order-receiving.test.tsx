// The merchant's order detail after the supplier answered (issue 23): each line's confirmation and
// received quantity, the totals, the credits and the timeline; and the receiving dialog against the
// msw fake of receiveOrder (status, credit, reload, toast, the 409, a retry with the same key).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/msw/purchasing';
import { orderEvent, orderLine, purchaseOrder } from '../../../test/msw/receiving';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';

const api = setupPurchasingApi();
const user = userEvent.setup();
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );
const fact = (term: string) => screen.getByRole('definition', { name: term }).textContent;
const dialog = () => within(screen.getByRole('dialog', { name: 'Receive delivery of PO-000005' }));

// Carrots: 5 ordered, 2 confirmed. Onions: out of stock. Leeks: substituted. Butter: as ordered.
function seed(o: Parameters<typeof purchaseOrder>[1] = {}) {
  api.db.orders = [
    purchaseOrder(5, {
      status: 'FULFILLED',
      lines: [
        orderLine(51, 'Carrots 5 kg', 5, 4, { product_id: 101, confirmed_qty: 2, confirmed_unit_price: 4, line_total: 8, supplier_note: 'Short this week.' }),
        orderLine(52, 'Yellow Onions', 3, 2, { confirmed_qty: 0, confirmed_unit_price: 2, line_total: 0 }),
        orderLine(53, 'Leeks', 2, 3, { confirmed_qty: 2, confirmed_unit_price: 3.5, line_total: 7, substitute: { supplier_product_id: 9, name: 'Baby Leeks', sku: 'LEE-02' } }),
        orderLine(54, 'Unsalted Butter', 4, 4, { product_id: 104, confirmed_qty: 4, confirmed_unit_price: 4, line_total: 16 }),
      ],
      ordered_total: 48,
      total: 31,
      credited: 0,
      net_total: 31,
      events: [
        orderEvent(1, 'placed', { created_at: '2030-03-01T15:00:00Z' }),
        orderEvent(2, 'accepted_with_changes', { side: 'supplier', tenant_name: 'Fresh Farms', user_name: 'Sam Green', detail: '2 of 5 confirmed; Out of stock: Yellow Onions' }),
        orderEvent(3, 'shipped', { side: 'supplier', tenant_name: 'Fresh Farms', user_name: null }),
      ],
      ...o,
    }),
  ];
}

describe("the merchant's order detail", () => {
  it("shows each line's confirmation with the supplier's note, its received quantity, the new total and the timeline", async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO-000005' })).toBeInTheDocument();
    expect(rowsOf('Lines')).toEqual([
      ['Carrots 5 kg', '-', '5', "2 of 5 confirmedSupplier's note: Short this week.", '0', '$4.00', '$8.00'],
      ['Yellow Onions', '-', '3', 'Out of stock', '0', '$2.00', '$0.00'],
      ['Leeks', '-', '2', 'Substituted: Baby Leeks', '0', '$3.50', '$7.00'],
      ['Unsalted Butter', '-', '4', 'Confirmed', '0', '$4.00', '$16.00'],
    ]);
    expect([fact('Status'), fact('Ordered total'), fact('Total')]).toEqual(['Fulfilled', '$48.00', '$31.00']);
    // No credits yet: no credited or net total, no credits table.
    expect(screen.queryByRole('definition', { name: 'Credited' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Credits' })).toBeNull();
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Placed', 'Accepted with changes', 'Shipped']);
    expect(timeline.getByText('2 of 5 confirmed; Out of stock: Yellow Onions')).toBeInTheDocument();
    expect(timeline.getAllByText(/^Sam Green \(Fresh Farms\)/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Receive delivery' })).toBeInTheDocument();
  });

  it('shows the credits with their status, approved amount and dispute reason, and the credited and net totals', async () => {
    seed({
      status: 'RECEIVED',
      credited: 6,
      net_total: 25,
      credits: [
        {
          id: 1,
          order_number: 'PO-000005',
          name: 'Carrots 5 kg',
          sku: null,
          reason: 'DAMAGED',
          note: 'One case crushed.',
          shortfall_qty: 1,
          unit_price: 4,
          amount: 4,
          approved_amount: null,
          status: 'requested',
          dispute_reason: null,
          created_at: '2030-03-05T10:00:00Z',
          answered_at: null,
        },
        {
          id: 2,
          order_number: 'PO-000005',
          name: 'Baby Leeks',
          sku: 'LEE-02',
          reason: 'PRICE',
          note: null,
          shortfall_qty: 0,
          unit_price: 3.5,
          amount: 6,
          approved_amount: 6,
          status: 'approved',
          dispute_reason: null,
          created_at: '2030-03-05T10:00:00Z',
          answered_at: '2030-03-06T10:00:00Z',
        },
        {
          id: 3,
          order_number: 'PO-000005',
          name: 'Unsalted Butter',
          sku: null,
          reason: 'SHORT',
          note: null,
          shortfall_qty: 1,
          unit_price: 4,
          amount: 4,
          approved_amount: null,
          status: 'disputed',
          dispute_reason: 'All four were delivered.',
          created_at: '2030-03-05T10:00:00Z',
          answered_at: '2030-03-06T10:00:00Z',
        },
      ],
    });
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await screen.findByRole('table', { name: 'Credits' });
    expect(rowsOf('Credits')).toEqual([
      ['Carrots 5 kg', 'DamagedOne case crushed.', '1', '$4.00', 'Requested', '-', '-'],
      ['Baby Leeks', 'Charged more than confirmed', '0', '$6.00', 'Approved', '$6.00', '-'],
      ['Unsalted Butter', 'Short delivery', '1', '$4.00', 'Disputed', '-', 'All four were delivered.'],
    ]);
    expect([fact('Total'), fact('Credited'), fact('Net total')]).toEqual(['$31.00', '$6.00', '$25.00']);
    // A received order is not received again.
    expect(screen.queryByRole('button', { name: 'Receive delivery' })).toBeNull();
  });

  it('offers receiving only where the status allows it: not a placed order the on-system supplier has not accepted, but an off-system one', async () => {
    seed({ status: 'PLACED' });
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await screen.findByRole('heading', { level: 1, name: 'Order PO-000005' });
    expect(screen.queryByRole('button', { name: 'Receive delivery' })).toBeNull();
    cleanup();
    seed({ status: 'PLACED', in_supplier_inbox: false });
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    expect(await screen.findByRole('button', { name: 'Receive delivery' })).toBeInTheDocument();
  });
});

describe('receiving a delivery', () => {
  it('receives all as confirmed into a chosen area: the order reloads as received, and a toast says so', async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    const area = await dialog().findByRole('combobox', { name: 'Stock area' });
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Each item's own area", 'Walk-in Cooler', 'Dry Storage']);
    expect(dialog().getByRole('textbox', { name: 'Received quantity for Carrots 5 kg' })).toHaveAttribute('inputmode', 'decimal');
    expect(dialog().getByRole('textbox', { name: 'Received quantity for Carrots 5 kg' })).toHaveAttribute('placeholder', '2');
    expect(
      within(dialog().getByRole('combobox', { name: 'Reason for Carrots 5 kg' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No reason', 'Short delivery', 'Damaged', 'Wrong item', 'Charged more than confirmed', 'Other']);
    await user.selectOptions(area, 'Dry Storage');
    await user.click(dialog().getByRole('button', { name: 'Receive all as confirmed' }));
    expect(dialog().getByRole('textbox', { name: 'Received quantity for Baby Leeks' })).toHaveValue('2');
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Delivery received.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fact('Status')).toBe('Received'));
    expect(rowsOf('Lines').map((r) => r[4])).toEqual(['2', '0', '2', '4']);
    const receipt = api.db.requests.find((r) => r.call.startsWith('POST /merchant-orders/orders/5/receive/'))!;
    expect(receipt.body).toEqual({
      area_id: 2,
      lines: [
        { id: 51, received_qty: 2 },
        { id: 52, received_qty: 0 },
        { id: 53, received_qty: 2 },
        { id: 54, received_qty: 4 },
      ],
    });
    // On hand rose and on order fell on the items of the products received.
    expect(api.db.items.find((i) => i.product === 104)?.on_hand).toBe(16);
  });

  it('receives part of it with a damaged case: the order is partly received and the credit shows as requested', async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    await user.type(await dialog().findByRole('textbox', { name: 'Received quantity for Unsalted Butter' }), '3');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Reason for Unsalted Butter' }), 'Damaged');
    await user.type(dialog().getByRole('textbox', { name: 'Note for Unsalted Butter' }), 'One case crushed.');
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    await screen.findByRole('table', { name: 'Credits' });
    expect(fact('Status')).toBe('Partly received');
    expect(rowsOf('Credits')).toEqual([['Unsalted Butter', 'DamagedOne case crushed.', '1', '$4.00', 'Requested', '-', '-']]);
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Credit requested')).toBeInTheDocument();
  });

  it('names a blank quantity beside a reason, and sends nothing', async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    await user.selectOptions(await dialog().findByRole('combobox', { name: 'Reason for Baby Leeks' }), 'Wrong item');
    await user.type(dialog().getByRole('textbox', { name: 'Received quantity for Carrots 5 kg' }), '-2');
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    expect(dialog().getByRole('textbox', { name: 'Received quantity for Baby Leeks' })).toHaveAccessibleDescription('Enter the received quantity (0 if none came).');
    expect(dialog().getByRole('textbox', { name: 'Received quantity for Carrots 5 kg' })).toHaveAccessibleDescription('Ensure this value is greater than or equal to 0.');
    expect(api.db.requests.some((r) => r.call.startsWith('POST'))).toBe(false);
  });

  it('says why on a 409 and shows the order as it now is after Close', async () => {
    seed();
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    await user.click(await dialog().findByRole('button', { name: 'Receive all as confirmed' }));
    api.db.orders[0].status = 'RECEIVED';
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('An order that is received cannot be received.');
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(fact('Status')).toBe('Received'));
    expect(screen.queryByRole('button', { name: 'Receive delivery' })).toBeNull();
  });

  it('retries a receipt that got no answer with the same Idempotency-Key, recorded once', async () => {
    seed();
    // The first request is lost on its way back: the fake sees its key, the browser gets no answer.
    const lostKeys: string[] = [];
    api.server.use(
      http.post(
        `${API}/merchant-orders/orders/:id/receive/`,
        ({ request }) => {
          lostKeys.push(request.headers.get('Idempotency-Key') ?? '');
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    renderPurchasingAt('/merchant/purchasing/orders-history/5');
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    await user.type(await dialog().findByRole('textbox', { name: 'Received quantity for Carrots 5 kg' }), '2');
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('Failed to receive the delivery.');
    await user.click(dialog().getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Delivery received.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Receive delivery' }));
    await user.type(await dialog().findByRole('textbox', { name: 'Received quantity for Carrots 5 kg' }), '1');
    await user.click(dialog().getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(rowsOf('Lines')[0][4]).toBe('3'));
    const keys = api.db.requests.filter((r) => r.call.startsWith('POST /merchant-orders/orders/5/receive/')).map((r) => r.call.split('key=')[1]);
    // The retry carried the lost request's key; the next receipt has its own.
    expect(lostKeys).toHaveLength(1);
    expect(keys).toEqual([lostKeys[0], expect.not.stringMatching(lostKeys[0])]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
