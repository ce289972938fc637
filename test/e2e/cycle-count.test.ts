// The cycle-count lifecycle against the real server, as Corner Bistro's merchant: a count started
// over two new areas, counted and saved with Ctrl+S, still there after a reload; an item moved
// elsewhere, so finalize shows the conflict and the user keeps the difference on that line; post;
// the items' on-hand and stock history; then a second count archived with its counts read-only.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const COOLER = `Cooler ${tag}`;
const PANTRY = `Pantry ${tag}`;
const TOMATOES = `Heirloom Tomatoes ${tag}`;
const LETTUCE = `Butter Lettuce ${tag}`;
const FLOUR = `Rye Flour ${tag}`;

const counted = (page: Page, product: string) => page.getByRole('spinbutton', { name: `Counted for ${product}` });
const rowOf = (page: Page, product: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product }) });
/** The sheet's status badge shows `word` (no other text of the sheet is the bare status word). */
const status = (page: Page, word: string) => page.getByText(word, { exact: true }).waitFor();

async function startCount(page: Page, areas: string[]) {
  await page.goto(url(HOST, '/merchant/inventory/cycle-counts/start'));
  const form = page.getByRole('form', { name: 'Start cycle count' });
  for (const area of areas) await form.getByRole('checkbox', { name: area }).check();
  await form.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL((u) => /^\/merchant\/inventory\/cycle-counts\/\d+$/.test(u.pathname));
  await status(page, 'OPEN');
}

describe('cycle count lifecycle', () => {
  it('start, count, save, reload, finalize through a conflict, post; then archive another count', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, HOST, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));

    // Two areas of this run with their items.
    const cooler = await call<{ id: number }>(page, 'POST', '/inventory/areas/', { name: COOLER });
    const pantry = await call<{ id: number }>(page, 'POST', '/inventory/areas/', { name: PANTRY });
    const tomatoes = await call<{ id: number }>(page, 'POST', '/inventory/items/', { name: TOMATOES, area: cooler.id, on_hand: 10 });
    await call(page, 'POST', '/inventory/items/', { name: LETTUCE, area: cooler.id, on_hand: 4 });
    const flour = await call<{ id: number }>(page, 'POST', '/inventory/items/', { name: FLOUR, area: pantry.id, on_hand: 20 });

    // 1. Start a count over both areas, count two lines, save with Ctrl+S.
    await startCount(page, [COOLER, PANTRY]);
    const sheetUrl = page.url();
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining([TOMATOES, LETTUCE, FLOUR]));
    expect(await page.getByRole('rowheader').count()).toBe(3);
    await counted(page, TOMATOES).fill('8');
    await counted(page, FLOUR).fill('21');
    await page.keyboard.press('Control+s');
    await toast(page, 'Counts saved.');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // 2. Reload: the saved counts are there.
    await page.reload();
    await status(page, 'OPEN');
    expect(await counted(page, TOMATOES).inputValue()).toBe('8');
    expect(await counted(page, FLOUR).inputValue()).toBe('21');
    expect(await counted(page, LETTUCE).inputValue()).toBe('');

    // 3. The tomatoes move elsewhere (10 → 12); finalize shows the conflict; keep the difference there.
    await call(page, 'PATCH', `/inventory/items/${tomatoes.id}/`, { on_hand: 12 });
    await page.getByRole('button', { name: 'Finalize & Update Stock' }).click();
    const conflicts = page.getByRole('dialog', { name: 'Conflicts detected' });
    // The dialog's root has no box of its own (its panel is fixed): wait for what it shows.
    await conflicts.getByRole('rowheader').first().waitFor();
    expect(await conflicts.getByRole('rowheader').allTextContents()).toEqual([TOMATOES]);
    // Counted 8 of 10 expected: keeping the difference leaves 12 - 2 = 10.
    await conflicts.getByRole('radio', { name: 'Keep difference: 10' }).check();
    await conflicts.getByRole('button', { name: 'Finalize anyway' }).click();
    await toast(page, 'Cycle count finalized. Inventory updated.');
    await status(page, 'FINALIZED');
    expect(await rowOf(page, TOMATOES).getByRole('cell').last().textContent()).toBe('-2 → 10 (kept difference)');
    expect(await rowOf(page, FLOUR).getByRole('cell').last().textContent()).toBe('+1 → 21');

    // 4. Post; the items' on-hand and their stock history.
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('dialog', { name: 'Post adjustments' }).getByRole('button', { name: 'Post' }).click();
    await toast(page, 'Batch posted.');
    await status(page, 'POSTED');
    expect(await page.getByRole('button', { name: 'Reopen' }).count()).toBe(0);
    expect(await page.getByRole('spinbutton').count()).toBe(0);

    await page.goto(url(HOST, '/merchant/inventory/items'));
    await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
    // The items table's cells are all data cells, in the order of its column headers.
    const itemRow = (product: string) => page.getByRole('row').filter({ hasText: product });
    await itemRow(FLOUR).waitFor();
    const onHandColumn = (await page.getByRole('columnheader').allTextContents()).indexOf('On Hand');
    const onHand = (product: string) => itemRow(product).getByRole('cell').nth(onHandColumn).textContent();
    expect(await onHand(TOMATOES)).toBe('10');
    expect(await onHand(FLOUR)).toBe('21');
    expect(await onHand(LETTUCE)).toBe('4');
    await page.getByRole('button', { name: `View ${TOMATOES}` }).click();
    const history = page.getByRole('dialog').getByRole('table');
    // Loading rows have empty cells: wait for the oldest movement's text, not a number of rows.
    await history.getByText('Opening stock', { exact: true }).waitFor();
    const reasons = await history.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => [...r.querySelectorAll('td,th')].slice(1, 4).map((c) => c.textContent)));
    // Newest first: the count's movement, the edit elsewhere, the opening stock.
    expect(reasons).toEqual([
      ['Cycle count finalized', '-2', '10'],
      ['Manual edit', '+2', '12'],
      ['Opening stock', '+10', '10'],
    ]);
    const movements = await call<{ reason: string; delta: number }[] | { results: { reason: string; delta: number }[] }>(page, 'GET', `/inventory/items/${flour.id}/movements/`);
    const flourMoves = Array.isArray(movements) ? movements : movements.results;
    expect(flourMoves.map((m) => [m.reason, m.delta])).toEqual([
      ['count_finalize', 1],
      ['opening', 20],
    ]);

    // 5. A second count, counted and saved, then archived: its counts stay, read-only; stock does not change.
    await startCount(page, [COOLER]);
    expect(page.url()).not.toBe(sheetUrl);
    await counted(page, LETTUCE).fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Counts saved.');
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive cycle count' }).getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Cycle count archived.');
    await status(page, 'ARCHIVED');
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    expect(await rowOf(page, LETTUCE).getByRole('cell').nth(5).textContent()).toBe('3'); // Counted (after Area, Category, SKU, Unit, Expected)
    expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    const lettuce = await call<{ results?: { product_name: string; on_hand: number }[] } | { product_name: string; on_hand: number }[]>(
      page,
      'GET',
      `/inventory/items/?q=${encodeURIComponent(LETTUCE)}`,
    );
    const lettuceRows = Array.isArray(lettuce) ? lettuce : lettuce.results!;
    expect(lettuceRows.map((i) => i.on_hand)).toEqual([4]);

    await context.close();
  });
});
