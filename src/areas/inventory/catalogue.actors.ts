// The catalogue calls the inventory screens use (merchant-operations.md section 7, Products and
// Units): the item modal's product picker and quick-create product, the categories it offers, and
// the units of the simple add-item form.
import { api, multipart } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components, paths } from '../../api/schema';
import type { QuickProduct } from '../../machines/inventory/quick-product.machine';
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
  const call = api.GET('/merchant-products/products/', { params: { query: { search: query.trim(), page: 1, page_size: PICKER_PAGE_SIZE } }, signal });
  return toListPage<Product>(await dataOf(call, CATALOGUE_TEXT.productsFailed));
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
  return dataOf(api.POST('/merchant-products/products/', { ...multipart(body) }), CATALOGUE_TEXT.productSaveFailed);
}

export async function fetchCategoryPage(_q: ListQuery, signal?: AbortSignal): Promise<ListPage<Category>> {
  return toListPage<Category>(await dataOf(api.GET('/merchant-products/categories/', { params: { query: { page_size: 1000 } }, signal }), CATALOGUE_TEXT.categoriesFailed));
}

export async function fetchUnitPage(_q: ListQuery, signal?: AbortSignal): Promise<ListPage<Unit>> {
  return toListPage<Unit>(await dataOf(api.GET('/merchant-products/units/', { signal }), CATALOGUE_TEXT.unitsFailed));
}
