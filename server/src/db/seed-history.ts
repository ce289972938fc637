// Corner Bistro's last nine weeks for the demo (decisions.md "Demo data: nine weeks of history"), so
// the reports have a past: it opened its stock 66 days ago, then each week ordered from its four
// suppliers, received the deliveries and counted every area at the end of the week. What the kitchen uses
// between counts is not recorded (no till is linked), so each count finds it; the last count leaves
// the stock the rest of the demo starts from (PRODUCTS' on hand). Every step goes through the app's
// own functions, given the moment it happened.
import type { Tx } from './database';
import { PRODUCTS } from './seed-merchant';
import { listLines } from '../modules/cycle-counts/repo';
import { close, createBatch, finalize, submitLines } from '../modules/cycle-counts/transitions';
import { receiveOrder } from '../modules/purchase-orders/receive';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEKS = 8;
/** The stock was opened this many days ago; the first orders came three days later. */
export const OPENED_DAYS_AGO = 66;
/** Orders placed this many days ago or earlier are the history's (the rest of the demo is newer). */
export const HISTORY_ENDS_DAYS_AGO = 12;

/** Midnight UTC `days` days before today, plus `hours`. */
export function daysAgo(days: number, hours = 0): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - days * DAY + hours * HOUR);
}

export type SupplierKey = 'fresh' | 'metro' | 'ocean' | 'costco';
export const SUPPLIER_NAMES: Record<SupplierKey, string> = {
  fresh: 'Fresh Farms',
  metro: 'Metro Restaurant Supply',
  ocean: 'Ocean Catch Seafood',
  costco: 'Costco Business Center',
};
/** Days from an order to its delivery, for the suppliers off Tradepost (their lead times). */
export const LEAD_DAYS: Record<Exclude<SupplierKey, 'fresh'>, number> = { metro: 2, ocean: 1, costco: 1 };

// Week by week: what the kitchen used (a share of par) and what the count found (a share of the usual stock).
const USAGE = [0.9, 1.0, 1.15, 0.95, 1.05, 1.2, 0.85, 1.0];
const LEVEL = [1.1, 0.9, 1.2, 0.8, 1.0, 1.15, 0.9];
const OPENING_LEVEL = 1.25;
// Prices that rose during the history: SKU, the week the new price starts, the price before.
const EARLIER_PRICES: Record<string, [number, number]> = { 'MEA-SAL-02': [4, 10.9], 'DAI-MLK-01': [3, 3.95] };

export interface HistoryLine {
  sku: string;
  qty: number;
  /** The price then, where it differs from the offer's price today. */
  price: number | null;
}

export interface HistoryWeek {
  orderedDaysAgo: number;
  orders: Record<SupplierKey, HistoryLine[]>;
  countedAt: Date;
  /** What the count found of each product in its usual place. */
  counted: Record<string, number>;
}

const supplied = PRODUCTS.filter(([, , , , , sup]) => sup !== '');

/** The opening stock of each product in its usual place: a little above its usual stock when it is ordered weekly. */
export const OPENING: Record<string, number> = Object.fromEntries(PRODUCTS.map(([, sku, , , , sup, , onHand]) => [sku, sup === '' ? onHand : Math.round(onHand * OPENING_LEVEL)]));

/** The weeks, oldest first: each order is what that week used plus what the count should find, less what was left. */
export function historyWeeks(): HistoryWeek[] {
  const left: Record<string, number> = { ...OPENING };
  return Array.from({ length: WEEKS }, (_, k) => {
    const orders: Record<SupplierKey, HistoryLine[]> = { fresh: [], metro: [], ocean: [], costco: [] };
    const counted: Record<string, number> = {};
    for (const [, sku, , , , sup, , onHand, par] of supplied) {
      const found = k === WEEKS - 1 ? onHand : Math.max(1, Math.round(onHand * LEVEL[k]));
      const qty = Math.max(1, found + Math.round((par ?? onHand) * USAGE[k]) - left[sku]);
      const earlier = EARLIER_PRICES[sku];
      orders[sup as SupplierKey].push({ sku, qty, price: earlier && k < earlier[0] ? earlier[1] : null });
      counted[sku] = found;
      left[sku] = found;
    }
    return { orderedDaysAgo: 63 - 7 * k, orders, countedAt: daysAgo(58 - 7 * k, 3), counted };
  });
}

const label = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Receives the history's orders (run with search_path set to Corner Bistro's schema, after its
 * orders exist) and takes each week's full count after that week's deliveries, then posts it.
 */
export async function seedHistory(tx: Tx, opts: { bistro: { id: number; name: string }; merchantId: number; ownerId: number }): Promise<void> {
  const orders = await tx.query<{ id: number; created_at: Date; delivery_date: string | null }>(
    `SELECT id, created_at, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM purchase_orders WHERE created_at < $1 ORDER BY created_at, id`,
    [daysAgo(HISTORY_ENDS_DAYS_AGO)],
  );
  const areas = (await tx.query<{ id: number }>('SELECT id FROM areas ORDER BY id')).map((a) => a.id);
  for (const week of historyWeeks()) {
    // Each delivery the morning of its day (everything as ordered), in the order they arrived.
    const deliveries = orders
      .filter((o) => o.created_at < week.countedAt && o.created_at > daysAgo(week.orderedDaysAgo + 1))
      .map((o) => ({ id: o.id, at: arrival(o) }))
      .sort((x, y) => x.at.getTime() - y.at.getTime() || x.id - y.id);
    for (const { id, at } of deliveries) {
      const lines = await tx.query<{ id: number; qty: number }>('SELECT id, qty::float8 AS qty FROM purchase_order_lines WHERE order_id = $1 ORDER BY id', [id]);
      const request = { lines: lines.map((l) => ({ id: l.id, received_qty: l.qty })) };
      await receiveOrder(tx, { tenant: opts.bistro, userId: opts.merchantId, orderId: id, request, idempotencyKey: null, at });
    }
    const at = week.countedAt;
    const id = await createBatch(tx, { name: `Weekly full count (${label(at)})`, areas }, opts.merchantId, new Date(at.getTime() - 2 * HOUR));
    // Every line counted: the usual places as planned, the second places as they stand.
    const lines = await listLines(tx, id);
    const counts = lines.map((l) => ({ id: l.id, counted_qty: l.sku! in week.counted && l.area_name === usualArea(l.sku!) ? week.counted[l.sku!] : Number(l.expected_qty) }));
    await submitLines(tx, id, counts, opts.merchantId, new Date(at.getTime() - HOUR));
    await finalize(tx, id, opts.merchantId, { force: false, resolutions: [], at });
    await close(tx, id, 'post', opts.ownerId, new Date(at.getTime() + 6 * HOUR));
  }
}

/** 14:00 UTC of the delivery day (a morning in the Americas), and never before the order. */
function arrival(order: { created_at: Date; delivery_date: string | null }): Date {
  const morning = order.delivery_date ? new Date(`${order.delivery_date}T14:00:00Z`) : order.created_at;
  return morning > order.created_at ? morning : new Date(order.created_at.getTime() + HOUR);
}

const usualArea = (sku: string) => PRODUCTS.find((p) => p[1] === sku)![6];
