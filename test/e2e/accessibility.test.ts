// axe-core on every route of routes.ts, for each role, once the screen shows its data and again
// with each of its dialogs open: no serious or critical violation, in the light theme and in the
// dark one (the system's setting, emulated with prefers-color-scheme).
import { readdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { expectAccessible, newPage, signIn, url, useBrowser } from './browser';
import { ROLES } from './routes';

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

for (const colorScheme of THEMES)
  for (const { role, host, email, prepare, routes } of ROLES) {
    describe(`accessibility, ${role}, ${colorScheme} theme`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser(), { colorScheme }));
        if (!email) return;
        await signIn(page, host, email);
        await page.waitForURL((u) => u.pathname !== '/login');
        // The walk's own data is made once, for the first theme; the second walks the same screens.
        if (colorScheme === THEMES[0]) await prepare?.(apiOf(page));
      });
      afterAll(() => context?.close());

      it.each(routes.map((r) => [r.route, r] as const))('%s', async (_route, { route, id, ready, dialogs = [] }) => {
        const path = id ? route.replace(/\$\w+/, String(await id(apiOf(page)))) : route;
        await page.goto(url(host, path));
        await ready(page);
        await expectAccessible(page, `${role} ${path} (${colorScheme})`);
        for (const dialog of dialogs) {
          await dialog.open(page);
          await page.getByRole('dialog').getByRole('heading').first().waitFor();
          await transitionsDone(page);
          await expectAccessible(page, `${role} ${path} with ${dialog.name} open (${colorScheme})`);
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
