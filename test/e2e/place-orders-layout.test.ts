// Place Orders in a 1,280 × 720 window: neither the page nor the products table scrolls sideways,
// every column and the cart are in view across, a long product name is cut to one line with its
// whole text as the tooltip, and every row is as high as the virtualised box counts it. In a wide
// window the cart stands beside the table.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
// Other e2e files share the database: this run's item has a unique name.
const tag = randomBytes(3).toString('hex');
const LONG_NAME = `Organic Heirloom Cherry Tomatoes in Mixed Colours from the Valley Farm Cooperative ${tag}`;

/** How wide the page and the products table's box are, and what they hold. */
function widths(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('table')!.parentElement!;
    return { page: document.documentElement.scrollWidth, window: innerWidth, box: box.scrollWidth, boxView: box.clientWidth };
  });
}

/** The drawn body rows' heights, and the body's height with the spacers for the rows not drawn. */
function rowHeights(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('tbody')!;
    const drawn = [...body.querySelectorAll('tr:not([aria-hidden])')].map((tr) => tr.getBoundingClientRect().height);
    return { drawn, body: body.getBoundingClientRect().height };
  });
}

const rightEdge = async (page: Page, name: string) => {
  const box = (await page.getByRole('columnheader', { name }).boundingBox())!;
  return box.x + box.width;
};

describe('Place Orders layout', () => {
  it('fits a 1,280 × 720 window without scrolling sideways; the cart is beside the table in a wide one', async () => {
    const { page, context } = await newPage(browser());
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await call(page, 'POST', '/inventory/items/', { name: LONG_NAME, sku: `PRD-TOM-HEIRLOOM-MIXED-${tag}`, on_hand: 3, par_qty: 40 });

    await page.goto(url(BISTRO, '/merchant/purchasing/place-order'));
    const table = page.getByRole('table', { name: 'Products to order' });
    await table.getByRole('row').nth(2).waitFor();
    const whole = await widths(page);
    expect(whole).toMatchObject({ window: 1280, page: 1280 });
    expect(whole.box).toBeLessThanOrEqual(whole.boxView);
    expect(await rightEdge(page, 'Add')).toBeLessThanOrEqual(1280);
    const cart = page.getByRole('complementary', { name: 'Cart' });
    const cartBox = (await cart.boundingBox())!;
    expect(cartBox.x + cartBox.width).toBeLessThanOrEqual(1280);

    // Every row is one line high, so the box's spacers stand for the rows not drawn exactly.
    const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
    const { drawn, body } = await rowHeights(page);
    expect(drawn.length).toBeGreaterThan(5);
    // (A collapsed border makes the first row half a pixel shorter.)
    const height = Math.max(...drawn);
    for (const h of drawn) expect(height - h).toBeLessThanOrEqual(1);
    expect(Math.abs(body - rows * height)).toBeLessThanOrEqual(1);

    // The long name: one line, cut, whole in its tooltip; its row as high as the others.
    await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(tag);
    await page.getByText('1 item', { exact: true }).waitFor();
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Add ${LONG_NAME}` }) });
    const name = row.getByTitle(LONG_NAME);
    expect(await name.textContent()).toBe(LONG_NAME);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const [alone] = (await rowHeights(page)).drawn;
    expect(Math.abs(alone - height)).toBeLessThanOrEqual(1);
    const add = (await row.getByRole('button', { name: `Add ${LONG_NAME}` }).boundingBox())!;
    expect(add.x + add.width).toBeLessThanOrEqual(1280);
    const narrowed = await widths(page);
    expect(narrowed.page).toBe(1280);
    expect(narrowed.box).toBeLessThanOrEqual(narrowed.boxView);

    // A wide window: the cart beside the table.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await cart.boundingBox())!.x - (await rightEdge(page, 'Add'))).toBeGreaterThan(0);
    await context.close();
  });
});
