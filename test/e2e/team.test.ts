// The team screen against the real server (issue 24, item 2): Corner Bistro's owner invites a staff
// member by email from the team screen; the emailed link is opened; the new person signs up from it
// without a business, signs in and lands in Corner Bistro as staff (no Team entry, no Review & Send).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, url, useBrowser } from './browser';
import { emailedLink } from './outbox';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const EMAIL = `cook-${tag}@bistro.example`;
const PASSWORD = 'green-valley-42';

/** The sign-up link of the team invitation emailed to `to`. */
const signupLink = (to: string) => emailedLink(to, 'to join their team', /https?:\/\/\S+\/signup\?invitation=[\w-]+/);

describe('the team', () => {
  it('an owner invites a staff member, who signs up from the emailed link and lands as staff', async () => {
    // 1. The owner invites from the team screen (the sidebar's Team).
    const { page } = await newPage(browser());
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByLabel(/^Email/).fill(EMAIL);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('staff');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${EMAIL}.`).first().waitFor();
    await page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: EMAIL }).getByText('Pending').waitFor();

    // 2. The email's link.
    await expect.poll(() => signupLink(EMAIL), { timeout: 15_000 }).toMatch(/\/signup\?invitation=/);
    const link = new URL((await signupLink(EMAIL))!);

    // 3. The new person signs up from it: no business name, the merchant's side fixed.
    const staff = await newPage(browser());
    const sp = staff.page;
    await sp.goto(url('localhost', `${link.pathname}${link.search}`));
    await sp.getByText('Corner Bistro invited you to join their team on Tradepost').waitFor();
    const form = sp.getByRole('form', { name: 'Sign-up form' });
    await form.getByText('Signing up as a merchant.').waitFor();
    expect(await form.getByLabel('Business name').count()).toBe(0);
    expect(await form.getByLabel('Email').inputValue()).toBe(EMAIL);
    await form.getByLabel(/^Username/).fill(`cook${tag}`);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await sp.getByText('Signup successful. You can now log in.').first().waitFor();
    await sp.waitForURL((u) => u.pathname === '/login');

    // 4. They sign in and land in Corner Bistro as staff: no Team entry for them. (Exact names: other
    // files' data on this server shows links such as 'Resume Team count 1a2b3c' on the dashboard.)
    await signIn(sp, 'localhost', EMAIL, PASSWORD);
    await sp.waitForURL((u) => u.hostname === BISTRO && u.pathname.startsWith('/merchant'));
    await sp.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await sp.getByRole('link', { name: 'Team', exact: true }).count()).toBe(0);

    // 5. The owner sees the new member as staff, and the invitation accepted.
    await page.reload();
    expect(await page.getByRole('combobox', { name: new RegExp(`^Role of (cook${tag}|${EMAIL})`) }).inputValue()).toBe('staff');
    await page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: EMAIL }).getByText('Accepted').waitFor();
  });
});
