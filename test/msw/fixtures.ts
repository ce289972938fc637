// Demo data of decisions.md, as the web tests see it: tenants, users, and unsigned tokens with the
// server's claims (the client decodes tokens without verifying them).
import type { AuthSession, MemberTenant, Tenant } from '../../src/machines/session/session.machine';
import type { Role } from '../../src/lib/roles';

export const PASSWORD = 'demo12345';

export const TENANTS = {
  freshFarms: { id: 1, name: 'Fresh Farms', schema_name: 'fresh_farms', domain: 'freshfarms.localhost', type: 'supplier' },
  bistro: { id: 2, name: 'Corner Bistro', schema_name: 'corner_bistro', domain: 'bistro.localhost', type: 'merchant' },
  harbor: { id: 3, name: 'Harbor Cafe', schema_name: 'harbor_cafe', domain: 'harbor.localhost', type: 'merchant' },
} satisfies Record<string, Tenant>;

export interface DemoUser {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_superadmin: boolean;
  is_admin: boolean;
  is_staff: boolean;
  is_supplier: boolean;
  is_merchant: boolean;
  tenants: MemberTenant[];
  /** Two-factor sign-in is on: the fake takes TOTP_CODE or a RECOVERY_CODES entry after the password. */
  totp?: boolean;
  /** A claim of the token: two-factor sign-in is required and not set up yet. */
  mfa_setup_required?: boolean;
}

/** The code the fake's authenticator shows, and the recovery codes it hands out. */
export const TOTP_CODE = '123456';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** A tenant as a member with `role` sees it (the demo's members are owners, but for the staff user). */
export const as = (role: Role, tenant: Tenant): MemberTenant => ({ ...tenant, role });

const user = (u: Partial<DemoUser> & Pick<DemoUser, 'user_id' | 'username' | 'email' | 'first_name'>): DemoUser => ({
  last_name: 'Demo',
  is_superadmin: false,
  is_admin: false,
  is_staff: false,
  is_supplier: false,
  is_merchant: false,
  tenants: [],
  ...u,
});

export const USERS = {
  admin: user({ user_id: 1, username: 'admin', email: 'admin@example.com', first_name: 'Ada', is_superadmin: true, is_admin: true, is_staff: true }),
  supplier: user({ user_id: 2, username: 'supplier', email: 'supplier@example.com', first_name: 'Sam', is_supplier: true, tenants: [as('owner', TENANTS.freshFarms)] }),
  merchant: user({ user_id: 3, username: 'merchant', email: 'merchant@example.com', first_name: 'Mia', is_merchant: true, tenants: [as('owner', TENANTS.bistro)] }),
  owner: user({ user_id: 4, username: 'owner', email: 'owner@example.com', first_name: 'Otto', is_merchant: true, tenants: [as('owner', TENANTS.bistro), as('owner', TENANTS.harbor)] }),
  staff: user({ user_id: 6, username: 'staff', email: 'staff@example.com', first_name: 'Sasha', is_merchant: true, tenants: [as('staff', TENANTS.bistro)] }),
  /** Not in the demo data: a user without tenants. */
  loner: user({ user_id: 5, username: 'loner', email: 'loner@example.com', first_name: 'Lou', is_merchant: true }),
  /** Not in the demo data: a merchant with two-factor sign-in on. */
  guarded: user({ user_id: 8, username: 'guarded', email: 'guarded@example.com', first_name: 'Gil', is_merchant: true, tenants: [as('owner', TENANTS.bistro)], totp: true }),
  /** Not in the demo data: a superadmin who has not set up two-factor sign-in yet. */
  newAdmin: user({ user_id: 7, username: 'newadmin', email: 'newadmin@example.com', first_name: 'Nia', is_superadmin: true, is_admin: true, is_staff: true, mfa_setup_required: true }),
};

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token with the server's claims for `u`, expiring `ttlSeconds` after `now` (ms). */
export function makeToken(u: DemoUser, { now = Date.now(), ttlSeconds = 12 * 60 * 60, claims = {} as Record<string, unknown> } = {}): string {
  const iat = Math.floor(now / 1000);
  const payload = { ...u, profile_image: null, is_active: true, token_version: 0, iat, exp: iat + ttlSeconds, ...claims };
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** The auth session the client keeps under 'root' for `u`. */
export function authFor(u: DemoUser, opts: { now?: number; ttlSeconds?: number } = {}): AuthSession {
  const now = opts.now ?? Date.now();
  const ttl = opts.ttlSeconds ?? 12 * 60 * 60;
  return {
    token: makeToken(u, { now, ttlSeconds: ttl }),
    expiresAt: (Math.floor(now / 1000) + ttl) * 1000,
    user_id: u.user_id,
    token_version: 0,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    profile_image: null,
    is_admin: u.is_admin,
    is_active: true,
    is_staff: u.is_staff,
    is_superadmin: u.is_superadmin,
    is_supplier: u.is_supplier,
    is_merchant: u.is_merchant,
    tenants: u.tenants,
  };
}
