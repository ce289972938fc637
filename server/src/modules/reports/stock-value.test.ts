// Stock value over time (issue 26, item 3) on real PGlite: read back from the ledger day by day in
// the tenant's time zone (Corner Bistro: America/New_York), valued at the last price paid by then
// (else the cost price), per category; the points' spacing and the range's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../../test/helpers';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';

let api: InventoryApi;
let product: number;
const CATEGORY = 'Stock value shelf';

beforeAll(async () => {
  api = await openInventoryTests();
  const area = (await api.post('areas/', { name: 'Stock value area' })).json().id;
  const item = (await api.post('items/', { name: 'Stock value oil', sku: 'SV-OIL', area, on_hand: 0 })).json().id;
  [{ product_id: product }] = await api.sql<{ product_id: number }>('SELECT product_id FROM inventory_items WHERE id = $1', [item]);
  const [category] = await api.sql<{ id: number }>('INSERT INTO categories (category_name) VALUES ($1) RETURNING id', [CATEGORY]);
  await api.sql('UPDATE products SET category_id = $1 WHERE id = $2', [category.id, product]);
  // The item's history in January 2025 (the ledger is append-only: the item starts at 0): +10 late on
  // the 1st in New York (already the 2nd in UTC), −4 on the 5th.
  await api.sql("UPDATE inventory_items SET cost_price = 2, created_at = '2025-01-01T05:00:00Z' WHERE id = $1", [item]);
  await api.sql(
    `INSERT INTO stock_movements (item_id, delta, reason, created_at)
     VALUES ($1, 10, 'receipt', '2025-01-02T03:00:00Z'), ($1, -4, 'manual_edit', '2025-01-05T15:00:00Z')`,
    [item],
  );
  // A price paid on the 4th: the value follows it from that day.
  const [order] = await api.sql<{ id: number }>("INSERT INTO purchase_orders (supplier_name, status) VALUES ('Stock value supplier', 'RECEIVED') RETURNING id");
  const [line] = await api.sql<{ id: number }>("INSERT INTO purchase_order_lines (order_id, product_id, name, qty) VALUES ($1, $2, 'x', 1) RETURNING id", [order.id, product]);
  const [receipt] = await api.sql<{ id: number }>("INSERT INTO receipts (order_id, created_at) VALUES ($1, '2025-01-04T15:00:00Z') RETURNING id", [order.id]);
  await api.sql('INSERT INTO receipt_lines (receipt_id, line_id, received_qty, unit_price) VALUES ($1, $2, 1, 3)', [receipt.id, line.id]);
});
afterAll(() => api.t.close());

const report = (query: string) => api.t.request({ url: `/1/api/reports/stock-value/${query}`, host: HOSTS.bistro, token: api.token });
async function ok(query: string) {
  const res = await report(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /reports/stock-value/', () => {
  it("reads each day's stock back from the ledger, valued at the last price paid by then, else the cost price", async () => {
    const body = await ok('?from=2024-12-31&to=2025-01-06');
    expect([body.from, body.to, body.step]).toEqual(['2024-12-31', '2025-01-06', 'day']);
    const mine = body.by_category.filter((r: any) => r.category === CATEGORY).map((r: any) => [r.date, r.quantity, r.value]);
    expect(mine).toEqual([
      ['2025-01-01', 10, 20],
      ['2025-01-02', 10, 20],
      ['2025-01-03', 10, 20],
      ['2025-01-04', 10, 30],
      ['2025-01-05', 6, 18],
      ['2025-01-06', 6, 18],
    ]);
    // No other stock existed then: the totals are this category's, and the day before the item is 0.
    expect(body.points).toEqual([{ date: '2024-12-31', value: 0 }, ...mine.map(([date, , value]: [string, number, number]) => ({ date, value }))]);
  });

  it('today matches the items on hand now, by category', async () => {
    const body = await ok('');
    expect(body.step).toBe('week');
    expect(body.points).toHaveLength(13);
    const last = body.points.at(-1);
    expect(last.date).toBe(body.to);
    const [{ qty }] = await api.sql<{ qty: number }>('SELECT sum(on_hand)::float8 AS qty FROM inventory_items');
    const today = body.by_category.filter((r: any) => r.date === body.to);
    expect(today.reduce((n: number, r: any) => n + r.quantity, 0)).toBeCloseTo(qty);
    expect(today.find((r: any) => r.category === CATEGORY)).toEqual({ date: body.to, category: CATEGORY, quantity: 6, value: 18 });
  });

  it('spaces the points by the range: weekly back from the last day, monthly past a year', async () => {
    const weekly = await ok('?from=2024-12-01&to=2025-01-06');
    expect(weekly.step).toBe('week');
    expect(weekly.points.map((p: any) => p.date)).toEqual(['2024-12-02', '2024-12-09', '2024-12-16', '2024-12-23', '2024-12-30', '2025-01-06']);
    const monthly = await ok('?from=2024-01-01&to=2025-01-31');
    expect(monthly.step).toBe('month');
    expect(monthly.points.map((p: any) => p.date).slice(-3)).toEqual(['2024-11-30', '2024-12-31', '2025-01-31']);
    expect(monthly.by_category.filter((r: any) => r.category === CATEGORY && r.date === '2025-01-31')).toEqual([{ date: '2025-01-31', category: CATEGORY, quantity: 6, value: 18 }]);
  });

  it('refuses a range that ends before it starts, or longer than 10 years', async () => {
    const backwards = await report('?from=2025-02-01&to=2025-01-31');
    expect([backwards.statusCode, backwards.json()]).toEqual([400, { to: ['Ensure this date is on or after the first day.'] }]);
    const long = await report('?from=2000-01-01&to=2025-01-01');
    expect([long.statusCode, long.json()]).toEqual([400, { from: ['The range can be at most 10 years.'] }]);
  });

  it("is the merchant's own: another tenant's host does not answer it", async () => {
    const res = await api.t.request({ url: '/1/api/reports/stock-value/', host: HOSTS.harbor, token: api.token });
    expect(res.statusCode).toBe(404);
  });
});
