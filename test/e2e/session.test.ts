// Sign-in, tenant selection, domain rules, expiry and logout in real Chromium on the built app.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const hostOf = (page: Page) => new URL(page.url()).hostname;

describe('session in the browser', () => {
  it('signs the superadmin in on localhost and lands on /superadmin', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'localhost', 'admin@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await page.getByText('Welcome, superadmin!').first().waitFor();
    await context.close();
  });

  it('signs the merchant in on bistro.localhost and lands in /merchant with the tenant in the header', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.getByRole('banner').getByText('Hi Maria').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Corner Bistro' }).waitFor();
    await context.close();
  });

  it("gives the owner the tenant bistro.localhost names, then switches from the header's picker to the other tenant on its own domain, still signed in", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'bistro.localhost', 'owner@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.getByRole('banner').getByRole('button', { name: 'Corner Bistro' }).click();
    // The dialog's root box is empty (its panel is fixed-positioned), so wait on what it shows.
    const picker = page.getByRole('dialog', { name: 'Select Tenant' });
    await picker.getByRole('button', { name: 'Corner Bistro' }).waitFor();
    await picker.getByRole('button', { name: 'Harbor Cafe' }).click();
    await page.waitForURL((u) => u.hostname === 'harbor.localhost' && u.pathname.startsWith('/merchant'));
    await page.getByRole('banner').getByRole('button', { name: 'Harbor Cafe' }).waitFor();
    expect(hostOf(page)).toBe('harbor.localhost');
    await context.close();
  });

  it('sends the supplier who signs in on localhost to its own domain, signed in', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'localhost', 'supplier@example.com');
    await page.waitForURL((u) => u.hostname === 'freshfarms.localhost' && u.pathname.startsWith('/supplier'));
    await page.getByRole('banner').getByRole('button', { name: 'Fresh Farms' }).waitFor();
    await context.close();
  });

  it('shows a wrong password as the spec says', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('bistro.localhost', '/login'));
    await page.getByLabel('Email').fill('merchant@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('replaces an unknown host with /unauthorized', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('nowhere.localhost', '/login'));
    await page.waitForURL((u) => u.pathname === '/unauthorized');
    await page.getByText('You do not have permission to access this page.').waitFor();
    await context.close();
  });

  it('logs out a session that is past expiresAt', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.evaluate(() => {
      const root = JSON.parse(localStorage.getItem('root')!);
      localStorage.setItem('root', JSON.stringify({ ...root, expiresAt: Date.now() - 1000 }));
    });
    await page.goto(url('bistro.localhost', '/merchant/products'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
    await context.close();
  });

  it('logs out from the shell and clears the stored session', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'bistro.localhost', 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    expect(await page.evaluate(() => localStorage.getItem('root'))).not.toBeNull();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
    await page.goto(url('bistro.localhost', '/merchant'));
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });
});
