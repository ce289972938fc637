// The merchant's routes for the accessibility walk (Corner Bistro): catalogue, inventory and cycle
// counts, purchasing, with the dialogs each screen opens.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Api } from './api';
import { button, firstRow, heading, idOf, text, type Role } from './route-checks';

/** Orders History once an order's row shows (the demo data has Corner Bistro's orders). */
const anOrder = (page: Page) =>
  page
    .getByRole('row', { name: /^Open order PO-/ })
    .first()
    .waitFor();
/** Puts `item` in the cart on Place Orders, from `supplier` when one is given. */
async function addToCart(page: Page, item: string, supplier?: string) {
  await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(item);
  // A product kept in two places has two rows: the first will do.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Add ${item}` }) })
    .first();
  if (supplier) {
    // An option reads the supplier's name and its price for this merchant ('Costco Business Center – $13.44').
    const picker = row.getByRole('combobox', { name: `Supplier for ${item}` });
    const option = picker.locator('option').filter({ hasText: supplier }).first();
    await picker.selectOption((await option.getAttribute('value'))!);
  }
  await row.getByRole('button', { name: `Add ${item}` }).click();
}

/** The id of the demo row of a merchant list whose `field` is `value`. */
const merchantId = (path: string, field: string, value: string) => async (api: Api) => idOf(await api.rows(path), (r) => r[field] === value, value);

/** A cycle count of the demo data (or of the walk) by name. */
const countId = (name: string) => merchantId('/inventory/cycle-counts/?page_size=1000', 'name', name);

// The walk's own count whose counted item moved since the snapshot, so that finalizing it shows the
// 'Conflicts detected' dialog (the demo data has no moved stock). Other e2e files share the
// database: its names are this run's.
const RUN = randomBytes(3).toString('hex');
const CONFLICT_COUNT = `Walk conflicts ${RUN}`;

async function countWithConflict(api: Api) {
  const area = await api.post('/inventory/areas/', { name: `Walk shelf ${RUN}` });
  const item = await api.post('/inventory/items/', { name: `Walk preserves ${RUN}`, area: area.id, on_hand: 6 });
  const count = await api.post('/inventory/cycle-counts/', { name: CONFLICT_COUNT, notes: `Accessibility walk ${RUN}.`, areas: [area.id] });
  const [line] = await api.rows(`/inventory/cycle-counts/${count.id}/lines/`);
  await api.post(`/inventory/cycle-counts/${count.id}/submit_lines/`, { lines: [{ id: line.id, counted_qty: 5 }] });
  // Sold elsewhere after the snapshot (as cycle-count.test.ts moves its tomatoes).
  await api.patch(`/inventory/items/${item.id}/`, { on_hand: 4 });
}

export const MERCHANT: Role = {
  role: 'merchant',
  host: 'bistro.localhost',
  email: 'merchant@example.com',
  prepare: countWithConflict,
  routes: [
    { route: '/merchant', ready: (page) => page.getByRole('group', { name: 'Products' }).waitFor() },
    { route: '/merchant/dashboard', ready: (page) => page.getByRole('group', { name: 'Suppliers' }).waitFor() },
    // Issue 26, item 3: the demo's finalized counts and orders are within the reports' last 90 days.
    { route: '/merchant/reports/count-variance', ready: (page) => page.getByRole('img', { name: 'Value difference by area: chart' }).waitFor() },
    { route: '/merchant/reports/stock-value', ready: (page) => page.getByRole('img', { name: 'Stock value by category: chart' }).waitFor() },
    { route: '/merchant/reports/spend', ready: (page) => page.getByRole('img', { name: 'Spend by supplier: chart' }).waitFor() },
    // The demo's two finalized counts are of different areas: no product in both.
    { route: '/merchant/reports/usage', ready: (page) => page.getByRole('table', { name: 'Usage per product' }).waitFor() },
    {
      route: '/merchant/orders',
      ready: anOrder,
    },
    {
      route: '/merchant/products',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete a product', open: button(/^Delete /) }],
    },
    {
      route: '/merchant/products/create',
      ready: (page) => page.getByRole('form', { name: 'Product' }).waitFor(),
      dialogs: [{ name: 'the Create Unit modal', open: button('Create Unit') }],
    },
    {
      route: '/merchant/products/$id',
      id: merchantId('/merchant-products/products/?search=PRD-TOM-01', 'sku', 'PRD-TOM-01'),
      ready: (page) => page.getByRole('list', { name: 'Eligible suppliers' }).getByText('Fresh Farms').waitFor(),
      dialogs: [
        { name: 'the Create Unit modal', open: button('Create Unit') },
        { name: 'the Add New Supplier modal', open: button('Add New Supplier') },
        { name: 'the confirmation to remove a supplier', open: button('Remove Fresh Farms') },
      ],
    },
    {
      route: '/merchant/products/units',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete a unit', open: button(/^Delete /) }],
    },
    {
      route: '/merchant/products/taxes',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete a tax', open: button(/^Delete /) }],
    },
    {
      route: '/merchant/categories',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete a category', open: button(/^Delete /) }],
    },
    {
      route: '/merchant/categories/create',
      ready: (page) => page.getByRole('form', { name: 'New Category' }).waitFor(),
    },
    {
      route: '/merchant/categories/$id',
      id: merchantId('/merchant-products/categories/?search=Bakery', 'category_name', 'Bakery'),
      ready: (page) => page.getByRole('form', { name: 'Edit Category' }).waitFor(),
    },
    {
      route: '/merchant/suppliers',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete a supplier', open: button(/^Delete /) }],
    },
    {
      // Issue 22: the catalog of Fresh Farms, connected in the demo data, and its add dialog.
      route: '/merchant/suppliers/$id_/catalog',
      id: merchantId('/merchant-products/suppliers/', 'name', 'Fresh Farms'),
      ready: (page) => page.getByRole('table', { name: 'Catalog' }).getByRole('row').nth(1).getByRole('cell').first().waitFor(),
      dialogs: [{ name: 'the add-to-my-products dialog', open: button(/^Add to my products/) }],
    },
    { route: '/merchant/team/activity', ready: (page) => text(page, 'Signed in') },
    // Issue 24: the team screen and its invite dialog.
    {
      route: '/merchant/team',
      ready: (page) =>
        page
          .getByRole('combobox', { name: /^Role of / })
          .first()
          .waitFor(),
      dialogs: [{ name: 'the invite dialog', open: button('Invite member') }],
    },
    {
      route: '/merchant/suppliers/create',
      ready: (page) => page.getByRole('form', { name: 'New Supplier' }).waitFor(),
    },
    {
      route: '/merchant/suppliers/$id',
      id: merchantId('/merchant-products/suppliers/', 'name', 'Metro Restaurant Supply'),
      ready: (page) => page.getByRole('form', { name: 'Edit Supplier' }).waitFor(),
      dialogs: [
        { name: 'the connection request dialog', open: button('Request connection') },
        { name: 'the invitation dialog', open: button('Invite to Tradepost') },
      ],
    },
    {
      route: '/merchant/inventory',
      ready: (page) =>
        page
          .getByRole('link', { name: /Stock Areas/ })
          .first()
          .waitFor(),
    },
    {
      route: '/merchant/inventory/areas',
      ready: firstRow,
      dialogs: [{ name: 'the confirmation to delete an area', open: button(/^Delete /) }],
    },
    {
      route: '/merchant/inventory/items',
      ready: firstRow,
      dialogs: [
        { name: 'the item modal', open: button(/^View /) },
        { name: 'the item modal to add an item', open: button('Add Item') },
        { name: 'the item modal in edit', open: button(/^Edit /) },
        { name: 'the confirmation to delete an item', open: button(/^Delete /) },
        {
          name: 'the quick-create product modal',
          open: async (page) => {
            await button('Add Item')(page);
            await page.getByRole('dialog').getByRole('button', { name: 'New product' }).click();
            await page.getByRole('heading', { name: 'New Product' }).waitFor();
          },
        },
        {
          name: 'the quick-create area modal',
          open: async (page) => {
            await button('Add Item')(page);
            await page.getByRole('dialog').getByRole('button', { name: 'New area' }).click();
            await page.getByRole('heading', { name: 'New Area' }).waitFor();
          },
        },
      ],
    },
    {
      route: '/merchant/inventory/items/new',
      ready: (page) => page.getByRole('form', { name: 'Add Inventory Item' }).waitFor(),
    },
    {
      route: '/merchant/inventory/cycle-counts',
      ready: (page) => text(page, 'Weekly cooler count'),
    },
    {
      route: '/merchant/inventory/cycle-counts/start',
      ready: (page) => heading(page, 'Start Cycle Count'),
    },
    {
      route: '/merchant/inventory/cycle-counts/$id',
      id: countId('Bar count'),
      ready: (page) => page.getByRole('button', { name: 'Post' }).waitFor(),
      dialogs: [
        { name: 'the confirmation to post', open: button('Post') },
        { name: 'the confirmation to reopen', open: button('Reopen') },
        { name: 'the confirmation to archive', open: button('Archive') },
      ],
    },
    {
      // The same sheet while it is open: the count inputs and the bulk edits.
      route: '/merchant/inventory/cycle-counts/$id',
      id: countId('Weekly cooler count'),
      ready: async (page) => {
        await page.getByRole('group', { name: 'Bulk edits of the visible lines' }).waitFor();
        await text(page, 'Roma Tomatoes');
      },
      dialogs: [{ name: 'the confirmation to archive', open: button('Archive') }],
    },
    {
      // The same sheet with counted stock that moved since its snapshot.
      route: '/merchant/inventory/cycle-counts/$id',
      id: countId(CONFLICT_COUNT),
      ready: (page) => text(page, `Walk preserves ${RUN}`),
      dialogs: [
        {
          name: 'the Conflicts detected dialog',
          open: async (page) => {
            await button('Finalize & Update Stock')(page);
            await page
              .getByRole('dialog', { name: 'Conflicts detected' })
              .getByRole('rowheader', { name: `Walk preserves ${RUN}` })
              .waitFor();
          },
        },
      ],
    },
    { route: '/merchant/purchasing/orders', ready: anOrder },
    { route: '/merchant/purchasing/orders-history', ready: anOrder },
    {
      route: '/merchant/purchasing/orders-history/$id',
      id: async (api) => idOf(await api.rows('/merchant-orders/orders/'), () => true, 'purchase order'),
      ready: (page) => page.getByRole('table', { name: 'Messages' }).waitFor(),
    },
    {
      route: '/merchant/purchasing/place-order',
      ready: (page) => page.getByRole('button', { name: /^Add / }).first().waitFor(),
      dialogs: [
        {
          name: 'the Review & Send modal',
          open: async (page) => {
            // An assigned line with a quantity: Review & Send waits for one (an empty cart has nothing to review).
            await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill('Parmesan Reggiano');
            await page.getByLabel('Quantity for Parmesan Reggiano').first().fill('2');
            await addToCart(page, 'Parmesan Reggiano', 'Costco Business Center');
            await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Review & Send' }).click();
          },
        },
        {
          // Cold Brew Coffee has no supplier in the demo data.
          name: 'the Unassigned Order List',
          open: async (page) => {
            await addToCart(page, 'Cold Brew Coffee');
            await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Print Unassigned List' }).click();
          },
        },
        {
          name: 'the Shop-in-Store Order List',
          open: async (page) => {
            await addToCart(page, 'Parmesan Reggiano', 'Costco Business Center');
            await page.getByRole('complementary', { name: 'Cart' }).getByRole('button', { name: 'Print Shop-in-Store List' }).click();
          },
        },
      ],
    },
  ],
};
