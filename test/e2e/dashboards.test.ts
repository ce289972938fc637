// Issue 28 against the real server: the merchant home's tiles and 'Add all suggested to cart' (the
// lines wait in Place Orders' cart), and a list whose search and page survive a reload and back.
import { describe, expect, it } from 'vitest';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';

describe('dashboards and list state', () => {
  it("the merchant home's tiles lead to the day's work, and the suggestions go into the cart", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.goto(url(BISTRO, '/merchant'));
    const today = page.getByRole('list', { name: 'Today' });
    await today.waitFor();
    // Each tile holds its figure at 1280 px: none spills over its border (the stock value did, five tiles in a row).
    const spilling = await today.getByRole('link').evaluateAll((links) => links.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(spilling).toEqual([]);
    expect(await today.getByRole('link', { name: /^Stock value/ }).textContent()).not.toContain('$0.00');
    // Overdue orders in the demo: the tile leads to the Deliveries list on the same page.
    await today.getByRole('link', { name: /^Overdue [1-9]/ }).click();
    await page.waitForURL((u) => u.hash === '#deliveries');
    expect(await page.getByRole('region', { name: 'Deliveries' }).getByText('(Overdue)').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Deliveries' }).isVisible()).toBe(true);

    const panel = page.getByRole('region', { name: 'Items below par' });
    const group = panel.getByRole('region').first();
    const firstItem = await group.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await group.getByRole('button', { name: 'Add all suggested to cart' }).click();
    await page.getByText(/items? added to cart/).waitFor();
    await panel.getByRole('link', { name: 'Go to Place Orders' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/purchasing/place-order');
    await page.getByRole('complementary', { name: 'Cart' }).getByText(firstItem!, { exact: true }).first().waitFor();
    await context.close();
  });

  it("a page's first call leaves with its HTML's first script and is made once: the dashboard and the suppliers and categories lists show its answer (issue 25)", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    for (const [path, call, shown] of [
      ['/merchant', '/1/api/dashboard/merchant/', () => page.getByRole('list', { name: 'Today' }).waitFor()],
      ['/merchant/suppliers', '/1/api/merchant-products/suppliers/', () => page.getByRole('table').getByRole('row').nth(1).waitFor()],
      ['/merchant/categories', '/1/api/merchant-products/categories/', () => page.getByRole('table').getByRole('row').nth(1).waitFor()],
    ] as const) {
      const sent: string[] = [];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', (e) => {
        if (new URL(e.request.url).pathname === call) sent.push(e.initiator.stack?.callFrames[0]?.url ?? e.initiator.type);
      });
      await page.goto(url(BISTRO, path));
      await shown();
      // Once, from the early script (assets/boot-*.js): the app, which shows the answer, took it
      // rather than asking again.
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/\/assets\/boot-[\w-]+\.js$/);
      await cdp.detach();
    }
    await context.close();
  });

  it('a list keeps its search and page through a reload and back', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.goto(url(BISTRO, '/merchant/products'));
    await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill('a');
    await page.waitForURL((u) => u.searchParams.get('q') === 'a');
    const firstCell = () => page.getByRole('row').nth(1).getByRole('cell').first().textContent();
    // Page 1's rows for the search, then page 2's once they replace them (the URL changes first).
    await expect.poll(() => page.getByText(/^Page 1 of/).count()).toBe(1);
    const first = await firstCell();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(firstCell).not.toBe(first);
    const second = await firstCell();

    await page.reload();
    await page.getByText(/^Page 2 of/).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search name or SKU' }).inputValue()).toBe('a');
    expect(await page.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(second);

    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL((u) => /^\/merchant\/products\/\d+$/.test(u.pathname));
    await page.goBack();
    await page.getByText(/^Page 2 of/).waitFor();
    expect(new URL(page.url()).search).toBe('?q=a&page=2');
    expect(await page.getByRole('searchbox', { name: 'Search name or SKU' }).inputValue()).toBe('a');
    await context.close();
  });
});
