// A supplier's merchant customers (merchants, in the supplier's schema; tenant migration 0003),
// each read with its connection to a merchant tenant (its live one, else its latest).
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import type { ConnectionSide, ConnectionStatus } from '@shared/connection-rules';
import { connectionSummary, recordConnectionJoin } from '../connections/repo';
import type { MerchantValues } from './rules';

export interface MerchantRow {
  id: number;
  merchant_name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  phone_number: string | null;
  cell_number: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip: string | null;
  billing_country: string | null;
  billing_phone_number: string | null;
  billing_cell_number: string | null;
  billing_email: string | null;
  owner: string | null;
  email: string | null;
  ein: string | null;
  sales_tax_id: string | null;
  sales_rep: string | null;
  minimum_order: number;
  minimum_order_rule: Schemas['MinimumOrderRule'];
  delivery_days: Schemas['Weekday'][];
  cutoff_time: string | null;
  is_active: boolean;
  /** A stored upload key (logos/<name>). */
  logo: string | null;
}

/** A merchant record with the connection it is tied to. */
export interface MerchantWithConnection extends MerchantRow {
  connection: Schemas['ConnectionSummary'] | null;
}

// $1 is always the supplier tenant's id.
const SELECT = `SELECT m.*, rc.id AS rc_id, rc.status AS rc_status, rc.requested_by AS rc_requested_by FROM merchants m ${recordConnectionJoin('supplier', '$1', 'm.id')}`;

type Joined = MerchantRow & { rc_id: number | null; rc_status: ConnectionStatus | null; rc_requested_by: ConnectionSide | null };

const withConnection = ({ rc_id, rc_status, rc_requested_by, ...m }: Joined): MerchantWithConnection => ({
  ...m,
  connection: connectionSummary({ id: rc_id, status: rc_status, requested_by: rc_requested_by }),
});

export async function listMerchants(tx: Tx, tenantId: number): Promise<MerchantWithConnection[]> {
  return (await tx.query<Joined>(`${SELECT} ORDER BY lower(m.merchant_name), m.id`, [tenantId])).map(withConnection);
}

export async function findMerchant(tx: Tx, tenantId: number, id: number): Promise<MerchantWithConnection | null> {
  const [row] = await tx.query<Joined>(`${SELECT} WHERE m.id = $2`, [tenantId, id]);
  return row ? withConnection(row) : null;
}

export async function insertMerchant(tx: Tx, values: MerchantValues): Promise<MerchantRow> {
  const cols = Object.keys(values) as (keyof MerchantValues)[];
  const [row] = await tx.query<MerchantRow>(
    `INSERT INTO merchants (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    cols.map((c) => values[c]),
  );
  return row;
}

/** Sets the given columns (names come from the rules' field lists, never from the client); false when there is no such merchant. */
export async function updateMerchantRow(tx: Tx, id: number, values: MerchantValues): Promise<boolean> {
  const cols = Object.keys(values) as (keyof MerchantValues)[];
  const sets = cols.map((c, i) => `${c} = $${i + 2}, `).join('');
  const rows = await tx.query(`UPDATE merchants SET ${sets}updated_at = now() WHERE id = $1 RETURNING id`, [id, ...cols.map((c) => values[c])]);
  return rows.length > 0;
}

/** Deletes the merchant (its catalog assignments go with it); answers its logo to remove, or undefined when there was none. */
export async function deleteMerchant(tx: Tx, id: number): Promise<{ logo: string | null } | undefined> {
  return (await tx.query<{ logo: string | null }>('DELETE FROM merchants WHERE id = $1 RETURNING logo', [id]))[0];
}
