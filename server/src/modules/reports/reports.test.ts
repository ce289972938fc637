// The reports (issue 26, item 3) on real PGlite: a count's variance valued at the last price paid
// before it (else the cost price), by category and area with the biggest loss first, the date range,
// and usage between two counts. Who may call them is the authorization and role matrices'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../../test/helpers';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { act, areaWithItems, batchIn, countLines } from '../../../test/cycle-counts';

let api: InventoryApi;
let area: { area: number; items: number[] };
let products: number[];
let first: number;
let second: number;

beforeAll(async () => {
  api = await openInventoryTests();
  area = await areaWithItems(api, 'Report shelf', 3); // on hand 10, 11, 12
  products = (await api.sql<{ product_id: number }>('SELECT product_id FROM inventory_items WHERE id = ANY($1) ORDER BY id', [area.items])).map((r) => r.product_id);
  await api.sql('UPDATE inventory_items SET cost_price = 2 WHERE id = $1', [area.items[0]]);
  await api.sql('UPDATE inventory_items SET cost_price = 3 WHERE id = $1', [area.items[1]]);
  await api.sql('UPDATE inventory_items SET cost_price = NULL WHERE id = $1', [area.items[2]]);
});
afterAll(() => api.t.close());

const report = async (url: string) => api.t.request({ url: `/1/api/reports/${url}`, host: HOSTS.bistro, token: api.token });
const ok = async (url: string) => {
  const res = await report(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A delivery of `qty` of product `n` at `price` (its receipt line's price paid), with its receipt movement into item `n`. */
async function receive(n: number, qty: number, price: number | null, confirmed: number | null = null) {
  const [order] = await api.sql<{ id: number }>("INSERT INTO purchase_orders (supplier_name, status) VALUES ('Report supplier', 'RECEIVED') RETURNING id");
  const [line] = await api.sql<{ id: number }>("INSERT INTO purchase_order_lines (order_id, product_id, name, qty, confirmed_unit_price) VALUES ($1, $2, 'x', $3, $4) RETURNING id", [
    order.id,
    products[n],
    qty,
    confirmed,
  ]);
  const [receipt] = await api.sql<{ id: number }>('INSERT INTO receipts (order_id) VALUES ($1) RETURNING id', [order.id]);
  await api.sql('INSERT INTO receipt_lines (receipt_id, line_id, received_qty, unit_price) VALUES ($1, $2, $3, $4)', [receipt.id, line.id, qty, price]);
  await api.sql("INSERT INTO stock_movements (item_id, delta, reason, purchase_order_id) VALUES ($1, $2, 'receipt', $3)", [area.items[n], qty, order.id]);
}

describe('GET /reports/count-variance/', () => {
  it("values a count's differences at the last price paid before it, else the cost price, biggest loss first", async () => {
    await receive(0, 1, 4); // an older price of item 0's product
    await receive(0, 1, null, 5); // the last one: no price typed, so the confirmed price
    // Items now 12, 11, 12: counted 7 (−5), 11 (no difference), 14 (+2, no cost at all).
    first = (await api.post('cycle-counts/', { areas: [area.area] })).json().id;
    await countLines(api, first, { 0: 7, 1: 11, 2: 14 });
    expect((await act(api, first, 'finalize')).statusCode).toBe(200);
    await receive(0, 6, 9); // after the count: not its price

    const body = await ok(`count-variance/?cycle_count=${first}`);
    expect(body.lines.map((l: any) => [l.product_id, l.expected, l.counted, l.qty_difference, l.unit_cost, l.value_difference, l.area])).toEqual([
      [products[0], 12, 7, -5, 5, -25, 'Report shelf'],
      [products[2], 12, 14, 2, null, 0, 'Report shelf'],
    ]);
    expect(body.lines_count).toBe(2);
    expect(body.by_area).toEqual([{ name: 'Report shelf', qty_difference: -3, value_difference: -25 }]);
    expect(body.counts).toEqual([expect.objectContaining({ id: first, qty_difference: -3, value_difference: -25 })]);
    expect(body.by_category.map((c: any) => c.value_difference)).toEqual([...body.by_category.map((c: any) => c.value_difference)].sort((a: number, b: number) => a - b));
  });

  it('over time: the finalized counts of the date range, oldest first; none outside it', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const body = await ok(`count-variance/?from=${today}&to=${today}`);
    const ids = body.counts.map((c: any) => c.id);
    expect(ids).toContain(first);
    const finalized = (days: string) =>
      api.sql<{ id: number }>(
        `SELECT id FROM cycle_counts WHERE status IN ('FINALIZED', 'POSTED') AND (finalized_at AT TIME ZONE 'America/New_York')::date ${days} ORDER BY finalized_at, id`,
        [today],
      );
    expect(ids).toEqual((await finalized('= $1')).map((c) => c.id));
    // The demo's weekly counts of the weeks before (seed-history.ts) come first in a longer range.
    const earlier = (await finalized('< $1')).map((c) => c.id);
    expect(earlier.length).toBeGreaterThan(1);
    const since = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    expect((await ok(`count-variance/?from=${since}&to=${today}`)).counts.map((c: any) => c.id)).toEqual([...earlier, ...ids]);
    expect(body.by_area.find((a: any) => a.name === 'Report shelf')).toMatchObject({ value_difference: -25 });
    expect((await ok('count-variance/?from=2999-01-01')).counts).toEqual([]);
    expect((await ok('count-variance/?to=2000-01-01')).lines).toEqual([]);
  });

  it('refuses a count that is not finalized, an unknown one and a range that ends before it starts', async () => {
    const open = await batchIn(api, 'OPEN', area.area);
    expect((await report(`count-variance/?cycle_count=${open}`)).json()).toEqual({ cycle_count: ['This count is not finalized.'] });
    expect((await report('count-variance/?cycle_count=999999')).statusCode).toBe(404);
    const backwards = await report('count-variance/?from=2030-02-01&to=2030-01-31');
    expect([backwards.statusCode, backwards.json()]).toEqual([400, { to: ['Ensure this date is on or after the first day.'] }]);
    expect((await act(api, open, 'cancel')).statusCode).toBe(200);
  });
});

describe('GET /reports/usage/', () => {
  it('is opening + received − closing per product counted in both, valued at the last price paid', async () => {
    await receive(1, 4, 3.5); // item 1: 11 + 4
    second = (await api.post('cycle-counts/', { areas: [area.area] })).json().id;
    await countLines(api, second, { 0: 10, 1: 12, 2: 14 });
    expect((await act(api, second, 'finalize')).statusCode).toBe(200);

    const body = await ok(`usage/?opening=${first}&closing=${second}`);
    expect(body.opening).toMatchObject({ id: first });
    expect(body.closing).toMatchObject({ id: second });
    expect(body.lines.map((l: any) => [l.product_id, l.opening, l.received, l.closing, l.usage, l.unit_cost, l.usage_value])).toEqual([
      [products[0], 7, 6, 10, 3, 9, 27],
      [products[1], 11, 4, 12, 3, 3.5, 10.5],
      [products[2], 14, 0, 14, 0, null, 0],
    ]);
  });

  it('refuses counts in the wrong order or not finalized', async () => {
    expect((await report(`usage/?opening=${second}&closing=${first}`)).json()).toEqual({ closing: ['The closing count must be finalized after the opening count.'] });
    const open = await batchIn(api, 'OPEN', area.area);
    expect((await report(`usage/?opening=${first}&closing=${open}`)).json()).toEqual({ closing: ['This count is not finalized.'] });
    // Finalized at the same instant (as the demo data's counts are): the ids give the order.
    await api.sql('UPDATE cycle_counts SET finalized_at = (SELECT finalized_at FROM cycle_counts WHERE id = $1) WHERE id = $2', [first, second]);
    expect((await report(`usage/?opening=${first}&closing=${second}`)).statusCode).toBe(200);
    expect((await report(`usage/?opening=${second}&closing=${first}`)).json()).toEqual({ closing: ['The closing count must be finalized after the opening count.'] });
    expect((await report(`usage/?opening=999999&closing=${first}`)).statusCode).toBe(404);
  });
});
