// Browser storage of the session (spec sections 3 and 9): the auth session under 'root' (without
// the tenant), the selected tenant under its own key.
import type { AuthSession, MemberTenant, Persisted, Tenant } from '../machines/session/session.machine';
import { ROLES, type Role } from '../lib/roles';

export const AUTH_KEY = 'root';
export const TENANT_KEY = 'selectedTenant';

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the session still works for this page.
  }
}

// Per tab, so a refusal is not remembered once the tab is closed.
const HOST_REFUSED_KEY = 'hostRefused';

export function rememberHostRefused(host: string): void {
  try {
    sessionStorage.setItem(HOST_REFUSED_KEY, host);
  } catch {
    // Storage unavailable: /unauthorized links to /dashboard after a reload, whose host check refuses again.
  }
}

export function wasHostRefused(host: string): boolean {
  try {
    return sessionStorage.getItem(HOST_REFUSED_KEY) === host;
  } catch {
    return false;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function asTenant(v: unknown): Tenant | null {
  return isObject(v) && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.domain === 'string' ? (v as unknown as Tenant) : null;
}

/** A stored membership; one kept from before roles has none and is left out (the server still knows the role). */
function asMemberTenant(v: unknown): MemberTenant | null {
  return asTenant(v) && isObject(v) && ROLES.includes(v.role as Role) ? (v as unknown as MemberTenant) : null;
}

function asAuth(v: unknown): AuthSession | null {
  if (!isObject(v) || typeof v.token !== 'string' || typeof v.expiresAt !== 'number') return null;
  return { ...(v as unknown as AuthSession), tenants: Array.isArray(v.tenants) ? (v.tenants.map(asMemberTenant).filter(Boolean) as MemberTenant[]) : [] };
}

export function loadPersisted(): Persisted {
  return { auth: asAuth(read(AUTH_KEY)), tenant: asTenant(read(TENANT_KEY)) };
}

/** What is kept under 'root': the token, its expiry and the claims the app reads. */
const KEPT = [
  'token',
  'expiresAt',
  'user_id',
  'username',
  'first_name',
  'last_name',
  'email',
  'profile_image',
  'is_admin',
  'is_active',
  'is_staff',
  'is_superadmin',
  'is_supplier',
  'is_merchant',
  'tenants',
  'mfa_setup_required',
] as const satisfies readonly (keyof AuthSession)[];

export function persistAuth(auth: AuthSession): void {
  write(AUTH_KEY, Object.fromEntries(KEPT.map((key) => [key, auth[key]])));
}

export function clearAuth(): void {
  try {
    localStorage.removeItem(AUTH_KEY);
  } catch {
    // nothing to clear
  }
}

export function persistTenant(tenant: Tenant): void {
  write(TENANT_KEY, tenant);
}
