// Screen tests of Inventory Items (table, modal, product picker, quick-creates, delete, stock
// history) against the msw fake of the inventory calls.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeThroughDebounce } from '../../../test/debounce';
import { callsOf, renderInventoryAt, setupInventoryApi } from '../../../test/inventory-screens';
import type { Role } from '../../lib/roles';

const api = setupInventoryApi();
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const cells = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((c) => c.textContent);

async function openItems(role?: Role) {
  renderInventoryAt('/merchant/inventory/items', role);
  const table = await screen.findByRole('table', { name: 'Inventory Items' });
  await within(table).findByRole('cell', { name: 'Roma Tomatoes' });
  return table;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Inventory Items', () => {
  it('shows the columns Product, SKU, Units, Area, On Hand, Par Level, Active, Actions', async () => {
    const table = await openItems();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'SKU', 'Units', 'Area', 'On Hand', 'Par Level', 'Active', 'Actions']);
    const [, tomatoes, flour] = within(table).getAllByRole('row');
    expect(cells(tomatoes).slice(0, 7)).toEqual(['Roma Tomatoes', 'PRD-TOM-01', 'lb', 'Walk-in Cooler', '9', '12', 'Active']);
    expect(cells(flour).slice(0, 7)).toEqual(['Bread Flour', 'DRY-FLO-01', 'bag', 'Dry Storage', '4', '-', 'Active']);
  });

  it('searches by product, SKU or area with q', async () => {
    const table = await openItems();
    await typeThroughDebounce(screen.getByRole('searchbox', { name: 'Search items' }), 'dry');
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Roma Tomatoes' })).not.toBeInTheDocument());
    expect(within(table).getByRole('cell', { name: 'Bread Flour' })).toBeInTheDocument();
    expect(callsOf(api.db, 'GET /inventory/items/').at(-1)).toBe('GET /inventory/items/?q=dry');
  });

  it("shows a delivery received in the stock history with a link to its order's detail", async () => {
    api.db.movements[102].push({ ...api.db.movements[102][0], id: 4, delta: 6, balance: 10, reason: 'receipt', purchase_order: { id: 12, number: 'PO-000012' } });
    const table = await openItems();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'View Bread Flour' }));
    const history = within(await screen.findByRole('dialog', { name: 'Inventory Item' })).getByRole('table', { name: 'Stock history' });
    const received = await within(history).findByRole('cell', { name: 'Delivery received PO-000012' });
    expect(cells(received.closest('tr')!).slice(1, 4)).toEqual(['Delivery received PO-000012', '+6', '10']);
    expect(within(received).getByRole('link', { name: 'PO-000012' })).toHaveAttribute('href', '/merchant/purchasing/orders-history/12');
  });

  it('View shows the item read-only with its stock history; Edit then Save sends the fields', async () => {
    const table = await openItems();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'View Roma Tomatoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inventory Item' });
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'On Hand' })).toHaveValue(9));
    expect(within(dialog).getByRole('spinbutton', { name: 'On Hand' })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const history = within(dialog).getByRole('table', { name: 'Stock history' });
    await within(history).findByRole('cell', { name: 'Cycle count finalized' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((r) => cells(r).slice(1, 5)),
    ).toEqual([
      ['Cycle count finalized', '-1', '9', 'Maria Lopez'],
      ['Opening stock', '+10', '10', 'Maria Lopez'],
    ]);
    expect(within(history).getByRole('link', { name: 'Cycle Count #9' })).toHaveAttribute('href', '/merchant/inventory/cycle-counts/9');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Inventory Item' });
    const onHand = within(edit).getByRole('spinbutton', { name: 'On Hand' });
    await user.clear(onHand);
    await user.type(onHand, '11.5');
    await user.clear(within(edit).getByRole('spinbutton', { name: 'Par Level' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Item saved.')).toBeInTheDocument();
    expect(api.db.requests.find((r) => r.call === 'PATCH /inventory/items/101/')?.body).toMatchObject({
      product: 201,
      area: 1,
      on_hand: 11.5,
      par_level: null,
      notes: null,
      is_active: true,
      ledger_position: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cells(within(table).getAllByRole('row')[1]).slice(4, 6)).toEqual(['11.5', '-']));
  });

  it("an on-hand edit made on a stale view shows the server's word and stays open", async () => {
    api.db.items[0].ledger_position = 7;
    const table = await openItems();
    api.db.items[0].ledger_position = 8;
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Edit Roma Tomatoes' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Inventory Item' });
    await waitFor(() => expect(within(edit).getByRole('spinbutton', { name: 'On Hand' })).toHaveValue(9));
    await user.type(within(edit).getByRole('spinbutton', { name: 'On Hand' }), '0');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('The stock of this item changed since you opened it. Reload it and try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Inventory Item' })).toBeInTheDocument();
  });

  it('the product picker searches 200 ms after typing stops, from 1 character, asking for page 1', async () => {
    await openItems();
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const picker = within(await screen.findByRole('dialog', { name: 'New Inventory Item' })).getByRole('combobox', { name: /Product/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Keystrokes as change events: user-event's own pauses would wait on the fake clock.
    fireEvent.change(picker, { target: { value: 'b' } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(picker, { target: { value: 'ba' } });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(callsOf(api.db, 'GET /merchant-products/')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(callsOf(api.db, 'GET /merchant-products/')).toEqual(['GET /merchant-products/products/?search=ba&page=1&page_size=20']));
    fireEvent.change(picker, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsOf(api.db, 'GET /merchant-products/')).toHaveLength(1);
  });

  it('creates an item from a picked product: product required, on hand 0 and par level null when empty', async () => {
    await openItems();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Inventory Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveAccessibleDescription('Product is required.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Area' }), 'Walk-in Cooler');
    await user.type(within(dialog).getByRole('combobox', { name: /Product/ }), 'basil');
    await user.click(await screen.findByRole('option', { name: /^Fresh Basil/ }));
    expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue('Fresh Basil (PRD-BAS-04)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Item saved.')).toBeInTheDocument();
    const created = api.db.requests.find((r) => r.call === 'POST /inventory/items/')?.body;
    expect(created).toMatchObject({ product: 203, area: 1, on_hand: 0, par_level: null, notes: null, is_active: true });
    expect(created).not.toHaveProperty('ledger_position');
    expect(await screen.findByRole('cell', { name: 'Fresh Basil' })).toBeInTheDocument();
  });

  it('quick-creates a product (name, category and base price required; status ACT) and picks it', async () => {
    await openItems();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Inventory Item' });
    await user.click(within(dialog).getByRole('button', { name: 'New product' }));
    const quick = await screen.findByRole('dialog', { name: 'New Product' });
    await user.click(within(quick).getByRole('button', { name: 'Create Product' }));
    expect(within(quick).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required.');
    expect(within(quick).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Category is required.');
    expect(within(quick).getByRole('spinbutton', { name: /Base Price/ })).toHaveAccessibleDescription('Base price is required.');
    await user.type(within(quick).getByRole('textbox', { name: /Name/ }), 'Oat Milk');
    await within(quick).findByRole('option', { name: 'Dry Goods' });
    await user.selectOptions(within(quick).getByRole('combobox', { name: 'Category' }), 'Dry Goods');
    await user.type(within(quick).getByRole('spinbutton', { name: /Base Price/ }), '3.25');
    await user.click(within(quick).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Product' })).not.toBeInTheDocument());
    expect(api.db.requests.find((r) => r.call === 'POST /merchant-products/products/')?.body).toEqual({ product_name: 'Oat Milk', category: '2', base_price: '3.25', status: 'ACT' });
    expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue('Oat Milk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.db.requests.find((r) => r.call === 'POST /inventory/items/')?.body).toMatchObject({ product: 204 }));
  });

  it('quick-creates an area with its name trimmed and title-cased and selects it', async () => {
    await openItems();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Inventory Item' });
    await user.click(within(dialog).getByRole('button', { name: 'New area' }));
    const quick = await screen.findByRole('dialog', { name: 'New Area' });
    await user.type(within(quick).getByRole('textbox', { name: /Name/ }), '  walk-in FREEZER ');
    await user.click(within(quick).getByRole('button', { name: 'Create Area' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Area' })).not.toBeInTheDocument());
    expect(api.db.requests.find((r) => r.call === 'POST /inventory/areas/')?.body).toEqual({ name: 'Walk-In Freezer', description: null, is_active: true });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Area' })).toHaveDisplayValue('Walk-In Freezer'));
  });

  it('deletes after Delete item "{name}"?', async () => {
    const table = await openItems();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Bread Flour' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete item "Bread Flour"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('Item deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Bread Flour' })).not.toBeInTheDocument());
    expect(callsOf(api.db, 'DELETE')).toEqual(['DELETE /inventory/items/102/']);
  });
});

describe('Inventory Items by role (decisions.md "Roles")', () => {
  it('a staff member views an item read-only, and is offered no Add, Import, Edit or Delete', async () => {
    const table = await openItems('staff');
    expect(screen.queryByRole('button', { name: /^(Add Item|Import)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Inventory Item' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'View Roma Tomatoes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inventory Item' }));
    expect(await dialog.findByRole('table', { name: 'Stock history' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a manager is offered them all', async () => {
    const table = await openItems('manager');
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Roma Tomatoes' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Roma Tomatoes' })).toBeInTheDocument();
  });
});
