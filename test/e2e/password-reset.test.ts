// A forgotten password against the real server (issue 24, e2e step 3): the owner of a business this
// run signs up (other e2e files sign in as the demo users at the same time, whose passwords stay as
// they are) asks for a link on 'Forgot your password?', opens the emailed link, chooses a new
// password and signs in with it; the old one no longer works, and the link works once.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, url, useBrowser } from './browser';
import { emailedLink } from './outbox';

const browser = useBrowser();
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const EMAIL = `owner-${tag}@orchard.example`;
const OLD_PASSWORD = 'amber-orchard-17';
const NEW_PASSWORD = 'copper-meadow-58';

/** The reset link emailed to `to`. */
const resetLink = (to: string) => emailedLink(to, 'Choose a new password here', /https?:\/\/\S+\/reset-password\?token=[\w%-]+/);

/** A public call from the page; its status. */
const post = (page: Page, path: string, body: unknown) =>
  page.evaluate(async ({ path, body }) => (await fetch(`/1/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, {
    path,
    body,
  });

describe('a forgotten password', () => {
  it('the owner resets it from the emailed link and signs in with the new one', async () => {
    const { page } = await newPage(browser());
    await page.goto(url('localhost', '/login'));
    // The owner of a business of this run.
    const signup = { username: `orchard${tag}`, email: EMAIL, password: OLD_PASSWORD, password2: OLD_PASSWORD, role: 'merchant', business_name: `Orchard Table ${tag}` };
    expect(await post(page, '/auth/signup/', signup)).toBe(201);

    // 1. 'Forgot your password?' on the sign-in page sends a link.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText('If an account uses this email, we have sent it a link to choose a new password.').waitFor();

    // 2. The emailed link opens the page that chooses a new password.
    await expect.poll(() => resetLink(EMAIL), { timeout: 15_000 }).toMatch(/\/reset-password\?token=/);
    const link = new URL((await resetLink(EMAIL))!);
    await page.goto(url('localhost', `${link.pathname}${link.search}`));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset. You can now sign in.').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/login');

    // 3. The old password is refused; the new one signs the owner in to their business.
    expect(await post(page, '/auth/token/', { email: EMAIL, password: OLD_PASSWORD })).toBe(401);
    await signIn(page, 'localhost', EMAIL, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.getByRole('link', { name: 'Team', exact: true }).first().waitFor();

    // 4. The link worked once.
    const again = await newPage(browser());
    await again.page.goto(url('localhost', `${link.pathname}${link.search}`));
    await again.page.getByLabel(/^New password/).fill('silver-harbor-93');
    await again.page.getByLabel(/^Confirm new password/).fill('silver-harbor-93');
    await again.page.getByRole('button', { name: 'Set new password' }).click();
    await again.page.getByRole('link', { name: 'Send a new link' }).waitFor();
  });
});
