// A merchant's own suppliers (tenant schema), with their link to an on-system supplier tenant.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { selectPage, type PageWindow } from '../../db/paging';
import { deleteRow, insertRow, updateRow } from '../../db/rows';

export interface SupplierRow {
  id: number;
  name: string;
  account_manager: string | null;
  email: string | null;
  phone: string | null;
  alt_phone: string | null;
  notes: string | null;
  timezone: string;
  relationship_status: string;
  default_min_order_qty: number | null;
  default_lead_time_days: number | null;
  is_active: boolean;
  supplier_client_id: number | null;
  supplier_client_name: string | null;
  supports_pickup: boolean;
  supports_shop_in_store: boolean;
  shop_in_store_notes: string | null;
}

export type SupplierValues = Partial<Omit<SupplierRow, 'id' | 'supplier_client_id' | 'supplier_client_name'>>;

export const SUPPLIER_COLUMNS = [
  'name', 'account_manager', 'email', 'phone', 'alt_phone', 'notes', 'timezone', 'relationship_status', 'default_min_order_qty',
  'default_lead_time_days', 'is_active', 'supports_pickup', 'supports_shop_in_store', 'shop_in_store_notes',
] as const;

/** The MerchantSupplier of the contract: the row with its link as supplier_client. */
export function toSupplier({ supplier_client_id, ...row }: SupplierRow) {
  return { ...row, supplier_client: supplier_client_id };
}

const SELECT = `s.id, s.${SUPPLIER_COLUMNS.join(', s.')}, s.supplier_client_id, t.name AS supplier_client_name`;
const FROM = 'suppliers s LEFT JOIN public.tenants t ON t.id = s.supplier_client_id';

/** Suppliers whose name, account manager, email or phone contains `q` (any case), by name. */
export function listSuppliers(tx: Tx, q: string, window: PageWindow) {
  const text = q.trim();
  const where = text ? ' WHERE s.name ILIKE $1 OR s.account_manager ILIKE $1 OR s.email ILIKE $1 OR s.phone ILIKE $1' : '';
  return selectPage<SupplierRow>(tx, { select: SELECT, from: FROM + where, orderBy: 's.name, s.id', params: text ? [likePattern(text)] : [] }, window);
}

export async function findSupplier(tx: Tx, id: number): Promise<SupplierRow | null> {
  return (await tx.query<SupplierRow>(`SELECT ${SELECT} FROM ${FROM} WHERE s.id = $1`, [id]))[0] ?? null;
}

export const insertSupplier = (tx: Tx, values: SupplierValues) => insertRow(tx, 'suppliers', values, SUPPLIER_COLUMNS);
export const updateSupplier = (tx: Tx, id: number, patch: SupplierValues) => updateRow(tx, 'suppliers', id, patch, SUPPLIER_COLUMNS);
export const deleteSupplier = (tx: Tx, id: number) => deleteRow(tx, 'suppliers', id);

/** Sets or clears the link to an on-system supplier tenant; false when there is no such supplier. */
export async function setSupplierClient(tx: Tx, id: number, clientId: number | null): Promise<boolean> {
  return (await tx.query('UPDATE suppliers SET supplier_client_id = $2 WHERE id = $1 RETURNING id', [id, clientId])).length > 0;
}

export interface OnSystemSupplier {
  id: number;
  name: string;
  domain: string;
}

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
