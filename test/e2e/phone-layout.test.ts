// Every route of every role on a phone (390 × 844) and a tablet (768 × 1024), touch screens: no page
// scrolls sideways (a table may scroll inside its own box) and every control is a 44 px tap target.
// The routes are the accessibility walk's (routes.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from './api';
import { expectAccessible, newPage, signIn, url, useBrowser } from './browser';
import { MERCHANT } from './merchant-routes';
import { openRoute } from './route-checks';
import { ROLES } from './routes';

const browser = useBrowser();
/** A phone held upright and a tablet (iPad mini's 768 × 1024), both touch screens. */
const DEVICES = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'tablet', viewport: { width: 768, height: 1024 } },
] as const;

/**
 * The controls a thumb taps that are less than 44 px tall or wide, described (links inside running
 * text and table cells are exempt, as in WCAG 2.5.8; hidden and visually hidden ones are skipped).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, textarea, input:not([type=checkbox], [type=radio], [type=hidden]), a, [role=tab]')]
      .filter((el) => el.tagName !== 'A' || !el.closest('p, td, dd'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.height < 43.5 || box.width < 43.5))
      .map(
        ({ el, box }) => `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}' ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );

/** How far the page reaches past the window's right edge, in px (0: no sideways scroll). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { device, viewport } of DEVICES)
  for (const { role, host, email, prepare, routes } of ROLES) {
    describe(`${device} layout, ${role}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser(), { viewport, isMobile: true, hasTouch: true, serviceWorkers: 'allow' }));
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
        await openRoute(page, url(host, path));
        await ready(page);
        expect(await overflow(page), `${device}: ${role} ${path} scrolls sideways`).toBe(0);
        expect(await smallTargets(page), `${device}: ${role} ${path}: tap targets under 44 px`).toEqual([]);
      });
    });
  }

describe('the menu on a phone', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it('opens the sidebar as an accessible dialog that a followed link closes', async () => {
    let page: Page;
    ({ context, page } = await newPage(browser(), { viewport: DEVICES[0].viewport, isMobile: true, hasTouch: true }));
    await signIn(page, MERCHANT.host, MERCHANT.email!);
    await page.waitForURL((u) => u.pathname !== '/login');
    // The sidebar itself is hidden on a phone: only the menu's button leads to it.
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'My Orders' }).waitFor();
    await expectAccessible(page, 'the phone menu');
    await menu.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL((u) => u.pathname === '/merchant/orders');
    await menu.waitFor({ state: 'detached' });
  });
});
