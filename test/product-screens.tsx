// The product form's screens in a test router (create, edit, and a stub of the products list),
// with the msw fake of the product calls. Shared by the screen tests and the flow model.
import { useRouterState } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ProductFormScreen } from '../src/areas/merchant/product-form';
import { createMerchantProductsDb, merchantProductsHandlers } from './msw/merchant-products';
import { renderScreensAt, setupMswApi } from './screens';
import type { Role } from '../src/lib/roles';

/** The msw server of a test file, with a fresh store per test. */
export const setupProductsApi = () => setupMswApi(createMerchantProductsDb, merchantProductsHandlers);

/** The test router has no typed params: the edit screen reads its id from the path. */
function EditScreen() {
  const id = useRouterState({ select: (s) => s.location.pathname.split('/').pop() });
  return <ProductFormScreen key={id} productId={Number(id)} />;
}

/** Renders the product screens at `path` (as a member with `role`: an owner's without), with a user to drive them. */
export function renderProductsAt(path: string, role?: Role) {
  const { router } = renderScreensAt(
    { '/merchant/products/create': () => <ProductFormScreen />, '/merchant/products/$id': () => <EditScreen />, '/merchant/products': () => null },
    path,
    ['/merchant/products'],
    role,
  );
  return { router, user: userEvent.setup() };
}

/** jsdom has no object URLs (image previews): each file gets `blob:preview-N`. Call in a beforeEach. */
export function stubObjectUrls() {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++made}`);
  URL.revokeObjectURL = vi.fn();
}
