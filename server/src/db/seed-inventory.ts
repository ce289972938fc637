// Demo stock for the merchant tenants (run with search_path set): Corner Bistro's areas and items with
// their opening stock (66 days ago: seed-history.ts tells the weeks since), then this week's edits
// and one cycle count in each status; Harbor Cafe's front counter. It goes through the stock ledger
// and the cycle count transitions, so the demo data follows the same rules as the app.
import type { Tx } from './database';
import { PRODUCTS } from './seed-merchant';
import { insertArea } from '../modules/stock-areas/repo';
import { insertItem } from '../modules/inventory-items/repo';
import { appendMovements } from '../modules/stock-ledger/ledger';
import { listLines } from '../modules/cycle-counts/repo';
import { close, createBatch, finalize, reopen, submitLines } from '../modules/cycle-counts/transitions';
import { daysAgo, OPENED_DAYS_AGO, OPENING } from './seed-history';

async function productIdsBySku(tx: Tx): Promise<Record<string, number>> {
  const rows = await tx.query<{ id: number; sku: string }>('SELECT id, sku FROM products WHERE sku IS NOT NULL');
  return Object.fromEntries(rows.map((r) => [r.sku, r.id]));
}

async function addItem(tx: Tx, item: { productId: number; areaId: number; onHand: number; par: number | null }, userId: number, at?: Date): Promise<number> {
  const id = await insertItem(tx, { product: item.productId, area: item.areaId, par_level: item.par, min_qty: 0 });
  await appendMovements(tx, [{ itemId: id, delta: item.onHand, reason: 'opening', userId, at }]);
  return id;
}

/** Saves a count for the lines of the batch whose SKU is listed. */
async function count(tx: Tx, batchId: number, counts: Record<string, number>, userId: number) {
  const lines = await listLines(tx, batchId);
  await submitLines(
    tx,
    batchId,
    lines.filter((l) => l.sku! in counts).map((l) => ({ id: l.id, counted_qty: counts[l.sku!] })),
    userId,
  );
}

const AREAS: [string, string][] = [
  ['Walk-in Cooler', 'Chilled produce, dairy and prepped items'],
  ['Freezer', 'Frozen proteins'],
  ['Dry Storage', 'Shelf-stable goods'],
  ['Bar', 'Beverages and bar stock'],
];

// Products kept in a second place too: sku, area, on hand, par.
const SECOND_PLACES: [string, string, number, number | null][] = [
  ['BEV-SPW-01', 'Walk-in Cooler', 2, 2],
  ['DAI-MLK-01', 'Bar', 1, 2],
  ['BAK-SOU-01', 'Freezer', 6, 6],
];

/** Corner Bistro's areas and items, with the stock it opened on Tradepost with, 66 days ago. */
export async function seedBistroStock(tx: Tx, users: { ownerId: number }): Promise<void> {
  const opened = daysAgo(OPENED_DAYS_AGO, 14);
  const product = await productIdsBySku(tx);
  const area: Record<string, number> = {};
  for (const [name, description] of AREAS) area[name] = (await insertArea(tx, { name, description, is_active: true })).id;
  for (const [, sku, , , , , areaName, , par] of PRODUCTS) {
    await addItem(tx, { productId: product[sku], areaId: area[areaName], onHand: OPENING[sku], par }, users.ownerId, opened);
  }
  for (const [sku, areaName, onHand, par] of SECOND_PLACES) await addItem(tx, { productId: product[sku], areaId: area[areaName], onHand, par }, users.ownerId, opened);
  // Each item costs its product's price, so the merchant home shows a stock value; the items date from the opening.
  await tx.query('UPDATE inventory_items i SET cost_price = p.base_price, created_at = $1 FROM products p WHERE p.id = i.product_id', [opened]);
}

/** This week at Corner Bistro, after the history: edits by hand and one cycle count in each status. */
export async function seedBistroCounts(tx: Tx, users: { merchantId: number; ownerId: number }): Promise<void> {
  const { merchantId, ownerId } = users;
  const area = Object.fromEntries((await tx.query<{ id: number; name: string }>('SELECT id, name FROM areas')).map((a) => [a.name, a.id]));
  const item = Object.fromEntries(
    (await tx.query<{ id: number; sku: string }>('SELECT DISTINCT ON (p.sku) i.id, p.sku FROM inventory_items i JOIN products p ON p.id = i.product_id ORDER BY p.sku, i.id')).map((r) => [
      r.sku,
      r.id,
    ]),
  );
  // Deliveries and waste recorded by hand.
  await appendMovements(tx, [
    { itemId: item['MEA-CHK-01'], delta: 20, reason: 'manual_edit', userId: merchantId },
    { itemId: item['PRD-BAS-04'], delta: -2, reason: 'manual_edit', userId: merchantId },
  ]);

  // Posted: last week's freezer count, which found two pounds of salmon missing.
  const freezer = await createBatch(tx, { name: 'Freezer count (last week)', areas: [area.Freezer], notes: 'Monthly freezer check.' }, merchantId);
  await count(tx, freezer, { 'MEA-CHK-01': 50, 'MEA-SAL-02': 6, 'BAK-SOU-01': 6 }, merchantId);
  await finalize(tx, freezer, merchantId, { force: false, resolutions: [] });
  await close(tx, freezer, 'post', ownerId);

  // Finalized, once reopened to fix a count: the bar.
  const bar = await createBatch(tx, { name: 'Bar count', areas: [area.Bar] }, merchantId);
  await count(tx, bar, { 'BEV-SPW-01': 4, 'BEV-CBC-02': 2, 'DAI-MLK-01': 1 }, merchantId);
  await finalize(tx, bar, merchantId, { force: false, resolutions: [] });
  await reopen(tx, bar, ownerId);
  await count(tx, bar, { 'BEV-SPW-01': 5 }, ownerId);
  await finalize(tx, bar, ownerId, { force: false, resolutions: [] });

  // Archived: a dry storage count abandoned halfway.
  const dry = await createBatch(tx, { name: 'Dry storage count', areas: [area['Dry Storage']] }, merchantId);
  await count(tx, dry, { 'DRY-FLO-01': 48, 'DRY-RIC-02': 22 }, merchantId);
  await close(tx, dry, 'archive', merchantId);

  // Cancelled: a count started by mistake.
  const mistake = await createBatch(tx, { name: 'Test count', areas: [area.Bar] }, ownerId);
  await close(tx, mistake, 'cancel', ownerId);

  // Open: this week's cooler count, partly counted.
  const cooler = await createBatch(tx, { name: 'Weekly cooler count', areas: [area['Walk-in Cooler']], notes: 'Count before the Friday order.' }, merchantId);
  await count(tx, cooler, { 'PRD-TOM-01': 18, 'PRD-LET-02': 1, 'DAI-MLK-01': 6 }, merchantId);

  // Draft: the month-end count, areas not chosen yet.
  await createBatch(tx, { name: 'Month-end full count', notes: 'All areas, after close.' }, ownerId);
}

// sku, on hand, par
const HARBOR_STOCK: [string, number, number][] = [
  ['HC-ESP-01', 12, 20],
  ['HC-OAT-02', 18, 24],
  ['HC-CRO-03', 30, 36],
];

export async function seedHarborInventory(tx: Tx, users: { ownerId: number }): Promise<void> {
  const product = await productIdsBySku(tx);
  const front = (await insertArea(tx, { name: 'Front Counter', description: 'Display case and counter', is_active: true })).id;
  for (const [sku, onHand, par] of HARBOR_STOCK) await addItem(tx, { productId: product[sku], areaId: front, onHand, par }, users.ownerId);
}
