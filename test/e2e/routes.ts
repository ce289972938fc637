// Every route of the app, by who opens it, for the accessibility walk (accessibility.test.ts):
// where it is, what shows once its data is there, and the dialogs it can open. A new screen joins
// the walk with one entry in its role's list (the merchant's are in merchant-routes.ts).
import { MERCHANT } from './merchant-routes';
import { button, heading, idOf, text, type Role } from './route-checks';

export type { Role, RouteCheck } from './route-checks';

// A lead of the walk's own (the demo data has none).
const LEAD = {
  first_name: 'Axel',
  last_name: 'Walker',
  email: 'axel.walker@example.com',
  phone_number: '(555) 010-0199',
  name_of_business: 'Walkabout Foods',
};

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
        ready: (page) => heading(page, /./),
      },
      { route: '/forgot-password', ready: (page) => heading(page, /./) },
      // Issue 24: a team invitation's page, signed out: it offers to sign in or sign up.
      { route: '/accept-invitation', ready: (page) => heading(page, 'Join a team') },
      // Without a token in the link the page says so; its form is the same.
      { route: '/reset-password', ready: (page) => heading(page, /./) },
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
      // Issue 24: everyone's security events, and the superadmin's own two-factor sign-in.
      { route: '/superadmin/activity', ready: (page) => text(page, 'admin@example.com') },
      { route: '/two-factor', ready: (page) => text(page, 'It is required for your account and cannot be turned off.') },
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
        // The lead opens for editing: its fields are inputs.
        ready: (page) => page.locator(`form[aria-label="Lead"] input[value="${LEAD.name_of_business}"]`).waitFor(),
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
      { route: '/supplier/reports/sales', ready: (page) => page.getByRole('img', { name: 'Sales by merchant: chart' }).waitFor() },
      {
        route: '/supplier/orders',
        ready: (page) => text(page, 'Corner Bistro'),
      },
      {
        route: '/supplier/orders/$orderId',
        id: async (api) => idOf(await api.rows('/supplier-orders/orders/?status=new'), () => true, 'new order'),
        ready: (page) => page.getByRole('button', { name: 'Reject' }).waitFor(),
        dialogs: [
          { name: 'the reject dialog', open: button('Reject') },
          // Confirming line by line opens in the page; its substitute picker is the dialog.
          {
            name: 'the substitute picker',
            open: async (page) => {
              await button('Accept with changes')(page);
              await button('Choose substitute')(page);
            },
          },
        ],
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
        // Demo data: Harbor Cafe's request, and the ACTIVE connection with Corner Bistro.
        route: '/supplier/connections',
        ready: (page) => page.getByRole('button', { name: 'Accept Harbor Cafe' }).waitFor(),
        dialogs: [
          { name: 'the accept dialog', open: button('Accept Harbor Cafe') },
          { name: 'the confirmation to decline a request', open: button('Decline Harbor Cafe') },
          { name: 'the confirmation to archive a connection', open: button('Archive Corner Bistro') },
        ],
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
      // Issue 22: the time zone.
      { route: '/supplier/team/activity', ready: (page) => text(page, 'supplier@example.com') },
      // Issue 24: the team screen and its invite dialog.
      {
        route: '/supplier/team',
        ready: (page) =>
          page
            .getByRole('combobox', { name: /^Role of / })
            .first()
            .waitFor(),
        dialogs: [{ name: 'the invite dialog', open: button('Invite member') }],
      },
      {
        route: '/supplier/settings',
        ready: (page) => page.getByRole('combobox', { name: 'Time zone' }).waitFor(),
        dialogs: [],
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
  MERCHANT,
];
