// The visual check: a few main screens at 1280 px, compared with the committed references in
// test/e2e/visual/ (pixelmatch, with a tolerance), so a layout break fails CI. Robust by design:
// the lists' answers are fixed (intercepted), the clock, time zone and locale are fixed, motion is
// off, and the fonts are Debian's (DejaVu/Liberation, installed with chromium).
// Refresh the references after a wanted change: `npm run test:visual:update` (then look at them).
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lead } from '../msw/superadmin-users-leads';
import { product, supplier } from '../msw/merchant-catalogue';
import { createDashboardsDb } from '../msw/dashboards';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();

const REFERENCES = path.join(import.meta.dirname, 'visual');
const UPDATE = process.env.UPDATE_VISUAL === '1';
const VIEWPORT = { width: 1280, height: 800 };
/** A pixel differs when its colour is further than this (pixelmatch's 0-1 scale; anti-aliasing is ignored). */
const PIXEL_THRESHOLD = 0.1;
/** A screen fails when more than this share of its pixels differ (a moved block is far more). */
const MAX_DIFF_RATIO = 0.005;

const PRODUCTS = {
  count: 3,
  results: [
    product({ id: 1, product_name: 'Romaine Lettuce', sku: 'ROM-01', category_name: 'Produce', unit_name: 'Case', base_price: 24.5 }),
    product({ id: 2, product_name: 'Whole Milk', sku: 'MLK-01', category_name: 'Dairy', unit_name: 'Gallon', base_price: 4.25 }),
    product({ id: 3, product_name: 'Olive Oil', sku: null, category_name: null, unit_name: 'Bottle', base_price: 12 }),
  ],
};
const LEADS = [
  lead({ id: 1, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.com', status: 'NEW', status_display: 'New' }),
  lead({ id: 2, first_name: 'Omar', last_name: 'Haddad', email: 'omar@example.com', status: 'QUALIFIED', status_display: 'Qualified' }),
  lead({ id: 3, first_name: 'Ines', last_name: 'Berg', email: 'ines@example.com', status: 'CONVERTED', status_display: 'Converted' }),
];

/** Answers GET calls whose path ends with `apiPath` (under /1/api) with `body`. */
const answer = (page: Page, apiPath: string, body: unknown) =>
  page.route(
    (u) => u.pathname === `/1/api${apiPath}`,
    (route) => (route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.fallback()),
  );

/** Compares `page` as it is now with the reference `name`.png (or writes it when updating). */
async function expectScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const file = path.join(REFERENCES, `${name}.png`);
  if (UPDATE) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, shot);
    return;
  }
  expect(existsSync(file), `no reference ${file}: run npm run test:visual:update`).toBe(true);
  const actual = PNG.sync.read(shot);
  const expected = PNG.sync.read(readFileSync(file));
  expect([actual.width, actual.height], `${name}: size`).toEqual([expected.width, expected.height]);
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    const out = path.join(tmpdir(), 'tradepost-visual');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `${name}.actual.png`), shot);
    writeFileSync(path.join(out, `${name}.diff.png`), PNG.sync.write(diff));
    expect.fail(`${name}: ${(ratio * 100).toFixed(2)}% of the pixels differ (at most ${MAX_DIFF_RATIO * 100}%); see ${out}`);
  }
}

/** A page at 1280 px with a fixed clock, time zone, locale and no motion. */
async function fixedPage() {
  const opened = await newPage(browser(), { viewport: VIEWPORT, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });
  await opened.page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  return opened;
}

describe('visual check at 1280 px', () => {
  it('the sign-in page', async () => {
    const { context, page } = await fixedPage();
    await page.goto(url('localhost', '/login'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectScreen(page, 'sign-in');
    await context.close();
  });

  it("the merchant's products list, and its empty state", async () => {
    const { context, page } = await fixedPage();
    await answer(page, '/merchant-products/products/', PRODUCTS);
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(url('bistro.localhost', '/merchant/products'));
    await page.getByText('Olive Oil').waitFor();
    await expectScreen(page, 'merchant-products');

    await page.unrouteAll();
    await answer(page, '/merchant-products/products/', { count: 0, results: [] });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('table:not([aria-busy])').waitFor();
    await expectScreen(page, 'merchant-products-empty');
    await context.close();
  });

  it("the merchant's home with its five tiles in a row", async () => {
    const { context, page } = await fixedPage();
    await answer(page, '/dashboard/merchant/', createDashboardsDb().merchant);
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(url('bistro.localhost', '/merchant'));
    await page.getByRole('list', { name: 'Today' }).waitFor();
    await expectScreen(page, 'merchant-home');
    await context.close();
  });

  it("the merchant's orders history with its filters in one row, empty", async () => {
    const { context, page } = await fixedPage();
    await answer(page, '/merchant-orders/orders/', { count: 0, results: [] });
    await answer(page, '/merchant-products/suppliers/', { count: 2, results: [supplier({ id: 1, name: 'Fresh Farms' }), supplier({ id: 2, name: 'Metro Restaurant Supply' })] });
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(url('bistro.localhost', '/merchant/purchasing/orders-history'));
    await page.getByText('No orders found.').waitFor();
    await page.getByRole('option', { name: 'Metro Restaurant Supply' }).waitFor({ state: 'attached' });
    await expectScreen(page, 'merchant-orders-history-empty');
    await context.close();
  });

  it("the superadmin's leads with their status badges", async () => {
    const { context, page } = await fixedPage();
    await answer(page, '/leads/list-leads/', LEADS);
    await signIn(page, 'localhost', 'admin@example.com');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(url('localhost', '/superadmin/leads'));
    await page.getByText('Converted').waitFor();
    await expectScreen(page, 'superadmin-leads');
    await context.close();
  });
});
