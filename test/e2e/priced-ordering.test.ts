// Priced catalogs and ordering from them, against the real server (issue 22): Fresh Farms sets a
// customer price for Corner Bistro and makes its minimum hard; Corner Bistro browses the catalog at
// that price and adds the item to its products in one step, orders below the minimum and is
// refused, then above it and sees the total; Fresh Farms sees the same total in its inbox. The
// demo data connects the two (ACTIVE) and gives Fresh Farms' record of Corner Bistro a $150
// minimum and catalog prices. Other e2e files order from Fresh Farms: the rule and the price are
// put back at the end.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
const FARMS = 'freshfarms.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Fresh Farms' minimum rule for Corner Bistro, set on the merchant details screen. */
async function setRule(page: Page, merchantId: number, rule: 'Soft: warn, and place the order' | 'Hard: refuse an order below it') {
  await page.goto(url(FARMS, `/supplier/merchants/merchant-detail/${merchantId}`));
  await page.getByLabel('Minimum order rule').selectOption({ label: rule });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Merchant details updated successfully!');
}

describe('priced ordering', () => {
  it('a customer price and a hard minimum reach the merchant’s catalog, cart and orders, and both sides see the same total', async () => {
    const supplier = await newPage(browser());
    const sp = supplier.page;
    await signIn(sp, FARMS, 'supplier@example.com');
    await sp.waitForURL((u) => u.pathname.startsWith('/supplier'));
    const supplierApi = apiOf(sp);
    const merchant = await newPage(browser());
    const page = merchant.page;
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const api = apiOf(page);

    // The catalog item Corner Bistro has not added yet, and Fresh Farms' records of both sides.
    const farms = (await api.rows('/merchant-products/suppliers/?page_size=1000')).find((s) => s.relationship_status === 'ACTIVE' && s.supplier_client_name === 'Fresh Farms');
    expect(farms, 'the demo data connects Corner Bistro with Fresh Farms').toBeDefined();
    const catalogItems: any[] = (await api.get(`/merchant-products/suppliers/${farms.id}/catalog/?limit=200`)).results;
    const item = catalogItems.find((i) => i.product_id === null);
    expect(item, 'an item of the catalog not yet among the merchant’s products').toBeDefined();
    const bistro = (await supplierApi.rows('/merchants/list-merchants/')).find((m) => m.merchant_name === 'Corner Bistro');
    const catalog = (await supplierApi.rows('/catalogs/list-catalogs/')).find(
      (c) => c.is_active && c.merchants.some((m: any) => m.id === bistro.id) && c.products.some((p: any) => p.sku === item.sku),
    );
    const product = catalog.products.find((p: any) => p.sku === item.sku);

    try {
      // 1. Fresh Farms sets a customer price for the item and makes Corner Bistro's minimum hard.
      await sp.goto(url(FARMS, `/supplier/catalogs/catalog-detail/${catalog.id}`));
      const price = sp.getByLabel(`Price of ${product.name}`, { exact: true });
      await price.fill('0.75');
      await sp.getByRole('button', { name: `Save the price of ${product.name}` }).click();
      await toast(sp, `${product.name} is now $0.75 in this catalog.`);
      await setRule(sp, bistro.id, 'Hard: refuse an order below it');

      // 2. Corner Bistro browses the catalog at its price and adds the item to its products.
      await page.goto(url(BISTRO, `/merchant/suppliers/${farms.id}/catalog`));
      const row = page.getByRole('table', { name: 'Catalog' }).getByRole('row').filter({ hasText: item.sku });
      const shown = await api.get(`/merchant-products/suppliers/${farms.id}/catalog/?search=${encodeURIComponent(item.sku)}`);
      // The lowest price of the catalogs holding the item for this merchant: 0.75 or less.
      const unit: number = shown.results[0].price;
      expect(unit).toBeLessThanOrEqual(0.75);
      await row.getByRole('cell', { name: usd(unit), exact: true }).waitFor();
      await row.getByRole('button', { name: `Add to my products: ${item.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add ${item.name} to your products` });
      const name = `${item.name} ${tag}`;
      await dialog.getByRole('textbox', { name: /Product Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: 'SKU' }).fill(`${item.sku}-${tag}`);
      const category = dialog.getByRole('combobox', { name: 'Category' });
      await category.locator('option').nth(1).waitFor({ state: 'attached' });
      await category.selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await toast(page, `${item.name} added to your products.`);
      await row.getByText('Added', { exact: true }).waitFor();

      // Place Orders lists the inventory: the new product gets a place there.
      const added = (await api.get(`/merchant-products/suppliers/${farms.id}/catalog/?search=${encodeURIComponent(item.sku)}`)).results[0];
      await api.post('/inventory/items/', { product: added.product_id, on_hand: 0, par_level: 1 });

      // 3. Below the minimum: the cart says so and the order is refused.
      await page.goto(url(BISTRO, '/merchant/purchasing/place-order'));
      const cart = page.getByRole('complementary', { name: 'Cart' });
      await cart.getByRole('button', { name: 'Clear' }).or(cart.getByText('Your cart is empty.')).first().waitFor();
      if (await cart.getByRole('button', { name: 'Clear' }).isEnabled()) await cart.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(name);
      const picker = page.getByRole('combobox', { name: `Supplier for ${name}` });
      await picker.focus();
      const option = picker
        .locator('option')
        .filter({ hasText: `${farms.name} – ` })
        .first();
      expect(await option.textContent()).toContain(usd(unit));
      await picker.selectOption((await option.getAttribute('value'))!);
      await page.getByLabel(`Quantity for ${name}`).fill('1');
      await page.getByRole('button', { name: `Add ${name}` }).click();
      await toast(page, `${name} added to cart`);
      const group = cart.getByRole('region', { name: farms.name });
      await group.getByRole('alert').getByText(`more to reach`, { exact: false }).waitFor();
      await cart.getByRole('button', { name: 'Review & Send' }).click();
      const review = page.getByRole('dialog', { name: 'Review & Send Orders' });
      await review.getByRole('button', { name: 'Create Orders' }).click();
      // The modal makes the page behind it inert, the toasts' region too: read the toast by its text.
      await page.getByText(`${farms.name} requires a minimum order of $150.00.`, { exact: true }).first().waitFor();
      await review.getByText('This order cannot be placed until it reaches the minimum.', { exact: false }).waitFor();
      await review.getByRole('button', { name: 'Close' }).click();

      // 4. Above it: placed, with its total.
      const qty = Math.ceil(150 / unit) + 1;
      const total = usd(Math.round(qty * unit * 100) / 100);
      const box = group.getByLabel(`Quantity of ${name} (${farms.name})`);
      await box.fill(String(qty));
      await group.getByText(`Subtotal: ${total}`).waitFor();
      await cart.getByRole('button', { name: 'Review & Send' }).click();
      await review.getByText(`Order total: ${total}`).waitFor();
      await review.getByRole('button', { name: 'Create Orders' }).click();
      await toast(page, 'Created 1 order(s). Messages will be sent in the background.');
      await page.goto(url(BISTRO, '/merchant/purchasing/orders-history'));
      const order = page.getByRole('row', { name: new RegExp(`^Open order PO-\\d+ to ${farms.name}$`) }).first();
      await order.getByRole('cell', { name: total, exact: true }).waitFor();
      const number = (await order.getByRole('cell').first().textContent())!;

      // 5. Fresh Farms sees the same order number and total in its inbox.
      await sp.goto(url(FARMS, '/supplier/orders'));
      await sp
        .getByRole('row', { name: `Open order ${number} from Corner Bistro` })
        .getByRole('cell', { name: total, exact: true })
        .waitFor();
    } finally {
      // Put back what other e2e files expect: a soft minimum and the list price.
      await setRule(sp, bistro.id, 'Soft: warn, and place the order');
      await supplierApi.patch(`/catalogs/${catalog.id}/products/${product.id}/`, { price: product.has_catalog_price ? product.price : null });
      await supplier.context.close();
      await merchant.context.close();
    }
  });
});
