// Inventory items (the tenant's inventory_items) with their product's details, as the item list,
// the item modal and the Place Orders screen read them. on_hand changes only through the ledger.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { POSITION_SQL } from '../stock-ledger/ledger';

export interface ItemRow {
  id: number;
  product_id: number;
  product_name: string;
  sku: string | null;
  status: string;
  image: string | null;
  unit_name: string | null;
  category_name: string | null;
  area_id: number | null;
  area_name: string | null;
  on_hand: number;
  par_level: number | null;
  min_qty: number | null;
  cost_price: number | null;
  notes: string | null;
  is_active: boolean;
  offer_id: number | null;
  supplier_id: number | null;
  supplier_name: string | null;
  ledger_position: number;
}

const SELECT_ITEM = `
  SELECT i.id, i.product_id, p.product_name, p.sku, p.status, p.image, un.unit_choice AS unit_name, c.category_name,
         i.area_id, a.name AS area_name, i.on_hand, i.par_level, i.min_qty, i.cost_price, i.notes, i.is_active,
         o.id AS offer_id, s.id AS supplier_id, s.name AS supplier_name, ${POSITION_SQL('i')} AS ledger_position
    FROM inventory_items i
    JOIN products p ON p.id = i.product_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN units un ON un.id = p.unit_id
    LEFT JOIN areas a ON a.id = i.area_id
    LEFT JOIN offers o ON o.product_id = p.id AND o.is_preferred
    LEFT JOIN suppliers s ON s.id = o.supplier_id`;

/** The items whose product name, SKU or area name contains `q`, by product name. */
export async function listItems(tx: Tx, q?: string): Promise<ItemRow[]> {
  const search = q?.trim();
  return tx.query<ItemRow>(
    `${SELECT_ITEM}
     ${search ? 'WHERE p.product_name ILIKE $1 OR p.sku ILIKE $1 OR a.name ILIKE $1' : ''}
     ORDER BY lower(p.product_name), lower(a.name) NULLS FIRST, i.id`,
    search ? [likePattern(search)] : [],
  );
}

export async function findItem(tx: Tx, id: number): Promise<ItemRow | null> {
  return (await tx.query<ItemRow>(`${SELECT_ITEM} WHERE i.id = $1`, [id]))[0] ?? null;
}

export interface ItemFields {
  product_id: number;
  area_id: number | null;
  par_level: number | null;
  min_qty: number | null;
  cost_price: number | null;
  notes: string | null;
  is_active: boolean;
}

/** A new item starts at 0 on hand; its opening stock is a movement (stock-ledger). */
export async function insertItem(tx: Tx, item: ItemFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO inventory_items (product_id, area_id, par_level, min_qty, cost_price, notes, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [item.product_id, item.area_id, item.par_level, item.min_qty, item.cost_price, item.notes, item.is_active],
  );
  return row.id;
}

/** Sets the given fields (on_hand is not one of them). */
export async function updateItem(tx: Tx, id: number, fields: Partial<ItemFields>): Promise<void> {
  const cols = Object.keys(fields) as (keyof ItemFields)[];
  if (cols.length === 0) return;
  await tx.query(`UPDATE inventory_items SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...cols.map((c) => fields[c])]);
}

export async function deleteItem(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM inventory_items WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Another item (not `exceptId`) of the same product in the same area (or both without one). */
export async function itemExists(tx: Tx, productId: number, areaId: number | null, exceptId: number | null = null): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM inventory_items WHERE product_id = $1 AND area_id IS NOT DISTINCT FROM $2 AND id IS DISTINCT FROM $3',
    [productId, areaId, exceptId],
  );
  return rows.length > 0;
}

export async function productExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
}

/** The product named `name` (any case), else a new one with the SKU and unit: the simple add-item form. */
export async function productByName(tx: Tx, name: string, sku: string | null, unitId: number | null): Promise<number> {
  const [found] = await tx.query<{ id: number }>('SELECT id FROM products WHERE lower(product_name) = lower($1) ORDER BY id LIMIT 1', [name]);
  if (found) return found.id;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO products (product_name, sku, unit_id, status) VALUES ($1, $2, $3, 'ACT') RETURNING id`,
    [name, sku, unitId],
  );
  return row.id;
}

/** A unit by id (null when it does not exist), or by its name (created when new). */
export async function unitFor(tx: Tx, uom: number | string): Promise<number | null> {
  if (typeof uom === 'number') return (await tx.query<{ id: number }>('SELECT id FROM units WHERE id = $1', [uom]))[0]?.id ?? null;
  const [found] = await tx.query<{ id: number }>('SELECT id FROM units WHERE lower(unit_choice) = lower($1)', [uom]);
  if (found) return found.id;
  return (await tx.query<{ id: number }>('INSERT INTO units (unit_choice) VALUES ($1) RETURNING id', [uom]))[0].id;
}
