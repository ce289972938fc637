// The supplier's answers on an order (issue 23): confirming a new order line by line, and
// answering the merchant's credit requests.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { renderSupplierAt, setupSupplierApi } from '../../../test/supplier-screens';
import type { Role } from '../../lib/roles';
import { bodyCells } from '../../../test/tables';

const api = setupSupplierApi();
const notifications = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const answers = () => api.db.requests.filter((r) => r.call.startsWith('POST /supplier-orders/')).map((r) => [r.call, r.body]);
const line = (name: RegExp) => within(screen.getByRole('group', { name }));
const lineCells = () => bodyCells(screen.getByRole('table', { name: 'Order lines' }));
const totals = () =>
  within(screen.getByRole('region', { name: 'Totals' }))
    .getAllByRole('definition')
    .map((d) => d.textContent);
const timeline = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((i) => i.firstElementChild?.textContent);
const status = () => screen.getByText('Status', { selector: 'dt' }).nextElementSibling;

async function open(id: number, role?: Role) {
  renderSupplierAt(`/supplier/orders/${id}`, [], role);
  await screen.findByRole('table', { name: 'Order lines' });
}

describe('Confirming a new order line by line', () => {
  it('a short line, a substitute picked from active products and a note: the new total follows, and only the changed lines are sent', async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept with changes' }));
    const form = within(screen.getByRole('form', { name: 'Confirm lines' }));
    expect(form.getByText('New total: $20.25')).toBeInTheDocument();
    expect(line(/^Roma Tomatoes: ordered 15 at \$1\.35/).getByLabelText('Confirmed quantity')).toHaveValue('15');
    // The one-click actions wait while the lines are confirmed.
    expect(screen.queryByRole('button', { name: 'Accept as ordered' })).not.toBeInTheDocument();

    await user.clear(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'));
    await user.type(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'), '10');
    await user.type(line(/^Roma Tomatoes/).getByLabelText('Note'), 'Last ten cases.');
    expect(form.getByText('New total: $13.50')).toBeInTheDocument();

    await user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Choose substitute' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Substitute for Fresh Basil' }));
    expect(await picker.findByRole('button', { name: 'Choose Roma Tomatoes' })).toBeInTheDocument();
    // An inactive product is never offered.
    expect(picker.queryByText('Asparagus')).not.toBeInTheDocument();
    await typeThroughDebounce(picker.getByRole('searchbox', { name: 'Search products' }), 'lem');
    await waitFor(() => expect(picker.queryByRole('button', { name: 'Choose Roma Tomatoes' })).not.toBeInTheDocument());
    await user.click(picker.getByRole('button', { name: 'Choose Lemons' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(line(/^Fresh Basil/).getByText('Substitute: Lemons (FF-CIT-LEMN), list price $1.79')).toBeInTheDocument();
    expect(form.getByText('New total (estimate): $24.24')).toBeInTheDocument();
    expect(form.getByText("A substitute is charged at this merchant's price, set when you accept; its list price stands in here.")).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Accept with changes' }));
    expect(await notifications().findByText('Order accepted.')).toBeInTheDocument();
    expect(answers()).toEqual([
      [
        'POST /supplier-orders/orders/5/accept/',
        {
          lines: [
            { id: 51, confirmed_qty: 10, note: 'Last ten cases.' },
            { id: 52, confirmed_qty: 6, substitute_product_id: 2 },
          ],
        },
      ],
    ]);
    expect(status()).toHaveTextContent('Accepted');
    expect(lineCells()).toEqual([
      ['Roma Tomatoes', 'FF-TOM-ROMA', '15', '10Last ten cases.', '0', '$1.35', '$13.50'],
      ['Fresh Basil', '-', '6', '6, Substituted: Lemons', '0', '$1.79', '$10.74'],
    ]);
    expect(totals()).toEqual(['$20.25', '$24.24', '$0.00', '$24.24']);
    expect(timeline()).toEqual(['Accepted with changes']);
    expect(screen.getByText('10 of 15 confirmed: Roma Tomatoes; Substituted: Lemons for Fresh Basil')).toBeInTheDocument();
  });

  it("'Out of stock' confirms 0; a quantity that is not one is refused under its line; Cancel sends nothing", async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept with changes' }));
    const form = within(screen.getByRole('form', { name: 'Confirm lines' }));
    await user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Out of stock' }));
    expect(line(/^Fresh Basil/).getByLabelText('Confirmed quantity')).toHaveValue('0');
    await user.clear(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'));
    await user.type(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity'), 'lots');
    await user.click(form.getByRole('button', { name: 'Accept with changes' }));
    expect(line(/^Roma Tomatoes/).getByLabelText('Confirmed quantity')).toHaveAccessibleDescription('Enter a quantity of 0 or more.');
    expect(answers()).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Confirm lines' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept as ordered' })).toBeInTheDocument();
    expect(answers()).toEqual([]);
  });

  it("an out-of-stock line is sent as 0; a change of delivery date is sent; a 409 toasts the server's detail and reloads", async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept with changes' }));
    const form = within(screen.getByRole('form', { name: 'Confirm lines' }));
    await user.click(line(/^Fresh Basil/).getByRole('button', { name: 'Out of stock' }));
    await user.clear(form.getByLabelText('Delivery date'));
    await user.type(form.getByLabelText('Delivery date'), '2025-03-08');
    // Someone else rejected it meanwhile.
    api.db.orders.find((o) => o.id === 5)!.status = 'rejected';
    await user.click(form.getByRole('button', { name: 'Accept with changes' }));
    expect(await notifications().findByText('An order that is rejected cannot be accepted.')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Rejected'));
    expect(screen.queryByRole('form', { name: 'Confirm lines' })).not.toBeInTheDocument();
    expect(answers()).toEqual([['POST /supplier-orders/orders/5/accept/', { delivery_date: '2025-03-08', lines: [{ id: 52, confirmed_qty: 0 }] }]]);
  });

  it('with nothing changed, the form accepts as ordered (no body)', async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept with changes' }));
    await user.click(within(screen.getByRole('form', { name: 'Confirm lines' })).getByRole('button', { name: 'Accept with changes' }));
    expect(await notifications().findByText('Order accepted.')).toBeInTheDocument();
    expect(answers()).toEqual([['POST /supplier-orders/orders/5/accept/', undefined]]);
    expect(timeline()).toEqual(['Accepted']);
  });

  it("a refusal stays in the form with the server's words", async () => {
    await open(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept with changes' }));
    const form = within(screen.getByRole('form', { name: 'Confirm lines' }));
    await user.clear(form.getByLabelText('Delivery date'));
    await user.type(form.getByLabelText('Delivery date'), '2025-03-01');
    await user.click(form.getByRole('button', { name: 'Accept with changes' }));
    expect(answers()).toEqual([['POST /supplier-orders/orders/5/accept/', { delivery_date: '2025-03-01' }]]);
    expect(await form.findByRole('alert')).toHaveTextContent('The delivery date cannot be in the past.');
    expect(status()).toHaveTextContent('New');
  });
});

describe("Answering the merchant's credits", () => {
  const credits = () => bodyCells(screen.getByRole('table', { name: 'Credits' }));

  it('shows each line ordered, confirmed and received, the totals, the credits and the timeline', async () => {
    await open(2);
    expect(lineCells()).toEqual([
      ['Roma Tomatoes', 'FF-TOM-ROMA', '10', '10', '8', '$1.35', '$13.50'],
      ['Lemons', 'FF-CIT-LEMN', '6', 'Out of stockNone left this week.', '0', '$1.79', '$0.00'],
      ['Vine Tomatoes', '-', '5', '5, Substituted: Roma Tomatoes', '5', '$1.35', '$6.75'],
    ]);
    expect(totals()).toEqual(['$31.74', '$20.25', '$1.00', '$19.25']);
    expect(credits()).toEqual([
      ['Roma Tomatoes', 'Damaged', 'Two cases crushed.', '2', '$2.70', 'Requested', 'ApproveDispute'],
      ['Roma Tomatoes', 'Price', 'Invoiced at $1.55.', '0', '$1.00', 'Approved: $1.00', ''],
    ]);
    expect(timeline()).toEqual(['Placed', 'Accepted with changes', 'Shipped', 'Received', 'Credit requested', 'Credit requested', 'Credit approved']);
  });

  it('approves a smaller amount in a dialog that refuses more than was requested; the totals follow', async () => {
    await open(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve the $2.70 credit for Roma Tomatoes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve credit' }));
    expect(dialog.getByText('Roma Tomatoes: $2.70 requested (Damaged).')).toBeInTheDocument();
    const amount = dialog.getByLabelText('Amount to approve');
    expect(amount).toHaveValue('2.7');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(amount).toHaveAccessibleDescription('At most $2.70. Ensure this value is less than or equal to 2.7.');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await notifications().findByText('Credit of $2.00 approved.')).toBeInTheDocument();
    await waitFor(() => expect(totals()).toEqual(['$31.74', '$20.25', '$3.00', '$17.25']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The credits table draws its new rows in a deferred render, which can come after the totals.
    await waitFor(() => expect(credits()[0].slice(5)).toEqual(['Approved: $2.00', '']));
    expect(timeline().at(-1)).toBe('Credit approved');
    expect(answers()).toEqual([['POST /supplier-orders/credits/11/approve/', { amount: 2 }]]);
  });

  it('disputes with a required reason', async () => {
    await open(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dispute the $2.70 credit for Roma Tomatoes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dispute credit' }));
    await user.click(dialog.getByRole('button', { name: 'Dispute' }));
    expect(dialog.getByLabelText(/Reason/)).toHaveAccessibleDescription('Enter a reason for the dispute.');
    await user.type(dialog.getByLabelText(/Reason/), 'Photos show them intact.');
    await user.click(dialog.getByRole('button', { name: 'Dispute' }));
    expect(await notifications().findByText('Credit disputed.')).toBeInTheDocument();
    await waitFor(() => expect(credits()[0].slice(5)).toEqual(['Disputed: Photos show them intact.', '']));
    expect(totals()).toEqual(['$31.74', '$20.25', '$1.00', '$19.25']);
    expect(answers()).toEqual([['POST /supplier-orders/credits/11/dispute/', { reason: 'Photos show them intact.' }]]);
  });

  it("a credit answered meanwhile (409) shows the server's detail and the order as it now is", async () => {
    await open(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve the $2.70 credit for Roma Tomatoes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve credit' }));
    Object.assign(api.db.orders.find((o) => o.id === 2)!.credits[0], { status: 'disputed', dispute_reason: 'Another member said no.' });
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await notifications().findByText('A credit that is disputed cannot be approved.')).toBeInTheDocument();
    await waitFor(() => expect(credits()[0].slice(5)).toEqual(['Disputed: Another member said no.', '']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a staff member reads the credits but is offered no Approve or Dispute; a manager is (decisions.md "Roles")', async () => {
    await open(2, 'staff');
    expect(credits()).toEqual([
      ['Roma Tomatoes', 'Damaged', 'Two cases crushed.', '2', '$2.70', 'Requested'],
      ['Roma Tomatoes', 'Price', 'Invoiced at $1.55.', '0', '$1.00', 'Approved: $1.00'],
    ]);
    expect(screen.queryByRole('button', { name: /^(Approve|Dispute) the/ })).not.toBeInTheDocument();
    cleanup();
    await open(2, 'manager');
    expect(screen.getByRole('button', { name: 'Approve the $2.70 credit for Roma Tomatoes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dispute the $2.70 credit for Roma Tomatoes' })).toBeEnabled();
  });
});
