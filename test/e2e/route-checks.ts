// What the accessibility walk (accessibility.test.ts) knows of a route, and the waits and clicks the
// roles' route lists share (routes.ts, merchant-routes.ts).
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

/** The app's h1 (in its main landmark: the server's copy of a page's heading, shown before the app has drawn the page, is in none). */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { name, level: 1 }).waitFor();
export const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first().waitFor();
export const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().click();
/** A list shows its rows: the first row's Delete button (other e2e files add rows, so no names). */
export const firstRow = (page: Page) =>
  page
    .getByRole('button', { name: /^Delete / })
    .first()
    .waitFor();

/** The id of the row `match` picks; `what` names it when the data has none. */
export const idOf = (rows: any[], match: (row: any) => boolean, what: string) => {
  const row = rows.find(match);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row.id;
};

/** The title the walks give a page they leave: the app names the tab again once the next route has resolved and rendered. */
const LEAVING = 'Leaving (e2e walk)';

/**
 * Opens `href` (an http URL) as the walks do: the first time a full load, then in the app already on the
 * page, as a followed link would (a pushState the router's history hears), which skips loading the app
 * again for every route. Resolves once the router has resolved and drawn the new route.
 */
export async function openRoute(page: Page, href: string) {
  const target = new URL(href);
  if (new URL(page.url()).origin !== target.origin) return page.goto(href);
  await page.evaluate(
    ({ path, leaving }) => {
      document.title = leaving;
      const key = Math.random().toString(36).slice(2);
      history.pushState({ __TSR_index: ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', path);
    },
    { path: target.pathname + target.search, leaving: LEAVING },
  );
  await page.waitForFunction((leaving) => document.title !== leaving, LEAVING);
}
