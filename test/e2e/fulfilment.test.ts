// One order from placing to credit, both sides in real Chromium against the real server (issue 23):
// Corner Bistro orders two of Fresh Farms' products; Fresh Farms confirms one line a case short and
// ships; Corner Bistro receives with one damaged case; on-hand rises by what was received and the
// Place Orders suggestion drops by it; Fresh Farms approves the credit; both timelines read alike.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, type Api } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
const FARMS = 'freshfarms.localhost';

/** The step names of an order's timeline, oldest first. */
const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').locator('p:first-child').allTextContents();

/** Bistro's stock of a product: on hand over its items, and on order (the same on each item). */
async function stockOf(api: Api, productId: number) {
  const items = (await api.rows('/inventory/items/')).filter((i) => i.product === productId);
  return { onHand: items.reduce((sum, i) => sum + i.on_hand, 0), onOrder: items[0].on_order as number, par: items[0].par_level as number | null };
}

describe('fulfilment', () => {
  it('confirm one short, receive with a damaged case, stock rises, the credit is approved, one timeline', async () => {
    const merchant = await newPage(browser());
    const page = merchant.page;
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const api = apiOf(page);
    const supplier = await newPage(browser());
    const sp = supplier.page;
    await signIn(sp, FARMS, 'supplier@example.com');
    await sp.waitForURL((u) => u.pathname.startsWith('/supplier'));

    // 1. Corner Bistro orders 8 each of two products it buys from Fresh Farms (above Fresh Farms' $150 minimum).
    const farms = (await api.rows('/merchant-products/suppliers/?page_size=1000')).find((s) => s.relationship_status === 'ACTIVE' && s.supplier_client_name === 'Fresh Farms');
    // Products no other e2e file orders, so the suggestions those files read stay as the demo has them.
    const items = (await api.rows('/inventory/items/')).filter((i) => i.product_detail.preferred_supplier_id === farms.id && i.par_level !== null);
    const [short, damaged] = ['Sourdough Loaf', 'Romaine Lettuce'].map((name) => items.find((i) => i.product_name === name));
    expect(damaged, 'the demo data stocks both from Fresh Farms').toBeDefined();
    // A par well above the stock, so Place Orders suggests some of the damaged line's product.
    await api.patch(`/inventory/items/${damaged.id}/`, { par_level: 20 });
    const before = { short: await stockOf(api, short.product), damaged: await stockOf(api, damaged.product) };
    const placed = await api.post('/merchant-orders/orders/place/', {
      groups: [{ merchant_supplier_id: farms.id, items: [short, damaged].map((i) => ({ product_id: i.product, qty: 8 })) }],
    });
    const order = placed.created[0];
    const line = (productId: number) => order.lines.find((l: { product_id: number }) => l.product_id === productId);
    expect((await stockOf(api, short.product)).onOrder).toBe(before.short.onOrder + 8);
    const inbox = (await apiOf(sp).rows('/supplier-orders/orders/?status=new&limit=100')).find((o) => o.number === order.number);

    // 2. Fresh Farms confirms the first line one case short, and ships.
    await sp.goto(url(FARMS, `/supplier/orders/${inbox.id}`));
    await sp.getByRole('button', { name: 'Accept with changes' }).click();
    const form = sp.getByRole('form', { name: 'Confirm lines' });
    // The supplier's lines follow the merchant's, in their order: the first is the short one.
    const shortLine = (await apiOf(sp).get(`/supplier-orders/orders/${inbox.id}/`)).lines[0];
    await form
      .getByRole('group', { name: new RegExp(`^${escape(shortLine.name)}: ordered`) })
      .getByLabel('Confirmed quantity')
      .fill('7');
    await form.getByRole('button', { name: 'Accept with changes' }).click();
    await sp.getByRole('button', { name: 'Mark Fulfilled' }).click();
    await sp.getByRole('button', { name: 'Mark Fulfilled' }).waitFor({ state: 'detached' });

    // 3. Corner Bistro sees the change, and receives: all as confirmed, but one case of the other line damaged.
    await page.goto(url(BISTRO, `/merchant/purchasing/orders-history/${order.id}`));
    await page.getByRole('cell', { name: '7 of 8 confirmed', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Receive delivery' }).click();
    const dialog = page.getByRole('dialog', { name: `Receive delivery of ${order.number}` });
    await dialog.getByRole('button', { name: 'Receive all as confirmed' }).click();
    const damagedName = line(damaged.product).name;
    await dialog.getByLabel(`Received quantity for ${damagedName}`, { exact: true }).fill('7');
    await dialog.getByLabel(`Reason for ${damagedName}`, { exact: true }).selectOption({ label: 'Damaged' });
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api.get(`/merchant-orders/orders/${order.id}/`)).status).toBe('RECEIVED');

    // 4. On-hand rose by what was received; nothing is on order any more, so the suggestion drops by it.
    const after = { short: await stockOf(api, short.product), damaged: await stockOf(api, damaged.product) };
    expect(after.short.onHand).toBe(before.short.onHand + 7);
    expect(after.damaged.onHand).toBe(before.damaged.onHand + 7);
    expect(after.short.onOrder).toBe(before.short.onOrder);
    expect(after.damaged.onOrder).toBe(before.damaged.onOrder);
    const suggestion = (s: { par: number | null; onHand: number; onOrder: number }) => Math.max((s.par ?? 0) - s.onHand - s.onOrder, 0);
    await page.goto(url(BISTRO, '/merchant/purchasing/place-order'));
    // Searched for, as a user would: other files' products may push its row out of the drawn rows.
    await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(damaged.product_name);
    const qty = page.getByRole('spinbutton', { name: `Quantity for ${damaged.product_name}`, exact: true });
    await expect.poll(() => qty.getAttribute('placeholder')).toBe(String(suggestion(after.damaged)));
    expect(suggestion(after.damaged)).toBe(suggestion(before.damaged) - 7);

    // 5. Fresh Farms sees the credit the damaged case raised, and approves it.
    await sp.reload();
    const approve = sp.getByRole('button', { name: /^Approve the .* credit for / });
    await approve.click();
    const credit = sp.getByRole('dialog', { name: 'Approve credit' });
    await credit.getByRole('button', { name: 'Approve', exact: true }).click();
    await credit.waitFor({ state: 'detached' });
    await sp.getByText(/^Approved: \$/).waitFor();

    // 6. Both sides read one timeline.
    await page.goto(url(BISTRO, `/merchant/purchasing/orders-history/${order.id}`));
    await page.getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    // The receipt's step, then the credit it raised.
    const steps = ['Placed', 'Accepted with changes', 'Shipped', 'Received', 'Credit requested', 'Credit approved'];
    expect(await timeline(page)).toEqual(steps);
    expect(await timeline(sp)).toEqual(steps);
    await supplier.context.close();
    await merchant.context.close();
  });
});

/** A name as a literal part of a pattern. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
