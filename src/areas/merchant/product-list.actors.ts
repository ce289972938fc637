// The products list's calls (platform.md section 7, Merchant products): a page of products by
// limit and offset, searching name and SKU, and the delete.
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';

export type Product = components['schemas']['Product'];

export const PRODUCT_LIST_MESSAGES = {
  listFailed: 'Failed to load products.',
  deleted: 'Product deleted.',
  deleteFailed: 'Failed to delete product.',
} as const;

export async function fetchProductPage({ query, page, pageSize }: ListQuery, signal?: AbortSignal): Promise<ListPage<Product>> {
  const search = query.trim();
  const { data, error, response } = await api.GET('/merchant-products/products/', {
    params: { query: { ...(search ? { search } : {}), limit: pageSize, offset: (page - 1) * pageSize } },
    signal,
  });
  if (!data) throw new ApiError(response.status, error, PRODUCT_LIST_MESSAGES.listFailed);
  return toListPage<Product>(data);
}

export async function deleteProduct(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/merchant-products/products/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, PRODUCT_LIST_MESSAGES.deleteFailed);
}
