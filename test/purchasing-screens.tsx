// Test helper for the purchasing screens: their /merchant paths with their screens, and the msw API
// of test/msw/purchasing.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role } from '../src/lib/roles';
import { PurchaseOrderDetailScreen } from '../src/areas/purchasing/order-detail';
import { OrdersHistoryScreen } from '../src/areas/purchasing/orders-history';
import { PlaceOrdersScreen } from '../src/areas/purchasing/place-orders';
import { MerchantHome } from '../src/routes/-components/merchant-home';
import { createPurchasingDb, purchasingHandlers } from './msw/purchasing';
import { renderScreensAt, setupMswApi } from './screens';

/** Renders the purchasing screens at `path` (as a member with `role`, an owner by default); paths in `stub` render a placeholder instead. */
export function renderPurchasingAt(path: string, stub: string[] = [], role?: Role) {
  const screens: Record<string, () => ReactNode> = {
    '/merchant': () => <MerchantHome />,
    '/merchant/purchasing/place-order': () => <PlaceOrdersScreen />,
    '/merchant/purchasing/orders': () => <OrdersHistoryScreen />,
    '/merchant/purchasing/orders-history': () => <OrdersHistoryScreen />,
    '/merchant/purchasing/orders-history/$id': function OrderAt() {
      const id = Number((useParams({ strict: false }) as Record<string, string>).id);
      return <PurchaseOrderDetailScreen key={id} orderId={id} />;
    },
  };
  return renderScreensAt(screens, path, stub, role);
}

export const setupPurchasingApi = () => setupMswApi(createPurchasingDb, purchasingHandlers);
