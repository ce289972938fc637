// Place Orders: the table (chip, suggestion, supplier picker with its fallbacks), the search, Add with
// its quantity rule, and the cart panel (edit, remove, clear, totals, kept in po_cart, other tabs).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineKey, type CartLine } from '../../machines/purchasing/order-cart.lines';
import { API, SUPPLIERS, inventoryItem } from '../../../test/msw/purchasing';
import { renderPurchasingAt, setupPurchasingApi } from '../../../test/purchasing-screens';
import { CART_KEY } from './cart-storage';
import { ITEM_ROW_HEIGHT } from './order-items-table';
import { useViewport } from '../../../test/viewport';

const api = setupPurchasingApi();
// The products table draws only the rows in view: give jsdom a viewport.
useViewport();
afterEach(() => vi.useRealTimers());

const PATH = '/merchant/purchasing/place-order';
const table = () => screen.getByRole('table', { name: 'Products to order' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => bodyRows().find((r) => within(r).queryAllByRole('cell')[0]?.textContent?.startsWith(name))!;
const cart = () => within(screen.getByRole('complementary', { name: 'Cart' }));
const toastArea = () => within(screen.getByRole('region', { name: 'Notifications', hidden: true }));
const stored = (): CartLine[] => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');

async function openScreen() {
  renderPurchasingAt(PATH);
  await screen.findByText('Roma Tomatoes');
}

const cartLine = (productId: number, name: string, qty: number, supplier: { id: number; name: string } | null, shopInStore = false): CartLine => ({
  key: lineKey(productId, supplier?.id ?? null),
  product_id: productId,
  name,
  sku: null,
  qty,
  supplierId: supplier?.id ?? null,
  supplierName: supplier?.name ?? null,
  supplierShopInStore: shopInStore,
  price: null,
});

describe('the products table', () => {
  it('shows the breadcrumb, View Orders, the item count and each active item with its chip and suggestion', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Place Orders' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/merchant');
    expect(crumbs.getByText('Place Orders')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/merchant/purchasing/orders');
    expect(screen.getByText('6 items')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'SKU', 'Category', 'On Hand', 'Par', 'Suggest', 'Supplier', 'Qty', 'Add']);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent);
    expect(cells('Roma Tomatoes')).toEqual(['Roma TomatoesNeeds', 'PRD-TOM-01', 'Produce', '18', '25', '7']);
    expect(cells('Unsalted Butter')).toEqual(['Unsalted ButterSoon', 'DAI-BUT-02', 'Dairy', '12', '10', '0']);
    expect(cells('Yellow Onions')).toEqual(['Yellow OnionsOK', 'PRD-ONI-03', 'Produce', '40', '30', '0']);
    expect(cells('Cold Brew Coffee')).toEqual(['Cold Brew CoffeeOK', '-', '-', '2', '-', '0']);
    expect(screen.queryByText('Old Stock')).toBeNull();
    expect(screen.getByLabelText('Quantity for Roma Tomatoes')).toHaveAttribute('placeholder', '7');
  });

  it('suggests par less on hand less what is on order, and shows the working on the suggestion and the Qty box', async () => {
    api.db.items[0].on_order = 4;
    api.db.items[1].on_order = 5;
    await openScreen();
    const suggest = (name: string) => within(rowOf(name)).getAllByRole('cell')[5];
    expect(suggest('Roma Tomatoes')).toHaveTextContent(/^3$/);
    expect(within(suggest('Roma Tomatoes')).getByTitle('par 25 − on hand 18 − on order 4 = 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity for Roma Tomatoes')).toHaveAccessibleDescription('par 25 − on hand 18 − on order 4 = 3');
    expect(screen.getByLabelText('Quantity for Roma Tomatoes')).toHaveAttribute('placeholder', '3');
    // More on order than missing: nothing more to order.
    expect(suggest('Romaine Lettuce')).toHaveTextContent(/^0$/);
    expect(screen.getByLabelText('Quantity for Romaine Lettuce')).toHaveAccessibleDescription('par 3 − on hand 2 − on order 5 = −4, so 0');
    expect(screen.getByLabelText('Quantity for Cold Brew Coffee')).toHaveAccessibleDescription('No par level: nothing is suggested.');
  });

  it('offers the eligible suppliers once the picker is pointed at, the preferred one chosen from the start', async () => {
    await openScreen();
    const picker = screen.getByRole('combobox', { name: 'Supplier for Roma Tomatoes' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No supplier', 'Fresh Farms']);
    expect(picker).toHaveDisplayValue('Fresh Farms');
    // A search asks nothing: the suppliers are asked for when a picker is first hovered or focused.
    expect(api.db.requests.filter((r) => r.call.includes('eligible-suppliers'))).toEqual([]);
    await userEvent.hover(picker);
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No supplier', 'Fresh Farms – $2.50', 'Costco Business Center – $2.25 (cheapest)']),
    );
    expect(picker).toHaveDisplayValue('Fresh Farms – $2.50');
    expect(api.db.requests.filter((r) => r.call.includes('eligible-suppliers')).map((r) => r.call)).toEqual(['GET /merchant-products/products/101/eligible-suppliers/']);
    const coffee = screen.getByRole('combobox', { name: 'Supplier for Cold Brew Coffee' });
    expect(coffee).toHaveDisplayValue('No supplier');
    act(() => coffee.focus());
    await waitFor(() => expect(api.db.requests.filter((r) => r.call.includes('eligible-suppliers'))).toHaveLength(2));
  });

  it('falls back to the offers when the eligible suppliers fail, then to none', async () => {
    api.db.eligibleFails.add(106).add(103);
    api.db.offers[106] = [{ id: 1, product_id: 106, supplier_id: 2, supplier: SUPPLIERS.metro, is_active: true, is_preferred: false, supplier_product_id: null, price: null }];
    api.db.offersFail.add(103);
    await openScreen();
    const coffee = screen.getByRole('combobox', { name: 'Supplier for Cold Brew Coffee' });
    await userEvent.hover(coffee);
    await waitFor(() =>
      expect(
        within(coffee)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No supplier', 'Metro Restaurant Supply']),
    );
    const onions = screen.getByRole('combobox', { name: 'Supplier for Yellow Onions' });
    await userEvent.hover(onions);
    await waitFor(() => expect(api.db.requests.some((r) => r.call === 'GET /merchant-products/offers/?product=103')).toBe(true));
    await waitFor(() =>
      expect(
        within(onions)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No supplier']),
    );
  });

  it('searches name or SKU 300 ms after typing stops, in the items loaded once', async () => {
    await openScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'rom');
    act(() => void vi.advanceTimersByTime(299));
    expect(bodyRows()).toHaveLength(6);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Roma TomatoesNeeds', 'Romaine LettuceNeeds']));
    expect(screen.getByText('2 items')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search name or SKU' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'dry-ric');
    act(() => void vi.advanceTimersByTime(300));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf('Arborio Rice')).toBeDefined();
    expect(screen.getByText('1 item')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'zzz');
    act(() => void vi.advanceTimersByTime(300));
    expect(await screen.findByText('No items found.')).toBeInTheDocument();
    // Products without an inventory item never show here: the empty table says so, with where to add one.
    expect(screen.getByText('Products appear here once they have an inventory item.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add inventory items' })).toHaveAttribute('href', '/merchant/inventory/items/new');
    expect(api.db.requests.filter((r) => r.call === 'GET /inventory/items/')).toHaveLength(1);
  });

  it("says 'Failed to load items.' with a Retry that loads again", async () => {
    api.server.use(http.get(`${API}/inventory/items/`, () => HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }), { once: true }));
    renderPurchasingAt(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load items.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Roma Tomatoes')).toBeInTheDocument();
  });
});

describe('many items', () => {
  const many = () => Array.from({ length: 2000 }, (_, i) => inventoryItem(i + 1, `Item ${i + 1}`, { sku: `SKU-${i + 1}`, onHand: 1, par: 4, preferred: SUPPLIERS.farms }));
  const box = () => table().parentElement!;

  it('draws only the rows in view of 2,000 items; scrolling brings a row far down, typed quantities stay', async () => {
    api.db.items = many();
    renderPurchasingAt(PATH);
    await screen.findByText('Item 1');
    expect(screen.getByText('2000 items')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '2001');
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.queryByText('Item 1500')).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Quantity for Item 1'), '5');
    act(() => box().scrollTo({ top: 1499 * ITEM_ROW_HEIGHT }));
    expect(rowOf('Item 1500')).toHaveAttribute('aria-rowindex', '1501');
    expect(screen.queryByText('Item 1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Item 1500' }));
    expect(await toastArea().findByText('Item 1500 added to cart')).toBeInTheDocument();
    expect(within(cart().getByRole('region', { name: 'Fresh Farms' })).getByLabelText('Quantity of Item 1500 (Fresh Farms)')).toHaveValue(3);

    act(() => box().scrollTo({ top: 0 }));
    expect(screen.getByLabelText('Quantity for Item 1')).toHaveValue(5);
  });

  it('a search shows its matches from the top, however far down the box was', async () => {
    api.db.items = many();
    renderPurchasingAt(PATH);
    await screen.findByText('Item 1');
    act(() => box().scrollTo({ top: 1000 * ITEM_ROW_HEIGHT }));
    await screen.findByText('Item 1001');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search name or SKU' }), 'sku-199');
    act(() => void vi.advanceTimersByTime(300));
    expect(await screen.findByText('11 items')).toBeInTheDocument();
    // The rows come in a deferred render (DataTable), just after the count.
    await screen.findByText('SKU-199');
    expect(box().scrollTop).toBe(0);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['SKU-199', ...Array.from({ length: 10 }, (_, i) => `SKU-${1990 + i}`)]);
  });
});

describe('Add', () => {
  it('adds the suggested quantity from the preferred supplier when nothing is typed', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Add Roma Tomatoes' }));
    expect(await toastArea().findByText('Roma Tomatoes added to cart')).toBeInTheDocument();
    const group = within(cart().getByRole('region', { name: 'Fresh Farms' }));
    expect(group.getByText('Roma Tomatoes')).toBeInTheDocument();
    expect(group.getByLabelText('Quantity of Roma Tomatoes (Fresh Farms)')).toHaveValue(7);
    expect(stored()).toEqual([
      { key: `101:1`, product_id: 101, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7, supplierId: 1, supplierName: 'Fresh Farms', supplierShopInStore: false, price: 2.5 },
    ]);
  });

  it('adds the typed quantity from the chosen supplier, tagged Shop-in-Store when it is such a supplier', async () => {
    await openScreen();
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Supplier for Roma Tomatoes' });
    await user.hover(picker);
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Costco Business Center – $2.25 (cheapest)');
    await user.type(screen.getByLabelText('Quantity for Roma Tomatoes'), '3{Enter}');
    const group = within(await cart().findByRole('region', { name: 'Costco Business Center' }));
    expect(group.getByLabelText('Quantity of Roma Tomatoes (Costco Business Center)')).toHaveValue(3);
    expect(group.getByText('Shop-in-Store')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity for Roma Tomatoes')).toHaveValue(null);
    expect(cart().getByRole('button', { name: 'Print Shop-in-Store List' })).toBeInTheDocument();
  });

  it("refuses a quantity that is not above 0 with 'Enter a valid quantity.'", async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Add Cold Brew Coffee' }));
    expect(await toastArea().findByText('Enter a valid quantity.')).toBeInTheDocument();
    // The box cannot go below 0.
    expect(screen.getByLabelText('Quantity for Yellow Onions')).toHaveAttribute('min', '0');
    await userEvent.type(screen.getByLabelText('Quantity for Yellow Onions'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Yellow Onions' }));
    // Refused again; the same toast is still shown, so it is not raised twice.
    expect(toastArea().getAllByText('Enter a valid quantity.')).toHaveLength(1);
    expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });
});

describe('the cart', () => {
  const saved = () => [cartLine(101, 'Roma Tomatoes', 7, SUPPLIERS.farms), cartLine(105, 'Arborio Rice', 3, SUPPLIERS.costco, true), cartLine(106, 'Cold Brew Coffee', 2.5, null)];

  it('comes back from po_cart, grouped by supplier with the unassigned group last, with its totals', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(saved()));
    await openScreen();
    expect(
      cart()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Costco Business Center', 'Fresh Farms', 'Unassigned (Print)']);
    expect(cart().getByText('Total: 12.5 units, 3 items')).toBeInTheDocument();
    expect(within(cart().getByRole('region', { name: 'Costco Business Center' })).getByText('Shop-in-Store')).toBeInTheDocument();
    expect(within(cart().getByRole('region', { name: 'Fresh Farms' })).queryByText('Shop-in-Store')).toBeNull();
  });

  it('edits a quantity, and removes the line at 0', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(saved()));
    await openScreen();
    const user = userEvent.setup();
    const qty = cart().getByLabelText('Quantity of Roma Tomatoes (Fresh Farms)');
    expect(qty).toHaveAttribute('min', '0');
    await user.clear(qty);
    await user.type(qty, '12');
    expect(stored().find((l) => l.product_id === 101)?.qty).toBe(12);
    expect(cart().getByText('Total: 17.5 units, 3 items')).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '0');
    expect(cart().queryByText('Roma Tomatoes')).toBeNull();
    expect(stored().map((l) => l.product_id)).toEqual([105, 106]);
  });

  it('moves a line to another supplier, and removes one line', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(saved()));
    await openScreen();
    const user = userEvent.setup();
    const picker = cart().getByRole('combobox', { name: 'Supplier of Roma Tomatoes (Fresh Farms)' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Unassigned', 'Fresh Farms', 'Costco Business Center']),
    );
    await user.selectOptions(picker, 'Costco Business Center');
    const costco = within(cart().getByRole('region', { name: 'Costco Business Center' }));
    expect(costco.getByText('Roma Tomatoes')).toBeInTheDocument();
    expect(cart().queryByRole('region', { name: 'Fresh Farms' })).toBeNull();
    expect(stored().find((l) => l.product_id === 101)).toMatchObject({ key: '101:4', supplierShopInStore: true });

    await user.click(cart().getByRole('button', { name: 'Remove Cold Brew Coffee (Unassigned)' }));
    expect(cart().queryByRole('region', { name: 'Unassigned (Print)' })).toBeNull();
    expect(cart().getByText('Total: 10 units, 2 items')).toBeInTheDocument();
  });

  it('clears', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(saved()));
    await openScreen();
    await userEvent.click(cart().getByRole('button', { name: 'Clear' }));
    expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
    expect(cart().getByText('Total: 0 units, 0 items')).toBeInTheDocument();
    expect(stored()).toEqual([]);
    expect(cart().getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(cart().queryByRole('button', { name: 'Print Shop-in-Store List' })).toBeNull();
  });

  it('shows what another tab did to the cart', async () => {
    await openScreen();
    const other = [cartLine(102, 'Romaine Lettuce', 4, SUPPLIERS.farms)];
    localStorage.setItem(CART_KEY, JSON.stringify(other));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: JSON.stringify(other), storageArea: localStorage })));
    expect(within(cart().getByRole('region', { name: 'Fresh Farms' })).getByText('Romaine Lettuce')).toBeInTheDocument();
    expect(cart().getByLabelText('Quantity of Romaine Lettuce (Fresh Farms)')).toHaveValue(4);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage })));
    expect(cart().getByText('Your cart is empty.')).toBeInTheDocument();
  });
});

describe("the cart's prices and terms (issue 22)", () => {
  it('shows each line’s price, the group’s subtotal, the progress towards the minimum and the delivery dates', async () => {
    await openScreen();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Quantity for Roma Tomatoes'), '10{Enter}');
    const group = within(await cart().findByRole('region', { name: 'Fresh Farms' }));
    expect(group.getByText('$2.50 each')).toBeInTheDocument();
    expect(group.getByText('Subtotal: $25.00')).toBeInTheDocument();
    expect(await group.findByText("$125.00 more to reach Fresh Farms' minimum of $150.00.")).toBeInTheDocument();
    expect(api.db.requests.filter((r) => r.call === 'GET /merchant-products/suppliers/1/')).toHaveLength(1);
    const date = group.getByRole('combobox', { name: 'Delivery date from Fresh Farms' });
    const options = within(date).getAllByRole('option');
    expect(options).toHaveLength(14);
    expect(options.every((o) => /^(Mon|Wed|Fri), /.test(o.textContent ?? ''))).toBe(true);
    await user.selectOptions(date, options[2]);
    expect(date).toHaveValue((options[2] as HTMLOptionElement).value);
  });

  it('says a hard minimum holds its group back', async () => {
    api.db.terms[SUPPLIERS.farms.id] = { ...api.db.terms[SUPPLIERS.farms.id], minimum_order_rule: 'hard' };
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Add Roma Tomatoes' }));
    const group = within(await cart().findByRole('region', { name: 'Fresh Farms' }));
    expect(await group.findByRole('alert')).toHaveTextContent("$132.50 more to reach Fresh Farms' minimum of $150.00. This order cannot be placed until it reaches the minimum.");
  });
});

describe('as staff (decisions.md "Roles")', () => {
  it('adds to the cart, and is not offered Review & Send', async () => {
    renderPurchasingAt(PATH, [], 'staff');
    await screen.findByText('Roma Tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Add Roma Tomatoes' }));
    expect(await cart().findByText('Roma Tomatoes')).toBeInTheDocument();
    expect(cart().queryByRole('button', { name: 'Review & Send' })).not.toBeInTheDocument();
  });

  it('an owner is', async () => {
    await openScreen();
    expect(cart().getByRole('button', { name: 'Review & Send' })).toBeInTheDocument();
  });
});
