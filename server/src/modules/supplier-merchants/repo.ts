// A supplier's merchant customers (merchants, in the supplier's schema; tenant migration 0003).
import type { Tx } from '../../db/database';
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
  is_active: boolean;
  /** A stored upload key (logos/<name>). */
  logo: string | null;
}

export async function listMerchants(tx: Tx): Promise<MerchantRow[]> {
  return tx.query<MerchantRow>('SELECT * FROM merchants ORDER BY lower(merchant_name), id');
}

export async function findMerchant(tx: Tx, id: number): Promise<MerchantRow | null> {
  return (await tx.query<MerchantRow>('SELECT * FROM merchants WHERE id = $1', [id]))[0] ?? null;
}

export async function insertMerchant(tx: Tx, values: MerchantValues): Promise<MerchantRow> {
  const cols = Object.keys(values) as (keyof MerchantValues)[];
  const [row] = await tx.query<MerchantRow>(
    `INSERT INTO merchants (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    cols.map((c) => values[c]),
  );
  return row;
}

/** Sets the given columns (names come from the rules' field lists, never from the client). */
export async function updateMerchantRow(tx: Tx, id: number, values: MerchantValues): Promise<MerchantRow | null> {
  const cols = Object.keys(values) as (keyof MerchantValues)[];
  if (cols.length === 0) return findMerchant(tx, id);
  const sets = cols.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const rows = await tx.query<MerchantRow>(`UPDATE merchants SET ${sets}, updated_at = now() WHERE id = $1 RETURNING *`, [id, ...cols.map((c) => values[c])]);
  return rows[0] ?? null;
}

/** Deletes the merchant (its catalog assignments go with it); answers its logo to remove, or undefined when there was none. */
export async function deleteMerchant(tx: Tx, id: number): Promise<{ logo: string | null } | undefined> {
  return (await tx.query<{ logo: string | null }>('DELETE FROM merchants WHERE id = $1 RETURNING logo', [id]))[0];
}
