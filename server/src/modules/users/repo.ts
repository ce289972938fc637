// Users of the platform (public.users) and their tenant memberships.
import type { Tx } from '../../db/database';
import type { Claims } from '../../lib/tokens';
import { mediaUrl } from '../../lib/uploads';
import { likePattern } from '../../db/like';
import type { Schemas, Wire } from '../../openapi/operations';
import { tenantsOfUser, type MemberTenant, type TenantRow } from '../tenants/repo';
import type { Role } from '@shared/roles';

/** A row of public.users (the contract's User is made from it by toUser, without the password hash). */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** A stored upload key (profile-images/<name>), served at mediaUrl(key). */
  profile_image: string | null;
  is_active: boolean;
  is_staff: boolean;
  is_admin: boolean;
  is_superadmin: boolean;
  is_supplier: boolean;
  is_merchant: boolean;
  date_joined: Date;
  /** Bumped to revoke every token signed before (migration 0110). */
  token_version: number;
  /** Two-factor sign-in (migration 0130): the confirmed secret, one awaiting its first code, the last step accepted. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | null> {
  return (await tx.query<UserRow>('SELECT * FROM public.users WHERE id = $1', [id]))[0] ?? null;
}

export interface Caller {
  user: UserRow;
  /** The tenant whose domain was asked for (null when none was, or no tenant has it). */
  tenant: TenantRow | null;
  /** Whether the user belongs to that tenant. */
  member: boolean;
  /** The user's role there (null when not a member). */
  role: Role | null;
}

/** The gate's question in one round trip: the user, the tenant at `domain`, and the membership. */
export async function findCaller(tx: Tx, userId: number, domain: string | null): Promise<Caller | null> {
  const [row] = await tx.query<UserRow & { host_tenant: (Omit<TenantRow, 'created_at'> & { created_at: string }) | null; host_member: boolean; host_role: Role | null }>(
    `SELECT u.*, to_jsonb(t) AS host_tenant, m.user_id IS NOT NULL AS host_member, m.role AS host_role
       FROM public.users u
       LEFT JOIN public.tenants t ON t.domain = $2
       LEFT JOIN public.memberships m ON m.user_id = u.id AND m.tenant_id = t.id
      WHERE u.id = $1`,
    [userId, domain],
  );
  if (!row) return null;
  const { host_tenant: tenant, host_member: member, host_role: role, ...user } = row;
  // JSON carries the timestamp as text; the row from SELECT * would carry a Date.
  return { user, tenant: tenant && { ...tenant, created_at: new Date(tenant.created_at) }, member, role };
}

/** The user's row, locked until the transaction ends (for read-check-write updates). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | null> {
  return (await tx.query<UserRow>('SELECT * FROM public.users WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  return (await tx.query<UserRow>('SELECT * FROM public.users WHERE email = $1', [email.toLowerCase()]))[0] ?? null;
}

export async function findUserByUsername(tx: Tx, username: string): Promise<UserRow | null> {
  return (await tx.query<UserRow>('SELECT * FROM public.users WHERE username = $1', [username]))[0] ?? null;
}

export type NewUser = Pick<UserRow, 'username' | 'email' | 'password_hash'> &
  Partial<Pick<UserRow, 'first_name' | 'last_name' | 'is_staff' | 'is_admin' | 'is_superadmin' | 'is_supplier' | 'is_merchant'>>;

export async function insertUser(tx: Tx, u: NewUser): Promise<UserRow> {
  const rows = await tx.query<UserRow>(
    `INSERT INTO public.users (username, email, password_hash, first_name, last_name,
       is_staff, is_admin, is_superadmin, is_supplier, is_merchant)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      u.username,
      u.email.toLowerCase(),
      u.password_hash,
      u.first_name ?? '',
      u.last_name ?? '',
      u.is_staff ?? false,
      u.is_admin ?? false,
      u.is_superadmin ?? false,
      u.is_supplier ?? false,
      u.is_merchant ?? false,
    ],
  );
  return rows[0];
}

/** The token claims: the spec's auth-session user fields plus the user's tenants. */
export async function claimsFor(tx: Tx, user: UserRow): Promise<Claims> {
  return {
    user_id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    profile_image: mediaUrl(user.profile_image),
    is_admin: user.is_admin,
    is_active: user.is_active,
    is_staff: user.is_staff,
    is_superadmin: user.is_superadmin,
    is_supplier: user.is_supplier,
    is_merchant: user.is_merchant,
    tenants: await tenantsOfUser(tx, user.id),
    token_version: user.token_version,
    ...(!user.totp_secret && (await twoFactorRequired(tx, user)) ? { mfa_setup_required: true } : {}),
  };
}

/** Two-factor sign-in is required of superadmins and of members of a tenant that requires it. */
export async function twoFactorRequired(tx: Tx, user: UserRow): Promise<boolean> {
  if (user.is_superadmin) return true;
  const rows = await tx.query('SELECT 1 FROM public.memberships m JOIN public.tenants t ON t.id = m.tenant_id WHERE m.user_id = $1 AND t.require_two_factor LIMIT 1', [user.id]);
  return rows.length > 0;
}

/** Revokes every token of the user signed so far (sign out everywhere). */
export async function bumpTokenVersion(tx: Tx, id: number): Promise<void> {
  await tx.query('UPDATE public.users SET token_version = token_version + 1 WHERE id = $1', [id]);
}

// --- Superadmin: registered users -------------------------------------------------------

/** The User of the contract: the spec's fields, the profile image as a URL, the tenants. */
export function toUser(u: UserRow, tenants: MemberTenant[]): Wire<Schemas['User']> {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    is_active: u.is_active,
    is_staff: u.is_staff,
    is_supplier: u.is_supplier,
    is_merchant: u.is_merchant,
    is_superadmin: u.is_superadmin,
    is_admin: u.is_admin,
    profile_image: mediaUrl(u.profile_image),
    date_joined: u.date_joined,
    tenants,
  };
}

/** Users whose username, email, first, last or full name contains the text (any case), by id. */
export async function searchUsers(tx: Tx, search = ''): Promise<UserRow[]> {
  const text = search.trim();
  if (!text) return tx.query<UserRow>('SELECT * FROM public.users ORDER BY id');
  return tx.query<UserRow>(
    `SELECT * FROM public.users
      WHERE username ILIKE $1 OR email ILIKE $1 OR first_name ILIKE $1 OR last_name ILIKE $1
         OR (first_name || ' ' || last_name) ILIKE $1
      ORDER BY id`,
    [likePattern(text)],
  );
}

export type UserPatch = Partial<
  Pick<UserRow, 'username' | 'email' | 'first_name' | 'last_name' | 'profile_image' | 'is_active' | 'is_staff' | 'is_admin' | 'is_superadmin' | 'is_supplier' | 'is_merchant'>
>;

const PATCHABLE = new Set<string>(['username', 'email', 'first_name', 'last_name', 'profile_image', 'is_active', 'is_staff', 'is_admin', 'is_superadmin', 'is_supplier', 'is_merchant']);

export async function updateUserRow(tx: Tx, id: number, patch: UserPatch): Promise<UserRow | null> {
  const entries = Object.entries(patch).filter(([k, v]) => v !== undefined && PATCHABLE.has(k));
  if (entries.length === 0) return findUserById(tx, id);
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
  const rows = await tx.query<UserRow>(`UPDATE public.users SET ${sets} WHERE id = $1 RETURNING *`, [id, ...entries.map(([, v]) => v)]);
  return rows[0] ?? null;
}
