// The built app is served by the real server: deep links load the SPA and the API answers beside it.
import { describe, expect, it } from 'vitest';
import { newPage, url, useBrowser } from './browser';

const browser = useBrowser();

describe('serving the built app', () => {
  it('answers the API and the app on a tenant domain', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('bistro.localhost', '/merchant/inventory/cycle-counts/1'));
    // A deep link loads the app, which (signed out) moves to /login.
    await page.waitForURL((u) => u.pathname === '/login');
    const answer = await page.evaluate(async () => (await fetch('/1/api/clients/get-client-from-domain/bistro.localhost')).json());
    expect(answer).toMatchObject({ is_valid: true, tenant: { name: 'Corner Bistro' } });
    await context.close();
  });
});
