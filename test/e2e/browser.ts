// Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core against the e2e server.
// Every page runs under the server's Content-Security-Policy: a violation in any page's console
// fails the test it happened in.
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/src/db/seed';
import { port } from './server';
import { unusedCode } from './totp';

/** http://{host}:{port}{path}; *.localhost resolves to this machine in Chromium. */
export const url = (host: string, path = '/') => `http://${host}:${port()}${path}`;

export interface LaunchOptions {
  /** Command-line switches added to the defaults (a fake camera: `--use-fake-device-for-media-stream`, ...). */
  extraArgs?: string[];
}

export async function launch({ extraArgs = [] }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/** CSP violations reported by each open context's pages, not yet checked. */
const cspViolations = new Map<BrowserContext, string[]>();

function watchCsp(context: BrowserContext) {
  const found: string[] = [];
  cspViolations.set(context, found);
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
  });
  context.on('close', () => cspViolations.delete(context));
}

/** The CSP violations `page`'s context reported so far; they no longer fail the test. */
export function takeCspViolations(page: Page): string[] {
  return cspViolations.get(page.context())?.splice(0) ?? [];
}

/**
 * A page in a new context; `options` such as `{ colorScheme: 'dark' }` (the dark theme follows the system).
 * The app's service worker runs only where a test asks for it (`serviceWorkers: 'allow'`: the offline
 * count, and the route walks, whose pages it then serves): it precaches every asset (about 190
 * files) in each new context, a quarter of a short scenario's time; a real browser installs it once.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  watchCsp(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * One Chromium for the test file: launched before its tests, closed after them. Each test fails
 * if a page it drove reported a CSP violation.
 */
export function useBrowser(options: LaunchOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(options);
  });
  afterEach(() => {
    const found = [...cspViolations.values()].flatMap((list) => list.splice(0));
    expect(found, 'Content-Security-Policy violations in the console').toEqual([]);
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** Runs axe-core on the page as it is now (all its rules, or only `rules`): no serious or critical violation may be found. */
export async function expectAccessible(page: Page, where: string, { rules }: { rules?: string[] } = {}) {
  // axe-core itself, put in the page once per document: @axe-core/playwright's analyze() injects it
  // again on every call and finishes each run in a new page, 3 to 5 times slower (docs/performance.md).
  // Only violations are read, so axe makes no selectors for passing nodes. The app has no frames.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = rules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } } : { resultTypes: ['violations'] };
  const { violations } = await page.evaluate((o) => (window as unknown as { axe: typeof axe }).axe.run(document, o), options);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (described.length) throw new Error(`axe on ${where} found:\n${described.join('\n')}`);
}

/** Waits for a toast showing `text`: one on screen, not an earlier equal one sliding away (hidden). */
export function toast(page: Page, text: string, { exact = false }: { exact?: boolean } = {}) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact }).filter({ visible: true }).first().waitFor();
}

/** Fills and submits /login on `host` (the demo password unless another is given); the demo superadmin then enters a code. */
export async function signIn(page: Page, host: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(url(host, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Two-factor sign-in is required of superadmins: the demo one is enrolled (README).
  if (email === 'admin@example.com') await enterCode(page, await unusedCode(DEMO_TOTP_SECRET));
}

/** Fills and submits the sign-in's two-factor step. */
export async function enterCode(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}
