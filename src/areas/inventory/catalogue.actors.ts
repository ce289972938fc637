// The catalogue calls the inventory screens use (merchant-operations.md section 7, Products and
// Units): the item modal's product picker and quick-create product, the categories it offers, and
// the units of the simple add-item form.
import { api, multipart } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
import type { components, paths } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';

export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type Unit = components['schemas']['Unit'];
type ProductBody = paths['/merchant-products/products/']['post']['requestBody']['content']['multipart/form-data'];

export const CATALOGUE_TEXT = {
  productsFailed: 'Failed to load products.',
  productSaveFailed: 'Failed to create the product.',
  categoriesFailed: 'Failed to load categories.',
  unitsFailed: 'Failed to load units.',
} as const;

export const PICKER_PAGE_SIZE = 20;

/** The product picker's search: page 1 of the products matching the text. */
export async function fetchProductPage({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<Product>> {
  const { data, error, response } = await api.GET('/merchant-products/products/', {
    params: { query: { search: query.trim(), page: 1, page_size: PICKER_PAGE_SIZE } },
    signal,
  });
  if (!data) throw new ApiError(response.status, error, CATALOGUE_TEXT.productsFailed);
  return toListPage<Product>(data);
}

export interface QuickProduct {
  product_name: string;
  sku: string;
  category: string;
  base_price: string;
}

/** Quick-create: the product with status ACT (multipart, as the product form sends it). */
export async function createQuickProduct(values: QuickProduct): Promise<Product> {
  const body = {
    product_name: values.product_name.trim(),
    ...(values.sku.trim() ? { sku: values.sku.trim() } : {}),
    category: Number(values.category),
    base_price: Number(values.base_price),
    status: 'ACT',
  } as ProductBody;
  const { data, error } = await api.POST('/merchant-products/products/', { ...multipart(body) });
  if (!data) throw saveFailure(error, CATALOGUE_TEXT.productSaveFailed);
  return data;
}

export async function fetchCategoryPage(_q: ListQuery, signal?: AbortSignal): Promise<ListPage<Category>> {
  const { data, error, response } = await api.GET('/merchant-products/categories/', { params: { query: { page_size: 1000 } }, signal });
  if (!data) throw new ApiError(response.status, error, CATALOGUE_TEXT.categoriesFailed);
  return toListPage<Category>(data);
}

export async function fetchUnitPage(_q: ListQuery, signal?: AbortSignal): Promise<ListPage<Unit>> {
  const { data, error, response } = await api.GET('/merchant-products/units/', { signal });
  if (!data) throw new ApiError(response.status, error, CATALOGUE_TEXT.unitsFailed);
  return toListPage<Unit>(data);
}
