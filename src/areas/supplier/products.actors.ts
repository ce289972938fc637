// The supplier's product calls (docs/decisions.md) as promises for the machines' actors.
import { api, toFormData } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import { uploadCall } from '../../api/upload';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { MESSAGES as FORM_MESSAGES, type SaveProductInput, type SupplierProduct } from '../../machines/supplier/product-form.machine';

export type { SupplierProduct };

export const LIST_FAILED = 'Failed to load products.';
export const LOAD_FAILED = 'Failed to load product.';
export const DELETE_FAILED = 'Failed to delete product.';

/** The list machine's fetchPage: one page by limit/offset, searched by name or SKU. */
export async function fetchProductPage({ query, page, pageSize }: Pick<ListQuery, 'query' | 'page' | 'pageSize'>, signal?: AbortSignal): Promise<ListPage<SupplierProduct>> {
  const call = api.GET('/supplier-products/products/', {
    params: { query: { search: query.trim() || undefined, limit: pageSize, offset: (page - 1) * pageSize } },
    signal,
  });
  return toListPage<SupplierProduct>(await dataOf(call, LIST_FAILED));
}

export const loadProduct = (id: number): Promise<SupplierProduct> => dataOf(api.GET('/supplier-products/products/{id}/', { params: { path: { id } } }), LOAD_FAILED);

/** A create (POST) or an update (PUT) as multipart with upload progress; rejects with an ApiError (its `fieldErrors`, `message`). */
export function saveProduct({ id, body, onProgress }: SaveProductInput): Promise<SupplierProduct> {
  const upload = uploadCall<SupplierProduct>({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/supplier-products/products/' : `/supplier-products/products/${id}/`,
    body: toFormData({ ...body }),
    onProgress,
  });
  return dataOf(upload, FORM_MESSAGES.tryAgain);
}

export const deleteProduct = (id: number): Promise<void> => doneOf(api.DELETE('/supplier-products/products/{id}/', { params: { path: { id } } }), DELETE_FAILED);
