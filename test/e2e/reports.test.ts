// Issue 26, item 3 against the real server: the variance report of a finalized demo count (last
// week's freezer count, which found salmon missing) shows its charts, each beside its table; the
// stock value over the demo's weeks of history, a narrower range, and its CSV against its table;
// the actual usage between the demo's last two weekly counts.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { apiOf } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';

describe('reports', () => {
  it("opens a finalized count's variance: a chart and its table, the loss first", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const counts = await apiOf(page).rows('/inventory/cycle-counts/?page_size=1000');
    const freezer = counts.find((c) => c.name === 'Freezer count (last week)');
    await page.goto(url(BISTRO, `/merchant/reports/count-variance?cycle_count=${freezer.id}`));

    await page.getByRole('img', { name: 'Value difference by area: chart' }).waitFor();
    const byArea = page.getByRole('table', { name: 'Value difference by area' });
    expect(await byArea.getByRole('rowheader').allTextContents()).toEqual(['Freezer']);
    expect(await byArea.getByRole('cell').first().textContent()).toMatch(/^-\$/);
    const lines = page.getByRole('table', { name: 'Differences, biggest losses first' });
    expect(await lines.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).toContain('Salmon');
    expect(await page.getByLabel('Count', { exact: true }).inputValue()).toBe(String(freezer.id));
    await context.close();
  });

  it('stock value over time: the demo history in a chart and its table, a narrower range, and the CSV of the same figures', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.goto(url(BISTRO, '/merchant/reports/stock-value'));

    await page.getByRole('img', { name: 'Stock value over time: chart' }).waitFor();
    const table = page.getByRole('table', { name: 'Stock value over time' });
    const before = await pointsOf(table);
    expect(before.length).toBeGreaterThan(1);
    // The demo's weeks of deliveries and counts: the value moves from point to point.
    expect(new Set(before.map(([, value]) => value).filter((v) => v !== '$0.00')).size).toBeGreaterThan(2);

    // The last two weeks: a point a day, from the new first day to the same last one.
    const to = before.at(-1)![0];
    const from = dayBefore(to, 13);
    await page.getByLabel('From', { exact: true }).fill(from);
    await expect.poll(async () => (await pointsOf(table))[0]?.[0], { timeout: 15_000 }).toBe(from);
    const after = await pointsOf(table);
    expect(after.map(([date]) => date)).toEqual(Array.from({ length: 14 }, (_, i) => dayBefore(to, 13 - i)));
    expect(after).not.toEqual(before);

    // The CSV holds each point's value by category: summed per date, the table's figures.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`stock-value-${from}-to-${to}.csv`);
    const [header, ...rows] = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(header).toEqual(['Date', 'Category', 'Quantity', 'Value']);
    const totals = new Map<string, number>();
    for (const [date, , , value] of rows) totals.set(date, (totals.get(date) ?? 0) + Number(value));
    expect(after.filter(([, value]) => value !== '$0.00')).toEqual([...totals].map(([date, total]) => [date, formatMoney(Math.round(total * 100) / 100)]));
    await context.close();
  });

  it("actual usage starts at the demo's last two weekly counts: what was there, the week's delivery, what was left", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.goto(url(BISTRO, '/merchant/reports/usage'));

    await page.getByRole('img', { name: 'Usage value by product: chart' }).waitFor();
    const chosen = (name: string) => page.getByRole('combobox', { name }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
    expect(await chosen('Opening count')).toMatch(/^Weekly full count/);
    expect(await chosen('Closing count')).toMatch(/^Weekly full count/);
    const tomatoes = await page.getByRole('table', { name: 'Usage per product' }).getByRole('row').filter({ hasText: 'Roma Tomatoes' }).getByRole('cell').allTextContents();
    const [opening, received, closing, usage] = tomatoes.slice(3, 7).map(Number);
    expect(received).toBeGreaterThan(0);
    expect(usage).toBe(opening + received - closing);
    await context.close();
  });
});

/** The chart table's points: [date, value as shown]. */
async function pointsOf(table: Locator): Promise<[string, string][]> {
  const dates = await table.getByRole('rowheader').allTextContents();
  const values = await table.getByRole('cell').allTextContents();
  return dates.map((date, i) => [date, values[i]]);
}

/** The yyyy-mm-dd date `days` days before `date`. */
const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
