// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core against the e2e server.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../server/src/db/seed';

export const port = () => inject('e2ePort');

/** http://{host}:{port}{path}; *.localhost resolves to this machine in Chromium. */
export const url = (host: string, path = '/') => `http://${host}:${port()}${path}`;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** Fills and submits /login on `host` (the demo password unless another is given). */
export async function signIn(page: Page, host: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(url(host, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
