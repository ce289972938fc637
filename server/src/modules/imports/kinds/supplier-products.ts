// A supplier's own products with their price, matched by SKU (any case). A row may also name one of
// the supplier's catalogs (by name, any case) to add the product to, at its catalog price (blank: the
// product follows its list price there); a catalog that does not exist is the row's problem.
import { inChunks } from '../../../db/chunks';
import type { Tx } from '../../../db/database';
import { duplicateErrors, type FieldSpec, type ReadRow, type RowError } from '../fields';
import { KIND_MESSAGES, lower, splitByMatch, type ImportKindSpec } from '../kind';
import { idsByKey, insertMany, updateMany, type Columns } from '../writes';

const MAX_PRICE = 9999999999.99;

const FIELDS: FieldSpec[] = [
  { name: 'sku', label: 'SKU', type: 'text', required: true, maxLength: 255, aliases: ['code', 'item code'] },
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 255, aliases: ['product', 'product name'] },
  { name: 'unit', label: 'Unit', type: 'text', maxLength: 255, aliases: ['uom', 'units'] },
  { name: 'price', label: 'Price', type: 'number', min: 0, max: MAX_PRICE, aliases: ['unit price'] },
  { name: 'catalog', label: 'Catalog', type: 'text', maxLength: 255, aliases: ['catalog name', 'catalogue', 'price list'] },
  { name: 'catalog_price', label: 'Catalog price', type: 'number', min: 0, max: MAX_PRICE, aliases: ['catalogue price', 'price list price'] },
];

const COLUMNS: Columns = { sku: 'text', name: 'text', unit: 'text', price: 'numeric' };

export const SUPPLIER_PRODUCT_MESSAGES = { priceWithoutCatalog: 'Name the catalog this catalog price is for.' };

const catalogIds = (tx: Tx) => idsByKey(tx, 'catalogs', 'catalog_name');

export const supplierProducts: ImportKindSpec = {
  tenantType: 'supplier',
  fields: FIELDS,
  // The catalog is left blank: the template imports as it is, whatever the supplier's catalogs are called.
  example: { sku: 'TOM-5KG', name: 'Tomatoes 5 kg', unit: 'case', price: '12.40' },

  async check(tx, records, columnOf) {
    const catalogs = await catalogIds(tx);
    const errors: RowError[] = [];
    for (const { row, record } of records) {
      if (record.catalog != null && !catalogs.has(lower(record.catalog)!)) errors.push({ row, column: columnOf('catalog'), message: KIND_MESSAGES.noObject('name', String(record.catalog)) });
      if (record.catalog_price != null && record.catalog == null) errors.push({ row, column: columnOf('catalog_price'), message: SUPPLIER_PRODUCT_MESSAGES.priceWithoutCatalog });
    }
    const twice = duplicateErrors(
      records,
      (r) => lower(r.sku),
      columnOf('sku'),
      (first) => KIND_MESSAGES.twice('SKU', first),
    );
    return [...errors, ...twice];
  },

  async commit(records, { tx, onExisting }) {
    const bySku = await idsByKey(tx, 'supplier_products', 'sku');
    const { creates, updates, skipped } = splitByMatch(records, (r) => bySku.get(lower(r.record.sku)!), onExisting);
    const created = await insertMany(
      tx,
      'supplier_products',
      COLUMNS,
      creates.map((r) => ({ ...r.record, price: r.record.price ?? 0 })),
    );
    const updated = await updateMany(
      tx,
      'supplier_products',
      COLUMNS,
      updates.map((r) => ({ ...r.record, id: r.id })),
      'updated_at = now()',
    );
    await addToCatalogs(tx, [...creates, ...updates]);
    return { created, updated, skipped };
  },
};

/** Puts each written row's product in its catalog; a blank catalog price keeps the one it has (a new one follows the list price). */
async function addToCatalogs(tx: Tx, written: readonly ReadRow[]) {
  const placed = written.filter((r) => r.record.catalog != null);
  if (placed.length === 0) return;
  const [catalogs, products] = [await catalogIds(tx), await idsByKey(tx, 'supplier_products', 'sku')];
  const rows = placed.map(({ record }) => ({ catalog_id: catalogs.get(lower(record.catalog)!)!, product_id: products.get(lower(record.sku)!)!, price: record.catalog_price ?? null }));
  await inChunks(rows, (chunk) =>
    tx.query(
      `INSERT INTO catalog_products (catalog_id, product_id, price)
       SELECT catalog_id, product_id, price FROM jsonb_to_recordset($1::jsonb) AS r(catalog_id int, product_id int, price numeric)
       ON CONFLICT (catalog_id, product_id) DO UPDATE SET price = coalesce(EXCLUDED.price, catalog_products.price)`,
      [JSON.stringify(chunk)],
    ),
  );
}
