// The supplier's catalog calls (platform.md section 7, docs/decisions.md: the assignment calls)
// as promises for the machines' actors.
import { api, toFormData } from '../../api/client';
import { dataOf } from '../../api/errors';
import { uploadCall } from '../../api/upload';
import { toListPage, type ListPage } from '../../machines/list.machine';
import type { Assignable, AssignmentChange } from '../../machines/supplier/catalog-assignments.machine';
import { MESSAGES as FORM_MESSAGES, type Catalog, type SaveCatalogInput } from '../../machines/supplier/catalog-form.machine';
import type { PricedItem } from '../../machines/price-edit.machine';
import { catalogPriceItem, PRICE_MESSAGES, type CatalogPriceChange } from '../../machines/supplier/catalog-price';
import { fetchMerchantPage } from './merchants.actors';
import { fetchProductPage } from './products.actors';

export type { Catalog };

export const LIST_FAILED = 'Failed to load catalogs.';
export const LOAD_FAILED = 'Failed to load catalog.';

/** The list machine's fetchPage: every catalog on one page (the API does not page catalogs). */
export async function fetchCatalogPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Catalog>> {
  return toListPage<Catalog>(await dataOf(api.GET('/catalogs/list-catalogs/', { signal }), LIST_FAILED));
}

export const loadCatalog = (id: number): Promise<Catalog> => dataOf(api.GET('/catalogs/catalog-detail/{catalogId}', { params: { path: { catalogId: id } } }), LOAD_FAILED);

/** A create (POST) or an update (PATCH) as multipart with upload progress; rejects with an ApiError (its `fieldErrors`, `message`). */
export function saveCatalog({ id, body, onProgress }: SaveCatalogInput): Promise<Catalog> {
  const upload = uploadCall<Catalog>({
    method: id === null ? 'POST' : 'PATCH',
    path: id === null ? '/catalogs/add-catalog/' : `/catalogs/update-catalog/${id}`,
    body: toFormData({ ...body }),
    onProgress,
  });
  return dataOf(upload, FORM_MESSAGES.tryAgain);
}

// The largest page the API gives: a supplier's whole product range, for the 'Add product' choice.
const ALL_PRODUCTS = 1000;

/** The supplier's merchants, as choices to assign. */
export async function listMerchantChoices(): Promise<Assignable[]> {
  return (await fetchMerchantPage()).rows.map((m) => ({ id: m.id, name: m.merchant_name }));
}

/** The supplier's products, as choices to assign ('name (SKU)'). */
export async function listProductChoices(): Promise<Assignable[]> {
  return (await fetchProductPage({ query: '', page: 1, pageSize: ALL_PRODUCTS })).rows.map((p) => ({ id: p.id, name: `${p.name} (${p.sku})` }));
}

type Kind = 'merchants' | 'products';

async function changeAssignment(kind: Kind, method: 'add' | 'remove', { catalogId, id, price }: AssignmentChange, fallback: string): Promise<Assignable[]> {
  const path = { catalogId };
  const call =
    kind === 'merchants'
      ? method === 'add'
        ? api.POST('/catalogs/{catalogId}/merchants/', { params: { path }, body: { merchant_id: id } })
        : api.DELETE('/catalogs/{catalogId}/merchants/{merchant_id}/', { params: { path: { ...path, merchant_id: id } } })
      : method === 'add'
        ? api.POST('/catalogs/{catalogId}/products/', { params: { path }, body: { product_id: id, ...(price != null ? { price } : {}) } })
        : api.DELETE('/catalogs/{catalogId}/products/{product_id}/', { params: { path: { ...path, product_id: id } } });
  return (await dataOf(call, fallback))[kind];
}

/** Sets a product's price in a catalog (null: back to its list price); answers the product as the catalog now has it. */
export async function saveCatalogPrice({ catalogId, productId, price }: CatalogPriceChange): Promise<PricedItem> {
  const catalog = await dataOf(api.PATCH('/catalogs/{catalogId}/products/{product_id}/', { params: { path: { catalogId, product_id: productId } }, body: { price } }), PRICE_MESSAGES.failed);
  const product = catalog.products.find((p) => p.id === productId);
  if (!product) throw new Error(PRICE_MESSAGES.failed);
  return catalogPriceItem(product);
}

export const assignmentCalls = (kind: Kind, texts: { addFailed: string; removeFailed: string }) => ({
  add: (change: AssignmentChange) => changeAssignment(kind, 'add', change, texts.addFailed),
  remove: (change: AssignmentChange) => changeAssignment(kind, 'remove', change, texts.removeFailed),
});
