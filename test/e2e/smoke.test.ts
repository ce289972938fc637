// The built app is served by the real server: deep links load the SPA and the API answers beside it.
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPage, takeCspViolations, url, useBrowser } from './browser';

const browser = useBrowser();

describe('serving the built app', () => {
  it('answers the API and the app on a tenant domain', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('bistro.localhost', '/merchant/inventory/cycle-counts/1'));
    // A deep link loads the app, which (signed out) moves to /login.
    await page.waitForURL((u) => u.pathname === '/login');
    const answer = await page.evaluate(async () => (await fetch('/1/api/clients/get-client-from-domain/bistro.localhost')).json());
    expect(answer).toEqual({ is_valid: true });
    await context.close();
  });
});

describe('the checks every e2e page gets', () => {
  it('catches a CSP violation in the console: an inline script is refused', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('localhost', '/login'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inline = "ran"';
      document.head.append(script);
      return document.body.dataset.inline === 'ran';
    });
    expect(ran).toBe(false);
    // Taken here, so that this test's own violation does not fail it.
    const seen: string[] = [];
    await expect.poll(() => seen.push(...takeCspViolations(page)) && seen).toEqual([expect.stringMatching(/Executing inline script violates .*script-src 'self'/)]);
    await context.close();
  });

  it('catches a serious accessibility violation with axe', async () => {
    const { page, context } = await newPage(browser());
    await page.goto(url('localhost', '/login'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
    await expect(expectAccessible(page, '/login with a nameless button')).rejects.toThrow(/button-name \(critical\)/);
    await context.close();
  });
});
