// The product form's calls (platform.md section 7) as promises for its machines' actors: they
// resolve with data shaped for the screen and reject with an ApiError (its message per the error
// rule, and `fieldErrors`, which the forms show by their fields).
import type { PricedItem } from '../../machines/price-edit.machine';
import { OFFER_PRICE_MESSAGES, offerPriceItem } from '../../machines/merchant/offer-price';
import { api, toFormData } from '../../api/client';
import type { components } from '../../api/schema';
import { dataOf, doneOf } from '../../api/errors';
import { uploadCall } from '../../api/upload';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { UNIT_MESSAGES, type Unit, type UnitBody } from '../../machines/merchant/create-unit.machine';
import { NEW_SUPPLIER_MESSAGES, type MerchantSupplier, type NewSupplierBody } from '../../machines/merchant/new-supplier.machine';
import { CHOICES_MESSAGES, type ProductChoices, type ProductChoicesApi } from '../../machines/merchant/product-choices.machine';
import { OFFER_MESSAGES, type Offer, type SupplierOffersApi, type SupplierOption } from '../../machines/merchant/supplier-offers.machine';
import { PRODUCT_MESSAGES, type Product, type SaveProductInput } from '../../machines/merchant/product-form.machine';

type MerchantSupplierInput = components['schemas']['MerchantSupplierInput'];

/** Enough categories for the form's select (the list is paged). */
const ALL_CATEGORIES = 1000;
/** The spec's offers page size. */
const OFFERS_PAGE_SIZE = 500;

export function loadProduct(id: number): Promise<Product> {
  return dataOf(api.GET('/merchant-products/products/{id}/', { params: { path: { id } } }), PRODUCT_MESSAGES.loadFailed);
}

/** POST (create) or PUT (edit) the multipart form with upload progress; a 400 or 413 rejects with the fields' errors. */
export function saveProduct({ id, body, onProgress }: SaveProductInput): Promise<Product> {
  const path = id === null ? '/merchant-products/products/' : `/merchant-products/products/${id}/`;
  return dataOf(uploadCall<Product>({ method: id === null ? 'POST' : 'PUT', path, body: toFormData(body), onProgress }), PRODUCT_MESSAGES.saveFailed);
}

export const productChoicesApi: ProductChoicesApi = {
  async loadChoices(): Promise<ProductChoices> {
    const failed = CHOICES_MESSAGES.loadFailed;
    const [categories, units, taxes] = await Promise.all([
      dataOf(api.GET('/merchant-products/categories/', { params: { query: { page_size: ALL_CATEGORIES } } }), failed),
      dataOf(api.GET('/merchant-products/units/'), failed),
      dataOf(api.GET('/merchant-products/taxes/'), failed),
    ]);
    return { categories: toListPage(categories).rows, units, taxes };
  },

  createUnit(body: UnitBody): Promise<Unit> {
    return dataOf(api.POST('/merchant-products/units/', { body }), UNIT_MESSAGES.createFailed);
  },
};

/** PATCH an off-system offer's own price (null clears it); answers it as the price edit's item. */
export async function setOfferPrice({ id, price }: { id: number; price: number | null }): Promise<PricedItem> {
  return offerPriceItem(await dataOf(api.PATCH('/merchant-products/offers/{id}/', { params: { path: { id } }, body: { price } }), OFFER_PRICE_MESSAGES.failed));
}

export const supplierOffersApi: SupplierOffersApi = {
  loadOffers(productId: number): Promise<Offer[]> {
    return dataOf(api.GET('/merchant-products/offers/', { params: { query: { product: productId, page_size: OFFERS_PAGE_SIZE } } }), OFFER_MESSAGES.loadFailed);
  },

  addOffer(productId: number, supplierId: number): Promise<Offer> {
    const body = { product_id: productId, supplier_id: supplierId, is_active: true, is_preferred: false };
    return dataOf(api.POST('/merchant-products/offers/', { body }), OFFER_MESSAGES.addFailed);
  },

  setPreferred(offerId: number): Promise<Offer> {
    return dataOf(api.POST('/merchant-products/offers/{id}/set_preferred/', { params: { path: { id: offerId } } }), OFFER_MESSAGES.preferFailed);
  },

  /** Deletes every offer of the supplier on the product; resolves with how many there were. */
  async removeSupplier(productId: number, supplierId: number): Promise<number> {
    const failed = OFFER_MESSAGES.removeFailed;
    const offers = await dataOf(api.GET('/merchant-products/offers/', { params: { query: { product: productId, supplier: supplierId, page_size: OFFERS_PAGE_SIZE } } }), failed);
    for (const offer of offers) await doneOf(api.DELETE('/merchant-products/offers/{id}/', { params: { path: { id: offer.id } } }), failed);
    return offers.length;
  },

  async searchSuppliers({ query, pageSize }: ListQuery, signal: AbortSignal): Promise<ListPage<SupplierOption>> {
    const page = toListPage(await dataOf(api.GET('/merchant-products/suppliers/', { params: { query: { q: query.trim(), page_size: pageSize } }, signal }), 'Failed to search suppliers.'));
    return { rows: page.rows.map(({ id, name }) => ({ id, name })), count: page.count };
  },

  createSupplier(body: NewSupplierBody): Promise<MerchantSupplier> {
    // The generated type lists the fields with a default as present; the server fills them in.
    return dataOf(api.POST('/merchant-products/suppliers/', { body: body as MerchantSupplierInput }), NEW_SUPPLIER_MESSAGES.createFailed);
  },
};
