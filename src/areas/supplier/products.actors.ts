// The supplier's product calls (docs/decisions.md) as promises for the machines' actors.
import { api, toFormData } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import { uploadWithProgress } from '../../api/upload';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { MESSAGES as FORM_MESSAGES, type SaveProductInput, type SupplierProduct } from '../../machines/supplier/product-form.machine';

export type { SupplierProduct };

export const LIST_FAILED = 'Failed to load products.';
export const LOAD_FAILED = 'Failed to load product.';
export const DELETE_FAILED = 'Failed to delete product.';

/** The list machine's fetchPage: one page by limit/offset, searched by name or SKU. */
export async function fetchProductPage({ query, page, pageSize }: Pick<ListQuery, 'query' | 'page' | 'pageSize'>, signal?: AbortSignal): Promise<ListPage<SupplierProduct>> {
  const { data, error, response } = await api.GET('/supplier-products/products/', {
    params: { query: { search: query.trim() || undefined, limit: pageSize, offset: (page - 1) * pageSize } },
    signal,
  });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<SupplierProduct>(data);
}

export async function loadProduct(id: number): Promise<SupplierProduct> {
  const { data, error, response } = await api.GET('/supplier-products/products/{id}/', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, LOAD_FAILED);
  return data;
}

/** A create (POST) or an update (PUT) as multipart with upload progress; rejects with `{fieldErrors, message}`. */
export async function saveProduct({ id, body, onProgress }: SaveProductInput): Promise<SupplierProduct> {
  const { status, data } = await uploadWithProgress<SupplierProduct>({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/supplier-products/products/' : `/supplier-products/products/${id}/`,
    body: toFormData({ ...body }),
    onProgress,
  });
  if (status < 200 || status >= 300 || !data) throw saveFailure(data, FORM_MESSAGES.tryAgain);
  return data;
}

export async function deleteProduct(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/supplier-products/products/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, DELETE_FAILED);
}
