// The merchant dashboard's counts (merchant-operations.md section 2): each paged list asked for one
// row, read for its count.
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';

export type CatalogueCounts = { products: number; categories: number; suppliers: number };

export const DASHBOARD_MESSAGES = { loadFailed: 'Failed to load the dashboard.' } as const;

export async function loadCatalogueCounts(signal?: AbortSignal): Promise<CatalogueCounts> {
  const failed = DASHBOARD_MESSAGES.loadFailed;
  const [products, categories, suppliers] = await Promise.all([
    dataOf(api.GET('/merchant-products/products/', { params: { query: { limit: 1, offset: 0 } }, signal }), failed),
    dataOf(api.GET('/merchant-products/categories/', { params: { query: { page: 1, page_size: 1 } }, signal }), failed),
    dataOf(api.GET('/merchant-products/suppliers/', { params: { query: { page: 1, page_size: 1 } }, signal }), failed),
  ]);
  return { products: products.count, categories: categories.count, suppliers: suppliers.count };
}
