// Inventory items (the tenant's inventory_items) with their product's details, as the item list,
// the item modal and the Place Orders screen read them. on_hand changes only through the ledger.
import type { Tx } from '../../db/database';
import { likePattern } from '../../db/like';
import { insertRow, updateRow } from '../../db/rows';
import { cleanText } from '../../lib/text';
import type { Schemas } from '../../openapi/operations';
import { POSITION_SQL } from '../stock-ledger/ledger';

type Item = Schemas['InventoryItem'];

/**
 * The columns of inventory_items, named as the contract's InventoryItem names them (product and area
 * are stored as product_id and area_id). The one list of them: an item is read, answered and written
 * from it, so a plain column added to the table and the contract is added here and nowhere else.
 */
export const ITEM_COLUMNS = ['id', 'product', 'area', 'on_hand', 'par_level', 'min_qty', 'cost_price', 'notes', 'is_active'] as const satisfies readonly (keyof Item)[];

/** The InventoryItem fields read from other tables (product_detail is built from the product's columns). */
export const JOINED_FIELDS = ['product_name', 'product_detail', 'area_name', 'ledger_position', 'on_order'] as const satisfies readonly (keyof Item)[];

type Column = (typeof ITEM_COLUMNS)[number];
type Unlisted = Exclude<keyof Item, Column | (typeof JOINED_FIELDS)[number]>;
/** A field the contract's InventoryItem gains fails the build here (naming it) until one of the two lists above has it. */
export const EVERY_FIELD_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;

const STORED_AS: Partial<Record<Column, string>> = { product: 'product_id', area: 'area_id' };
/** The name of a column in the table. */
export const stored = (c: Column) => STORED_AS[c] ?? c;

/** The columns create and update write: all but the id, and on_hand, which only the ledger changes. */
type Writable = Exclude<Column, 'id' | 'on_hand'>;
const WRITABLE = ITEM_COLUMNS.filter((c): c is Writable => c !== 'id' && c !== 'on_hand');

/** The product's columns that an item's product_detail shows. */
type ProductColumns = Pick<Required<Schemas['InventoryProductDetail']>, 'sku' | 'barcode' | 'status' | 'image' | 'unit_name' | 'category_name'> & {
  offer_id: number | null;
  supplier_id: number | null;
  supplier_name: string | null;
};

export type ItemRow = Required<Pick<Item, Column | 'product_name' | 'area_name' | 'ledger_position' | 'on_order'>> & ProductColumns;
export type ItemValues = Pick<ItemRow, Writable>;

/**
 * The item's product on order (decisions.md "Fulfilment, receiving and credits (issue 23): server"):
 * over orders not received and not rejected, each line's confirmed (else ordered) quantity less
 * what arrived, at least 0; a line a receipt closed with a reason is no longer expected.
 */
/** What is on order for item `i`'s product: ordered (or confirmed) and not yet received, on orders not closed. */
export const ON_ORDER_SQL = (i: string) => `(
  SELECT coalesce(sum(greatest(coalesce(l.confirmed_qty, l.qty) - coalesce((SELECT sum(rl.received_qty) FROM receipt_lines rl WHERE rl.line_id = l.id), 0), 0)), 0)::float8
    FROM purchase_order_lines l JOIN purchase_orders po ON po.id = l.order_id AND po.status NOT IN ('RECEIVED', 'REJECTED')
   WHERE l.product_id = ${i}.product_id
     AND NOT EXISTS (SELECT 1 FROM receipt_lines rl WHERE rl.line_id = l.id AND rl.reason IS NOT NULL))`;

const SELECT_ITEM = `
  SELECT ${ITEM_COLUMNS.map((c) => `i.${stored(c)} AS ${c}`).join(', ')},
         p.product_name, a.name AS area_name, ${POSITION_SQL('i')} AS ledger_position, ${ON_ORDER_SQL('i')} AS on_order,
         p.sku, p.barcode, p.status, p.image, un.unit_choice AS unit_name, c.category_name, o.id AS offer_id, s.id AS supplier_id, s.name AS supplier_name
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

/** The writable values under their column names (a value left undefined is not written); text is stored trimmed, blank as null. */
const toColumns = (values: Partial<ItemValues>) => Object.fromEntries(WRITABLE.map((c) => [stored(c), typeof values[c] === 'string' ? cleanText(values[c]) : values[c]]));

/** A new item starts at 0 on hand; its opening stock is a movement (stock-ledger). Columns not given take their defaults. */
export const insertItem = (tx: Tx, values: Partial<ItemValues> & Pick<ItemValues, 'product'>) => insertRow(tx, 'inventory_items', toColumns(values), WRITABLE.map(stored));

/** Sets the given values (on_hand is not one of them). */
export const updateItem = (tx: Tx, id: number, patch: Partial<ItemValues>) => updateRow(tx, 'inventory_items', id, toColumns(patch), WRITABLE.map(stored));

export async function deleteItem(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM inventory_items WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Another item (not `exceptId`) of the same product in the same area (or both without one). */
export async function itemExists(tx: Tx, productId: number, areaId: number | null, exceptId: number | null = null): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM inventory_items WHERE product_id = $1 AND area_id IS NOT DISTINCT FROM $2 AND id IS DISTINCT FROM $3', [productId, areaId, exceptId]);
  return rows.length > 0;
}

export async function productExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
}

/** The product named `name` (any case), else a new one with the SKU and unit: the simple add-item form. */
export async function productByName(tx: Tx, name: string, sku: string | null, unitId: number | null): Promise<number> {
  const [found] = await tx.query<{ id: number }>('SELECT id FROM products WHERE lower(product_name) = lower($1) ORDER BY id LIMIT 1', [name]);
  if (found) return found.id;
  const [row] = await tx.query<{ id: number }>(`INSERT INTO products (product_name, sku, unit_id, status) VALUES ($1, $2, $3, 'ACT') RETURNING id`, [name, sku, unitId]);
  return row.id;
}

/** A unit by id (null when it does not exist), or by its name (created when new). */
export async function unitFor(tx: Tx, uom: number | string): Promise<number | null> {
  if (typeof uom === 'number') return (await tx.query<{ id: number }>('SELECT id FROM units WHERE id = $1', [uom]))[0]?.id ?? null;
  const [found] = await tx.query<{ id: number }>('SELECT id FROM units WHERE lower(unit_choice) = lower($1)', [uom]);
  if (found) return found.id;
  return (await tx.query<{ id: number }>('INSERT INTO units (unit_choice) VALUES ($1) RETURNING id', [uom]))[0].id;
}
