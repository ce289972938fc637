// Test helper for the clients screens: a memory router with the superadmin client paths, each
// rendering its screen (or a stub naming the path), inside the toast provider. Not app code.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useParams } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createClientsDb, superadminClientsHandlers, type ClientsDb } from '../../../test/msw/superadmin-clients';
import { ToastProvider } from '../../ui/toasts';
import { ClientDetailScreen } from './client-detail';
import { ClientsListScreen } from './clients-list';
import { CreateClientScreen } from './create-client';
import { MerchantsOverviewScreen } from './merchants-overview';

function DetailAtRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <ClientDetailScreen id={id} />;
}

const SCREENS: Record<string, () => ReactNode> = {
  '/superadmin/clients': () => <ClientsListScreen />,
  '/superadmin/clients/$id': () => <DetailAtRoute />,
  '/superadmin/create-supplier': () => <CreateClientScreen />,
  '/superadmin/merchants': () => <MerchantsOverviewScreen />,
};

/** Renders the app's clients screens at `path`; paths in `stub` render a placeholder instead. */
export function renderClientsAt(path: string, stub: string[] = []) {
  const root = createRootRoute({
    component: () => (
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    ),
  });
  const routes = Object.entries(SCREENS).map(([routePath, screen]) =>
    createRoute({
      getParentRoute: () => root,
      path: routePath,
      component: stub.includes(routePath) ? () => <p>Stub of {routePath}</p> : screen,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render(<RouterProvider router={router as any} />);
  return { router };
}

/**
 * Registers the msw server for a test file (unhandled requests fail), a fresh store before each
 * test, the scrollTo stub, and patient timeouts (the web project runs beside other work).
 */
export function setupClientsApi() {
  const server = setupServer();
  const state = { db: createClientsDb() as ClientsDb };
  beforeAll(() => {
    configure({ asyncUtilTimeout: 4000 });
    vi.setConfig({ testTimeout: 20_000 });
    // The router restores scroll; jsdom has no scrollTo.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    state.db = createClientsDb();
    server.resetHandlers(...superadminClientsHandlers(state.db));
  });
  afterAll(() => server.close());
  return { server, get db() { return state.db; } };
}
