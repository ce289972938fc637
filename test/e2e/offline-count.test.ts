// Offline counting on a phone (issue 25), as Corner Bistro's merchant in Chromium at 390 × 844:
// the app installs its service worker; a count of 20 lines opened once, then the connection goes
// (the browser's offline switch); all 20 lines counted and the page reloaded with no network (the
// app shell from the service worker, the counts from IndexedDB); the connection returns and the
// counts are saved ('Syncing...', then 'Saved'), checked through the API. Then counts typed offline
// in a tab closed before the connection returned are sent when the count is opened again online,
// and signing out on the shared phone warns about an unsaved count and leaves no count data behind.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const AREA = `Walk-in ${tag}`;
const PRODUCTS = Array.from({ length: 20 }, (_, i) => `Offline ${tag} ${String(i + 1).padStart(2, '0')}`);

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });
const counted = (page: Page, product: string) => page.getByRole('spinbutton', { name: `Counted for ${product}` });
/** The edits the sheet keeps on the device for `batchId`, whoever's (IndexedDB 'tradepost', store 'count-edits', keyed [tenant, user, batch]). */
const keptEdits = (page: Page, batchId: number) =>
  page.evaluate(
    (id) =>
      new Promise<Record<string, { counted_qty?: number }> | undefined>((resolve, reject) => {
        const open = indexedDB.open('tradepost');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('count-edits').objectStore('count-edits');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const i = keys.result.findIndex((k) => Array.isArray(k) && k[2] === id);
            resolve(i < 0 ? undefined : (values.result[i] as { edits: Record<string, { counted_qty?: number }> }).edits);
          };
          values.onerror = () => reject(values.error);
        };
      }),
    batchId,
  );
/** Every entry kept in the store, any batch and member. */
const keptEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tradepost');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('count-edits').objectStore('count-edits').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
type Line = { product_name: string; counted_qty: number | null };
const serverCounts = async (page: Page, batchId: number) => {
  const lines = await call<Line[] | { results: Line[] }>(page, 'GET', `/inventory/cycle-counts/${batchId}/lines/`);
  const rows = Array.isArray(lines) ? lines : lines.results;
  return Object.fromEntries(rows.map((l) => [l.product_name, l.counted_qty]));
};

describe('offline counting on a phone', () => {
  it('installable; a count opened once works offline, keeps 20 counts across a reload, saves them when back online, sends those of a tab closed offline, and leaves nothing at sign-out', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
    await signIn(page, HOST, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));

    // Installable: the manifest names the app and its icons, which load.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.evaluate(async (href) => (await fetch(href!)).json(), manifestUrl);
    expect(manifest).toMatchObject({ name: 'Tradepost', display: 'standalone', start_url: '/' });
    const iconStatuses = await page.evaluate(async (icons: { src: string }[]) => Promise.all(icons.map(async (i) => (await fetch(i.src)).status)), manifest.icons);
    expect(iconStatuses).toEqual(manifest.icons.map(() => 200));
    // The service worker controls the page from now on (it claims the pages open when it starts).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // A count of this run: one area with 20 items, started over it.
    const area = await call<{ id: number }>(page, 'POST', '/inventory/areas/', { name: AREA });
    for (const [i, name] of PRODUCTS.entries()) await call(page, 'POST', '/inventory/items/', { name, area: area.id, on_hand: i });
    const batch = await call<{ id: number }>(page, 'POST', '/inventory/cycle-counts/', { areas: [area.id], notes: null });

    // 1. Open it once, then the connection goes.
    await page.goto(url(HOST, `/merchant/inventory/cycle-counts/${batch.id}`));
    await counted(page, PRODUCTS[0]).waitFor();
    await context.setOffline(true);
    await connection(page).getByText('Offline: no lines waiting').waitFor();

    // 2. Count all 20 lines (Enter moves to the next line's box).
    await counted(page, PRODUCTS[0]).click();
    for (const [i] of PRODUCTS.entries()) {
      await page.keyboard.type(String(i + 10));
      await page.keyboard.press('Enter');
    }
    await connection(page).getByText('Offline: 20 lines waiting').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    // Kept on the device (the backup is written once typing pauses).
    await expect.poll(async () => Object.keys((await keptEdits(page, batch.id)) ?? {}).length).toBe(20);

    // 3. Reload with no network: the app shell comes from the service worker, the counts are still there.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await connection(page).getByText('Offline: 20 lines waiting').waitFor();
    expect(await counted(page, PRODUCTS[0]).inputValue()).toBe('10');
    expect(await counted(page, PRODUCTS[1]).inputValue()).toBe('11');
    expect(Object.keys((await keptEdits(page, batch.id)) ?? {})).toHaveLength(20);

    // 4. The connection returns: 'Syncing...', then 'Saved' in the live region; the server has them.
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"][aria-label="Connection"]')!;
      const seen: string[] = [];
      (window as unknown as { connectionTexts: string[] }).connectionTexts = seen;
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
    await context.setOffline(false);
    await connection(page).getByText('Saved', { exact: true }).waitFor();
    const texts = await page.evaluate(() => (window as unknown as { connectionTexts: string[] }).connectionTexts.filter(Boolean));
    expect(texts).toEqual(['Syncing...', 'Saved']);
    expect(await serverCounts(page, batch.id)).toEqual(Object.fromEntries(PRODUCTS.map((p, i) => [p, i + 10])));
    expect(await keptEdits(page, batch.id)).toBeUndefined();

    // 5. Counted offline again, and the tab closed before the connection came back: the counts wait on the device.
    await context.setOffline(true);
    await connection(page).getByText('Offline: no lines waiting').waitFor();
    await counted(page, PRODUCTS[0]).fill('30');
    await counted(page, PRODUCTS[1]).fill('31');
    await connection(page).getByText('Offline: 2 lines waiting').waitFor();
    await expect.poll(async () => Object.keys((await keptEdits(page, batch.id)) ?? {}).length).toBe(2);
    await page.close();
    await context.setOffline(false);

    // 6. Back online later, the count opened again: they are restored and sent at once.
    const later = await context.newPage();
    await later.goto(url(HOST, `/merchant/inventory/cycle-counts/${batch.id}`));
    await connection(later).getByText('Saved', { exact: true }).waitFor();
    expect(await counted(later, PRODUCTS[0]).inputValue()).toBe('30');
    expect(await serverCounts(later, batch.id)).toMatchObject({ [PRODUCTS[0]]: 30, [PRODUCTS[1]]: 31 });
    expect(await keptEdits(later, batch.id)).toBeUndefined();

    // 7. Signing out on a shared phone with a count not saved: a dialog says what would be lost.
    expect(await later.evaluate(() => caches.has('count-sheets'))).toBe(true);
    await counted(later, PRODUCTS[2]).fill('99');
    await expect.poll(async () => Object.keys((await keptEdits(later, batch.id)) ?? {}).length).toBe(1);
    const logout = () => later.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await later.getByRole('button', { name: 'Menu' }).click();
    await logout();
    const warning = later.getByRole('dialog', { name: 'Unsaved counts on this device' });
    await warning.getByText('Counts or notes on 1 line have not been saved yet.', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(later.url()).toContain(`/cycle-counts/${batch.id}`);
    // Back in the menu it was asked from.
    await logout();
    await warning.getByRole('button', { name: 'Sign out anyway' }).click();
    await later.waitForURL((u) => u.pathname === '/login');
    // Nothing of this member's counts is left on the device: no kept edits, no cached count sheets.
    expect(await keptEntries(later)).toBe(0);
    expect(await later.evaluate(() => caches.has('count-sheets'))).toBe(false);

    // The next person signs in on the same phone and sees the saved count (12), not the 99 left unsaved.
    await signIn(later, HOST, 'staff@example.com');
    await later.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await later.goto(url(HOST, `/merchant/inventory/cycle-counts/${batch.id}`));
    await counted(later, PRODUCTS[2]).waitFor();
    expect(await counted(later, PRODUCTS[2]).inputValue()).toBe('12');
    expect(await later.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await context.close();
    // Seven steps in one phone session (the offline ones wait on the service worker and the backups).
  }, 150_000);
});
