// The real Place Orders screen alone, for bench/place-orders-filter.mjs: its API is the bench's
// small server (5,000 inventory items), so only the screen's own work is measured.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { PlaceOrdersScreen } from '../../src/areas/purchasing/place-orders';
import { ToastProvider } from '../../src/ui/toasts';
import '../../src/styles.css';

const root = createRootRoute({
  component: () => (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  ),
});
const screen = createRoute({ getParentRoute: () => root, path: '/merchant/purchasing/place-order', component: PlaceOrdersScreen });
const router = createRouter({ routeTree: root.addChildren([screen]), history: createMemoryHistory({ initialEntries: ['/merchant/purchasing/place-order'] }) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
createRoot(document.getElementById('root')!).render(<RouterProvider router={router as any} />);
