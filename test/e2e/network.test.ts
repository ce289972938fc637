// The trading network against the real server (issue 21): Corner Bistro invites an off-system
// supplier from its supplier record; the invitation email is read from the outbox and its link
// opened; the supplier signs up with a business name and lands in its own area; both sides see the
// ACTIVE connection; an order Corner Bistro places reaches the new supplier's inbox; the supplier
// pauses the connection and the merchant sees it paused, with ordering refused.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { newPage, signIn, url, useBrowser } from './browser';
import { emailedLink } from './outbox';

const browser = useBrowser();
const BISTRO = 'bistro.localhost';
// Other e2e files share the database: names of this run are unique.
const tag = randomBytes(3).toString('hex');
const BUSINESS = `Valley Greens ${tag}`;
const EMAIL = `valley-${tag}@greens.example`;
const PASSWORD = 'green-valley-42';

/** The link of the invitation emailed to `to`, once the server has written it. */
const invitationLink = (to: string) => emailedLink(to, 'invited you to Tradepost', /https?:\/\/\S+\/signup\?invitation=[\w-]+/);

describe('the trading network', () => {
  it('brings an off-system supplier onto Tradepost by email; both sides see the connection and orders reach its inbox', async () => {
    // 1. Corner Bistro invites the supplier from its record.
    const merchant = await newPage(browser());
    const { page } = merchant;
    await signIn(page, BISTRO, 'merchant@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/merchant'));
    const api = apiOf(page);
    const record = await api.post('/merchant-products/suppliers/', { name: BUSINESS, email: EMAIL });
    await page.goto(url(BISTRO, `/merchant/suppliers/${record.id}`));
    const panel = page.getByRole('region', { name: 'Connection' });
    await panel.getByText('Off system', { exact: true }).first().waitFor();
    await panel.getByRole('button', { name: 'Invite to Tradepost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to Tradepost' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe(EMAIL);
    expect(await dialog.getByLabel('Business name').inputValue()).toBe(BUSINESS);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await panel.getByText(`Invitation to ${EMAIL}: Pending`).waitFor();

    // 2. The email's link.
    await expect.poll(() => invitationLink(EMAIL), { timeout: 15_000 }).toMatch(/\/signup\?invitation=/);
    const link = new URL((await invitationLink(EMAIL))!);

    // 3. The supplier signs up from it, with its business name, and lands in its own area.
    const supplier = await newPage(browser());
    const sp = supplier.page;
    await sp.goto(url('localhost', `${link.pathname}${link.search}`));
    await sp.getByText('Corner Bistro invited you to Tradepost').waitFor();
    const form = sp.getByRole('form', { name: 'Sign-up form' });
    await form.getByText('Signing up as a supplier.').waitFor();
    expect(await form.getByLabel('Business name').inputValue()).toBe(BUSINESS);
    expect(await form.getByLabel('Email').inputValue()).toBe(EMAIL);
    await form.getByLabel(/^Username/).fill(`valley${tag}`);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Confirm password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await sp.getByText('Signup successful. You can now log in.').first().waitFor();
    await sp.waitForURL((u) => u.pathname === '/login');
    await signIn(sp, 'localhost', EMAIL, PASSWORD);
    await sp.waitForURL((u) => u.hostname === `valley-greens-${tag}.localhost` && u.pathname.startsWith('/supplier'));
    const home = new URL(sp.url()).hostname;

    // 4. Both sides see the ACTIVE connection.
    await sp.goto(url(home, '/supplier/connections'));
    const connected = sp.getByRole('region', { name: 'Connected merchants' });
    const row = connected.getByRole('row').filter({ hasText: 'Corner Bistro' });
    await row.getByText('Connected', { exact: true }).waitFor();
    await page.reload();
    await panel.getByText('Active', { exact: true }).first().waitFor();

    // 5. An order Corner Bistro places lands in the new supplier's inbox.
    const [product] = await api.rows('/merchant-products/products/?limit=1');
    await api.post('/merchant-orders/orders/place/', { groups: [{ merchant_supplier_id: record.id, items: [{ product_id: product.id, qty: 3 }] }] });
    await sp.goto(url(home, '/supplier/orders'));
    await sp
      .getByRole('row', { name: /^Open order (PO-\d+|#\d+) from Corner Bistro$/ })
      .first()
      .click();
    await sp.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: product.product_name }).waitFor();

    // 6. The supplier pauses the connection: the merchant sees it paused, and ordering is refused.
    await sp.goto(url(home, '/supplier/connections'));
    await row.getByRole('button', { name: 'Pause Corner Bistro' }).click();
    await row.getByText('Paused', { exact: true }).first().waitFor();
    await page.reload();
    await panel.getByText('Paused', { exact: true }).first().waitFor();
    await expect(api.post('/merchant-orders/orders/place/', { groups: [{ merchant_supplier_id: record.id, items: [{ product_id: product.id, qty: 1 }] }] })).rejects.toThrow(/400 .*paused/);
    await supplier.context.close();
    await merchant.context.close();
  });
});
