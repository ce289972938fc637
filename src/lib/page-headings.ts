// The heading of every page that has a fixed one (the h1 its screen shows), by path. It names the
// browser tab, and the server writes it into the first HTML so the page's heading shows before the
// app's code has arrived (a phone on a slow network, issue 25). The accessibility walk checks each
// against its screen's h1. Pages whose heading comes from data (an order, a client) are not here;
// the count sheet's comes from its path alone, so it is.
// An area's start page ('/merchant') and the older paths of a page show that page's heading.
const HEADINGS: Readonly<Record<string, string>> = {
  '/login': 'Sign in',
  '/signup': 'Sign up',
  '/forgot-password': 'Forgot your password?',
  '/reset-password': 'Choose a new password',
  '/accept-invitation': 'Join a team',
  '/unauthorized': 'Unauthorized',
  '/merchant': 'Dashboard',
  '/merchant/dashboard': 'Dashboard',
  '/merchant/inventory': 'Inventory',
  '/merchant/inventory/areas': 'Stock Areas',
  '/merchant/inventory/items': 'Inventory Items',
  '/merchant/inventory/items/new': 'Add Inventory Item',
  '/merchant/inventory/cycle-counts': 'Cycle Counts',
  '/merchant/inventory/cycle-counts/start': 'Start Cycle Count',
  '/merchant/purchasing/place-order': 'Place Orders',
  '/merchant/purchasing/orders-history': 'Orders History',
  '/merchant/purchasing/orders': 'Orders History',
  '/merchant/orders': 'Orders History',
  '/merchant/products': 'Products',
  '/merchant/products/create': 'Create Product',
  '/merchant/products/taxes': 'Taxes',
  '/merchant/products/units': 'Units',
  '/merchant/categories': 'Categories',
  '/merchant/suppliers': 'Suppliers',
  '/merchant/suppliers/create': 'New Supplier',
  '/merchant/reports/count-variance': 'Count variance',
  '/merchant/reports/spend': 'Spend',
  '/merchant/reports/stock-value': 'Stock value',
  '/merchant/reports/usage': 'Actual usage',
  '/merchant/team': 'Team',
  '/merchant/team/activity': 'Activity',
  '/supplier': 'Supplier Orders',
  '/supplier/orders': 'Supplier Orders',
  '/supplier/catalogs': 'Catalogs',
  '/supplier/catalogs/create': 'Create Catalog',
  '/supplier/connections': 'Connections',
  '/supplier/merchants': 'Merchants',
  '/supplier/merchants/create': 'Create Merchant',
  '/supplier/products': 'Products',
  '/supplier/reports/sales': 'Sales',
  '/supplier/settings': 'Settings',
  '/supplier/team': 'Team',
  '/supplier/team/activity': 'Activity',
};

const APP_NAME = 'Tradepost';

/** The count sheet's heading: its batch's number, from the path (the sheet's h1 too). */
export const cycleCountTitle = (id: number) => `Cycle Count #${id}`;

// Pages whose heading is made from their path.
const PATH_HEADINGS: readonly (readonly [RegExp, (id: number) => string])[] = [[/^\/merchant\/inventory\/cycle-counts\/(\d+)$/, cycleCountTitle]];

/** The page's fixed heading, or null (a page whose heading comes from its data, or no page). */
export function pageHeading(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(HEADINGS, path)) return HEADINGS[path]!;
  for (const [pattern, heading] of PATH_HEADINGS) {
    const match = pattern.exec(path);
    if (match) return heading(Number(match[1]));
  }
  return null;
}

/** The browser tab's title: 'Inventory Items · Tradepost', or the app's name alone. */
export function documentTitle(pathname: string): string {
  const heading = pageHeading(pathname);
  return heading ? `${heading} · ${APP_NAME}` : APP_NAME;
}

/**
 * index.html for a path: its title, and its heading above 'Loading...' where the app's code will
 * draw the page (the classes are the screens' own h1's, src/ui/page.tsx). The headings are this
 * file's own words, written as they are.
 */
export function pageShell(indexHtml: string, pathname: string): string {
  const heading = pageHeading(pathname);
  if (!heading) return indexHtml;
  const loading = `<div class="space-y-2 p-4"><h1 class="text-2xl font-semibold text-slate-900">${heading}</h1><p role="status" class="text-sm text-slate-600">Loading...</p></div>`;
  return indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${documentTitle(pathname)}</title>`).replace(/<div id="root">[\s\S]*?<\/div>/, `<div id="root">${loading}</div>`);
}
