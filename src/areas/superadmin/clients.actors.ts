// The superadmin client calls (platform.md section 7, Superadmin) as promises for the machines'
// actors: they resolve with data shaped for the screens and reject with an ApiError (whose
// `fieldErrors` and `message` a form shows).
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import type { ClientFormValues } from '../../machines/superadmin/client-form.machine';
import type { NewClient } from '../../machines/superadmin/create-client.machine';
import { LIMITS_MESSAGES, type ClientLimits, type LimitsChange } from '../../machines/superadmin/client-limits.machine';

export type Client = components['schemas']['Client'];
export type ClientDetail = components['schemas']['ClientDetail'];
export type SchemaMerchant = components['schemas']['SchemaMerchant'];

/** The client screens' texts (platform.md section 8, decisions.md). */
export const CLIENT_MESSAGES = {
  listFailed: 'Failed to load clients.',
  loadFailed: 'Failed to load client.',
  updated: 'Client updated successfully.',
  updateFailed: 'Failed to update client.',
  created: 'Client created successfully.',
  createFailed: 'Failed to create supplier.',
  merchantsFailed: 'Failed to load merchants.',
} as const;

const orEmpty = (v: string | null | undefined) => v ?? '';
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** All clients (empty query) or the matching ones; the API has no paging for clients. */
export async function fetchClients(query: string, signal?: AbortSignal): Promise<Client[]> {
  const search = query.trim();
  const data = search
    ? await dataOf(api.GET('/clients/search-clients/', { params: { query: { search } }, signal }), CLIENT_MESSAGES.listFailed)
    : await dataOf(api.GET('/clients/list-clients/', { signal }), CLIENT_MESSAGES.listFailed);
  // Plain array per the contract; a paged object is accepted too (decisions.md).
  return toListPage<Client>(data).rows;
}

/** The list machine's fetchPage: one page holding every row. */
export async function fetchClientPage({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<Client>> {
  const rows = await fetchClients(query, signal);
  return { rows, count: rows.length };
}

/** POST /clients/create-client/. */
export function createClient(client: NewClient): Promise<ClientDetail> {
  return dataOf(api.POST('/clients/create-client/', { body: client }), CLIENT_MESSAGES.createFailed);
}

export function toFormValues(client: ClientDetail, entityTypes: Record<string, string>): ClientFormValues {
  return {
    name: client.name,
    EIN: orEmpty(client.EIN),
    sales_tax_id: orEmpty(client.sales_tax_id),
    street_address: orEmpty(client.street_address),
    city: orEmpty(client.city),
    state: orEmpty(client.state),
    zip_code: orEmpty(client.zip_code),
    country: orEmpty(client.country),
    entity_type: orEmpty(client.entity_type),
    domain: client.domain,
    entityTypes,
  };
}

/** GET /clients/{id}: the form values with the entity type map. */
export async function loadClient(id: string | number): Promise<ClientFormValues> {
  const data = await dataOf(api.GET('/clients/{id}', { params: { path: { id: Number(id) } } }), CLIENT_MESSAGES.loadFailed);
  return toFormValues(data.data, data.entity_types ?? {});
}

/** PUT /clients/{id}/update-client/; empty optional fields are sent as null. */
export async function saveClient(id: string | number, values: ClientFormValues): Promise<ClientFormValues> {
  const call = api.PUT('/clients/{id}/update-client/', {
    params: { path: { id: Number(id) } },
    body: {
      name: values.name.trim(),
      EIN: orNull(values.EIN),
      sales_tax_id: orNull(values.sales_tax_id),
      street_address: orNull(values.street_address),
      city: orNull(values.city),
      state: orNull(values.state),
      zip_code: orNull(values.zip_code),
      country: orNull(values.country),
      entity_type: orNull(values.entity_type),
      domain: values.domain.trim(),
    },
  });
  return toFormValues(await dataOf(call, CLIENT_MESSAGES.updateFailed), values.entityTypes);
}

/** GET /merchants/sm/list-merchants/{schema_name}: the client's merchants. */
export async function fetchSchemaMerchants(schemaName: string, signal?: AbortSignal): Promise<SchemaMerchant[]> {
  const call = api.GET('/merchants/sm/list-merchants/{schema_name}', { params: { path: { schema_name: schemaName } }, signal });
  return (await dataOf(call, CLIENT_MESSAGES.merchantsFailed)).data ?? [];
}

/** GET /clients/{id}/limits/: the client's limits with what it uses now. */
export function loadClientLimits(id: number): Promise<ClientLimits> {
  return dataOf(api.GET('/clients/{id}/limits/', { params: { path: { id } } }), LIMITS_MESSAGES.loadFailed);
}

/** PATCH /clients/{id}/limits/: the client's own values (null: the default) and its one-off setting. */
export function saveClientLimits(id: number, change: LimitsChange): Promise<ClientLimits> {
  return dataOf(api.PATCH('/clients/{id}/limits/', { params: { path: { id } }, body: change }), LIMITS_MESSAGES.saveFailed);
}

/** The superadmin home's figures (issue 28): tenants, users, and the sign-ups and leads of 30 days. */
export const loadPlatformDashboard = (signal?: AbortSignal) => dataOf(api.GET('/dashboard/sm/', { signal }), 'Failed to load the dashboard.');
