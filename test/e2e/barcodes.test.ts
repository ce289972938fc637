// Barcodes (issue 25, item 5) in real Chromium, as Corner Bistro's merchant: a product of this run
// with a barcode of its own in an area of its own, so other e2e files' data is never touched. A
// keyboard-wedge scanner types the digits and Enter: on the count sheet the line shows with its
// counted box focused; on Place Orders the item goes into the cart; an unknown code says so.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkDigitOf } from '../../src/lib/barcode';
import { call } from './api';
import { launch, newPage, signIn, toast, url, useBrowser } from './browser';
import { writeEan13Video } from './ean13-video';
import { BARCODES } from '../../server/src/db/seed-merchant';

const browser = useBrowser();
const HOST = 'bistro.localhost';
const tag = String(randomInt(1_000_000, 9_999_999));
// An in-store EAN-13 (prefix 29) unique to this run.
const body = `29${tag}${String(randomInt(100, 999))}`;
const BARCODE = body + checkDigitOf(body);
const PRODUCT = `Scanned Capers ${tag}`;
const AREA = `Scan shelf ${tag}`;
const UNKNOWN = '0123456789012';

/** The product form's POST as multipart (the JSON helper sends JSON only). */
async function createProduct(page: Page, fields: Record<string, string>): Promise<{ id: number }> {
  return page.evaluate(async (fields) => {
    const { token } = JSON.parse(localStorage.getItem('root') ?? '{}') as { token?: string };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch('/1/api/merchant-products/products/', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`create product: ${res.status} ${await res.text()}`);
    return res.json();
  }, fields);
}

/** Types as a wedge scanner does: the digits, then Enter, into the focused box. */
async function scan(page: Page, box: ReturnType<Page['getByRole']>, code: string) {
  await box.click();
  await box.fill('');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

describe('barcodes', () => {
  it('a scan finds its line on a count sheet and adds to the cart on Place Orders; an unknown code says so', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, HOST, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));

    const categories = await call<{ results: { id: number }[] }>(page, 'GET', '/merchant-products/categories/');
    const product = await createProduct(page, { product_name: PRODUCT, category: String(categories.results[0].id), barcode: BARCODE });
    const area = await call<{ id: number }>(page, 'POST', '/inventory/areas/', { name: AREA });
    await call(page, 'POST', '/inventory/items/', { product: product.id, area: area.id, on_hand: 2, par_level: 6 });

    // The count sheet: a count of this run's area.
    await page.goto(url(HOST, '/merchant/inventory/cycle-counts/start'));
    const start = page.getByRole('form', { name: 'Start cycle count' });
    await start.getByRole('checkbox', { name: AREA }).check();
    await start.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((u) => /^\/merchant\/inventory\/cycle-counts\/\d+$/.test(u.pathname));
    const countedBox = page.getByRole('spinbutton', { name: `Counted for ${PRODUCT}` });
    await countedBox.waitFor();
    const filter = page.getByRole('searchbox', { name: 'Filter lines' });

    await scan(page, filter, UNKNOWN);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`No product with barcode ${UNKNOWN}.`);

    await scan(page, filter, BARCODE);
    await expect.poll(() => countedBox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.keyboard.type('5');
    expect(await countedBox.inputValue()).toBe('5');
    await page.keyboard.press('Control+s');
    await toast(page, 'Counts saved.');

    // Place Orders: the scan adds the item (its suggestion, par 6 − on hand 2 = 4) to the cart.
    await page.goto(url(HOST, '/merchant/purchasing/place-order'));
    const search = page.getByRole('searchbox', { name: 'Search name or SKU' });
    await page
      .getByRole('status')
      .filter({ hasText: /items?$/ })
      .waitFor();
    await scan(page, search, UNKNOWN);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(`No product with barcode ${UNKNOWN}.`);
    await scan(page, search, BARCODE);
    await toast(page, `${PRODUCT} added to cart`);
    // The box is empty again for the next scan.
    expect(await search.inputValue()).toBe('');
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('po_cart'))) ?? '[]');
    const lines = Array.isArray(cart) ? cart : (cart.lines ?? []);
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ product_id: product.id, qty: 4 })]));

    await context.close();
  });
});

describe('the camera', () => {
  it("reads a demo product's EAN-13 from the camera's picture on a count sheet and focuses its line", async () => {
    // Chromium's fake camera plays a picture of Roma Tomatoes' barcode (demo data); the permission prompt is answered yes.
    const code = BARCODES['PRD-TOM-01'];
    const dir = await mkdtemp(path.join(tmpdir(), 'tradepost-camera-'));
    const video = path.join(dir, 'ean13.y4m');
    await writeEan13Video(video, code);
    const camera = await launch({ extraArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
    try {
      const { page } = await newPage(camera, { permissions: ['camera'] });
      await signIn(page, HOST, 'merchant@example.com');
      await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
      const products = await call<{ results: { id: number; product_name: string; barcode: string | null }[] }>(page, 'GET', '/merchant-products/products/?search=PRD-TOM-01');
      const product = products.results.find((p) => p.barcode === code)!;
      // A count of this run's own area holding the product.
      const area = await call<{ id: number }>(page, 'POST', '/inventory/areas/', { name: `Camera shelf ${tag}` });
      await call(page, 'POST', '/inventory/items/', { product: product.id, area: area.id, on_hand: 3 });
      const batch = await call<{ id: number }>(page, 'POST', '/inventory/cycle-counts/', { areas: [area.id], notes: null });

      await page.goto(url(HOST, `/merchant/inventory/cycle-counts/${batch.id}`));
      const countedBox = page.getByRole('spinbutton', { name: `Counted for ${product.product_name}` });
      await countedBox.waitFor();
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      // (The dialog's own box is empty: its panel is fixed. Attached is open.)
      await page.getByRole('dialog', { name: 'Scan a barcode' }).waitFor({ state: 'attached' });
      await page.getByRole('dialog').getByLabel('Camera picture').waitFor();
      // Read from the picture: the dialog closes, the filter holds the code and the line's box has the focus.
      await page.getByRole('dialog', { name: 'Scan a barcode' }).waitFor({ state: 'detached', timeout: 30_000 });
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('searchbox', { name: 'Filter lines' }).inputValue()).toBe(code);
      await expect.poll(() => countedBox.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await camera.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
