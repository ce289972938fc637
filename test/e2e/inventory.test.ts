// The inventory screens other than the count sheet against the real server, as Corner Bistro's
// merchant: stock areas (create, edit, delete), the simple add-item form, the item modal's on-hand
// edit and the item's stock history, the dashboard's links, and the cycle counts list with its tabs
// and 'New Cycle Count'.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const SHELF = `Shelf ${tag}`;
const SPARE = `Spare room ${tag}`;
const OIL = `Olive Oil ${tag}`;

async function signedIn() {
  const { page, context } = await newPage(browser());
  await signIn(page, HOST, 'merchant@example.com');
  await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
  return { page, context };
}

describe('inventory screens', () => {
  it('stock areas: create, edit and delete after the confirmation', async () => {
    const { page, context } = await signedIn();
    await page.goto(url(HOST, '/merchant/inventory/areas'));
    const table = page.getByRole('table', { name: 'Stock Areas' });
    for (const name of [SHELF, SPARE]) {
      const form = page.getByRole('form', { name: 'New Area' });
      await form.getByRole('textbox', { name: 'Name' }).fill(`  ${name} `);
      await form.getByRole('button', { name: 'Save' }).click();
      await table.getByRole('cell', { name, exact: true }).waitFor();
    }
    await table.getByRole('button', { name: `Edit ${SHELF}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Area' });
    await expect.poll(() => edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(SHELF);
    await edit.getByRole('textbox', { name: 'Description' }).fill('By the back door');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Area updated.');
    await table.getByRole('cell', { name: 'By the back door' }).waitFor();

    await table.getByRole('button', { name: `Delete ${SPARE}` }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain(`Delete area "${SPARE}"?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Area deleted.');
    await table.getByRole('cell', { name: SPARE, exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await table.getByRole('cell', { name: SHELF, exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: SPARE, exact: true }).count()).toBe(0);
    await context.close();
  });

  it('items: the simple add form returns to the list; an on-hand edit in the modal shows in the stock history', async () => {
    const { page, context } = await signedIn();
    await page.goto(url(HOST, '/merchant/inventory/items/new'));
    const form = page.getByRole('form', { name: 'Add Inventory Item' });
    await form.getByRole('textbox', { name: 'Name' }).fill(OIL);
    await form.getByRole('textbox', { name: 'SKU' }).fill(`OIL-${tag}`);
    await form.getByRole('spinbutton', { name: 'Par Qty' }).fill('6');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/inventory/items');
    await toast(page, 'Item saved.');

    await page.getByRole('searchbox', { name: 'Search items' }).fill(tag);
    const table = page.getByRole('table', { name: 'Inventory Items' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: OIL, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([OIL, `OIL-${tag}`, '-', '-', '0', '6', 'Active', expect.any(String)]);

    await row.getByRole('button', { name: `Edit ${OIL}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
    await expect.poll(() => edit.getByRole('spinbutton', { name: 'On Hand' }).inputValue()).toBe('0');
    await edit.getByRole('spinbutton', { name: 'On Hand' }).fill('7.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Item saved.');
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('7.5');

    await row.getByRole('button', { name: `View ${OIL}` }).click();
    const view = page.getByRole('dialog', { name: 'Inventory Item' });
    const history = view.getByRole('table', { name: 'Stock history' });
    const manual = history.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Manual edit' }) });
    await manual.waitFor();
    expect((await manual.getByRole('cell').allTextContents()).slice(1, 5)).toEqual(['Manual edit', '+7.5', '7.5', 'Maria Lopez']);
    await view.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it("the dashboard's links; the cycle counts list keeps its tab in ?tab=, and 'New Cycle Count' opens a DRAFT", async () => {
    const { page, context } = await signedIn();
    await page.goto(url(HOST, '/merchant/inventory'));
    await page.getByRole('link', { name: /^Open Cycle Counts/ }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/inventory/cycle-counts');
    await page.getByRole('heading', { level: 2, name: 'Open Cycle Counts' }).waitFor();

    const tabs = page.getByRole('navigation', { name: 'Cycle count status' });
    await tabs.getByRole('link', { name: /^Posted/ }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'posted');
    await page.getByRole('heading', { level: 2, name: 'Posted Cycle Counts' }).waitFor();
    // The demo has a count in each status.
    await page.getByRole('table', { name: 'Posted Cycle Counts' }).getByRole('link').first().waitFor();
    await page.goto(url(HOST, '/merchant/inventory/cycle-counts?tab=Nonsense'));
    await page.getByRole('heading', { level: 2, name: 'Open Cycle Counts' }).waitFor();

    await page.getByRole('button', { name: 'New Cycle Count' }).click();
    await page.waitForURL((u) => /^\/merchant\/inventory\/cycle-counts\/\d+$/.test(u.pathname));
    await page.getByText('DRAFT', { exact: true }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto(url(HOST, '/merchant/inventory/cycle-counts?tab=draft'));
    await page
      .getByRole('table', { name: 'Draft Cycle Counts' })
      .getByRole('link', { name: `Cycle Count #${id}` })
      .waitFor();
    await context.close();
  });
});
