// A merchant's own suppliers (tenant schema), each with its connection to an on-system supplier
// tenant (public.connections: its live one, else its latest), which relationship_status and
// supplier_client show.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { selectPage, type PageWindow } from '../../db/paging';
import { deleteRow, insertRow, updateRow } from '../../db/rows';
import type { Schemas, Wire } from '../../openapi/operations';
import { LIVE_STATUSES, relationshipStatusOf, type ConnectionSide, type ConnectionStatus } from '@shared/connection-rules';
import { connectionSummary, recordConnectionJoin } from '../connections/repo';

type Supplier = Schemas['MerchantSupplier'];
export type SupplierValues = Partial<Omit<Supplier, 'id' | 'supplier_client' | 'supplier_client_name' | 'relationship_status' | 'connection'>>;

export const SUPPLIER_COLUMNS = [
  'name',
  'account_manager',
  'email',
  'phone',
  'alt_phone',
  'notes',
  'timezone',
  'default_min_order_qty',
  'default_lead_time_days',
  'is_active',
  'supports_pickup',
  'supports_shop_in_store',
  'shop_in_store_notes',
] as const satisfies readonly (keyof SupplierValues)[];

/** A row with its connection's columns (rc_*) and the connected tenant's name. */
type SupplierRow = Required<SupplierValues> & {
  id: number;
  rc_id: number | null;
  rc_status: ConnectionStatus | null;
  rc_requested_by: ConnectionSide | null;
  rc_partner_id: number | null;
  rc_partner_name: string | null;
};

// $1 is always the merchant tenant's id.
const SELECT = `s.id, s.${SUPPLIER_COLUMNS.join(', s.')}, rc.id AS rc_id, rc.status AS rc_status, rc.requested_by AS rc_requested_by,
  rc.partner_id AS rc_partner_id, t.name AS rc_partner_name`;
const FROM = `suppliers s ${recordConnectionJoin('merchant', '$1', 's.id')} LEFT JOIN public.tenants t ON t.id = rc.partner_id`;

/** The MerchantSupplier of the contract: supplier_client is the tenant of its live connection only. */
function toSupplier({ rc_id, rc_status, rc_requested_by, rc_partner_id, rc_partner_name, ...row }: SupplierRow): Wire<Supplier> {
  const live = rc_status !== null && LIVE_STATUSES.includes(rc_status);
  return {
    ...row,
    relationship_status: relationshipStatusOf(live ? rc_status : null),
    supplier_client: live ? rc_partner_id : null,
    supplier_client_name: live ? rc_partner_name : null,
    connection: connectionSummary({ id: rc_id, status: rc_status, requested_by: rc_requested_by }),
  };
}

/** Suppliers whose name, account manager, email or phone contains `q` (any case), by name. */
export async function listSuppliers(tx: Tx, tenantId: number, q: string, window: PageWindow) {
  const text = q.trim();
  const where = text ? ' WHERE s.name ILIKE $2 OR s.account_manager ILIKE $2 OR s.email ILIKE $2 OR s.phone ILIKE $2' : '';
  const page = await selectPage<SupplierRow>(tx, { select: SELECT, from: FROM + where, orderBy: 's.name, s.id', params: text ? [tenantId, likePattern(text)] : [tenantId] }, window);
  return { count: page.count, rows: page.rows.map(toSupplier) };
}

export async function findSupplier(tx: Tx, tenantId: number, id: number): Promise<Wire<Supplier> | null> {
  const [row] = await tx.query<SupplierRow>(`SELECT ${SELECT} FROM ${FROM} WHERE s.id = $2`, [tenantId, id]);
  return row ? toSupplier(row) : null;
}

export async function supplierExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM suppliers WHERE id = $1', [id])).length > 0;
}

export const insertSupplier = (tx: Tx, values: SupplierValues) => insertRow(tx, 'suppliers', values, SUPPLIER_COLUMNS);
export const updateSupplier = (tx: Tx, id: number, patch: SupplierValues) => updateRow(tx, 'suppliers', id, patch, SUPPLIER_COLUMNS);
export const deleteSupplier = (tx: Tx, id: number) => deleteRow(tx, 'suppliers', id);

type OnSystemSupplier = Schemas['OnSystemSupplier'];

/** Supplier tenants of the platform whose name or domain contains `q` (any case): the first 20 by name. */
export function searchOnSystem(tx: Tx, q: string): Promise<OnSystemSupplier[]> {
  return tx.query<OnSystemSupplier>(
    `SELECT id, name, domain FROM public.tenants
      WHERE type = 'supplier' AND (name ILIKE $1 OR domain ILIKE $1)
      ORDER BY name, id LIMIT 20`,
    [likePattern(q.trim())],
  );
}

export async function findOnSystemSupplier(tx: Tx, id: number): Promise<OnSystemSupplier | null> {
  return (await tx.query<OnSystemSupplier>("SELECT id, name, domain FROM public.tenants WHERE id = $1 AND type = 'supplier'", [id]))[0] ?? null;
}
