// The merchant supplier calls (merchant-operations.md section 7): a page by q, one supplier, create
// or edit, delete, and the on-system search with link_client, which requests a connection.
import { api } from '../../api/client';
import { answerOf, dataOf, doneOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { SUPPLIER_MESSAGES, supplierBody, type SupplierFormValues } from '../../machines/merchant/supplier-form.machine';
import { CONNECTION_MESSAGES, type ConnectionNow, type ConnectionOutcome, type PartnerChoice } from '../../machines/connections/connection.machine';

export type MerchantSupplier = components['schemas']['MerchantSupplier'];

const LIST_FAILED = 'Failed to load suppliers.';
const SEARCH_FAILED = 'Failed to search suppliers.';

export async function fetchSupplierPage({ query, page, pageSize }: ListQuery, signal?: AbortSignal): Promise<ListPage<MerchantSupplier>> {
  const q = query.trim();
  const data = await dataOf(api.GET('/merchant-products/suppliers/', { params: { query: { ...(q ? { q } : {}), page, page_size: pageSize } }, signal }), LIST_FAILED);
  return toListPage<MerchantSupplier>(data);
}

const text = (v: string | null) => v ?? '';
const amount = (v: number | null) => (v === null ? '' : String(v));

export const supplierValues = (s: MerchantSupplier, terms: SupplierFormValues['terms'] = null): SupplierFormValues => ({
  id: s.id,
  name: s.name,
  account_manager: text(s.account_manager),
  email: text(s.email),
  phone: text(s.phone),
  alt_phone: text(s.alt_phone),
  notes: text(s.notes),
  timezone: s.timezone,
  default_min_order_qty: amount(s.default_min_order_qty),
  default_lead_time_days: amount(s.default_lead_time_days),
  is_active: s.is_active,
  supports_pickup: s.supports_pickup,
  supports_shop_in_store: s.supports_shop_in_store,
  shop_in_store_notes: text(s.shop_in_store_notes),
  relationship_status: s.relationship_status,
  connection: s.connection,
  supplier_client: s.supplier_client,
  supplier_client_name: s.supplier_client_name,
  terms,
});

export async function loadSupplier(id: number): Promise<SupplierFormValues> {
  const supplier = await dataOf(api.GET('/merchant-products/suppliers/{id}/', { params: { path: { id } } }), SUPPLIER_MESSAGES.loadFailed);
  return supplierValues(supplier, supplier.terms);
}

/** POST a new supplier, or PATCH one with an id; rejects with `{fieldErrors, message}`. */
export async function saveSupplier(values: SupplierFormValues): Promise<SupplierFormValues> {
  const body = supplierBody(values);
  const call = values.id ? api.PATCH('/merchant-products/suppliers/{id}/', { params: { path: { id: values.id } }, body }) : api.POST('/merchant-products/suppliers/', { body });
  // A save answers no terms: they are the supplier's, unchanged by this form.
  return supplierValues(await dataOf(call, SUPPLIER_MESSAGES.saveFailed), values.terms);
}

export function deleteSupplier(id: number): Promise<void> {
  return doneOf(api.DELETE('/merchant-products/suppliers/{id}/', { params: { path: { id } } }), SUPPLIER_MESSAGES.deleteFailed);
}

/** The request dialog's search list: every match on one page. */
export async function searchOnSystemPage({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<PartnerChoice>> {
  const q = query.trim();
  return toListPage<PartnerChoice>(await dataOf(api.GET('/merchant-products/suppliers/search_on_system/', { params: { query: q ? { q } : {} }, signal }), SEARCH_FAILED));
}

const connectionNow = (s: MerchantSupplier): ConnectionNow => ({ connection: s.connection, partnerName: s.supplier_client_name });

/** link_client: a connection request to the chosen supplier tenant, tied to the supplier (a 409: one is live already). */
export async function requestSupplierConnection({ recordId, tenantId }: { recordId: number | null; tenantId: number }): Promise<ConnectionOutcome> {
  const call = api.POST('/merchant-products/suppliers/{id}/link_client/', { params: { path: { id: recordId ?? 0 } }, body: { client_id: tenantId } });
  const answer = await answerOf(call, CONNECTION_MESSAGES.requestFailed);
  if (answer.ok && answer.data.connection) return { outcome: 'done', ...connectionNow(answer.data), connection: answer.data.connection };
  if (answer.ok) return { outcome: 'refused', message: CONNECTION_MESSAGES.requestFailed };
  return { outcome: answer.status === 409 ? 'conflict' : 'refused', message: answer.message };
}

/** The supplier's connection as it is now (after a 409). */
export async function reloadSupplierConnection({ recordId }: { recordId: number | null }): Promise<ConnectionNow> {
  return connectionNow(await dataOf(api.GET('/merchant-products/suppliers/{id}/', { params: { path: { id: recordId ?? 0 } } }), CONNECTION_MESSAGES.reloadFailed));
}
