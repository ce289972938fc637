// Test helper for the merchant catalogue screens: their paths with their screens (the product form
// routes as stubs), and the msw API of test/msw/merchant-catalogue.ts. Not app code.
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createCatalogueDb, merchantCatalogueHandlers } from './msw/merchant-catalogue';
import { renderScreensAt, setupMswApi } from './screens';
import type { Role } from '../src/lib/roles';
import { CategoriesScreen } from '../src/areas/merchant/categories';
import { ProductListScreen } from '../src/areas/merchant/product-list';
import { SupplierCatalogScreen } from '../src/areas/merchant/supplier-catalog';
import { SupplierFormScreen } from '../src/areas/merchant/supplier-form';
import { SuppliersListScreen } from '../src/areas/merchant/suppliers-list';
import { TaxesScreen } from '../src/areas/merchant/taxes';
import { UnitsScreen } from '../src/areas/merchant/units';

const useId = () => Number((useParams({ strict: false }) as { id: string }).id);

const PRODUCT_FORMS = ['/merchant/products/create', '/merchant/products/$id'];

/** Renders the catalogue screens at `path`; paths in `stub` (and the product form routes) render a placeholder. */
export function renderCatalogueAt(path: string, stub: string[] = [], role?: Role) {
  const screens: Record<string, () => ReactNode> = {
    '/merchant/products': () => <ProductListScreen />,
    '/merchant/products/create': () => null,
    '/merchant/products/$id': () => null,
    '/merchant/products/units': () => <UnitsScreen />,
    '/merchant/products/taxes': () => <TaxesScreen />,
    '/merchant/categories': () => <CategoriesScreen />,
    '/merchant/categories/create': () => <CategoriesScreen editing="new" />,
    '/merchant/categories/$id': function CategoryAt() {
      return <CategoriesScreen editing={useId()} />;
    },
    '/merchant/suppliers': () => <SuppliersListScreen />,
    '/merchant/suppliers/create': () => <SupplierFormScreen />,
    '/merchant/suppliers/$id': function SupplierAt() {
      const id = useId();
      return <SupplierFormScreen key={id} id={id} />;
    },
    '/merchant/suppliers/$id/catalog': function CatalogAt() {
      const id = useId();
      return <SupplierCatalogScreen key={id} supplierId={id} />;
    },
  };
  return renderScreensAt(screens, path, [...PRODUCT_FORMS, ...stub], role);
}

export const setupCatalogueApi = () => setupMswApi(createCatalogueDb, merchantCatalogueHandlers);
