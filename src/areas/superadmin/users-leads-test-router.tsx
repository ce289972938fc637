// Test helper for the users and leads screens: a memory router with their superadmin paths, each
// rendering its screen (or a stub naming the path), inside the toast provider, and the msw server
// with a fresh store per test. Not app code.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useParams } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createUsersLeadsDb, superadminUsersLeadsHandlers, type UsersLeadsDb } from '../../../test/msw/superadmin-users-leads';
import { ToastProvider } from '../../ui/toasts';
import { CreateLeadScreen } from './create-lead';
import { LeadDetailScreen } from './lead-detail';
import { LeadsManagementScreen } from './leads-list';
import { UserDetailsScreen } from './user-details';
import { RegisteredUsersScreen } from './users-list';

const useId = () => Number((useParams({ strict: false }) as { id: string }).id);

/** Renders the users and leads screens at `path`; paths in `stub` render a placeholder instead. */
export function renderUsersLeadsAt(path: string, options: { stub?: string[]; currentUserId?: number } = {}) {
  const { stub = [], currentUserId = 1 } = options;
  const screens: Record<string, () => ReactNode> = {
    '/superadmin/users': () => <RegisteredUsersScreen />,
    '/superadmin/users/$id': function UserAt() {
      const id = useId();
      return <UserDetailsScreen key={id} userId={id} />;
    },
    '/superadmin/leads': () => <LeadsManagementScreen />,
    '/superadmin/leads/create': () => <CreateLeadScreen />,
    '/superadmin/leads/lead-detail/$id': function LeadAt() {
      const id = useId();
      return <LeadDetailScreen key={id} leadId={id} currentUserId={currentUserId} />;
    },
  };
  const root = createRootRoute({
    component: () => (
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    ),
  });
  const routes = Object.entries(screens).map(([routePath, screen]) =>
    createRoute({ getParentRoute: () => root, path: routePath, component: stub.includes(routePath) ? () => <p>Stub of {routePath}</p> : screen }),
  );
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render(<RouterProvider router={router as any} />);
  return { router };
}

/** The msw server for a test file (unhandled requests fail), a fresh store before each test, the scrollTo stub. */
export function setupUsersLeadsApi() {
  const server = setupServer();
  const state = { db: createUsersLeadsDb() as UsersLeadsDb };
  // Patient timeouts: the web project runs beside other work.
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => {
    configure({ asyncUtilTimeout: 4000 });
    // The router restores scroll; jsdom has no scrollTo.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    state.db = createUsersLeadsDb();
    server.resetHandlers(...superadminUsersLeadsHandlers(state.db));
  });
  afterAll(() => server.close());
  return {
    server,
    get db() {
      return state.db;
    },
  };
}
