// Test helper for the supplier screens: their /supplier paths with their screens, and the msw API
// of test/msw/supplier-area.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Role } from '../src/lib/roles';
import { CatalogDetailScreen } from '../src/areas/supplier/catalog-detail';
import { CatalogsListScreen } from '../src/areas/supplier/catalogs-list';
import { CreateCatalogScreen } from '../src/areas/supplier/create-catalog';
import { CreateMerchantScreen } from '../src/areas/supplier/create-merchant';
import { MerchantDetailsScreen } from '../src/areas/supplier/merchant-details';
import { MerchantsListScreen } from '../src/areas/supplier/merchants-list';
import { OrderDetailScreen } from '../src/areas/supplier/order-detail';
import { OrdersInboxScreen } from '../src/areas/supplier/orders-inbox';
import { ProductsListScreen } from '../src/areas/supplier/products-list';
import { ConnectionsScreen } from '../src/areas/supplier/connections';
import { SettingsScreen } from '../src/areas/supplier/settings';
import { createSupplierDb, supplierHandlers } from './msw/supplier-area';
import { renderScreensAt, setupMswApi } from './screens';

const useNumberParam = (name: string) => Number((useParams({ strict: false }) as Record<string, string>)[name]);

/** Renders the supplier screens at `path` (as a member with `role`, an owner by default); paths in `stub` render a placeholder instead. */
export function renderSupplierAt(path: string, stub: string[] = [], role?: Role) {
  const screens: Record<string, () => ReactNode> = {
    '/supplier': () => <OrdersInboxScreen home />,
    '/supplier/orders': () => <OrdersInboxScreen />,
    '/supplier/orders/$orderId': function OrderAt() {
      const id = useNumberParam('orderId');
      return <OrderDetailScreen key={id} orderId={id} />;
    },
    '/supplier/products': () => <ProductsListScreen />,
    '/supplier/merchants': () => <MerchantsListScreen />,
    '/supplier/connections': () => <ConnectionsScreen />,
    '/supplier/settings': () => <SettingsScreen />,
    '/supplier/merchants/create': () => <CreateMerchantScreen />,
    '/supplier/merchants/merchant-detail/$id': function MerchantAt() {
      const id = useNumberParam('id');
      return <MerchantDetailsScreen key={id} merchantId={id} />;
    },
    '/supplier/catalogs': () => <CatalogsListScreen />,
    '/supplier/catalogs/create': () => <CreateCatalogScreen />,
    '/supplier/catalogs/catalog-detail/$catalogId': function CatalogAt() {
      const id = useNumberParam('catalogId');
      return <CatalogDetailScreen key={id} catalogId={id} />;
    },
  };
  return renderScreensAt(screens, path, stub, role);
}

export const setupSupplierApi = () => setupMswApi(createSupplierDb, supplierHandlers);
