// The supplier area against the real server, as Fresh Farms: a merchant with a logo, its toggle
// and billing data; a product; a catalog with an image and both assignments; an order accepted in
// the inbox. The superadmin's merchants overview then shows the new merchant.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'freshfarms.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const MERCHANT = `Pier 9 Oysters ${tag}`;
const PRODUCT = `Purple Kohlrabi ${tag}`;
const SKU = `FF-KOH-${tag}`.toUpperCase();
const CATALOG = `Winter Roots ${tag}`;
// A real 1x1 PNG, so the browser can show it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Waits until an <img> really shows a picture (loaded from the server and decoded). */
async function loaded(page: Page, img: Locator) {
  await img.waitFor();
  await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
}

describe('supplier area', () => {
  it('manages merchants, products, catalogs and the inbox; the superadmin overview shows the merchant', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, HOST, 'supplier@example.com');
    await page.waitForURL((u) => u.hostname === HOST && u.pathname.startsWith('/supplier'));

    // A merchant with a logo.
    await page.goto(url(HOST, '/supplier/merchants'));
    await page.getByRole('heading', { name: 'Merchants' }).waitFor();
    await page.getByRole('link', { name: 'New Merchant' }).click();
    await page.getByLabel(/^Merchant Name/).fill(MERCHANT);
    await page.getByLabel('Email').fill('orders@pier9.example');
    await page.getByLabel('City').fill('San Francisco');
    await page.getByLabel('State').fill('CA');
    expect(await page.getByLabel('Country').inputValue()).toBe('United States');
    await page.getByLabel('Logo').setInputFiles({ name: 'pier9.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('button', { name: 'Create Merchant' }).click();
    await toast(page, 'Merchant created!');
    await page.waitForURL((u) => u.pathname === '/supplier/merchants');

    // Its toggle: deactivated at once, confirmed by the server.
    const toggle = page.getByRole('switch', { name: `Active: ${MERCHANT}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await toast(page, 'Merchant deactivated successfully!');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    // Its billing data.
    await page.getByRole('link', { name: `View / Edit ${MERCHANT}` }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/supplier/merchants/merchant-detail/'));
    expect(await page.getByLabel(/^Merchant Name/).inputValue()).toBe(MERCHANT);
    await loaded(page, page.getByRole('img', { name: `${MERCHANT} logo` }));
    await page.getByLabel('Billing Address').fill('9 Embarcadero');
    await page.getByLabel('Billing City').fill('San Francisco');
    await page.getByLabel('Billing Email').fill('ap@pier9.example');
    await page.getByLabel('Minimum Order', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Merchant details updated successfully!');
    await page.reload();
    await page.getByLabel('Billing City').waitFor();
    expect(await page.getByLabel('Billing City').inputValue()).toBe('San Francisco');
    expect(await page.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(false);

    // A product.
    await page.goto(url(HOST, '/supplier/products'));
    await page.getByRole('button', { name: 'New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Product' });
    await dialog.getByLabel(/^Name/).fill(PRODUCT);
    await dialog.getByLabel(/^SKU/).fill(SKU);
    await dialog.getByLabel(/^Unit/).fill('lb');
    await dialog.getByLabel('Price').fill('2.35');
    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await toast(page, 'Product created.');
    await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(SKU);
    await page.getByRole('row').filter({ hasText: PRODUCT }).getByText('$2.35').waitFor();

    // A catalog with an image.
    await page.goto(url(HOST, '/supplier/catalogs/create'));
    await page.getByLabel(/^Catalog Name/).fill(CATALOG);
    await page.getByLabel('Description').fill('Beets, turnips and kohlrabi.');
    await page.getByLabel('Image').setInputFiles({ name: 'roots.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Create Catalog' }).click();
    await toast(page, 'Catalog created!');
    await page.waitForURL((u) => u.pathname === '/supplier/catalogs');
    const row = page.getByRole('row', { name: `Open catalog ${CATALOG}` });
    await loaded(page, row.getByRole('img', { name: CATALOG }));

    // Assign the merchant and the product on the catalog's detail.
    await row.click();
    await page.waitForURL((u) => u.pathname.startsWith('/supplier/catalogs/catalog-detail/'));
    await loaded(page, page.getByRole('img', { name: 'Current catalog image' }));
    const merchants = page.getByRole('region', { name: 'Merchants' });
    await merchants.getByLabel('Add merchant').selectOption({ label: MERCHANT });
    await merchants.getByRole('button', { name: 'Add' }).click();
    await toast(page, `${MERCHANT} added to the catalog.`);
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByLabel('Add product').selectOption({ label: `${PRODUCT} (${SKU})` });
    await products.getByRole('button', { name: 'Add' }).click();
    await toast(page, `${PRODUCT} (${SKU}) added to the catalog.`);
    await page.goto(url(HOST, '/supplier/catalogs'));
    await page
      .getByRole('row', { name: `Open catalog ${CATALOG}` })
      .getByText(MERCHANT)
      .waitFor();

    // Accept a new order in the inbox.
    await page.goto(url(HOST, '/supplier/orders'));
    await page.getByLabel('Status').selectOption({ label: 'New' });
    const order = page.getByRole('row', { name: /^Open order (PO-\d+|#\d+) from Corner Bistro$/ }).first();
    const orderName = (await order.getAttribute('aria-label'))!;
    await order.click();
    await page.waitForURL((u) => /^\/supplier\/orders\/\d+$/.test(u.pathname));
    await page.getByRole('table', { name: 'Order lines' }).waitFor();
    await page.getByRole('button', { name: 'Accept as ordered' }).click();
    await toast(page, 'Order accepted.');
    await page.getByRole('button', { name: 'Mark Fulfilled' }).waitFor();
    await page.goto(url(HOST, '/supplier/orders'));
    await page.getByLabel('Status').selectOption({ label: 'Accepted' });
    await page.getByRole('row', { name: orderName }).waitFor();
    await context.close();

    // The superadmin's merchants overview reads the same table.
    const admin = await newPage(browser());
    await signIn(admin.page, 'localhost', 'admin@example.com');
    await admin.page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await admin.page.goto(url('localhost', '/superadmin/merchants'));
    await admin.page.getByRole('button', { name: /Fresh Farms/ }).click();
    const overviewRow = admin.page.getByRole('row').filter({ hasText: MERCHANT });
    await overviewRow.waitFor();
    expect(await overviewRow.textContent()).toContain('$120.00');
    await admin.context.close();
  });
});
