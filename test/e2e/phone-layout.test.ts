// Every route of every role at a phone's size (390 × 844, touch): no page scrolls sideways (a table
// may scroll inside its own box). The routes are the accessibility walk's (routes.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { newPage, signIn, url, useBrowser } from './browser';
import { ROLES } from './routes';

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** How far the page reaches past the window's right edge, in px (0: no sideways scroll). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { role, host, email, prepare, routes } of ROLES) {
  describe(`phone layout, ${role}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser(), PHONE));
      if (!email) return;
      await signIn(page, host, email);
      await page.waitForURL((u) => u.pathname !== '/login');
      // The accessibility walk may have made this data already on the run's server; a route that
      // needs it still fails in `ready` when it is missing.
      await prepare?.(apiOf(page)).catch(() => undefined);
    });
    afterAll(() => context?.close());

    it.each(routes.map((r) => [r.route, r] as const))('%s', async (_route, { route, id, ready }) => {
      const path = id ? route.replace(/\$\w+/, String(await id(apiOf(page)))) : route;
      await page.goto(url(host, path));
      await ready(page);
      expect(await overflow(page), `${role} ${path} scrolls sideways`).toBe(0);
    });
  });
}
