// A connected supplier's catalog, seen by the merchant (issue 22): opening it (the supplier and the
// first page, where a 409 says it is not connected), its pages, adding an item in one step, and
// the choices the add dialog offers (categories, the merchant's products).
import { api } from '../../api/client';
import { answerOf, dataOf } from '../../api/errors';
import type { ListPage, ListQuery } from '../../machines/list.machine';
import { CATALOG_ADD_MESSAGES, type SupplierCatalogAdd } from '../../machines/merchant/catalog-add.machine';
import { SUPPLIER_CATALOG_MESSAGES, type CatalogOpening, type SupplierCatalogItem } from '../../machines/merchant/supplier-catalog.machine';

export interface Choice {
  id: number;
  name: string;
}

const catalogPage = (supplierId: number, { query, page, pageSize }: ListQuery, signal?: AbortSignal) =>
  api.GET('/merchant-products/suppliers/{id}/catalog/', {
    params: { path: { id: supplierId }, query: { ...(query.trim() ? { search: query.trim() } : {}), limit: pageSize, offset: (page - 1) * pageSize } },
    signal,
  });

/** The supplier's name and terms, and whether its catalog can be seen (409: not connected, with the server's words). */
export async function openSupplierCatalog({ supplierId }: { supplierId: number }): Promise<CatalogOpening> {
  const [supplier, first] = await Promise.all([
    dataOf(api.GET('/merchant-products/suppliers/{id}/', { params: { path: { id: supplierId } } }), SUPPLIER_CATALOG_MESSAGES.openFailed),
    answerOf(catalogPage(supplierId, { query: '', page: 1, pageSize: 1, filters: {} }), SUPPLIER_CATALOG_MESSAGES.openFailed),
  ]);
  if (first.ok) return { kind: 'open', supplierName: supplier.name, terms: supplier.terms };
  if (first.status === 409) return { kind: 'notConnected', supplierName: supplier.name, detail: first.message };
  throw new Error(first.message);
}

/** The list machine's fetchPage for the catalog. */
export const fetchSupplierCatalogPage =
  (supplierId: number) =>
  async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<SupplierCatalogItem>> => {
    const data = await dataOf(catalogPage(supplierId, query, signal), SUPPLIER_CATALOG_MESSAGES.openFailed);
    return { rows: data.results, count: data.count };
  };

export const addFromSupplierCatalog = (supplierId: number) => (body: SupplierCatalogAdd) =>
  dataOf(api.POST('/merchant-products/suppliers/{id}/catalog/add/', { params: { path: { id: supplierId } }, body }), CATALOG_ADD_MESSAGES.failed);

// Every choice on one page: a merchant's categories and products fit in the API's largest page.
const ALL = 1000;

export async function fetchCategoryChoices(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Choice>> {
  const data = await dataOf(api.GET('/merchant-products/categories/', { params: { query: { page: 1, page_size: ALL } }, signal }), 'Failed to load categories.');
  const rows = data.results.filter((c) => c.is_active).map((c) => ({ id: c.id, name: c.category_name }));
  return { rows, count: rows.length };
}

export async function fetchProductChoices(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Choice>> {
  const data = await dataOf(api.GET('/merchant-products/products/', { params: { query: { limit: ALL, offset: 0 } }, signal }), 'Failed to load products.');
  const rows = data.results.map((p) => ({ id: p.id, name: p.sku ? `${p.product_name} (${p.sku})` : p.product_name }));
  return { rows, count: rows.length };
}
