// Every route of the app, by who opens it, for the accessibility walk (accessibility.test.ts):
// where it is, what shows once its data is there, and the dialogs it can open. A new screen joins
// the walk with one entry in its role's list.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Api } from './api';

export type RouteCheck = {
  /** The route as TanStack Router names it: '/supplier/orders/$orderId'. */
  route: string;
  /** The id that fills the route's $param, found with the API in the demo data (or the role's `prepare`). */
  id?: (api: Api) => Promise<number>;
  /** Resolves once the screen shows its data. */
  ready: (page: Page) => Promise<unknown>;
  /** Dialogs of the screen: each opens one; the walk checks the page with it open, then closes it. */
  dialogs?: { name: string; open: (page: Page) => Promise<unknown> }[];
};

export type Role = {
  role: string;
  host: string;
  /** Who signs in (the demo password); none for the signed-out pages. */
  email?: string;
  /** Runs once, signed in, before the walk: data the demo seed does not have. */
  prepare?: (api: Api) => Promise<unknown>;
  routes: RouteCheck[];
};

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 }).waitFor();
const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first().waitFor();
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();
/** A list shows its rows: the first row's Delete button (other e2e files add rows, so no names). */
const firstRow = (page: Page) => page.getByRole('button', { name: /^Delete / }).first().waitFor();
/** Orders History once an order's row shows (the demo data has Corner Bistro's orders). */
const anOrder = (page: Page) => page.getByRole('row', { name: /^Open order PO-/ }).first().waitFor();
/** Puts `item` in the cart on Place Orders, from `supplier` when one is given. */
async function addToCart(page: Page, item: string, supplier?: string) {
  await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(item);
  // A product kept in two places has two rows: the first will do.
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Add ${item}` }) }).first();
  if (supplier) await row.getByRole('combobox', { name: `Supplier for ${item}` }).selectOption({ label: supplier });
  await row.getByRole('button', { name: `Add ${item}` }).click();
}

const idOf = (rows: any[], match: (row: any) => boolean, what: string) => {
  const row = rows.find(match);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row.id;
};

// A lead of the walk's own (the demo data has none).
const LEAD = {
  first_name: 'Axel',
  last_name: 'Walker',
  email: 'axel.walker@example.com',
  phone_number: '(555) 010-0199',
  name_of_business: 'Walkabout Foods',
};

/** The id of the demo row of a merchant list whose `field` is `value`. */
const merchantId = (path: string, field: string, value: string) => async (api: Api) =>
  idOf(await api.rows(path), (r) => r[field] === value, value);

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

export const ROLES: Role[] = [
  {
    role: 'signed out',
    host: 'localhost',
    routes: [
      { route: '/login', ready: (page) => heading(page, 'Sign in') },
      {
        route: '/signup',
        ready: (page) => page.getByRole('button', { name: 'Continue' }).waitFor(),
      },
      {
        route: '/unauthorized',
        ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
      },
      {
        route: '/no-such-page',
        ready: (page) => heading(page, 'Page not found'),
      },
    ],
  },
  {
    role: 'superadmin',
    host: 'localhost',
    email: 'admin@example.com',
    prepare: (api) => api.post('/leads/add-lead/', LEAD),
    routes: [
      {
        route: '/superadmin',
        ready: (page) => text(page, 'Fresh Farms'),
        dialogs: [{ name: 'the tenant picker', open: button('Select a Tenant') }],
      },
      {
        route: '/superadmin/clients',
        ready: (page) => text(page, 'Corner Bistro'),
      },
      {
        route: '/superadmin/clients/$id',
        id: async (api) => idOf(await api.rows('/clients/list-clients/'), (c) => c.schema_name === 'fresh_farms', 'Fresh Farms'),
        ready: (page) => heading(page, 'Fresh Farms'),
      },
      {
        route: '/superadmin/create-supplier',
        ready: (page) => heading(page, 'Create Client'),
      },
      {
        route: '/superadmin/merchants',
        ready: async (page) => {
          await page.getByRole('button', { name: /Fresh Farms/ }).click();
          await text(page, 'Corner Bistro');
        },
      },
      {
        route: '/superadmin/users',
        ready: (page) => text(page, 'owner@example.com'),
      },
      {
        route: '/superadmin/users/$id',
        id: async (api) => idOf(await api.rows('/accounts/sm/search-users/?search=owner'), (u) => u.email === 'owner@example.com', 'owner'),
        ready: (page) => page.getByRole('list', { name: 'Tenant memberships' }).getByText('Harbor Cafe').waitFor(),
        dialogs: [
          {
            name: 'the confirmation to remove a tenant',
            open: button('Remove Harbor Cafe'),
          },
        ],
      },
      {
        route: '/superadmin/leads',
        ready: (page) => text(page, LEAD.email),
        dialogs: [
          {
            name: 'the confirmation to delete a lead',
            open: button(/^Delete .*Axel/),
          },
        ],
      },
      {
        route: '/superadmin/leads/create',
        ready: (page) => heading(page, 'Create Lead'),
      },
      {
        route: '/superadmin/leads/lead-detail/$id',
        id: async (api) => idOf(await api.rows('/leads/list-leads/'), (l) => l.email === LEAD.email, 'walk lead'),
        ready: (page) => page.getByText(LEAD.name_of_business).first().waitFor(),
      },
      { route: '/dashboard', ready: (page) => heading(page, 'Dashboard') },
    ],
  },
  {
    role: 'supplier',
    host: 'freshfarms.localhost',
    email: 'supplier@example.com',
    routes: [
      { route: '/supplier', ready: (page) => text(page, 'Corner Bistro') },
      {
        route: '/supplier/orders',
        ready: (page) => text(page, 'Corner Bistro'),
      },
      {
        route: '/supplier/orders/$orderId',
        id: async (api) => idOf(await api.rows('/supplier-orders/orders/?status=new'), () => true, 'new order'),
        ready: (page) => page.getByRole('button', { name: 'Reject' }).waitFor(),
        dialogs: [{ name: 'the reject dialog', open: button('Reject') }],
      },
      {
        route: '/supplier/merchants',
        ready: (page) => text(page, 'Green Leaf Deli'),
        dialogs: [
          {
            name: 'the confirmation to delete a merchant',
            open: button('Delete Green Leaf Deli'),
          },
        ],
      },
      {
        route: '/supplier/merchants/create',
        ready: (page) => heading(page, 'Create Merchant'),
      },
      {
        route: '/supplier/merchants/merchant-detail/$id',
        id: async (api) => idOf(await api.rows('/merchants/list-merchants/'), (m) => m.merchant_name === 'Corner Bistro', 'Corner Bistro'),
        ready: async (page) => {
          await heading(page, 'Merchant Details');
          await page
            .getByRole('img', { name: 'Corner Bistro logo' })
            .or(page.getByLabel(/^Merchant Name/))
            .first()
            .waitFor();
        },
      },
      {
        route: '/supplier/catalogs',
        ready: (page) => text(page, 'Restaurant Produce'),
      },
      {
        route: '/supplier/catalogs/create',
        ready: (page) => heading(page, 'Create Catalog'),
      },
      {
        route: '/supplier/catalogs/catalog-detail/$catalogId',
        id: async (api) => idOf(await api.rows('/catalogs/list-catalogs/'), (c) => c.catalog_name === 'Restaurant Produce', 'Restaurant Produce'),
        ready: (page) => page.getByText('Roma Tomatoes').first().waitFor(),
      },
      {
        route: '/supplier/products',
        ready: (page) =>
          page
            .getByRole('button', { name: /^Edit / })
            .first()
            .waitFor(),
        dialogs: [
          { name: 'the product form', open: button(/^Edit /) },
          { name: 'the new product form', open: button('New Product') },
          {
            name: 'the confirmation to delete a product',
            open: button(/^Delete /),
          },
        ],
      },
    ],
  },
  {
    role: 'merchant',
    host: 'bistro.localhost',
    email: 'merchant@example.com',
    prepare: countWithConflict,
    routes: [
      { route: '/merchant', ready: (page) => page.getByRole('group', { name: 'Products' }).waitFor() },
      { route: '/merchant/dashboard', ready: (page) => page.getByRole('group', { name: 'Suppliers' }).waitFor() },
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
        route: '/merchant/suppliers/create',
        ready: (page) => page.getByRole('form', { name: 'New Supplier' }).waitFor(),
      },
      {
        route: '/merchant/suppliers/$id',
        id: merchantId('/merchant-products/suppliers/', 'name', 'Metro Restaurant Supply'),
        ready: (page) => page.getByRole('form', { name: 'Edit Supplier' }).waitFor(),
        dialogs: [{ name: 'the supplier link dialog', open: button('Link to on-system supplier') }],
      },
      { route: '/merchant/inventory', ready: (page) => page.getByRole('link', { name: /Stock Areas/ }).first().waitFor() },
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
              await page.getByRole('dialog', { name: 'Conflicts detected' }).getByRole('rowheader', { name: `Walk preserves ${RUN}` }).waitFor();
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
              await page.getByRole('button', { name: /^Add / }).first().click();
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
  },
];
