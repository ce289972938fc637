// The product form's calls (platform.md section 7) as promises for its machines' actors: they
// resolve with data shaped for the screen and reject with an ApiError (its message per the error
// rule), or with `{fieldErrors, message}` for the product save.
import { api, toFormData } from '../../api/client';
import type { components } from '../../api/schema';
import { ApiError, saveFailure } from '../../api/errors';
import { uploadWithProgress } from '../../api/upload';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { UNIT_MESSAGES, type Unit, type UnitBody } from '../../machines/merchant/create-unit.machine';
import { NEW_SUPPLIER_MESSAGES, type MerchantSupplier, type NewSupplierBody } from '../../machines/merchant/new-supplier.machine';
import { CHOICES_MESSAGES, type ProductChoices, type ProductChoicesApi } from '../../machines/merchant/product-choices.machine';
import { OFFER_MESSAGES, type Offer, type SupplierOffersApi, type SupplierOption } from '../../machines/merchant/supplier-offers.machine';
import { PRODUCT_MESSAGES, type Product, type SaveProductInput } from '../../machines/product-form.machine';

type MerchantSupplierInput = components['schemas']['MerchantSupplierInput'];

/** Enough categories for the form's select (the list is paged). */
const ALL_CATEGORIES = 1000;
/** The spec's offers page size. */
const OFFERS_PAGE_SIZE = 500;

export async function loadProduct(id: number): Promise<Product> {
  const { data, error, response } = await api.GET('/merchant-products/products/{id}/', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, PRODUCT_MESSAGES.loadFailed);
  return data;
}

/** POST (create) or PUT (edit) the multipart form with upload progress; rejects with `{fieldErrors, message}`. */
export async function saveProduct({ id, body, onProgress }: SaveProductInput): Promise<Product> {
  const path = id === null ? '/merchant-products/products/' : `/merchant-products/products/${id}/`;
  const { status, data } = await uploadWithProgress<Product>({ method: id === null ? 'POST' : 'PUT', path, body: toFormData(body), onProgress });
  if (status < 200 || status >= 300 || !data) throw saveFailure(data, status === 413 ? 'File too large. Max 5.0MB.' : PRODUCT_MESSAGES.saveFailed);
  return data;
}

export const productChoicesApi: ProductChoicesApi = {
  async loadChoices(): Promise<ProductChoices> {
    const [categories, units, taxes] = await Promise.all([
      api.GET('/merchant-products/categories/', { params: { query: { page_size: ALL_CATEGORIES } } }),
      api.GET('/merchant-products/units/'),
      api.GET('/merchant-products/taxes/'),
    ]);
    for (const answer of [categories, units, taxes]) if (!answer.data) throw new ApiError(answer.response.status, answer.error, CHOICES_MESSAGES.loadFailed);
    return { categories: toListPage(categories.data!).rows, units: units.data!, taxes: taxes.data! };
  },

  async createUnit(body: UnitBody): Promise<Unit> {
    const { data, error, response } = await api.POST('/merchant-products/units/', { body });
    if (!data) throw response.status === 400 ? saveFailure(error, UNIT_MESSAGES.createFailed) : new ApiError(response.status, error, UNIT_MESSAGES.createFailed);
    return data;
  },
};

export const supplierOffersApi: SupplierOffersApi = {
  async loadOffers(productId: number): Promise<Offer[]> {
    const { data, error, response } = await api.GET('/merchant-products/offers/', { params: { query: { product: productId, page_size: OFFERS_PAGE_SIZE } } });
    if (!data) throw new ApiError(response.status, error, OFFER_MESSAGES.loadFailed);
    return data;
  },

  async addOffer(productId: number, supplierId: number): Promise<Offer> {
    const { data, error, response } = await api.POST('/merchant-products/offers/', {
      body: { product_id: productId, supplier_id: supplierId, is_active: true, is_preferred: false },
    });
    if (!data) throw new ApiError(response.status, error, OFFER_MESSAGES.addFailed);
    return data;
  },

  async setPreferred(offerId: number): Promise<Offer> {
    const { data, error, response } = await api.POST('/merchant-products/offers/{id}/set_preferred/', { params: { path: { id: offerId } } });
    if (!data) throw new ApiError(response.status, error, OFFER_MESSAGES.preferFailed);
    return data;
  },

  /** Deletes every offer of the supplier on the product; resolves with how many there were. */
  async removeSupplier(productId: number, supplierId: number): Promise<number> {
    const { data, error, response } = await api.GET('/merchant-products/offers/', {
      params: { query: { product: productId, supplier: supplierId, page_size: OFFERS_PAGE_SIZE } },
    });
    if (!data) throw new ApiError(response.status, error, OFFER_MESSAGES.removeFailed);
    for (const offer of data) {
      const { response: deleted, error: deleteError } = await api.DELETE('/merchant-products/offers/{id}/', { params: { path: { id: offer.id } } });
      if (!deleted.ok) throw new ApiError(deleted.status, deleteError, OFFER_MESSAGES.removeFailed);
    }
    return data.length;
  },

  async searchSuppliers({ query, pageSize }: ListQuery, signal: AbortSignal): Promise<ListPage<SupplierOption>> {
    const { data, error, response } = await api.GET('/merchant-products/suppliers/', { params: { query: { q: query.trim(), page_size: pageSize } }, signal });
    if (!data) throw new ApiError(response.status, error, 'Failed to search suppliers.');
    const page = toListPage(data);
    return { rows: page.rows.map(({ id, name }) => ({ id, name })), count: page.count };
  },

  async createSupplier(body: NewSupplierBody): Promise<MerchantSupplier> {
    // The generated type lists the fields with a default as present; the server fills them in.
    const { data, error, response } = await api.POST('/merchant-products/suppliers/', { body: body as MerchantSupplierInput });
    if (!data) throw response.status === 400 ? saveFailure(error, NEW_SUPPLIER_MESSAGES.createFailed) : new ApiError(response.status, error, NEW_SUPPLIER_MESSAGES.createFailed);
    return data;
  },
};
