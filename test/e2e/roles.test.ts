// Roles within a tenant (decisions.md "Roles") against the real server: Corner Bistro's staff member
// starts a count, enters and saves counts, but is offered no finalize, and the server refuses one
// with 403 and the role's detail. The owner sets up the area and item of this run.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './api';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();
const HOST = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const AREA = `Bar ${tag}`;
const ITEM = `Lime Juice ${tag}`;

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();

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
});
