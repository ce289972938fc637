// Live updates in Chromium (issue 23, item 6): the merchant's order detail is open in one page;
// the supplier accepts that order in another; the merchant's page shows the new status without a
// reload, through the SSE stream the area layout keeps open.
import { describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
const FARMS = 'freshfarms.localhost';

describe('live updates', () => {
  it("the merchant's open order detail shows the supplier's accept without a reload", async () => {
    const supplier = await newPage(browser());
    await signIn(supplier.page, FARMS, 'supplier@example.com');
    await supplier.page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    // A new order of Corner Bistro's in the inbox; the oldest, as the supplier test accepts the newest.
    const inbox = await apiOf(supplier.page).rows('/supplier-orders/orders/?status=new&limit=100');
    const order = inbox.filter((o) => o.merchant_order_id !== null && o.merchant.name === 'Corner Bistro').at(-1);
    expect(order, 'a new Corner Bistro order in the demo inbox').toBeDefined();

    const merchant = await newPage(browser());
    await signIn(merchant.page, BISTRO, 'merchant@example.com');
    await merchant.page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    let loads = 0;
    merchant.page.on('load', () => loads++);
    const opened = merchant.page.waitForResponse((r) => r.url().includes('/1/api/live/stream/') && r.status() === 200);
    await merchant.page.goto(url(BISTRO, `/merchant/purchasing/orders-history/${order.merchant_order_id}`));
    // The status badge: the only definition that reads 'Placed' (the date's term of that name is no definition).
    const status = merchant.page.getByRole('definition');
    await status.getByText('Placed', { exact: true }).waitFor();
    await opened;
    loads = 0;
    // No message of the order still waits to be sent, so the screen does not look again on its own:
    // only the live stream can bring the new status.
    const placed = await apiOf(merchant.page).get(`/merchant-orders/orders/${order.merchant_order_id}/`);
    expect(placed.messages.filter((m: { status: string }) => m.status === 'queued')).toEqual([]);

    await supplier.page.goto(url(FARMS, `/supplier/orders/${order.id}`));
    await supplier.page.getByRole('button', { name: 'Accept as ordered' }).click();
    await supplier.page.getByRole('button', { name: 'Mark Fulfilled' }).waitFor();

    await status.getByText('Accepted', { exact: true }).waitFor();
    expect(loads).toBe(0);
    await supplier.context.close();
    await merchant.context.close();
  });
});
