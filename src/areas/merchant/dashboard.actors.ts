// The merchant dashboard's counts (merchant-operations.md section 2): each paged list asked for one
// row, read for its count.
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';

export type CatalogueCounts = { products: number; categories: number; suppliers: number };

export const DASHBOARD_MESSAGES = { loadFailed: 'Failed to load the dashboard.' } as const;

export async function loadCatalogueCounts(signal?: AbortSignal): Promise<CatalogueCounts> {
  const [products, categories, suppliers] = await Promise.all([
    api.GET('/merchant-products/products/', { params: { query: { limit: 1, offset: 0 } }, signal }),
    api.GET('/merchant-products/categories/', { params: { query: { page: 1, page_size: 1 } }, signal }),
    api.GET('/merchant-products/suppliers/', { params: { query: { page: 1, page_size: 1 } }, signal }),
  ]);
  for (const answer of [products, categories, suppliers]) {
    if (!answer.data) throw new ApiError(answer.response.status, answer.error, DASHBOARD_MESSAGES.loadFailed);
  }
  return { products: products.data!.count, categories: categories.data!.count, suppliers: suppliers.data!.count };
}
