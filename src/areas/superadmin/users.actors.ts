// The superadmin user calls (platform.md section 7, decisions.md) as promises for the machines'
// actors: they resolve with data shaped for the screens and reject with an ApiError (its message
// per the error rule, and the field errors the user form shows).
import { api, toFormData } from '../../api/client';
import { dataOf } from '../../api/errors';
import { uploadCall } from '../../api/upload';
import { toListPage, type ListPage, type ListQuery } from '../../machines/list.machine';
import { LOAD_FAILED, SAVE_FAILED, type SaveUserInput, type User, type UserTenant } from '../../machines/superadmin/user-form.machine';
import { MESSAGES as TENANT_MESSAGES, type MembershipInput, type RoleInput } from '../../machines/superadmin/user-tenants.machine';
import { fetchClients } from './clients.actors';

export type { User };

const SEARCH_FAILED = 'Failed to load users.';

/** The list machine's fetchPage: every matching user on one page (the API does not page users). */
export async function fetchUserPage({ query }: ListQuery, signal?: AbortSignal): Promise<ListPage<User>> {
  return toListPage<User>(await dataOf(api.GET('/accounts/sm/search-users/', { params: { query: { search: query } }, signal }), SEARCH_FAILED));
}

/** The user with the parts a server may leave out defaulted, as the screens expect them. */
export function toUser(user: User): User {
  return {
    ...user,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    is_active: user.is_active ?? true,
    is_staff: !!user.is_staff,
    is_supplier: !!user.is_supplier,
    is_merchant: !!user.is_merchant,
    is_superadmin: !!user.is_superadmin,
    is_admin: !!user.is_admin,
    profile_image: user.profile_image ?? null,
    tenants: user.tenants ?? [],
  };
}

export async function loadUser(id: number): Promise<User> {
  return toUser(await dataOf(api.GET('/accounts/sm/get-user/{id}', { params: { path: { id } } }), LOAD_FAILED));
}

/** PUT /accounts/sm/update-user/{id} as multipart with upload progress. */
export async function saveUser({ id, values, image, onProgress }: SaveUserInput): Promise<User> {
  const body = toFormData({
    username: values.username,
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    is_active: values.is_active,
    is_supplier: values.is_supplier,
    is_merchant: values.is_merchant,
    is_superadmin: values.is_superadmin,
    is_admin: values.is_admin,
    profile_image: image ?? undefined,
  });
  return toUser(await dataOf(uploadCall<User>({ method: 'PUT', path: `/accounts/sm/update-user/${id}`, body, onProgress }), SAVE_FAILED));
}

/** Every tenant of the platform, for 'Add tenant'. */
export async function listAllTenants(): Promise<UserTenant[]> {
  return (await fetchClients('')).map(({ id, name }) => ({ id, name }));
}

export async function addUserTenant({ userId, tenantId }: MembershipInput): Promise<User> {
  const call = api.POST('/accounts/sm/users/{id}/tenants/', { params: { path: { id: userId } }, body: { tenant_id: tenantId } });
  return toUser(await dataOf(call, TENANT_MESSAGES.addFailed));
}

export async function setUserTenantRole({ userId, tenantId, role }: RoleInput): Promise<User> {
  const call = api.PATCH('/accounts/sm/users/{id}/tenants/{tenant_id}/', { params: { path: { id: userId, tenant_id: tenantId } }, body: { role } });
  return toUser(await dataOf(call, TENANT_MESSAGES.roleFailed));
}

export async function removeUserTenant({ userId, tenantId }: MembershipInput): Promise<User> {
  const call = api.DELETE('/accounts/sm/users/{id}/tenants/{tenant_id}/', { params: { path: { id: userId, tenant_id: tenantId } } });
  return toUser(await dataOf(call, TENANT_MESSAGES.removeFailed));
}
