// Roles within a tenant (decisions.md "Roles") against the real server: Corner Bistro's staff member
// starts a count, enters and saves counts, but is offered no finalize, and the server refuses one
// with 403 and the role's detail. The owner sets up the area and item of this run. Create and edit
// screens typed into the address bar refuse or show read-only (decisions.md "Roles: screens reached by URL").
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, toast, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const AREA = `Bar ${tag}`;
const ITEM = `Lime Juice ${tag}`;

/** A call's status and body, refused or not. */
const attempt = (page: Page, method: string, path: string) =>
  page.evaluate(
    async ({ method, path }) => {
      const { token } = JSON.parse(localStorage.getItem('root') ?? '{}') as { token?: string };
      const res = await fetch(`/1/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
      return { status: res.status, body: await res.json() };
    },
    { method, path },
  );

describe('a staff member', () => {
  it('counts and saves, sees no finalize, and the server refuses one', async () => {
    const owner = await newPage(browser());
    await signIn(owner.page, HOST, 'merchant@example.com');
    await owner.page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const area = await call<{ id: number }>(owner.page, 'POST', '/inventory/areas/', { name: AREA });
    await call(owner.page, 'POST', '/inventory/items/', { name: ITEM, area: area.id, on_hand: 6 });
    await owner.context.close();

    const { page, context } = await newPage(browser());
    await signIn(page, HOST, 'staff@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));

    // Starting a count is counting: the staff member starts one over the area of this run.
    await page.goto(url(HOST, '/merchant/inventory/cycle-counts/start'));
    const form = page.getByRole('form', { name: 'Start cycle count' });
    await form.getByRole('checkbox', { name: AREA }).check();
    await form.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((u) => /^\/merchant\/inventory\/cycle-counts\/\d+$/.test(u.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('OPEN', { exact: true }).waitFor();

    await page.getByRole('spinbutton', { name: `Counted for ${ITEM}` }).fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Counts saved.');
    await page.reload();
    await page.getByText('OPEN', { exact: true }).waitFor();
    expect(await page.getByRole('spinbutton', { name: `Counted for ${ITEM}` }).inputValue()).toBe('5');

    const actions = page.getByRole('group', { name: 'Batch actions' });
    expect(await actions.getByRole('button', { name: 'Add missing lines' }).isVisible()).toBe(true);
    for (const name of ['Finalize & Update Stock', 'Reopen', 'Archive']) expect(await actions.getByRole('button', { name }).count()).toBe(0);

    expect(await attempt(page, 'POST', `/inventory/cycle-counts/${id}/finalize/`)).toEqual({
      status: 403,
      body: { detail: 'Your role (staff) cannot do this. Ask an owner or a manager.' },
    });
    await context.close();
  });

  it("typing a create screen's address gets the role's refusal and the way back; a product opens read-only", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, HOST, 'staff@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const refusal = 'Your role (staff) cannot do this. Ask an owner or a manager.';

    for (const [path, back] of [
      ['/merchant/products/create', 'Back to products'],
      ['/merchant/suppliers/create', 'Back to suppliers'],
      ['/merchant/reports/spend', 'Back to the dashboard'],
      ['/merchant/inventory/items/new', 'Back to items'],
    ]) {
      await page.goto(url(HOST, path));
      const alert = page.getByRole('alert').filter({ hasText: refusal });
      await alert.waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await alert.getByRole('link', { name: back }).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Back to items' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/inventory/items');

    const { results } = await call<{ results: { id: number; product_name: string }[] }>(page, 'GET', '/merchant-products/products/?limit=1');
    await page.goto(url(HOST, `/merchant/products/${results[0].id}`));
    await page.getByRole('heading', { level: 1, name: 'Product' }).waitFor();
    await page.getByText('View only: your role (staff) cannot change this. Ask an owner or a manager.').waitFor();
    const name = page.getByRole('textbox', { name: /Product name/ });
    expect(await name.inputValue()).toBe(results[0].product_name);
    expect(await name.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^(Save|Publish all changes|Create Unit)$/ }).count()).toBe(0);
    await context.close();
  });
});
