// The built app is served by the real server: deep links load the SPA and the API answers beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, url } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('serving the built app', () => {
  it('answers the API and the app on a tenant domain', async () => {
    const { page, context } = await newPage(browser);
    const api = await page.request.get(url('bistro.localhost', '/1/api/clients/get-client-from-domain/bistro.localhost'));
    expect(await api.json()).toMatchObject({ is_valid: true, tenant: { name: 'Corner Bistro' } });
    await page.goto(url('bistro.localhost', '/login'));
    await expect(page.title()).resolves.toBeTruthy();
    await context.close();
  });
});
