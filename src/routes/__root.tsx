import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { RouterDevtools } from '../app/devtools';
import type { RouterContext } from '../app/guards';
import { SessionTenantPicker } from '../app/tenant-picker';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionTenantPicker />
      <RouterDevtools />
    </>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-md space-y-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600">There is nothing at this address.</p>
      <Link to="/" className="text-blue-700 underline">
        Go to the start page
      </Link>
    </main>
  );
}
