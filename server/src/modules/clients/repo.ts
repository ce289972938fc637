// Clients are the platform's tenants (public.tenants) seen from the superadmin area.
import type { Tx } from '../../db/database';
import type { TenantRow } from '../tenants/repo';
import { likePattern } from '../../db/like';
import type { Schemas, Wire } from '../../openapi/operations';

/** A tenant's full row (the contract's ClientDetail calls the ein column EIN). */
export interface ClientRow extends TenantRow {
  ein: string;
  sales_tax_id: string;
  street_address: string;
  zip_code: string;
  country: string;
  entity_type: string;
}

const LIST_COLUMNS = 'id, name, city, state, schema_name, domain, type, on_trial';

export function toClient(r: TenantRow): Wire<Schemas['Client']> {
  return { id: r.id, name: r.name, city: r.city, state: r.state, schema_name: r.schema_name, domain: r.domain, type: r.type, on_trial: r.on_trial };
}

export function toClientDetail(r: ClientRow): Wire<Schemas['ClientDetail']> {
  return {
    ...toClient(r),
    EIN: r.ein,
    sales_tax_id: r.sales_tax_id,
    street_address: r.street_address,
    zip_code: r.zip_code,
    country: r.country,
    entity_type: r.entity_type,
  };
}

export async function listClients(tx: Tx, search = ''): Promise<TenantRow[]> {
  const text = search.trim();
  if (!text) return tx.query<TenantRow>(`SELECT ${LIST_COLUMNS} FROM public.tenants ORDER BY id`);
  return tx.query<TenantRow>(
    `SELECT ${LIST_COLUMNS} FROM public.tenants
      WHERE name ILIKE $1 OR city ILIKE $1 OR state ILIKE $1 OR schema_name ILIKE $1 OR domain ILIKE $1
      ORDER BY id`,
    [likePattern(text)],
  );
}

export async function findClient(tx: Tx, id: number): Promise<ClientRow | null> {
  return (await tx.query<ClientRow>('SELECT * FROM public.tenants WHERE id = $1', [id]))[0] ?? null;
}

export async function findClientBySchema(tx: Tx, schema: string): Promise<ClientRow | null> {
  return (await tx.query<ClientRow>('SELECT * FROM public.tenants WHERE schema_name = $1', [schema]))[0] ?? null;
}

/** Which of name (any case), schema name and domain another client already has. */
export async function takenFields(tx: Tx, v: { name?: string; schema_name?: string; domain?: string }, exceptId = 0): Promise<Set<'name' | 'schema_name' | 'domain'>> {
  const taken = new Set<'name' | 'schema_name' | 'domain'>();
  const rows = await tx.query<{ name: string; schema_name: string; domain: string }>(
    `SELECT name, schema_name, domain FROM public.tenants
      WHERE id <> $4 AND (lower(name) = lower($1) OR schema_name = $2 OR domain = $3)`,
    [v.name ?? null, v.schema_name ?? null, v.domain ?? null, exceptId],
  );
  for (const r of rows) {
    if (v.name !== undefined && r.name.toLowerCase() === v.name.toLowerCase()) taken.add('name');
    if (v.schema_name !== undefined && r.schema_name === v.schema_name) taken.add('schema_name');
    if (v.domain !== undefined && r.domain === v.domain) taken.add('domain');
  }
  // A schema that exists without a client (information_schema, leftovers) is not ours to take.
  if (v.schema_name !== undefined && !taken.has('schema_name')) {
    const ns = await tx.query('SELECT 1 FROM pg_catalog.pg_namespace WHERE nspname = $1', [v.schema_name]);
    if (ns.length) taken.add('schema_name');
  }
  return taken;
}

export type ClientPatch = Partial<Pick<ClientRow, 'name' | 'ein' | 'sales_tax_id' | 'street_address' | 'city' | 'state' | 'zip_code' | 'country' | 'entity_type' | 'domain'>>;

export async function updateClient(tx: Tx, id: number, patch: ClientPatch): Promise<ClientRow | null> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return findClient(tx, id);
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
  const rows = await tx.query<ClientRow>(`UPDATE public.tenants SET ${sets} WHERE id = $1 RETURNING *`, [id, ...entries.map(([, v]) => v)]);
  return rows[0] ?? null;
}

/** The merchants stored in a supplier tenant's schema (run inside withTenant). */
export async function listSchemaMerchants(tx: Tx): Promise<Schemas['SchemaMerchant'][]> {
  return tx.query<Schemas['SchemaMerchant']>(
    `SELECT id, merchant_name, city, state, phone_number, email, is_active, minimum_order
       FROM merchants ORDER BY lower(merchant_name), id`,
  );
}
