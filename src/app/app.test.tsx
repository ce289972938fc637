import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, TENANTS, USERS, authFor } from '../../test/msw/fixtures';
import { createFakeApi, createMswServer } from '../../test/msw/handlers';
import { findToast, preloadRoutes, renderApp } from '../../test/flows/render-app';
import { storedLineCount, storeEdits } from '../areas/inventory/stored-edits';

const fake = createFakeApi({ otherCallsPending: true });
const msw = createMswServer(...fake.handlers);
beforeAll(msw.listen);
beforeAll(preloadRoutes, 60_000);
afterAll(msw.close);

let stop: (() => void) | undefined;
afterEach(() => {
  msw.server.resetHandlers();
  stop?.();
  stop = undefined;
  fake.host = 'localhost';
  fake.invalidHosts.clear();
  fake.log.length = 0;
  fake.authHeaders.length = 0;
});

function open(options: Parameters<typeof renderApp>[0]) {
  fake.host = options?.host ?? 'localhost';
  const app = renderApp(options);
  stop = app.stop;
  return app;
}

describe('login screen', () => {
  it('a superadmin signs in on the local host and lands on /superadmin', async () => {
    const app = open({ url: '/login' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await app.signIn('Admin@Example.com', PASSWORD);
    await findToast('Welcome, superadmin!');
    await app.at('/superadmin');
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select a Tenant' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('root')!)).toMatchObject({ email: 'admin@example.com', is_superadmin: true });
    expect(fake.log).toContain('POST /auth/token/');
  });

  it('shows a sign-in error inline and as a toast', async () => {
    const app = open({ url: '/login' });
    await app.signIn('admin@example.com', 'wrong');
    expect(await within(screen.getByRole('form', { name: 'Sign in' })).findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    await findToast('No active account found with the given credentials');
    expect(app.pathname()).toBe('/login');
    expect(localStorage.getItem('root')).toBeNull();
  });

  it("a throttled sign-in shows the server's wait in the toast and keeps the form filled", async () => {
    const detail = 'Request was throttled. Expected available in 840 seconds.';
    msw.server.use(http.post('*/1/api/auth/token/', () => HttpResponse.json({ detail }, { status: 429, headers: { 'Retry-After': '840' } })));
    const app = open({ url: '/login' });
    await app.signIn('admin@example.com', PASSWORD);
    await findToast(detail);
    expect(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(PASSWORD);
    expect(app.pathname()).toBe('/login');
  });

  it("a supplier on the local host is sent to its tenant's domain, signed in", async () => {
    const app = open({ url: '/login' });
    await app.signIn('supplier@example.com', PASSWORD);
    await waitFor(() => expect(app.leftFor).toEqual([expect.stringMatching(/^http:\/\/freshfarms\.localhost:5173\/handoff\?code=code-\d+$/)]));
  });

  it('an owner of two tenants signing in on a tenant domain gets the tenant the domain names, without the picker', async () => {
    const app = open({ url: '/login', host: 'bistro.localhost' });
    await app.signIn('owner@example.com', PASSWORD);
    await findToast('Using Corner Bistro');
    await app.at('/merchant');
    expect(screen.queryByRole('dialog', { name: 'Select Tenant' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Corner Bistro' })).toBeInTheDocument();
    expect(screen.getByText(/Hi Otto — You are managing/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('selectedTenant')!)).toMatchObject({ id: TENANTS.bistro.id });
  });
});

describe('hand-off arrival', () => {
  it('exchanges the code and opens the tenant of this domain', async () => {
    fake.codes.set('abc', { userId: USERS.owner.user_id, tenantId: TENANTS.harbor.id });
    const app = open({ url: '/handoff?code=abc', host: 'harbor.localhost' });
    await findToast('You are now managing Harbor Cafe');
    await app.at('/merchant');
    expect(fake.log).toContain('POST /auth/handoff/exchange/');
  });

  it('a used or unknown code goes to /login with an error', async () => {
    const app = open({ url: '/handoff?code=nope', host: 'harbor.localhost' });
    await app.at('/login');
    expect(await within(await screen.findByRole('form', { name: 'Sign in' })).findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
  });
});

describe('guards and redirects', () => {
  it('without a token, / and guarded routes go to /login', async () => {
    const app = open({ url: '/' });
    await app.at('/login');
    await app.router.navigate({ to: '/merchant/products' });
    await app.at('/login');
    await app.router.navigate({ to: '/dashboard' });
    await app.at('/login');
  });

  it('with a superadmin token / goes to /superadmin, and tenant areas send the superadmin home', async () => {
    const app = open({ url: '/', auth: authFor(USERS.admin) });
    await app.at('/superadmin');
    await app.router.navigate({ to: '/merchant/products' });
    await app.at('/superadmin');
  });

  it('a merchant: / goes to /dashboard; /superadmin is unauthorized; /supplier goes to its own area', async () => {
    const app = open({ url: '/', host: 'bistro.localhost', auth: authFor(USERS.merchant), tenant: TENANTS.bistro });
    await app.at('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await app.router.navigate({ to: '/superadmin/clients' });
    await app.at('/unauthorized');
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    await app.router.navigate({ to: '/supplier/catalogs' });
    await app.at('/merchant');
  });

  it('screens of later areas render their title inside the area shell (a sample of merchant routes)', async () => {
    const app = open({ url: '/merchant/inventory/cycle-counts/start', host: 'bistro.localhost', auth: authFor(USERS.merchant), tenant: TENANTS.bistro });
    expect(await screen.findByRole('heading', { name: 'Start Cycle Count' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Cycle Counts' })).toBeInTheDocument();
    for (const [to, title] of [
      ['/merchant/orders', 'Orders History'],
      ['/merchant/purchasing/orders', 'Orders History'],
      ['/merchant/products/units', 'Units'],
      ['/merchant/products/12', 'Edit Product'],
    ]) {
      app.router.history.push(to);
      await app.at(to);
      await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeInTheDocument());
    }
  });

  it('a persisted session past expiresAt is logged out at once', async () => {
    const app = open({ url: '/merchant', host: 'bistro.localhost', auth: authFor(USERS.merchant, { now: Date.now() - 13 * 3600_000 }), tenant: TENANTS.bistro });
    await app.at('/login');
    expect(localStorage.getItem('root')).toBeNull();
  });
});

describe('session', () => {
  it('logout clears the stored session and goes to /login', async () => {
    const app = open({ url: '/superadmin', auth: authFor(USERS.admin) });
    await app.user.click(await screen.findByRole('button', { name: 'Logout' }));
    await app.at('/login');
    expect(localStorage.getItem('root')).toBeNull();
  });

  it("on a shared device, unsaved counts kept for the member are counted first: 'Cancel' keeps them, 'Sign out anyway' deletes them (issue 25)", async () => {
    const mine = { tenantId: TENANTS.bistro.id, userId: USERS.merchant.user_id };
    const someoneElse = { tenantId: TENANTS.bistro.id, userId: USERS.staff.user_id };
    await storeEdits(7, { 2: { counted_qty: 3 }, 4: { note: 'Top shelf' } }, { owner: mine, waiting: true });
    await storeEdits(7, { 2: { counted_qty: 8 } }, { owner: someoneElse });
    const app = open({ url: '/dashboard', host: 'bistro.localhost', auth: authFor(USERS.merchant), tenant: TENANTS.bistro });
    await app.user.click(await screen.findByRole('button', { name: 'Logout' }));
    let warning = await screen.findByRole('dialog', { name: 'Unsaved counts on this device' });
    expect(warning).toHaveAccessibleDescription(/^Counts or notes on 2 lines have not been saved yet\. Signing out deletes them from this device/);
    await app.user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/dashboard');
    expect(await storedLineCount(mine)).toBe(2);

    await app.user.click(screen.getByRole('button', { name: 'Logout' }));
    warning = await screen.findByRole('dialog', { name: 'Unsaved counts on this device' });
    await app.user.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
    await app.at('/login');
    expect(await storedLineCount(mine)).toBe(0);
    expect(await storedLineCount(someoneElse)).toBe(1);
  });

  it("a 401 answer shows 'Session expired. Please log in again.' and goes to /login", async () => {
    const app = open({ url: '/superadmin', auth: authFor(USERS.admin) });
    fake.revokeTokens();
    await app.user.click(await screen.findByRole('button', { name: 'Select a Tenant' }));
    await findToast('Session expired. Please log in again.');
    await app.at('/login');
    expect(fake.authHeaders.filter(Boolean)).not.toHaveLength(0);
  });

  it('an unknown host is replaced with /unauthorized', async () => {
    fake.invalidHosts.add('localhost');
    const app = open({ url: '/login' });
    await app.at('/unauthorized');
    expect(app.router.history.length).toBe(1);
  });

  it("on an unknown host, /unauthorized's 'Go to Dashboard' leads to the platform's sign-in on the admin host", async () => {
    fake.invalidHosts.add('nowhere.localhost');
    const app = open({ url: '/login', host: 'nowhere.localhost' });
    await app.at('/unauthorized');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', 'http://localhost:5173/login');
  });

  it('after a reload of /unauthorized on an unknown host (no host check runs there), the link still leads to the admin host', async () => {
    fake.invalidHosts.add('nowhere.localhost');
    const first = open({ url: '/login', host: 'nowhere.localhost' });
    await first.at('/unauthorized');
    first.stop();
    const reloaded = open({ url: '/unauthorized', host: 'nowhere.localhost' });
    await reloaded.at('/unauthorized');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', 'http://localhost:5173/login');
    expect(fake.log.filter((call) => call.startsWith('GET /clients/get-client-from-domain'))).toHaveLength(1);
  });

  it("on our own host, /unauthorized's 'Go to Dashboard' leads to /dashboard", async () => {
    const app = open({ url: '/unauthorized', host: 'bistro.localhost', auth: authFor(USERS.merchant), tenant: TENANTS.bistro });
    await app.at('/unauthorized');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
