// A supplier's catalogs and the merchants and products assigned to them (tenant migration 0011).
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

export interface CatalogRow {
  id: number;
  catalog_name: string;
  description: string | null;
  /** A stored upload key (catalog-images/<name>). */
  image: string | null;
  is_active: boolean;
  created_by: number | null;
  creator_username: string | null;
  updated_by_super_admin: boolean;
  created_at: Date;
  updated_at: Date;
}

export type Named = Schemas['NamedRef'];

export interface CatalogWithAssignments extends CatalogRow {
  merchants: Named[];
  products: Schemas['CatalogProduct'][];
}

export interface CatalogValues {
  catalog_name?: string;
  description?: string | null;
  is_active?: boolean;
  image?: string;
  created_by?: number;
}

const SELECT_CATALOG = `
  SELECT c.*, u.username AS creator_username
    FROM catalogs c LEFT JOIN public.users u ON u.id = c.created_by`;

/** Each catalog's assigned merchants and products, by name. */
async function withAssignments(tx: Tx, catalogs: CatalogRow[]): Promise<CatalogWithAssignments[]> {
  const ids = catalogs.map((c) => c.id);
  const group = async <T>(sql: string) => {
    const byCatalog = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const { catalog_id, ...row } of await tx.query<T & { catalog_id: number }>(sql, [ids])) byCatalog.get(catalog_id)?.push(row as T);
    return byCatalog;
  };
  const merchants = await group<Named>(
    `SELECT cm.catalog_id, m.id, m.merchant_name AS name FROM catalog_merchants cm JOIN merchants m ON m.id = cm.merchant_id
      WHERE cm.catalog_id = ANY($1::int[]) ORDER BY lower(m.merchant_name), m.id`,
  );
  // A catalog price of null follows the product's list price.
  const products = await group<Schemas['CatalogProduct']>(
    `SELECT cp.catalog_id, p.id, p.name, p.sku, p.unit, p.is_active, p.price AS list_price, coalesce(cp.price, p.price) AS price,
            cp.price IS NOT NULL AS has_catalog_price
       FROM catalog_products cp JOIN supplier_products p ON p.id = cp.product_id
      WHERE cp.catalog_id = ANY($1::int[]) ORDER BY lower(p.name), p.id`,
  );
  return catalogs.map((c) => ({ ...c, merchants: merchants.get(c.id)!, products: products.get(c.id)! }));
}

/** Every catalog, newest first, with its assignments. */
export async function listCatalogs(tx: Tx): Promise<CatalogWithAssignments[]> {
  return withAssignments(tx, await tx.query<CatalogRow>(`${SELECT_CATALOG} ORDER BY c.created_at DESC, c.id DESC`));
}

export async function findCatalog(tx: Tx, id: number): Promise<CatalogWithAssignments | null> {
  const rows = await tx.query<CatalogRow>(`${SELECT_CATALOG} WHERE c.id = $1`, [id]);
  return rows.length ? (await withAssignments(tx, rows))[0] : null;
}

export async function insertCatalog(tx: Tx, values: CatalogValues): Promise<number> {
  const cols = Object.keys(values) as (keyof CatalogValues)[];
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO catalogs (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map((c) => values[c]),
  );
  return row.id;
}

/** The catalog's stored image, with the row locked until the transaction ends; null when there is no such catalog. */
export async function lockCatalog(tx: Tx, id: number): Promise<{ image: string | null } | null> {
  return (await tx.query<{ image: string | null }>('SELECT image FROM catalogs WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

/** Sets the given columns (names come from the handler, never from the client). */
export async function updateCatalogRow(tx: Tx, id: number, values: CatalogValues): Promise<void> {
  const cols = Object.keys(values) as (keyof CatalogValues)[];
  const sets = [...cols.map((c, i) => `${c} = $${i + 2}`), 'updated_at = now()'].join(', ');
  await tx.query(`UPDATE catalogs SET ${sets} WHERE id = $1`, [id, ...cols.map((c) => values[c])]);
}

export async function catalogExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM catalogs WHERE id = $1', [id])).length > 0;
}

/** The two kinds of assignment: the link table, its column and the table it points into. */
export const ASSIGNMENTS = {
  merchant: { link: 'catalog_merchants', column: 'merchant_id', target: 'merchants' },
  product: { link: 'catalog_products', column: 'product_id', target: 'supplier_products' },
} as const;
export type AssignmentKind = keyof typeof ASSIGNMENTS;

export async function assignableExists(tx: Tx, kind: AssignmentKind, id: number): Promise<boolean> {
  return (await tx.query(`SELECT 1 FROM ${ASSIGNMENTS[kind].target} WHERE id = $1`, [id])).length > 0;
}

export async function assign(tx: Tx, kind: AssignmentKind, catalogId: number, id: number): Promise<void> {
  const { link, column } = ASSIGNMENTS[kind];
  await tx.query(`INSERT INTO ${link} (catalog_id, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [catalogId, id]);
}

/** Assigns a product at a catalog price (null: the list price); an assigned one gets the price. */
export async function assignProduct(tx: Tx, catalogId: number, productId: number, price: number | null): Promise<void> {
  await tx.query('INSERT INTO catalog_products (catalog_id, product_id, price) VALUES ($1, $2, $3) ON CONFLICT (catalog_id, product_id) DO UPDATE SET price = EXCLUDED.price', [
    catalogId,
    productId,
    price,
  ]);
}

/** Sets an assigned product's catalog price; false when the product is not assigned to the catalog. */
export async function setCatalogPrice(tx: Tx, catalogId: number, productId: number, price: number | null): Promise<boolean> {
  return (await tx.query('UPDATE catalog_products SET price = $3 WHERE catalog_id = $1 AND product_id = $2 RETURNING product_id', [catalogId, productId, price])).length > 0;
}

export async function unassign(tx: Tx, kind: AssignmentKind, catalogId: number, id: number): Promise<void> {
  const { link, column } = ASSIGNMENTS[kind];
  await tx.query(`DELETE FROM ${link} WHERE catalog_id = $1 AND ${column} = $2`, [catalogId, id]);
}
