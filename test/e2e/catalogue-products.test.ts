// The product form against the real server in Chromium: the Corner Bistro merchant creates a
// product with an image and a tax, adds two suppliers as eligible (one found by the search, one
// made in the Add New Supplier modal), makes one preferred and removes the other.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const exactToast = (page: Page, text: string) => toast(page, text, { exact: true });

describe('merchant products', () => {
  it('creates a product with an image and a tax, adds two eligible suppliers, prefers one and removes the other', async () => {
    const run = Date.now().toString(36);
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));

    // A category and a supplier of this run, through the API.
    const category = await call<{ id: number }>(page, 'POST', '/merchant-products/categories/', { category_name: `Grains ${run}`, description: '', is_active: true });
    expect(category.id).toBeGreaterThan(0);
    await call(page, 'POST', '/merchant-products/suppliers/', { name: `Mill ${run}` });

    await page.goto(url(BISTRO, '/merchant/products/create'));
    const form = page.getByRole('form', { name: 'Product' });
    // Save and 'Publish all changes' sit in the save bar, outside the form (issue 28).
    const saveBar = page.getByRole('region', { name: 'Save changes' });
    await form.waitFor();
    await page.getByText('Save the product first, then add its suppliers.').waitFor();
    await form.getByLabel('Product name').fill(`Spelt flour ${run}`);
    await form.getByLabel('SKU').fill(`SPELT-${run}`);
    await form.getByLabel('Category').selectOption({ label: `Grains ${run}` });
    await form.getByLabel('Price').fill('3.75');
    await form.getByLabel('Quantity').fill('40');
    await form.getByRole('checkbox', { name: /Portland Beverage Tax/ }).check();
    await form.getByLabel('Main image').setInputFiles({ name: 'spelt.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'New main image' }).waitFor();
    await saveBar.getByRole('button', { name: 'Publish all changes' }).click();
    await exactToast(page, 'Product created.');
    await page.waitForURL((u) => /^\/merchant\/products\/\d+$/.test(u.pathname));
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    await page.getByRole('img', { name: 'Current main image' }).waitFor();

    // The first supplier: found by the search, added as eligible.
    const panel = page.getByRole('region', { name: 'Suppliers' });
    await panel.getByText('No eligible suppliers yet.').waitFor();
    await panel.getByRole('searchbox', { name: 'Search suppliers' }).fill(`Mill ${run}`);
    await panel.getByRole('button', { name: `Add Mill ${run} as eligible` }).click();
    await exactToast(page, 'Supplier added as eligible.');
    await panel.getByRole('button', { name: `Remove Mill ${run}` }).waitFor();

    // The second: made in the Add New Supplier modal, then added as eligible.
    await panel.getByRole('button', { name: 'Add New Supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Supplier' });
    await dialog.getByLabel('Name').fill(`Granary ${run}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('button', { name: `Remove Granary ${run}` }).waitFor();

    // Prefer the mill, remove the granary.
    await panel.getByRole('button', { name: `Set Mill ${run} as preferred` }).click();
    await exactToast(page, 'Preferred supplier updated.');
    await panel.getByRole('button', { name: `Set Granary ${run} as preferred` }).waitFor();
    await panel.getByRole('button', { name: `Remove Granary ${run}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove supplier from product' });
    await confirm.getByText(`Remove Granary ${run} from this product?`).waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await exactToast(page, `Removed Granary ${run} from product.`);
    await panel.getByRole('button', { name: `Remove Granary ${run}` }).waitFor({ state: 'detached' });

    // A save keeps the preferred supplier.
    await form.getByLabel('Quantity').fill('45');
    await saveBar.getByRole('button', { name: 'Save', exact: true }).click();
    await exactToast(page, 'Product saved.');

    const product = await call<{ product_name: string; taxes: number[]; image_url: string | null; quantity: number; preferred_supplier_name: string | null; base_price: number }>(
      page,
      'GET',
      `/merchant-products/products/${productId}/`,
    );
    expect(product).toMatchObject({ product_name: `Spelt flour ${run}`, quantity: 45, base_price: 3.75, preferred_supplier_name: `Mill ${run}` });
    expect(product.taxes).toHaveLength(1);
    expect(product.image_url).toMatch(/product-images/);
    const offers = await call<{ supplier: { name: string }; is_preferred: boolean }[]>(page, 'GET', `/merchant-products/offers/?product=${productId}`);
    expect(offers.map((o) => [o.supplier.name, o.is_preferred])).toEqual([[`Mill ${run}`, true]]);

    // The stored image is served (asked from the page: only Chromium resolves *.localhost).
    const served = await page.evaluate(async (src) => {
      const answer = await fetch(src);
      return { status: answer.status, type: answer.headers.get('Content-Type') };
    }, product.image_url!);
    expect(served).toEqual({ status: 200, type: 'image/png' });
    await context.close();
  });
});
