// Sign-in, tenants, hand-off, host check and sign-up calls, as promises for the machines' actors:
// they resolve with the data and reject with an ApiError (message per the error catalogue).
import { ApiError } from './errors';
import { api, apexApi } from './client';
import type { components } from './schema';

export type Tenant = components['schemas']['Tenant'];
export type SignupRequest = components['schemas']['SignupRequest'];

/** Rejects with an ApiError whose `handoff` is set when the server sends the user to their tenant's domain. */
export async function obtainToken(email: string, password: string, fallback: string): Promise<string> {
  const { data, error, response } = await api.POST('/auth/token/', { body: { email, password } });
  if (data) return data.access;
  const failure = new ApiError(response.status, error, fallback);
  const handoff = (error as { handoff?: { code: string; domain: string } } | undefined)?.handoff;
  throw handoff ? Object.assign(failure, { handoff }) : failure;
}

export async function listUserTenants(fallback: string): Promise<Tenant[]> {
  const { data, error, response } = await api.GET('/clients/list-user-tenants/');
  if (!data) throw new ApiError(response.status, error, fallback);
  // The client accepts a plain list or a paged object (decisions.md).
  const list = Array.isArray(data) ? data : ((data as { results?: Tenant[] }).results ?? []);
  return list;
}

export async function createHandoff(tenantId: number, fallback: string): Promise<{ code: string; domain: string }> {
  const { data, error, response } = await api.POST('/auth/handoff/', { body: { tenant_id: tenantId } });
  if (!data) throw new ApiError(response.status, error, fallback);
  return data;
}

export async function exchangeHandoff(code: string, fallback: string): Promise<string> {
  const { data, error, response } = await api.POST('/auth/handoff/exchange/', { body: { code } });
  if (!data) throw new ApiError(response.status, error, fallback);
  return data.access;
}

/** The apex API's host check; `signal` cancels it (the rejection is then an AbortError). */
export async function checkDomain(host: string, signal: AbortSignal): Promise<{ is_valid: unknown }> {
  const { data, error, response } = await apexApi.GET('/clients/get-client-from-domain/{host}', { params: { path: { host } }, signal });
  if (!data) throw new ApiError(response.status, error, 'Host check failed.');
  return data;
}

export async function signup(body: SignupRequest, fallback: string): Promise<void> {
  const { error, response } = await api.POST('/auth/signup/', { body });
  if (!response.ok) throw new ApiError(response.status, error, fallback);
}
