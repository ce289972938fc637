// A supplier's own products with their price, matched by SKU (any case). Adding them to a catalog
// at a catalog price waits for catalog prices (issue 22).
import { duplicateErrors, type FieldSpec } from '../fields';
import { KIND_MESSAGES, lower, splitByMatch, type ImportKindSpec } from '../kind';
import { idsByKey, insertMany, updateMany, type Columns } from '../writes';

const FIELDS: FieldSpec[] = [
  { name: 'sku', label: 'SKU', type: 'text', required: true, maxLength: 255, aliases: ['code', 'item code'] },
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 255, aliases: ['product', 'product name'] },
  { name: 'unit', label: 'Unit', type: 'text', maxLength: 255, aliases: ['uom', 'units'] },
  { name: 'price', label: 'Price', type: 'number', min: 0, max: 9999999999.99, aliases: ['unit price'] },
];

const COLUMNS: Columns = { sku: 'text', name: 'text', unit: 'text', price: 'numeric' };

export const supplierProducts: ImportKindSpec = {
  tenantType: 'supplier',
  fields: FIELDS,
  example: { sku: 'TOM-5KG', name: 'Tomatoes 5 kg', unit: 'case', price: '12.40' },

  async check(_tx, records, columnOf) {
    return duplicateErrors(
      records,
      (r) => lower(r.sku),
      columnOf('sku'),
      (first) => KIND_MESSAGES.twice('SKU', first),
    );
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
    return { created, updated, skipped };
  },
};
