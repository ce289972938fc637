// The merchant catalogue screens against the real server: the Corner Bistro merchant creates a
// category and a unit, creates a supplier (a request to connect it to Fresh Farms, already connected, is refused), and the counts
// follow. Names are unique per run: other e2e files share the database.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';

/** The dashboard's count of `label` (Products, Categories, Suppliers). */
async function dashboardCount(page: Page, label: string): Promise<number> {
  await page.goto(url(BISTRO, '/merchant/dashboard'));
  return Number(await page.getByRole('group', { name: label }).getByRole('definition').textContent());
}

describe('merchant catalogue', () => {
  it("asks for the dashboard's figures once on a visit (the route's early call taken by the page), and shows them", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    // The page signed in to shows its own figures first (their request must not count below).
    await page.getByRole('group', { name: 'Categories' }).getByRole('definition').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/1/api/dashboard/merchant/' && asked.push(request.method())));
    await page.goto(url(BISTRO, '/merchant/dashboard'));
    await page.getByRole('group', { name: 'Categories' }).getByRole('definition').waitFor();
    expect(asked).toEqual(['GET']);
    await context.close();
  });

  it("sends the host check and the live ticket only once the first screen is drawn: the page's own call goes first (issue 25)", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.getByRole('group', { name: 'Categories' }).getByRole('definition').waitFor();
    const events: string[] = [];
    const name = (u: string) => {
      const path = new URL(u).pathname;
      return path.startsWith('/1/api/merchant-products/suppliers/')
        ? 'suppliers'
        : path.startsWith('/1/api/clients/get-client-from-domain/')
          ? 'host check'
          : path === '/1/api/live/tickets/'
            ? 'live ticket'
            : null;
    };
    page.on('request', (r) => void (name(r.url()) && events.push(`${name(r.url())} asked`)));
    page.on('response', (r) => void (name(r.url()) && events.push(`${name(r.url())} answered`)));
    await page.goto(url(BISTRO, '/merchant/suppliers'));
    await page.getByRole('cell', { name: 'Fresh Farms' }).first().waitFor();
    await expect.poll(() => events.filter((e) => e.endsWith('asked')).sort()).toEqual(['host check asked', 'live ticket asked', 'suppliers asked']);
    expect(events.indexOf('host check asked')).toBeGreaterThan(events.indexOf('suppliers answered'));
    expect(events.indexOf('live ticket asked')).toBeGreaterThan(events.indexOf('suppliers answered'));
    await context.close();
  });

  it('creates a category and a unit, a supplier whose second connection to Fresh Farms is refused, and the dashboard counts change', async () => {
    const tag = Date.now().toString(36);
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const before = { categories: await dashboardCount(page, 'Categories'), suppliers: await dashboardCount(page, 'Suppliers') };
    expect(before.categories).toBeGreaterThan(0);

    // A category through the inline form of /merchant/categories/create.
    const category = `E2E Category ${tag}`;
    await page.goto(url(BISTRO, '/merchant/categories/create'));
    const categoryForm = page.getByRole('form', { name: 'New Category' });
    await categoryForm.getByLabel('Name').fill(category);
    await categoryForm.getByLabel('Description').fill('Made by the end-to-end test');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/categories');
    await page.getByRole('searchbox', { name: 'Search categories' }).fill(tag);
    await page.getByRole('row').filter({ hasText: category }).waitFor();

    // A unit; the same name again is refused under the field.
    const unit = `Crate ${tag}`;
    await page.goto(url(BISTRO, '/merchant/products/units'));
    await page.getByRole('button', { name: 'New Unit' }).click();
    await page.getByRole('form', { name: 'New Unit' }).getByLabel('Unit choice').fill(`  ${unit}  `);
    await page.getByRole('form', { name: 'New Unit' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: unit }).waitFor();
    await page.getByRole('button', { name: 'New Unit' }).click();
    await page.getByRole('form', { name: 'New Unit' }).getByLabel('Unit choice').fill(unit);
    await page.getByRole('form', { name: 'New Unit' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'New Unit' }).getByLabel('Unit choice').getAttribute('aria-invalid')).toBe('true');

    // A supplier, off-system.
    const supplier = `E2E Supplier ${tag}`;
    await page.goto(url(BISTRO, '/merchant/suppliers/create'));
    const supplierForm = page.getByRole('form', { name: 'New Supplier' });
    expect(await supplierForm.getByLabel('Timezone').inputValue()).toBe('America/New_York');
    await supplierForm.getByLabel('Name').fill(supplier);
    await supplierForm.getByLabel('Default Lead Time (days)').fill('2');
    await supplierForm.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => /^\/merchant\/suppliers\/\d+$/.test(u.pathname));
    // Corner Bistro is already connected with Fresh Farms (another record): a second request is refused.
    const panel = page.getByRole('region', { name: 'Connection' });
    await panel.getByText('Not connected on Tradepost.').waitFor();
    await panel.getByRole('button', { name: 'Request connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a connection' });
    await dialog.getByRole('searchbox', { name: 'Search on-system suppliers' }).fill('fresh');
    await dialog.getByRole('button', { name: 'Request a connection with Fresh Farms' }).click();
    await panel.getByRole('alert').filter({ hasText: 'A connection between these businesses already exists.' }).waitFor();

    await page.goto(url(BISTRO, '/merchant/suppliers'));
    await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: supplier });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toContain('Off system');

    // Other files may add rows meanwhile, so the counts grow by at least ours.
    expect(await dashboardCount(page, 'Categories')).toBeGreaterThanOrEqual(before.categories + 1);
    expect(await dashboardCount(page, 'Suppliers')).toBeGreaterThanOrEqual(before.suppliers + 1);
    await context.close();
  });
});
