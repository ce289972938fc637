// Tenants (public.tenants): who they are, where they live (domain, schema) and who belongs.
import type { Tx } from '../../db/database';
import { migrateTenant } from '../../db/migrate';
import type { Schemas } from '../../openapi/operations';

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

/** The tenants of several users at once, each list by name. */
export async function tenantsOfUsers(tx: Tx, userIds: number[]): Promise<Map<number, TenantSummary[]>> {
  const out = new Map<number, TenantSummary[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await tx.query<TenantSummary & { user_id: number }>(
    `SELECT m.user_id, t.id, t.name, t.schema_name, t.domain, t.type
       FROM public.memberships m JOIN public.tenants t ON t.id = m.tenant_id
      WHERE m.user_id = ANY($1::int[]) ORDER BY t.name, t.id`,
    [userIds],
  );
  for (const { user_id, ...tenant } of rows) out.get(user_id)?.push(tenant);
  return out;
}

/** A user's tenants, by name. */
export async function tenantsOfUser(tx: Tx, userId: number): Promise<TenantSummary[]> {
  return (await tenantsOfUsers(tx, [userId])).get(userId) ?? [];
}

export async function addMembership(tx: Tx, userId: number, tenantId: number): Promise<void> {
  await tx.query('INSERT INTO public.memberships (user_id, tenant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, tenantId]);
}

export async function removeMembership(tx: Tx, userId: number, tenantId: number): Promise<void> {
  await tx.query('DELETE FROM public.memberships WHERE user_id = $1 AND tenant_id = $2', [userId, tenantId]);
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
