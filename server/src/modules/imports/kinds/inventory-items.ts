// Inventory items: the product by SKU and the area by name (both must exist), matched by product
// and area. On hand is set through the stock ledger: each change is a movement of reason 'import'.
import type { Tx } from '../../../db/database';
import { appendMovements, lockItems } from '../../stock-ledger/ledger';
import { duplicateErrors, type FieldSpec, type ReadRow, type RowError } from '../fields';
import { KIND_MESSAGES, lower, splitByMatch, type ImportKindSpec } from '../kind';
import { idsByKey, insertMany, updateMany } from '../writes';

const FIELDS: FieldSpec[] = [
  { name: 'sku', label: 'SKU', type: 'text', required: true, maxLength: 255, aliases: ['product sku', 'code'] },
  { name: 'area', label: 'Area', type: 'text', maxLength: 255, aliases: ['area name', 'location', 'storage area'] },
  { name: 'on_hand', label: 'On hand', type: 'number', min: 0, max: 99999999999.999, aliases: ['stock', 'quantity', 'qty'] },
  { name: 'par_level', label: 'Par level', type: 'number', min: 0, max: 99999999999.999, aliases: ['par', 'par qty'] },
];

const itemKey = (productId: number, areaId: number | null) => `${productId}:${areaId ?? ''}`;

async function lookups(tx: Tx) {
  return { products: await idsByKey(tx, 'products', 'sku'), areas: await idsByKey(tx, 'areas', 'name') };
}

export const inventoryItems: ImportKindSpec = {
  tenantType: 'merchant',
  fields: FIELDS,
  example: { sku: 'OIL-1L', area: 'Dry store', on_hand: '12', par_level: '24' },

  async check(tx, records, columnOf) {
    const { products, areas } = await lookups(tx);
    const errors: RowError[] = [];
    for (const { row, record } of records) {
      if (record.sku !== null && !products.has(lower(record.sku)!)) errors.push({ row, column: columnOf('sku'), message: KIND_MESSAGES.noObject('sku', String(record.sku)) });
      if (record.area !== null && !areas.has(lower(record.area)!)) errors.push({ row, column: columnOf('area'), message: KIND_MESSAGES.noObject('name', String(record.area)) });
    }
    const both = (r: ReadRow['record']) => (r.sku === null ? null : `${lower(r.sku)}:${lower(r.area) ?? ''}`);
    return [...errors, ...duplicateErrors(records, both, columnOf('sku'), (first) => KIND_MESSAGES.twice('product and area', first))];
  },

  async commit(records, { tx, req, onExisting }) {
    const { products, areas } = await lookups(tx);
    const resolved = records.map((r) => ({ ...r, productId: products.get(lower(r.record.sku)!)!, areaId: r.record.area === null ? null : areas.get(lower(r.record.area)!)! }));
    const existing = async () =>
      new Map(
        (await tx.query<{ id: number; product_id: number; area_id: number | null }>('SELECT id, product_id, area_id FROM inventory_items')).map((i) => [
          itemKey(i.product_id, i.area_id),
          i.id,
        ]),
      );
    const before = await existing();
    const { creates, updates, skipped } = splitByMatch(resolved, (r) => before.get(itemKey(r.productId, r.areaId)), onExisting);

    const created = await insertMany(
      tx,
      'inventory_items',
      { product_id: 'int', area_id: 'int', par_level: 'numeric' },
      creates.map((r) => ({ product_id: r.productId, area_id: r.areaId, par_level: r.record.par_level })),
    );
    const updated = await updateMany(
      tx,
      'inventory_items',
      { par_level: 'numeric' },
      updates.map((r) => ({ id: r.id, par_level: r.record.par_level })),
    );

    // Stock: each row's on hand becomes the item's, by a movement of the difference.
    const after = await existing();
    const targets = [...creates, ...updates].filter((r) => r.record.on_hand !== null).map((r) => ({ itemId: after.get(itemKey(r.productId, r.areaId))!, onHand: Number(r.record.on_hand) }));
    await lockItems(
      tx,
      targets.map((t) => t.itemId),
    );
    const current = new Map(
      (await tx.query<{ id: number; on_hand: string }>('SELECT id, on_hand FROM inventory_items WHERE id = ANY($1::int[])', [targets.map((t) => t.itemId)])).map((i) => [
        i.id,
        Number(i.on_hand),
      ]),
    );
    await appendMovements(
      tx,
      targets.map((t) => ({ itemId: t.itemId, delta: round3(t.onHand - current.get(t.itemId)!), reason: 'import', userId: req.user?.id ?? null })),
    );
    return { created, updated, skipped };
  },
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;
