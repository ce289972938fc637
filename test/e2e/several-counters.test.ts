// Several counters on one count (issue 25, item 4) in Chromium: Corner Bistro's merchant on a
// desktop and its staff member on a phone count different areas of one OPEN count; each sees the
// other's saved lines arrive without a reload (Server-Sent Events); an unsaved edit is never
// overwritten by an arriving value, and saving over the other's line asks mine or theirs.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { expectAccessible, newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const COOLER = `Team cooler ${tag}`;
const PANTRY = `Team pantry ${tag}`;
const TOMATOES = `Team tomatoes ${tag}`;
const LETTUCE = `Team lettuce ${tag}`;
const FLOUR = `Team flour ${tag}`;

const counted = (page: Page, product: string) => page.getByRole('spinbutton', { name: `Counted for ${product}` });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
/** Waits until the box shows `value`. */
const shows = (page: Page, product: string, value: string) =>
  page.waitForFunction(([name, v]) => (document.querySelector(`input[aria-label="Counted for ${name}"]`) as HTMLInputElement | null)?.value === v, [product, value]);

async function openSheet(page: Page, id: number) {
  const streaming = page.waitForResponse((r) => r.url().includes('/1/api/live/stream/') && r.status() === 200);
  await page.goto(url(HOST, `/merchant/inventory/cycle-counts/${id}`));
  await page.getByRole('heading', { level: 1, name: `Cycle Count #${id}` }).waitFor();
  await streaming;
}

describe('several counters on one count', () => {
  it('two people count two areas, see each other’s lines arrive live, and settle a line both counted', async () => {
    const merchant = await newPage(browser());
    await signIn(merchant.page, HOST, 'merchant@example.com');
    await merchant.page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    // This run's own count over two new areas.
    const cooler = await call<{ id: number }>(merchant.page, 'POST', '/inventory/areas/', { name: COOLER });
    const pantry = await call<{ id: number }>(merchant.page, 'POST', '/inventory/areas/', { name: PANTRY });
    await call(merchant.page, 'POST', '/inventory/items/', { name: TOMATOES, area: cooler.id, on_hand: 10 });
    await call(merchant.page, 'POST', '/inventory/items/', { name: LETTUCE, area: cooler.id, on_hand: 4 });
    await call(merchant.page, 'POST', '/inventory/items/', { name: FLOUR, area: pantry.id, on_hand: 20 });
    const count = await call<{ id: number }>(merchant.page, 'POST', '/inventory/cycle-counts/', { name: `Team count ${tag}`, areas: [cooler.id, pantry.id] });

    const staff = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(staff.page, HOST, 'staff@example.com');
    await staff.page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await openSheet(merchant.page, count.id);
    await openSheet(staff.page, count.id);
    let reloads = 0;
    merchant.page.on('load', () => reloads++);
    staff.page.on('load', () => reloads++);

    // The merchant counts the cooler's tomatoes; the staff member's phone shows them, and who counted them.
    await counted(merchant.page, TOMATOES).fill('9');
    await save(merchant.page);
    await toast(merchant.page, 'Counts saved.');
    await shows(staff.page, TOMATOES, '9');
    await staff.page
      .getByRole('listitem', { name: TOMATOES })
      .getByText(/^Counted by Maria Lopez, /)
      .waitFor();
    await expectAccessible(staff.page, 'the count sheet on a phone with a colleague’s line');

    // The staff member counts the pantry's flour; the merchant's table shows it, and who counts where.
    await counted(staff.page, FLOUR).fill('18');
    await save(staff.page);
    await toast(staff.page, 'Counts saved.');
    await shows(merchant.page, FLOUR, '18');
    const areas = merchant.page.getByRole('region', { name: 'Progress by area' });
    await areas.getByRole('listitem', { name: PANTRY }).getByText('Counted by Sasha Reyes').waitFor();
    expect(await areas.getByRole('listitem', { name: COOLER }).textContent()).toContain(`${COOLER}: 1 of 2 saved`);

    // Both count the lettuce: the merchant's unsaved 7 stays when the staff member's 5 arrives.
    await counted(merchant.page, LETTUCE).fill('7');
    await counted(staff.page, LETTUCE).fill('5');
    await save(staff.page);
    await toast(staff.page, 'Counts saved.');
    await areas
      .getByRole('listitem', { name: COOLER })
      .getByText(/2 of 2 saved/)
      .waitFor();
    expect(await counted(merchant.page, LETTUCE).inputValue()).toBe('7');

    // Saving asks: mine or theirs. The merchant keeps their own 7.
    await save(merchant.page);
    const dialog = merchant.page.getByRole('dialog', { name: 'Saved by someone else' });
    const choice = dialog.getByRole('radiogroup', { name: `Keep for ${LETTUCE}` });
    expect(await choice.getByRole('radio', { name: 'Mine: 7' }).isChecked()).toBe(true);
    await expectAccessible(merchant.page, 'the mine-or-theirs dialog');
    await choice.getByRole('radio', { name: /^Theirs: 5 \(Sasha Reyes, / }).waitFor();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await toast(merchant.page, 'Counts saved.');
    // The staff member's phone gets the merchant's 7 in turn.
    await shows(staff.page, LETTUCE, '7');

    const lines = await call<{ product_name: string; counted_qty: number; counted_by: { name: string } }[]>(merchant.page, 'GET', `/inventory/cycle-counts/${count.id}/lines/`);
    expect(lines.map((l) => [l.product_name, l.counted_qty, l.counted_by.name]).sort()).toEqual(
      [
        [FLOUR, 18, 'Sasha Reyes'],
        [LETTUCE, 7, 'Maria Lopez'],
        [TOMATOES, 9, 'Maria Lopez'],
      ].sort(),
    );
    expect(reloads).toBe(0);
    await staff.context.close();
    await merchant.context.close();
  });
});
