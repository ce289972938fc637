// Import and export in Chromium against the real server: a 200-row product file with three bad
// rows shows every problem at once; the fixed file imports; the list's export holds the same rows.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';

describe('spreadsheet import and export', () => {
  it('imports 200 products after fixing three bad rows, and exports them again', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const rows = Array.from({ length: 200 }, (_, i) => [`Imported ${run} ${String(i).padStart(3, '0')}`, `E2E-${run}-${i}`, `E2E Category ${run}`, (i + 0.5).toFixed(2)]);
    const csv = (data: string[][]) => ['Product name,SKU,Category,Base price', ...data.map((r) => r.join(','))].join('\n');
    const broken = rows.map((r, i) => (i === 10 ? [r[0], r[1], '', r[3]] : i === 50 ? [r[0], r[1], r[2], 'lots'] : i === 150 ? ['', r[1], r[2], r[3]] : r));

    const { page, context } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.goto(url(BISTRO, '/merchant/products'));
    await page.getByRole('heading', { name: 'Products' }).waitFor();

    // 1. the file with three bad rows: every problem at once, by spreadsheet row
    await page.getByRole('button', { name: 'Import' }).click();
    let dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
    await dialog.getByLabel('File').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(broken)) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('200 rows, 197 ready to import.').waitFor();
    const problems = dialog.getByRole('table', { name: 'Problems' }).getByRole('row');
    expect(await problems.allTextContents()).toEqual([
      'RowColumnProblem',
      '12CategoryThis field is required.',
      '52Base priceA valid number is required.',
      '152Product nameThis field is required.',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 2. the fixed file imports whole
    await page.getByRole('button', { name: 'Import' }).click();
    dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
    await dialog.getByLabel('File').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('200 rows, 200 ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 200 rows' }).click();
    await dialog.getByText('Created 200, updated 0, skipped 0.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 3. the list, searched, exported: the same rows
    await page.getByRole('searchbox', { name: 'Search name or SKU' }).fill(`E2E-${run}`);
    await page.getByText(`Imported ${run} 000`).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(exported[0].slice(0, 5)).toEqual(['Product name', 'SKU', 'Category', 'Unit', 'Base price']);
    const back = exported.slice(1).map((r) => [r[0], r[1], r[2], Number(r[4]).toFixed(2)]);
    expect(back).toEqual(rows);
    await context.close();
  }, 120_000);
});
