// Users of the platform (public.users) and their tenant memberships.
import type { Tx } from '../../db/database';
import type { Claims } from '../../lib/tokens';
import { tenantsOfUser } from '../tenants/repo';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  is_active: boolean;
  is_staff: boolean;
  is_admin: boolean;
  is_superadmin: boolean;
  is_supplier: boolean;
  is_merchant: boolean;
  date_joined: Date;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | null> {
  return (await tx.query<UserRow>('SELECT * FROM public.users WHERE id = $1', [id]))[0] ?? null;
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
    [u.username, u.email.toLowerCase(), u.password_hash, u.first_name ?? '', u.last_name ?? '',
     u.is_staff ?? false, u.is_admin ?? false, u.is_superadmin ?? false, u.is_supplier ?? false, u.is_merchant ?? false],
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
    profile_image: user.profile_image,
    is_admin: user.is_admin,
    is_active: user.is_active,
    is_staff: user.is_staff,
    is_superadmin: user.is_superadmin,
    is_supplier: user.is_supplier,
    is_merchant: user.is_merchant,
    tenants: await tenantsOfUser(tx, user.id),
  };
}
