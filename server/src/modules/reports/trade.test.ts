// The trade reports (issue 26, item 3) on real PGlite: the merchant's spend by supplier per month at
// net totals with price changes, and the supplier's sales by merchant per month with top products.
// Orders are dated in 2030, after all demo data; months are read in the tenants' time zone (New York).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';

let t: TestContext;
let bistroId: number;
let farmsId: number;

beforeAll(async () => {
  t = await createTestContext({ messageWorker: false });
  const tenants = await t.db.query<{ id: number; schema_name: string }>("SELECT id, schema_name FROM public.tenants WHERE schema_name IN ('corner_bistro', 'fresh_farms')");
  bistroId = tenants.find((r) => r.schema_name === 'corner_bistro')!.id;
  farmsId = tenants.find((r) => r.schema_name === 'fresh_farms')!.id;
});
afterAll(() => t.close());

const get = async (url: string, host: string, email: string) => {
  const res = await t.request({ url: `/1/api/reports/${url}`, host, token: await t.login(email, host) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** An order of Corner Bistro's at `at`, with lines [name, qty, price, confirmed price]; answers its id. */
async function purchase(supplier: string, at: string, total: number, status: string, lines: [string, number, number, number | null][] = []) {
  const [o] = await t.db.query<{ id: number }>('INSERT INTO corner_bistro.purchase_orders (supplier_name, status, total, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    supplier,
    status,
    total,
    at,
  ]);
  for (const [name, qty, price, confirmed] of lines)
    await t.db.query('INSERT INTO corner_bistro.purchase_order_lines (order_id, name, qty, unit_price, confirmed_unit_price) VALUES ($1, $2, $3, $4, $5)', [
      o.id,
      name,
      qty,
      price,
      confirmed,
    ]);
  return o.id;
}

/** An approved (or other) credit on a merchant order, through its shared record. */
async function credit(merchantOrderId: number, approved: number, status = 'approved', supplierOrderId: number | null = null) {
  const [r] = await t.db.query<{ id: number }>(
    "INSERT INTO public.order_records (merchant_tenant_id, merchant_order_id, supplier_tenant_id, supplier_order_id, number) VALUES ($1, $2, $3, $4, 'PO-X') RETURNING id",
    [bistroId, merchantOrderId, supplierOrderId ? farmsId : null, supplierOrderId],
  );
  await t.db.query("INSERT INTO public.order_credits (record_id, merchant_line_id, receipt_id, name, shortfall_qty, amount, approved_amount, status) VALUES ($1, 0, 0, 'x', 0, $2, $3, $4)", [
    r.id,
    approved,
    status === 'approved' ? approved : null,
    status,
  ]);
}

describe('GET /reports/spend/', () => {
  it('sums net totals per supplier and month, rejected orders left out, and lists price changes', async () => {
    const a1 = await purchase('Spend A', '2030-01-05T15:00:00Z', 100, 'RECEIVED', [['Olive oil', 2, 10, null]]);
    await credit(a1, 15);
    await purchase('Spend A', '2030-02-01T03:00:00Z', 50, 'ACCEPTED', [['Olive oil', 1, 10, 12]]); // still January in New York
    await purchase('Spend A', '2030-02-10T15:00:00Z', 40, 'PLACED', [['Olive oil', 1, 11, null]]);
    await purchase('Spend B', '2030-02-11T15:00:00Z', 200, 'FULFILLED', [
      ['Flour', 5, 4, null],
      ['Salt', 1, 2, null],
    ]);
    await purchase('Spend B', '2030-02-12T15:00:00Z', 999, 'REJECTED', [['Flour', 5, 9, null]]);
    const requested = await purchase('Spend B', '2030-02-13T15:00:00Z', 30, 'RECEIVED', [['Flour', 2, 3.5, null]]);
    await credit(requested, 10, 'requested'); // not approved: not taken off

    const body = await get('spend/?from=2030-01-01&to=2030-02-28', HOSTS.bistro, DEMO.merchant);
    expect(body.months).toEqual([
      { month: '2030-01', name: 'Spend A', amount: 135 },
      { month: '2030-02', name: 'Spend B', amount: 230 },
      { month: '2030-02', name: 'Spend A', amount: 40 },
    ]);
    expect(body.suppliers).toEqual([
      { name: 'Spend B', amount: 230, orders: 2 },
      { name: 'Spend A', amount: 175, orders: 3 },
    ]);
    expect(body.price_changes.map((c: any) => [c.product_name, c.supplier_name, c.first_price, c.last_price, c.change])).toEqual([
      ['Olive oil', 'Spend A', 10, 11, 1],
      ['Flour', 'Spend B', 4, 3.5, -0.5],
    ]);
    expect((await get('spend/?from=2030-02-01&to=2030-02-28', HOSTS.bistro, DEMO.merchant)).months.map((m: any) => m.month)).toEqual(['2030-02', '2030-02']);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.request({ url: '/1/api/reports/spend/?from=2030-02-01&to=2030-01-01', host: HOSTS.bistro, token: await t.login(DEMO.merchant, HOSTS.bistro) });
    expect([res.statusCode, res.json()]).toEqual([400, { to: ['Ensure this date is on or after the first day.'] }]);
  });
});

describe('GET /reports/sales/', () => {
  it('sums net sales per merchant and month, and ranks the products sold', async () => {
    const inbox = async (at: string, total: number, status: string, lines: [string, number, number, number | null, number | null, string | null][]) => {
      const [o] = await t.db.query<{ id: number }>('INSERT INTO fresh_farms.incoming_orders (merchant_tenant_id, status, total, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
        bistroId,
        status,
        total,
        at,
      ]);
      for (const [name, qty, price, confirmedQty, confirmedPrice, substitute] of lines)
        await t.db.query(
          'INSERT INTO fresh_farms.incoming_order_lines (order_id, name, sku, qty, unit_price, confirmed_qty, confirmed_unit_price, substitute_name) VALUES ($1, $2, $2, $3, $4, $5, $6, $7)',
          [o.id, name, qty, price, confirmedQty, confirmedPrice, substitute],
        );
      return o.id;
    };
    const first = await inbox('2030-03-02T15:00:00Z', 80, 'fulfilled', [
      ['Tomatoes', 10, 3, 8, 3, null],
      ['Basil', 4, 2, null, null, null],
      ['Lettuce', 2, 4, 2, 5, 'Romaine'],
    ]);
    await credit(await purchase('Fresh Farms', '2030-03-02T15:00:00Z', 80, 'RECEIVED'), 6, 'approved', first);
    await inbox('2030-04-02T15:00:00Z', 30, 'new', [['Tomatoes', 10, 3, null, null, null]]);
    await inbox('2030-04-03T15:00:00Z', 500, 'rejected', [['Basil', 100, 5, null, null, null]]);

    const body = await get('sales/?from=2030-03-01&to=2030-04-30', HOSTS.supplier, DEMO.supplier);
    expect(body.months).toEqual([
      { month: '2030-03', name: 'Corner Bistro', amount: 74 },
      { month: '2030-04', name: 'Corner Bistro', amount: 30 },
    ]);
    expect(body.merchants).toEqual([{ name: 'Corner Bistro', amount: 104, orders: 2 }]);
    expect(body.top_products).toEqual([
      { name: 'Tomatoes', sku: 'Tomatoes', qty: 18, amount: 54 },
      { name: 'Romaine', sku: 'Lettuce', qty: 2, amount: 10 },
      { name: 'Basil', sku: 'Basil', qty: 4, amount: 8 },
    ]);
  });
});
