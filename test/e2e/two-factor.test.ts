// Two-factor sign-in in real Chromium (issue 24): a new superadmin is sent to the set-up before
// anything else, scans (reads) the key, turns it on with a code, sees the recovery codes once,
// and signs in again with a code; the activity screen shows it.
import { describe, expect, it } from 'vitest';
import { apiOf, call } from './api';
import { enterCode, newPage, signIn, url, useBrowser } from './browser';
import { nextStepCode } from './totp';
import { totpCode } from '../../server/src/modules/auth/totp';

const browser = useBrowser();
const EMAIL = 'ops.two-factor@example.com';
const PASSWORD = 'violet-harbor-lantern';

describe('two-factor sign-in', () => {
  it('a superadmin enrols in two-factor sign-in and signs in with a code', async () => {
    // The demo superadmin (itself signed in with a code) makes a new account a superadmin.
    const admin = await newPage(browser());
    await signIn(admin.page, 'localhost', 'admin@example.com');
    await admin.page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await call(admin.page, 'POST', '/auth/signup/', { username: 'ops2fa', email: EMAIL, password: PASSWORD, password2: PASSWORD, role: 'merchant' });
    const [user] = (await apiOf(admin.page).rows(`/accounts/sm/search-users/?search=${encodeURIComponent(EMAIL)}`)) as { id: number }[];
    await admin.page.evaluate(async (id) => {
      const { token } = JSON.parse(localStorage.getItem('root') ?? '{}') as { token: string };
      const form = new FormData();
      for (const [k, v] of Object.entries({ is_superadmin: 'true', is_admin: 'true', is_merchant: 'false' })) form.append(k, v);
      const res = await fetch(`/1/api/accounts/sm/update-user/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
      if (!res.ok) throw new Error(`update-user: ${res.status} ${await res.text()}`);
    }, user.id);

    // Signed in with the password alone, the new superadmin may only set up two-factor sign-in.
    const { page, context } = await newPage(browser());
    await signIn(page, 'localhost', EMAIL, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/two-factor');
    await page.getByText('Your account requires two-factor sign-in. Set it up to continue.').waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().textContent())!.trim();
    const setup = page.getByRole('form', { name: 'Set up two-factor sign-in' });
    await setup.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, new Date()));
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin'));
    await page.getByText('Welcome, superadmin!').first().waitFor();

    // Signing in again asks for a code after the password; the step after the set-up's is unused.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await enterCode(page, nextStepCode(secret));
    await page.waitForURL((u) => u.pathname.startsWith('/superadmin'));

    // The activity shows the set-up.
    await page.goto(url('localhost', '/superadmin/activity'));
    await page.getByRole('row').filter({ hasText: EMAIL }).filter({ hasText: 'Two-factor sign-in turned on' }).first().waitFor();
    await Promise.all([context.close(), admin.context.close()]);
  });
});
