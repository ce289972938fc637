// axe-core on every route of routes.ts, for each role, once the screen shows its data and again
// with each of its dialogs open: no serious or critical violation, in the light theme and in the
// dark one (the system's setting, emulated with prefers-color-scheme).
import { readdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { expectAccessible, newPage, signIn, url, useBrowser } from './browser';
import { openRoute } from './route-checks';
import { ROLES } from './routes';
import { documentTitle, pageHeading } from '../../src/lib/page-headings';

const browser = useBrowser();

/**
 * Waits until the page's transitions have finished (axe judges colours, half-faded ones too). A
 * spinner turns without end and changes no colour: it is not waited for.
 */
const transitionsDone = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));

// Routes that only redirect, so there is no screen to check; /dev/ui exists only in development builds.
const REDIRECTS_ONLY = ['/', '/handoff'];
const DEV_ONLY = ['/dev/ui'];

it('walks every route of src/routes', () => {
  // File routes with flat names: 'supplier.orders.$orderId.tsx' is /supplier/orders/$orderId.
  const files = readdirSync('src/routes').filter((f) => f.endsWith('.tsx') && !f.startsWith('__'));
  const routes = files.map((f) => `/${f.replace(/\.tsx$/, '').replaceAll('.', '/')}`.replace(/\/?index$/, '') || '/');
  const walked = new Set(ROLES.flatMap((r) => r.routes.map((c) => c.route)));
  expect(routes.filter((r) => !walked.has(r) && !REDIRECTS_ONLY.includes(r) && !DEV_ONLY.includes(r))).toEqual([]);
});

const THEMES = ['light', 'dark'] as const;

/** The axe rules whose outcome the theme can change: the other rules judge names, roles and structure, the same in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Checks the page as it is in each theme (switching the emulated system setting, then waiting for
 * the colours to settle): every rule in the first, the colour rules in the others.
 */
async function inEachTheme(page: Page, where: string) {
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme });
    await transitionsDone(page);
    await expectAccessible(page, `${where} (${colorScheme})`, colorScheme === THEMES[0] ? {} : { rules: COLOUR_RULES });
  }
}

// Each screen is opened once and checked in both themes (axe's colour rule is most of the walk's time).
for (const { role, host, email, prepare, routes } of ROLES) {
  describe(`accessibility, ${role}, light and dark themes`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser(), { serviceWorkers: 'allow' }));
      if (!email) return;
      await signIn(page, host, email);
      await page.waitForURL((u) => u.pathname !== '/login');
      await prepare?.(apiOf(page));
    });
    afterAll(() => context?.close());

    it.each(routes.map((r) => [r.route, r] as const))('%s', async (_route, { route, id, ready, dialogs = [] }) => {
      const path = id ? route.replace(/\$\w+/, String(await id(apiOf(page)))) : route;
      await page.emulateMedia({ colorScheme: THEMES[0] });
      await openRoute(page, url(host, path));
      await ready(page);
      // A page with a fixed heading names the tab by it, and its h1 reads as the one the server writes into its HTML.
      const heading = pageHeading(new URL(page.url()).pathname);
      if (heading) await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.title()).toBe(documentTitle(new URL(page.url()).pathname));
      await inEachTheme(page, `${role} ${path}`);
      for (const dialog of dialogs) {
        await dialog.open(page);
        await page.getByRole('dialog').getByRole('heading').first().waitFor();
        await inEachTheme(page, `${role} ${path} with ${dialog.name} open`);
        // Escape closes the topmost dialog (the one outside is hidden under it until then): a
        // quick-create over its form takes two.
        for (let presses = 0; (await page.getByRole('dialog').count()) > 0; presses++) {
          expect(presses, 'dialogs still open after Escape').toBeLessThan(3);
          const top = await page.getByRole('dialog').elementHandle();
          await page.keyboard.press('Escape');
          await top?.waitForElementState('hidden');
        }
        await transitionsDone(page);
      }
    });
  });
}
