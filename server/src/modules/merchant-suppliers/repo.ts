// A merchant's own suppliers (tenant schema), with their link to an on-system supplier tenant.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { selectPage, type PageWindow } from '../../db/paging';
import { deleteRow, insertRow, updateRow } from '../../db/rows';
import type { Schemas } from '../../openapi/operations';

type Supplier = Schemas['MerchantSupplier'];
export type SupplierValues = Partial<Omit<Supplier, 'id' | 'supplier_client' | 'supplier_client_name'>>;

export const SUPPLIER_COLUMNS = [
  'name',
  'account_manager',
  'email',
  'phone',
  'alt_phone',
  'notes',
  'timezone',
  'relationship_status',
  'default_min_order_qty',
  'default_lead_time_days',
  'is_active',
  'supports_pickup',
  'supports_shop_in_store',
  'shop_in_store_notes',
] as const satisfies readonly (keyof SupplierValues)[];

/** The MerchantSupplier of the contract: the row with its link (supplier_client_id) as supplier_client. */
const SELECT = `s.id, s.${SUPPLIER_COLUMNS.join(', s.')}, s.supplier_client_id AS supplier_client, t.name AS supplier_client_name`;
const FROM = 'suppliers s LEFT JOIN public.tenants t ON t.id = s.supplier_client_id';

/** Suppliers whose name, account manager, email or phone contains `q` (any case), by name. */
export function listSuppliers(tx: Tx, q: string, window: PageWindow) {
  const text = q.trim();
  const where = text ? ' WHERE s.name ILIKE $1 OR s.account_manager ILIKE $1 OR s.email ILIKE $1 OR s.phone ILIKE $1' : '';
  return selectPage<Supplier>(tx, { select: SELECT, from: FROM + where, orderBy: 's.name, s.id', params: text ? [likePattern(text)] : [] }, window);
}

export async function findSupplier(tx: Tx, id: number): Promise<Supplier | null> {
  return (await tx.query<Supplier>(`SELECT ${SELECT} FROM ${FROM} WHERE s.id = $1`, [id]))[0] ?? null;
}

export const insertSupplier = (tx: Tx, values: SupplierValues) => insertRow(tx, 'suppliers', values, SUPPLIER_COLUMNS);
export const updateSupplier = (tx: Tx, id: number, patch: SupplierValues) => updateRow(tx, 'suppliers', id, patch, SUPPLIER_COLUMNS);
export const deleteSupplier = (tx: Tx, id: number) => deleteRow(tx, 'suppliers', id);

/** Sets or clears the link to an on-system supplier tenant; false when there is no such supplier. */
export async function setSupplierClient(tx: Tx, id: number, clientId: number | null): Promise<boolean> {
  return (await tx.query('UPDATE suppliers SET supplier_client_id = $2 WHERE id = $1 RETURNING id', [id, clientId])).length > 0;
}

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
