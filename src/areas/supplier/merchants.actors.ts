// The supplier's merchant calls (platform.md section 7) as promises for the machines' actors: they
// resolve with data shaped for the screens and reject with an ApiError (its message per the
// error rule), or with `{fieldErrors, message}` for the form saves.
import { api, multipart } from '../../api/client';
import { ApiError, saveFailure } from '../../api/errors';
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
  const { data, error, response } = await api.GET('/merchants/list-merchants/', { signal });
  if (!data) throw new ApiError(response.status, error, LIST_FAILED);
  return toListPage<Merchant>(data);
}

/** Sends the toggle's new value; HTTP 200 answers the merchant. */
export async function setMerchantStatus({ id, isActive }: MerchantToggleInput): Promise<Merchant> {
  const { data, error, response } = await api.PUT('/merchants/update-merchant-status/{id}', { params: { path: { id } }, body: { is_active: isActive } });
  if (!data) throw new ApiError(response.status, error, TOGGLE_MESSAGES.failed);
  return data;
}

export async function deleteMerchant(id: number): Promise<void> {
  const { error, response } = await api.DELETE('/merchants/{id}/', { params: { path: { id } } });
  if (!response.ok) throw new ApiError(response.status, error, DELETE_MESSAGES.failed);
}

/** POST /merchants/add-merchant/ as multipart; rejects with `{fieldErrors, message}`. */
export async function createMerchant(body: NewMerchant): Promise<MerchantDetail> {
  const { data, error } = await api.POST('/merchants/add-merchant/', { ...multipart(body as unknown as AddMerchantBody) });
  if (!data) throw saveFailure(error, CREATE_MESSAGES.tryAgain);
  return data;
}

export async function loadMerchant(id: number): Promise<MerchantDetail> {
  const { data, error, response } = await api.GET('/merchants/merchant-detail/{id}', { params: { path: { id } } });
  if (!data) throw new ApiError(response.status, error, DETAIL_MESSAGES.loadFailed);
  return data;
}

/** PUT /merchants/update-merchant/{id} with the whole object; rejects with `{fieldErrors, message}`. */
export async function saveMerchant(id: number, body: MerchantUpdate): Promise<MerchantDetail> {
  const { data, error } = await api.PUT('/merchants/update-merchant/{id}', { params: { path: { id } }, body });
  if (!data) throw saveFailure(error, DETAIL_MESSAGES.failed);
  return data;
}
