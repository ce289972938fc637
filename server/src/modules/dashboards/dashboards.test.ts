// The dashboards' summary calls (issue 28) on the demo data, with the dates and figures set so each
// answer is known. Who may call them is the authorization matrix's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';
import { findTenantByDomain } from '../tenants/repo';

// 03:00 UTC on the 16th is still the 15th in New York (the demo tenants' time zone).
const clock = simulatedClock(new Date('2030-01-16T03:00:00Z'));
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ messageWorker: false }, { clock });
});
afterAll(() => t.close());

const get = async (url: string, host: string, email: string) => {
  const res = await t.request({ method: 'GET', url: `/1/api${url}`, host, token: await t.login(email, host) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /dashboard/merchant/', () => {
  it('lists the orders arriving today and the overdue ones, by their status', async () => {
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM corner_bistro.purchase_orders ORDER BY id')).map((r) => r.id);
    await t.db.query('UPDATE corner_bistro.purchase_orders SET delivery_date = NULL');
    const due: [string, string][] = [
      ['2030-01-15', 'PLACED'],
      ['2030-01-15', 'REJECTED'],
      ['2030-01-10', 'ACCEPTED'],
      ['2030-01-14', 'FULFILLED'],
      ['2030-01-09', 'REJECTED'],
      ['2030-01-16', 'PLACED'],
    ];
    for (const [n, [date, status]] of due.entries()) await t.db.query('UPDATE corner_bistro.purchase_orders SET delivery_date = $2, status = $3 WHERE id = $1', [ids[n], date, status]);

    const body = await get('/dashboard/merchant/', HOSTS.bistro, DEMO.merchant);
    expect(body.arriving_today.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    expect(body.arriving_today[0]).toMatchObject({ number: `PO-${String(ids[0]).padStart(6, '0')}`, delivery_date: '2030-01-15', status: 'PLACED' });
    expect(body.overdue.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[3]]);
  });

  it('answers the items below par with their suggestion and preferred supplier, shortest first', async () => {
    const body = await get('/dashboard/merchant/', HOSTS.bistro, DEMO.merchant);
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM corner_bistro.inventory_items WHERE is_active AND par_level > 0 AND on_hand < par_level');
    expect(count).toBeGreaterThan(0);
    expect(body.below_par_count).toBe(count);
    expect(body.below_par).toHaveLength(Math.min(count, 200));
    const ratios = body.below_par.map((i: { on_hand: number; par_level: number }) => i.on_hand / i.par_level);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    // Place Orders' suggestion: what is on order (the inventory item's on_order) is not suggested again.
    const items = await get('/inventory/items/', HOSTS.bistro, DEMO.merchant);
    const onOrder = new Map<number, number>(items.map((i: { id: number; on_order: number }) => [i.id, i.on_order]));
    for (const i of body.below_par) {
      expect(i.on_order).toBe(onOrder.get(i.item_id));
      expect(i.suggested).toBeCloseTo(Math.max(i.par_level - i.on_hand - i.on_order, 0), 3);
    }
    expect(body.below_par.some((i: { on_order: number }) => i.on_order > 0)).toBe(true);
    const withSupplier = body.below_par.find((i: { supplier: unknown }) => i.supplier !== null);
    const [preferred] = await t.db.query<{ id: number; name: string }>(
      'SELECT s.id, s.name FROM corner_bistro.offers o JOIN corner_bistro.suppliers s ON s.id = o.supplier_id WHERE o.product_id = $1 AND o.is_preferred',
      [withSupplier.product_id],
    );
    expect(withSupplier.supplier).toMatchObject({ id: preferred.id, name: preferred.name });
  });

  it('answers the stock value, the open counts with the one to resume, and the catalogue counts', async () => {
    await t.db.query('UPDATE corner_bistro.inventory_items SET cost_price = NULL');
    const items = await t.db.query<{ id: number; on_hand: number }>('SELECT id, on_hand FROM corner_bistro.inventory_items WHERE is_active AND on_hand > 0 ORDER BY id LIMIT 2');
    await t.db.query('UPDATE corner_bistro.inventory_items SET cost_price = 2.5 WHERE id = $1', [items[0].id]);
    await t.db.query('UPDATE corner_bistro.inventory_items SET cost_price = 4 WHERE id = $1', [items[1].id]);
    const [open] = await t.db.query<{ id: number }>(`INSERT INTO corner_bistro.cycle_counts (name, status, started_at) VALUES ('Walk-in', 'OPEN', '2030-01-15T12:00:00Z') RETURNING id`);
    const [{ opened }] = await t.db.query<{ opened: number }>(`SELECT count(*)::int AS opened FROM corner_bistro.cycle_counts WHERE status = 'OPEN'`);

    const body = await get('/dashboard/merchant/', HOSTS.bistro, DEMO.merchant);
    expect(body.stock_value).toBeCloseTo(items[0].on_hand * 2.5 + items[1].on_hand * 4, 2);
    expect(body.open_counts).toBe(opened);
    expect(body.open_count).toMatchObject({ id: open.id, name: 'Walk-in' });
    const list = async (path: string) => (await get(path, HOSTS.bistro, DEMO.merchant)).count;
    expect(body.products).toBe(await list('/merchant-products/products/'));
    expect(body.categories).toBe(await list('/merchant-products/categories/'));
    expect(body.suppliers).toBe(await list('/merchant-products/suppliers/'));
  });
});

describe('GET /dashboard/supplier/', () => {
  it('counts new orders, accepted orders due today and the merchants\u2019 requests waiting', async () => {
    const supplier = (await findTenantByDomain(t.db, HOSTS.supplier))!;
    const [bistro, harbor] = [(await findTenantByDomain(t.db, HOSTS.bistro))!, (await findTenantByDomain(t.db, HOSTS.harbor))!];
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM fresh_farms.incoming_orders ORDER BY id')).map((r) => r.id);
    await t.db.query(`UPDATE fresh_farms.incoming_orders SET status = 'rejected', delivery_date = NULL`);
    await t.db.query(`UPDATE fresh_farms.incoming_orders SET status = 'new' WHERE id = ANY($1)`, [ids.slice(0, 2)]);
    await t.db.query(`UPDATE fresh_farms.incoming_orders SET status = 'accepted', delivery_date = '2030-01-15' WHERE id = $1`, [ids[2]]);
    await t.db.query(`UPDATE fresh_farms.incoming_orders SET status = 'accepted', delivery_date = '2030-01-16' WHERE id = $1`, [ids[3]]);
    await t.db.query(`UPDATE public.connections SET status = 'ARCHIVED' WHERE supplier_tenant_id = $1`, [supplier.id]);
    await t.db.query(
      `INSERT INTO public.connections (merchant_tenant_id, supplier_tenant_id, status, requested_by) VALUES ($1, $3, 'INVITED', 'merchant'), ($2, $3, 'INVITED', 'supplier')`,
      [bistro.id, harbor.id, supplier.id],
    );

    expect(await get('/dashboard/supplier/', HOSTS.supplier, DEMO.supplier)).toEqual({ new_orders: 2, ship_today: 1, pending_requests: 1 });
  });
});

describe('GET /dashboard/sm/', () => {
  it('counts tenants and users in all, and those of the last 30 days with the leads', async () => {
    const old = '2029-11-01T00:00:00Z';
    const recent = '2030-01-01T00:00:00Z';
    await t.db.query('UPDATE public.tenants SET created_at = $1', [old]);
    await t.db.query('UPDATE public.users SET date_joined = $1', [old]);
    await t.db.query('UPDATE public.leads SET date_created = $1', [old]);
    await t.db.query('UPDATE public.tenants SET created_at = $1 WHERE domain = $2', [recent, HOSTS.harbor]);
    await t.db.query('UPDATE public.users SET date_joined = $1 WHERE email = ANY($2)', [recent, [DEMO.merchant, DEMO.supplier]]);
    const lead = `INSERT INTO public.leads (first_name, last_name, email, phone_number, name_of_business, date_created) VALUES ('Ana', 'Lee', 'ana@example.com', '555', 'Ana Deli', $1)`;
    await t.db.query(lead, [recent]);
    await t.db.query(lead, [old]);
    const [{ tenants, users }] = await t.db.query<{ tenants: number; users: number }>(
      'SELECT (SELECT count(*)::int FROM public.tenants) AS tenants, (SELECT count(*)::int FROM public.users) AS users',
    );

    expect(await get('/dashboard/sm/', HOSTS.admin, DEMO.superadmin)).toEqual({ tenants, users, tenants_30d: 1, signups_30d: 2, leads_30d: 1 });
  });
});
