// Issue 26, item 3 against the real server: the variance report of a finalized demo count (last
// week's freezer count, which found salmon missing) shows its charts, each beside its table.
import { describe, expect, it } from 'vitest';
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
});
