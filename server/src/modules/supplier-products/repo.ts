// A supplier's own products (supplier_products, in the supplier's schema; tenant migration 0011).
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import type { ProductValues } from './rules';

export interface ProductRow {
  id: number;
  name: string;
  sku: string;
  unit: string | null;
  price: number;
  /** A stored upload key (product-images/<name>). */
  image: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** One page of products by name; `search` matches name or SKU ("contains", any case). */
export async function listProducts(tx: Tx, opts: { search: string; limit: number; offset: number }): Promise<{ count: number; rows: ProductRow[] }> {
  const text = opts.search.trim();
  const where = text ? 'WHERE name ILIKE $1 OR sku ILIKE $1' : '';
  const filter = text ? [likePattern(text)] : [];
  const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM supplier_products ${where}`, filter);
  const n = filter.length;
  const rows = await tx.query<ProductRow>(`SELECT * FROM supplier_products ${where} ORDER BY lower(name), id LIMIT $${n + 1} OFFSET $${n + 2}`, [...filter, opts.limit, opts.offset]);
  return { count, rows };
}

export async function findProduct(tx: Tx, id: number): Promise<ProductRow | null> {
  return (await tx.query<ProductRow>('SELECT * FROM supplier_products WHERE id = $1', [id]))[0] ?? null;
}

/** Another product with this SKU (in any case), if any. */
export async function skuTaken(tx: Tx, sku: string, exceptId: number | null = null): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM supplier_products WHERE lower(sku) = lower($1) AND id IS DISTINCT FROM $2', [sku, exceptId]);
  return rows.length > 0;
}

export async function insertProduct(tx: Tx, values: ProductValues): Promise<ProductRow> {
  const cols = Object.keys(values) as (keyof ProductValues)[];
  const [row] = await tx.query<ProductRow>(
    `INSERT INTO supplier_products (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    cols.map((c) => values[c]),
  );
  return row;
}

/** The product's row, locked until the transaction ends (read, check, write). */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow | null> {
  return (await tx.query<ProductRow>('SELECT * FROM supplier_products WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

/** Sets the given columns (names come from the rules, never from the client). */
export async function updateProductRow(tx: Tx, id: number, values: ProductValues): Promise<ProductRow> {
  const cols = Object.keys(values) as (keyof ProductValues)[];
  const sets = [...cols.map((c, i) => `${c} = $${i + 2}`), 'updated_at = now()'].join(', ');
  const [row] = await tx.query<ProductRow>(`UPDATE supplier_products SET ${sets} WHERE id = $1 RETURNING *`, [id, ...cols.map((c) => values[c])]);
  return row;
}

/** Deletes the product (its catalog assignments go with it); answers its image to remove, or undefined when there was none. */
export async function deleteProduct(tx: Tx, id: number): Promise<{ image: string | null } | undefined> {
  return (await tx.query<{ image: string | null }>('DELETE FROM supplier_products WHERE id = $1 RETURNING image', [id]))[0];
}
