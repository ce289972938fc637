// Merchant products: matched by SKU (by name when the row has none); categories and units named
// in the file are created when the merchant has none of that name. The product row quota holds.
// A barcode is checked as the product form checks it (a blank cell keeps the product's).
import { checkRowQuota } from '../../limits/enforce';
import { BARCODE_MESSAGES, barcodeError, gtin14 } from '@shared/barcode';
import type { Tx } from '../../../db/database';
import { duplicateErrors, type FieldSpec, type ReadRow, type RowError } from '../fields';
import { KIND_MESSAGES, lower, splitByMatch, type ImportKindSpec } from '../kind';
import { ensureNamed, idsByKey, insertMany, updateMany, type Columns } from '../writes';

const FIELDS: FieldSpec[] = [
  { name: 'product_name', label: 'Product name', type: 'text', required: true, maxLength: 255, aliases: ['name', 'product'] },
  { name: 'sku', label: 'SKU', type: 'text', maxLength: 255, aliases: ['code', 'item code'] },
  { name: 'barcode', label: 'Barcode', type: 'text', maxLength: 64, aliases: ['ean', 'upc', 'gtin', 'ean13', 'upc code'] },
  { name: 'category', label: 'Category', type: 'text', required: true, maxLength: 255, aliases: ['category name'] },
  { name: 'unit', label: 'Unit', type: 'text', maxLength: 255, aliases: ['units', 'uom', 'unit of measure'] },
  { name: 'base_price', label: 'Base price', type: 'number', min: 0, max: 9999999999.99, aliases: ['price'] },
  { name: 'status', label: 'Status', type: 'choice', choices: ['ACT', 'ICT', 'OUT', 'DIS'] },
  { name: 'quantity', label: 'Quantity', type: 'integer', min: 0, max: 2147483647 },
  { name: 'pack_size', label: 'Pack size', type: 'text', maxLength: 255 },
  { name: 'pos_name', label: 'POS name', type: 'text', maxLength: 255 },
  { name: 'description', label: 'Description', type: 'text', maxLength: 5000 },
];

const COLUMNS: Columns = {
  product_name: 'text',
  sku: 'text',
  barcode: 'text',
  category_id: 'int',
  unit_id: 'int',
  base_price: 'numeric',
  status: 'text',
  quantity: 'int',
  pack_size: 'text',
  pos_name: 'text',
  description: 'text',
};

export const products: ImportKindSpec = {
  tenantType: 'merchant',
  fields: FIELDS,
  example: {
    product_name: 'Olive oil 1 L',
    sku: 'OIL-1L',
    barcode: '4006381333931',
    category: 'Pantry',
    unit: 'bottle',
    base_price: '9.50',
    status: 'ACT',
    quantity: '0',
    pack_size: '6 x 1 L',
    pos_name: '',
    description: '',
  },

  async check(tx, records, columnOf) {
    return [
      ...(await barcodeErrors(tx, records, columnOf('barcode'))),
      ...duplicateErrors(
        records,
        (r) => (typeof r.barcode === 'string' ? gtin14(r.barcode) : null),
        columnOf('barcode'),
        (first) => KIND_MESSAGES.twice('barcode', first),
      ),
      ...duplicateErrors(
        records,
        (r) => lower(r.sku),
        columnOf('sku'),
        (first) => KIND_MESSAGES.twice('SKU', first),
      ),
      ...duplicateErrors(
        records,
        (r) => (r.sku === null ? lower(r.product_name) : null),
        columnOf('product_name'),
        (first) => KIND_MESSAGES.twice('product name', first),
      ),
    ];
  },

  async commit(records, { tx, req, onExisting }) {
    const categories = await ensureNamed(tx, 'categories', 'category_name', names(records, 'category'));
    const units = await ensureNamed(tx, 'units', 'unit_choice', names(records, 'unit'));
    const match = await matcher(tx);
    const { creates, updates, skipped } = splitByMatch(records, match, onExisting);
    const values = ({ record: r }: ReadRow) => ({
      ...r,
      category_id: categories.get(lower(r.category)!) ?? null,
      unit_id: r.unit === null ? null : units.get(lower(r.unit)!),
    });
    const created = await insertMany(
      tx,
      'products',
      COLUMNS,
      creates.map((r) => ({ ...values(r), status: r.record.status ?? 'ACT', base_price: r.record.base_price ?? 0, quantity: r.record.quantity ?? 0 })),
    );
    const updated = await updateMany(
      tx,
      'products',
      COLUMNS,
      updates.map((r) => ({ ...values(r), id: r.id })),
      'updated_at = now()',
    );
    await checkRowQuota(tx, req, 'products');
    return { created, updated, skipped };
  },
};

/** The existing product a row stands for: by SKU, else by name (when the row has no SKU). */
async function matcher(tx: Tx) {
  const bySku = await idsByKey(tx, 'products', 'sku');
  const byName = await idsByKey(tx, 'products', 'product_name');
  return ({ record: r }: ReadRow) => (r.sku !== null ? bySku.get(lower(r.sku)!) : byName.get(lower(r.product_name)!));
}

/** A barcode that is not one (shape, check digit), or that another product of the tenant has (as GTIN-14). */
async function barcodeErrors(tx: Tx, records: readonly ReadRow[], column: string): Promise<RowError[]> {
  const withCode = records.filter((r) => typeof r.record.barcode === 'string');
  if (!withCode.length) return [];
  const match = await matcher(tx);
  const owners = new Map((await tx.query<{ id: number; gtin: string }>("SELECT id, lpad(barcode, 14, '0') AS gtin FROM products WHERE barcode IS NOT NULL")).map((p) => [p.gtin, p.id]));
  return withCode.flatMap((r) => {
    const code = r.record.barcode as string;
    const wrong = barcodeError(code);
    if (wrong) return [{ row: r.row, column, message: wrong }];
    const owner = owners.get(gtin14(code));
    return owner !== undefined && owner !== match(r) ? [{ row: r.row, column, message: BARCODE_MESSAGES.taken }] : [];
  });
}

function names(records: readonly ReadRow[], field: string): string[] {
  return records.map((r) => r.record[field]).filter((v): v is string => typeof v === 'string');
}
