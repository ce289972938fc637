// The supplier's merchant calls (platform.md section 7) as promises for the machines' actors: they
// resolve with data shaped for the screens and reject with an ApiError (its message per the
// error rule, and the `fieldErrors` the form saves show).
import { api, multipart } from '../../api/client';
import { dataOf, doneOf } from '../../api/errors';
import type { components, paths } from '../../api/schema';
import { toListPage, type ListPage } from '../../machines/list.machine';
import { MESSAGES as CREATE_MESSAGES, type NewMerchant } from '../../machines/supplier/create-merchant.machine';
import { MESSAGES as DELETE_MESSAGES } from '../../machines/supplier/merchant-delete.machine';
import { MESSAGES as DETAIL_MESSAGES, type MerchantDetail, type MerchantUpdate } from '../../machines/supplier/merchant-details.machine';
import { MESSAGES as TOGGLE_MESSAGES, type MerchantToggleInput } from '../../machines/supplier/merchant-toggle.machine';

export type Merchant = components['schemas']['Merchant'];
/** The contract types the multipart fields as JSON values; the form sends strings and a File. */
type AddMerchantBody = paths['/merchants/add-merchant/']['post']['requestBody']['content']['multipart/form-data'];

export const LIST_FAILED = 'Failed to load merchants.';

/** The list machine's fetchPage: every merchant on one page (the API does not page merchants). */
export async function fetchMerchantPage(_query?: unknown, signal?: AbortSignal): Promise<ListPage<Merchant>> {
  return toListPage<Merchant>(await dataOf(api.GET('/merchants/list-merchants/', { signal }), LIST_FAILED));
}

/** Sends the toggle's new value; HTTP 200 answers the merchant. */
export const setMerchantStatus = ({ id, isActive }: MerchantToggleInput): Promise<Merchant> =>
  dataOf(api.PUT('/merchants/update-merchant-status/{id}', { params: { path: { id } }, body: { is_active: isActive } }), TOGGLE_MESSAGES.failed);

export const deleteMerchant = (id: number): Promise<void> => doneOf(api.DELETE('/merchants/{id}/', { params: { path: { id } } }), DELETE_MESSAGES.failed);

/** POST /merchants/add-merchant/ as multipart. */
export const createMerchant = (body: NewMerchant): Promise<MerchantDetail> =>
  dataOf(api.POST('/merchants/add-merchant/', { ...multipart(body as unknown as AddMerchantBody) }), CREATE_MESSAGES.tryAgain);

export const loadMerchant = (id: number): Promise<MerchantDetail> => dataOf(api.GET('/merchants/merchant-detail/{id}', { params: { path: { id } } }), DETAIL_MESSAGES.loadFailed);

/** PUT /merchants/update-merchant/{id} with the whole object. */
export const saveMerchant = (id: number, body: MerchantUpdate): Promise<MerchantDetail> =>
  dataOf(api.PUT('/merchants/update-merchant/{id}', { params: { path: { id } }, body }), DETAIL_MESSAGES.failed);
