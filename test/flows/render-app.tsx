// Renders the real app (session machine with its real actors, router, screens) in jsdom at a given
// URL and host; msw plays the API. Leaving for another domain is recorded instead of performed.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { App, createApp } from '../../src/app/app';
import { AUTH_KEY, TENANT_KEY } from '../../src/app/storage';
import type { AuthSession, Tenant } from '../../src/machines/session/session.machine';

/**
 * Loads every route's code once (call it in beforeAll, with a long timeout), so the first test of a
 * file does not pay for transforming the lazy route modules.
 */
export async function preloadRoutes() {
  const { router, session } = createApp({ place: { hostname: 'localhost', protocol: 'http:', port: '' } });
  session.stop();
  await Promise.all(Object.values(router.routesById).map((route) => router.loadRouteChunk(route as never)));
  await import('../../src/ui/shell/tenant-picker-dialog');
}

export interface RenderAppOptions {
  /** Path (and search) to open, e.g. '/login' or '/handoff?code=x'. */
  url?: string;
  /** The page's host name, e.g. 'bistro.localhost'. */
  host?: string;
  /** Stored before the app starts. */
  auth?: AuthSession;
  tenant?: Tenant;
  inspect?: (event: InspectionEvent) => void;
}

export function renderApp(options: RenderAppOptions = {}) {
  const url = options.url ?? '/login';
  if (options.auth) localStorage.setItem(AUTH_KEY, JSON.stringify(options.auth));
  if (options.tenant) localStorage.setItem(TENANT_KEY, JSON.stringify(options.tenant));
  const leftFor: string[] = [];
  const history = createMemoryHistory({ initialEntries: [url] });
  const app = createApp({
    history,
    place: { hostname: options.host ?? 'localhost', protocol: 'http:', port: '' },
    goToUrl: (u) => void leftFor.push(u),
    inspect: options.inspect,
  });
  const view = render(<App {...app} />);
  const user = userEvent.setup();
  return {
    ...app,
    view,
    user,
    leftFor,
    pathname: () => app.router.state.location.pathname,
    /** Waits until the router is at `path` with nothing pending. */
    at: (path: string) => waitFor(() => expect(app.router.state.location.pathname).toBe(path)),
    async signIn(email: string, password: string) {
      const emailInput = await screen.findByLabelText(/^Email/);
      const passwordInput = screen.getByLabelText(/^Password/);
      await user.clear(emailInput);
      await user.type(emailInput, email);
      await user.clear(passwordInput);
      await user.type(passwordInput, password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    stop: () => {
      view.unmount();
      app.session.stop();
    },
  };
}

/** The toasts on screen (region 'Notifications'). */
export async function findToast(text: string | RegExp) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  return waitFor(() => {
    // A toast is a status, or an alert when it reports an error.
    const toasts = [...within(region).queryAllByRole('status'), ...within(region).queryAllByRole('alert')];
    const match = toasts.find((el) => (typeof text === 'string' ? el.textContent === text : text.test(el.textContent ?? '')));
    if (!match) throw new Error(`No toast ${String(text)}; toasts: ${toasts.map((e) => e.textContent).join(' | ')}`);
    return match;
  });
}
