// The merchant home (issue 28): the day's tiles and where each leads, the items below par by
// supplier with 'Add all suggested to cart' (the lines then wait in Place Orders' cart), the
// deliveries due, the spec's counts and quick links, and a failed load with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PlaceOrdersScreen } from '../../areas/purchasing/place-orders';
import { CART_KEY } from '../../areas/purchasing/cart-storage';
import type { CartLine } from '../../machines/purchasing/order-cart.lines';
import type { Role } from '../../lib/roles';
import { createDashboardsDb, dashboardHandlers } from '../../../test/msw/dashboards';
import { createPurchasingDb, purchasingHandlers } from '../../../test/msw/purchasing';
import { API } from '../../../test/msw/common';
import { deferred } from '../../../test/promises';
import { renderScreensAt, setupMswApi } from '../../../test/screens';
import { useViewport } from '../../../test/viewport';
import { MerchantHome } from './merchant-home';

const api = setupMswApi(
  () => ({ dashboards: createDashboardsDb(), purchasing: createPurchasingDb() }),
  (db) => [...dashboardHandlers(db.dashboards), ...purchasingHandlers(db.purchasing)],
);
useViewport();

const STUBS = [
  '/merchant/purchasing/orders-history',
  '/merchant/purchasing/orders-history/$id',
  '/merchant/inventory/cycle-counts/$id',
  '/merchant/inventory/cycle-counts/start',
  '/merchant/inventory/items',
  '/merchant/products',
  '/merchant/products/create',
  '/merchant/categories',
  '/merchant/suppliers',
];

function renderHome(role: Role | null = null) {
  const screens = Object.fromEntries(STUBS.map((path) => [path, () => null]));
  return renderScreensAt({ ...screens, '/merchant': () => <MerchantHome />, '/merchant/purchasing/place-order': () => <PlaceOrdersScreen /> }, '/merchant', STUBS, role);
}

const tiles = () => within(screen.getByRole('list', { name: 'Today' }));
const tile = (name: RegExp) => tiles().getByRole('link', { name });
const stored = (): CartLine[] => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');

describe('merchant home', () => {
  it("shows the day's tiles, each a link to the screen that acts on it", async () => {
    const answer = deferred<void>();
    api.server.use(http.get(`${API}/dashboard/merchant/`, async () => void (await answer.promise), { once: true }));
    renderHome();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
    answer.resolve();
    await screen.findByRole('list', { name: 'Today' });
    expect(tile(/^Below par 5/)).toHaveAttribute('href', '/merchant/purchasing/place-order');
    // The deliveries tiles lead to the Deliveries list below (orders history has no delivery-date filter).
    expect(tile(/^Arriving today 1 See them under Deliveries/)).toHaveAttribute('href', '#deliveries');
    expect(tile(/^Overdue 2 See them under Deliveries/)).toHaveAttribute('href', '#deliveries');
    expect(screen.getByRole('region', { name: 'Deliveries' })).toHaveAttribute('id', 'deliveries');
    expect(tile(/^Open cycle counts 1 Resume Walk-in weekly/)).toHaveAttribute('href', '/merchant/inventory/cycle-counts/7');
    expect(tile(/^Stock value \$1,234\.50/)).toHaveAttribute('href', '/merchant/inventory/items');
  });

  it('leads the deliveries tiles to the orders history when no delivery is due', async () => {
    api.db.dashboards.merchant = { ...api.db.dashboards.merchant, arriving_today: [], overdue: [] };
    renderHome();
    await screen.findByRole('list', { name: 'Today' });
    expect(tile(/^Arriving today 0 See them in Orders History/)).toHaveAttribute('href', '/merchant/purchasing/orders-history');
    expect(tile(/^Overdue 0 See them in Orders History/)).toHaveAttribute('href', '/merchant/purchasing/orders-history');
    expect(screen.queryByRole('region', { name: 'Deliveries' })).not.toBeInTheDocument();
  });

  it('offers to start a count when none is open', async () => {
    api.db.dashboards.merchant = { ...api.db.dashboards.merchant, open_counts: 0, open_count: null };
    renderHome();
    await screen.findByRole('list', { name: 'Today' });
    expect(tile(/^Open cycle counts 0 Start a Count/)).toHaveAttribute('href', '/merchant/inventory/cycle-counts/start');
  });

  it('lists the deliveries due, overdue first, each a link to its order, dated as the order lists date them', async () => {
    renderHome();
    const deliveries = within(await screen.findByRole('table', { name: 'Deliveries' }));
    const rows = deliveries.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Tue, Feb 26, 2030 (Overdue)', 'Wed, Feb 27, 2030 (Overdue)', 'Fri, Mar 1, 2030 (Today)']);
    expect(deliveries.getByRole('link', { name: 'PO-000008' })).toHaveAttribute('href', '/merchant/purchasing/orders-history/8');
  });

  it("adds a supplier's suggestions to the order cart, less what is on order, where Place Orders shows them", async () => {
    renderHome();
    const panel = within(await screen.findByRole('region', { name: 'Items below par' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Costco Business Center', 'Fresh Farms', 'No preferred supplier']);
    const farms = within(panel.getByRole('region', { name: 'Fresh Farms' }));
    expect(
      farms
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Roma Tomatoes', 'Walk-in Cooler', '18', '0', '25', '7'],
      ['Romaine Lettuce', 'Walk-in Cooler', '2', '0', '3', '1'],
      ['Fresh Basil', 'Walk-in Cooler', '2', '8', '10', '0'],
    ]);
    await userEvent.click(farms.getByRole('button', { name: 'Add all suggested to cart' }));
    expect(await screen.findByText('2 items added to cart')).toBeInTheDocument();
    expect(stored().map((l) => [l.product_id, l.qty, l.supplierName, l.price])).toEqual([
      [101, 7, 'Fresh Farms', 2.5],
      [102, 1, 'Fresh Farms', 1.75],
    ]);

    await userEvent.click(panel.getByRole('link', { name: 'Go to Place Orders' }));
    const cart = within(await screen.findByRole('complementary', { name: 'Cart' }));
    expect(cart.getByText('Roma Tomatoes')).toBeInTheDocument();
    expect(cart.getByText('Romaine Lettuce')).toBeInTheDocument();
  });

  it("keeps the spec's counts and quick links", async () => {
    renderHome();
    const group = within(await screen.findByRole('group', { name: 'Products' }));
    expect(group.getByRole('definition')).toHaveTextContent('12');
    expect(group.getByRole('link')).toHaveAttribute('href', '/merchant/products');
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByRole('link')).toHaveAttribute('href', '/merchant/categories');
    expect(within(screen.getByRole('group', { name: 'Suppliers' })).getByRole('link')).toHaveAttribute('href', '/merchant/suppliers');
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'View products' })).toHaveAttribute('href', '/merchant/products');
    expect(links.getByRole('link', { name: 'Create product' })).toHaveAttribute('href', '/merchant/products/create');
    expect(links.getByRole('link', { name: 'View categories' })).toHaveAttribute('href', '/merchant/categories');
  });

  it('offers staff no link to create a product, which its role may not save', async () => {
    renderHome('staff');
    const links = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    await screen.findByRole('list', { name: 'Today' });
    expect(links.getAllByRole('link').map((l) => l.textContent)).toEqual(['View products', 'View categories']);
  });

  it('shows a failed load with a Retry that loads again', async () => {
    api.db.dashboards.failing.add('merchant');
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Today' })).toBeInTheDocument();
  });
});
