// The products list's calls (platform.md section 7, Merchant products): a page of products by
// limit and offset, searching name and SKU, and the delete.
import { api } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
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
  const params = { ...(search ? { search } : {}), limit: pageSize, offset: (page - 1) * pageSize };
  return toListPage<Product>(await dataOf(api.GET('/merchant-products/products/', { params: { query: params }, signal }), PRODUCT_LIST_MESSAGES.listFailed));
}

export function deleteProduct(id: number): Promise<void> {
  return doneOf(api.DELETE('/merchant-products/products/{id}/', { params: { path: { id } } }), PRODUCT_LIST_MESSAGES.deleteFailed);
}
