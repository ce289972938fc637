// A big stock area for the crash test and the bench: `n` products and items in one new area, each
// with an opening movement, in a few set-based statements (run with the tenant's search_path).
import type { Tx } from '../src/db/database';

export async function bulkArea(tx: Tx, name: string, n: number): Promise<number> {
  const [{ id: area }] = await tx.query<{ id: number }>('INSERT INTO areas (name) VALUES ($1) RETURNING id', [name]);
  await tx.query(
    `INSERT INTO products (product_name, sku)
     SELECT $1::text || ' item ' || lpad(g::text, 5, '0'), 'BULK-' || $2::int || '-' || g FROM generate_series(1, $3::int) g`,
    [name, area, n],
  );
  await tx.query(`INSERT INTO inventory_items (product_id, area_id, par_level) SELECT id, $1::int, 10 FROM products WHERE sku LIKE 'BULK-' || $1::int || '-%'`, [area]);
  // Opening stock 20..29, so a count of on-hand − 1 changes every item.
  await tx.query(`INSERT INTO stock_movements (item_id, delta, reason) SELECT id, 20 + id % 10, 'opening' FROM inventory_items WHERE area_id = $1`, [area]);
  return area;
}
