// The superadmin area against the real server: clients and their domains, users and memberships,
// leads with an attachment and comments.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn, url, useBrowser } from './browser';

const browser = useBrowser();

async function signUpSupplier(page: Page, username: string, password: string) {
  await page.goto(url('localhost', '/signup'));
  await page.getByRole('radio', { name: /Supplier/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Sign-up form' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('First name').fill('Val');
  await form.getByLabel('Last name').fill('Green');
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Signup successful. You can now log in.').first().waitFor();
  await page.waitForURL((u) => u.pathname === '/login');
}

describe('superadmin area', () => {
  it('creates a client whose domain works at once; a user added to it signs in there', async () => {
    const newcomer = await newPage(browser());
    await signUpSupplier(newcomer.page, 'valley', 'valley-pass-1');

    const { page, context } = await newPage(browser());
    await signIn(page, 'localhost', 'admin@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await page.goto(url('localhost', '/superadmin/create-supplier'));
    await page.getByLabel('Supplier Name').fill('Valley Greens, Inc.');
    expect(await page.getByLabel('Schema Name').inputValue()).toBe('valley_greens_inc');
    await page.getByLabel('City').fill('Fresno');
    await page.getByLabel('State').fill('CA');
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.waitForURL((u) => /^\/superadmin\/clients\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { name: 'Valley Greens, Inc.' }).waitFor();
    expect(await page.getByLabel('Domain').inputValue()).toBe('valley-greens-inc.localhost');

    // The new domain passes the host check at once.
    const fresh = await newPage(browser());
    await fresh.page.goto(url('valley-greens-inc.localhost', '/login'));
    await fresh.page.getByRole('button', { name: 'Sign in' }).waitFor();
    const check = await fresh.page.evaluate(async () => (await fetch('/1/api/clients/get-client-from-domain/valley-greens-inc.localhost')).json());
    expect(check).toEqual({ is_valid: true });
    expect(new URL(fresh.page.url()).pathname).toBe('/login');
    await fresh.context.close();

    // Add the new user to the client and adjust the role flags (the first three are exclusive).
    await page.goto(url('localhost', '/superadmin/users'));
    await page.getByPlaceholder('Search by username, email, name...').fill('valley');
    const row = page.getByRole('row').filter({ hasText: 'valley@example.com' });
    await row.getByRole('link', { name: /View/ }).click();
    await page.waitForURL((u) => /^\/superadmin\/users\/\d+$/.test(u.pathname));
    await page.getByLabel('Add tenant').selectOption({ label: 'Valley Greens, Inc.' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('list', { name: 'Tenant memberships' }).getByText('Valley Greens, Inc.').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Merchant').check();
    expect(await page.getByLabel('Supplier').isChecked()).toBe(false);
    await page.getByLabel('Supplier').check();
    expect(await page.getByLabel('Merchant').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully!').first().waitFor();
    await context.close();

    await signIn(newcomer.page, 'valley-greens-inc.localhost', 'valley@example.com', 'valley-pass-1');
    await newcomer.page.waitForURL((u) => u.hostname === 'valley-greens-inc.localhost' && u.pathname.startsWith('/supplier'));
    await newcomer.context.close();
  });

  it('creates a lead with an attachment, comments on it and edits the comment', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'localhost', 'admin@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await page.goto(url('localhost', '/superadmin/leads/create'));
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Diaz');
    await page.getByLabel('Email').fill('rosa@tacoplace.example');
    await page.getByLabel('Phone Number').fill('5035550199');
    await page.getByLabel('Name of Business').fill('Taco Place');
    await page.getByLabel('Attachment').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% menu\n') });
    await page.getByRole('button', { name: 'Create Lead' }).click();
    await page.getByText('Lead created successfully! 🎉').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/superadmin/leads');

    await page.getByRole('row').filter({ hasText: 'rosa@tacoplace.example' }).getByRole('button', { name: /^Edit/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin/leads/lead-detail/'));
    // The lead opens for editing: its status changes here.
    const leadForm = page.getByRole('form', { name: 'Lead' });
    await leadForm.waitFor();
    expect(await leadForm.getByLabel('Name of Business').inputValue()).toBe('Taco Place');
    await leadForm.getByLabel('Status').selectOption('CONTACTED');
    await leadForm.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Lead updated.').first().waitFor();
    // The attachment is superadmin-only: the app fetches it with the token and saves it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download menu.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('menu.pdf');
    const saved = await download.path();
    expect(readFileSync(saved!, 'utf8')).toContain('% menu');

    await page.getByLabel('Add a comment').fill('Called them, send a sample box.');
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await comments.getByText('Called them, send a sample box.').waitFor();
    // The avatar is decorative (alt=""), served by our own server: check that it really loaded.
    const avatar = comments.locator('img[src*="/1/api/avatars/"]').first();
    await avatar.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await avatar.elementHandle());
    await page.getByRole('button', { name: 'Edit comment by admin' }).click();
    await page.getByLabel('Edit comment').fill('Sample box sent on Monday.');
    await comments.getByRole('button', { name: 'Save', exact: true }).click();
    await comments.getByText('Sample box sent on Monday.').waitFor();
    await context.close();
  });
});
