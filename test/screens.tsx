// Test helpers for screen tests: a memory router holding some of the app's screens (each at its
// route path, or a stub naming the path) inside the toast provider, and an msw server with a
// fresh store per test. Not app code.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ToastProvider } from '../src/ui/toasts';
import { RoleContext } from '../src/ui/role';
import type { Role } from '../src/lib/roles';

/** Renders `screens` (route path → screen) at `path`; paths in `stub` render a placeholder instead. With `role`, as a member with that role. */
export function renderScreensAt(screens: Record<string, () => ReactNode>, path: string, stub: string[] = [], role: Role | null = null) {
  const root = createRootRoute({
    component: () => (
      <ToastProvider>
        <RoleContext value={role}>
          <Outlet />
        </RoleContext>
      </ToastProvider>
    ),
  });
  const routes = Object.entries(screens).map(([routePath, screen]) =>
    createRoute({ getParentRoute: () => root, path: routePath, component: stub.includes(routePath) ? () => <p>Stub of {routePath}</p> : screen }),
  );
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  // The test router's route tree is not the app's registered one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render(<RouterProvider router={router as any} />);
  return { router };
}

/** The msw server for a test file (unhandled requests fail) with a fresh store and its handlers before each test. */
export function setupMswApi<Db>(createDb: () => Db, handlers: (db: Db) => HttpHandler[]) {
  const server = setupServer();
  const state = { db: createDb() };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.db = createDb();
    server.resetHandlers(...handlers(state.db));
  });
  afterAll(() => server.close());
  return {
    server,
    get db() {
      return state.db;
    },
  };
}
