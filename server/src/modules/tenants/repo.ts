// Tenants (public.tenants): who they are, where they live (domain, schema) and who belongs.
import type { Tx } from '../../db/database';
import { migrateTenant } from '../../db/migrate';
import type { Schemas } from '../../openapi/operations';
import type { Role } from '@shared/roles';
import { conflict } from '../../lib/errors';

/** A tenant as the contract shows it in lists, the token and the domain check. */
export type TenantSummary = Schemas['Tenant'];

/** A row of public.tenants: the contract's Tenant and the columns it leaves out. */
export interface TenantRow extends TenantSummary {
  city: string;
  state: string;
  on_trial: boolean;
  /** IANA time zone (supplier terms are read in it). */
  timezone: string;
  /** Members must set up two-factor sign-in (migration 0130). */
  require_two_factor: boolean;
  created_at: Date;
}

export async function findTenantByDomain(tx: Tx, domain: string): Promise<TenantRow | null> {
  return (await tx.query<TenantRow>('SELECT * FROM public.tenants WHERE domain = $1', [domain]))[0] ?? null;
}

export async function findTenantById(tx: Tx, id: number): Promise<TenantRow | null> {
  return (await tx.query<TenantRow>('SELECT * FROM public.tenants WHERE id = $1', [id]))[0] ?? null;
}

export async function setTenantRequiresTwoFactor(tx: Tx, id: number, required: boolean): Promise<void> {
  await tx.query('UPDATE public.tenants SET require_two_factor = $2 WHERE id = $1', [id, required]);
}

export async function isMember(tx: Tx, userId: number, tenantId: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM public.memberships WHERE user_id = $1 AND tenant_id = $2', [userId, tenantId]);
  return rows.length > 0;
}

/** A tenant with a member's role in it (the token's and the user's tenants). */
export type MemberTenant = Schemas['MemberTenant'];

/** The tenants of several users at once, each list by name. */
export async function tenantsOfUsers(tx: Tx, userIds: number[]): Promise<Map<number, MemberTenant[]>> {
  const out = new Map<number, MemberTenant[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await tx.query<MemberTenant & { user_id: number }>(
    `SELECT m.user_id, t.id, t.name, t.schema_name, t.domain, t.type, m.role
       FROM public.memberships m JOIN public.tenants t ON t.id = m.tenant_id
      WHERE m.user_id = ANY($1::int[]) ORDER BY t.name, t.id`,
    [userIds],
  );
  for (const { user_id, ...tenant } of rows) out.get(user_id)?.push(tenant);
  return out;
}

/** A user's tenants, by name. */
export async function tenantsOfUser(tx: Tx, userId: number): Promise<MemberTenant[]> {
  return (await tenantsOfUsers(tx, [userId])).get(userId) ?? [];
}

/** Makes the user a member with the role (owner: the tenant's first member by a sign-up or the superadmin); a member keeps their role. */
export async function addMembership(tx: Tx, userId: number, tenantId: number, role: Role = 'owner'): Promise<void> {
  await tx.query('INSERT INTO public.memberships (user_id, tenant_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, tenantId, role]);
}

/** The tenant's 409 when a change would leave it without an owner. */
export const lastOwnerMessage = (tenantName: string) => `${tenantName} must keep at least one owner. Make another member an owner first.`;

/**
 * Refuses (409) a change that takes the owner role from this member when they are the tenant's last
 * owner. The tenant's owner rows are locked first, so two owners demoting each other at once cannot
 * both pass. Run it in the change's transaction.
 */
async function keepAnOwner(tx: Tx, userId: number, tenant: Pick<TenantRow, 'id' | 'name'>): Promise<void> {
  const owners = await tx.query<{ user_id: number }>("SELECT user_id FROM public.memberships WHERE tenant_id = $1 AND role = 'owner' ORDER BY user_id FOR UPDATE", [tenant.id]);
  if (owners.length === 1 && owners[0].user_id === userId) throw conflict(lastOwnerMessage(tenant.name));
}

/** Sets a member's role (false: not a member); the tenant keeps an owner. */
export async function setMembershipRole(tx: Tx, userId: number, tenant: Pick<TenantRow, 'id' | 'name'>, role: Role): Promise<boolean> {
  if (role !== 'owner') await keepAnOwner(tx, userId, tenant);
  const rows = await tx.query('UPDATE public.memberships SET role = $3 WHERE user_id = $1 AND tenant_id = $2 RETURNING 1', [userId, tenant.id, role]);
  return rows.length > 0;
}

/** Ends a membership (no change when not a member); the tenant keeps an owner. */
export async function removeMembership(tx: Tx, userId: number, tenant: Pick<TenantRow, 'id' | 'name'>): Promise<void> {
  await keepAnOwner(tx, userId, tenant);
  await tx.query('DELETE FROM public.memberships WHERE user_id = $1 AND tenant_id = $2', [userId, tenant.id]);
}

export type NewTenant = Pick<TenantRow, 'name' | 'schema_name' | 'domain' | 'type'> & Partial<Pick<TenantRow, 'city' | 'state' | 'on_trial'>>;

/** Inserts the tenant and creates and migrates its schema, all in the caller's transaction. */
export async function createTenant(tx: Tx, t: NewTenant): Promise<TenantRow> {
  const [row] = await tx.query<TenantRow>(
    `INSERT INTO public.tenants (name, schema_name, domain, type, city, state, on_trial)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [t.name, t.schema_name, t.domain.toLowerCase(), t.type, t.city ?? '', t.state ?? '', t.on_trial ?? false],
  );
  await migrateTenant(tx, row.schema_name);
  return row;
}

/** Sets the tenant's time zone (an IANA name the caller has checked). */
export async function setTenantTimezone(tx: Tx, id: number, timezone: string): Promise<void> {
  await tx.query('UPDATE public.tenants SET timezone = $2 WHERE id = $1', [id, timezone]);
}

/** A new client's domain: its schema name with '-' for '_' under the platform's base domain. */
export function domainFor(schemaName: string, baseDomain: string): string {
  return `${schemaName.replace(/_/g, '-')}.${baseDomain}`;
}
