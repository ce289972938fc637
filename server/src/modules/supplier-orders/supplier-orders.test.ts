// The orders inbox calls: the list with its status filter and paging, the detail, and the
// transitions with their 409s; isolation between two suppliers; the gate for merchants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { openSupplierTests, type Caller } from '../../../test/second-supplier';
import { findTenantByDomain, type TenantRow } from '../tenants/repo';
import { writeToSupplierInbox } from './inbox';
import { historyWeeks } from '../../db/seed-history';

let t: TestContext;
let farms: Caller;
let valley: Caller;
let valleyTenant: TenantRow;
let bistroId: number;
beforeAll(async () => {
  ({ t, farms, valley, valleyTenant } = await openSupplierTests());
  bistroId = (await findTenantByDomain(t.db, HOSTS.bistro))!.id;
});
afterAll(() => t.close());

const get = (url: string, as = farms) => t.request({ url: `/1/api/supplier-orders/orders/${url}`, ...as });
const post = (url: string, payload?: object, as = farms) => t.request({ method: 'POST', url: `/1/api/supplier-orders/orders/${url}`, payload, ...as });
const record = (supplierTenantId: number, name = 'Kale') =>
  t.db.transaction((tx) => writeToSupplierInbox(tx, supplierTenantId, { merchantTenantId: bistroId, merchantOrderId: null, lines: [{ name, sku: null, qty: 4 }] }));

describe('GET supplier-orders/orders/', () => {
  it('answers the demo inbox newest first, with merchant, status, date and line count', async () => {
    const res = await get('?limit=100');
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    // This week's five, then Corner Bistro's weekly orders of the demo's history (seed-history.ts), fulfilled.
    const weekly = historyWeeks().map((w) => ['fulfilled', w.orders.fresh.length]);
    expect(count).toBe(5 + weekly.length);
    expect(results.slice(5).map((o: any) => [o.status, o.line_count])).toEqual(weekly.reverse());
    expect(results.slice(0, 5).map((o: any) => [o.status, o.line_count])).toEqual([
      ['new', 1],
      ['new', 4],
      ['accepted', 2],
      ['rejected', 1],
      ['fulfilled', 3],
    ]);
    expect(results[1]).toMatchObject({ merchant: { id: bistroId, name: 'Corner Bistro' }, merchant_order_id: expect.any(Number), note: 'Back door, ring the bell.', reject_reason: null });
    expect(results.find((o: any) => o.status === 'rejected').reject_reason).toBe('Basil is out of season this week.');
    const dates = results.map((o: any) => Date.parse(o.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters by status and pages with limit and offset', async () => {
    const news = (await get('?status=new')).json();
    expect(news.count).toBe(2);
    expect(news.results.every((o: any) => o.status === 'new')).toBe(true);
    const all = (await get('?limit=100')).json().results.map((o: any) => o.id);
    const page2 = (await get('?limit=2&offset=2')).json();
    expect(page2).toMatchObject({ count: all.length });
    expect(page2.results.map((o: any) => o.id)).toEqual(all.slice(2, 4));
    expect((await get('?status=shipped')).statusCode).toBe(400);
  });
});

describe('GET supplier-orders/orders/{id}/', () => {
  it('answers the order with its lines, or 404', async () => {
    const newest4 = (await get('?status=new')).json().results[1];
    const res = await get(`${newest4.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: newest4.id, status: 'new', line_count: 4 });
    // Fresh Farms' own names and SKUs (the lines are tied to its products), at Corner Bistro's prices.
    expect(res.json().lines.map((l: any) => [l.name, l.sku, l.qty, l.unit_price, l.line_total])).toEqual([
      ['Roma Tomatoes', 'FF-TOM-ROMA', 15, 1.35, 20.25],
      ['Fresh Basil', 'FF-HRB-BASL', 6, 1.75, 10.5],
      ['Large Brown Eggs', 'FF-EGG-LGBR', 5, 3.85, 19.25],
      ['Romaine Hearts', 'FF-LET-ROM3', 1, 26, 26],
    ]);
    expect(res.json()).toMatchObject({ number: expect.stringMatching(/^PO-\d{6}$/), total: 76, below_minimum: true, note: 'Back door, ring the bell.' });
    expect((await get('99999/')).statusCode).toBe(404);
  });
});

describe('transitions', () => {
  it('accepts a new order, then marks it fulfilled; every other step is a 409 with a detail', async () => {
    const { id } = await record((await findTenantByDomain(t.db, HOSTS.supplier))!.id);
    expect((await post(`${id}/fulfill/`)).json()).toEqual({ detail: 'An order that is new cannot be marked fulfilled.' });
    const accepted = await post(`${id}/accept/`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'accepted', lines: [{ name: 'Kale', qty: 4 }] });
    const again = await post(`${id}/accept/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'An order that is accepted cannot be accepted.' });
    expect((await post(`${id}/reject/`, { reason: 'Too late' })).json()).toEqual({ detail: 'An order that is accepted cannot be rejected.' });
    const fulfilled = await post(`${id}/fulfill/`);
    expect(fulfilled.statusCode).toBe(200);
    expect(fulfilled.json().status).toBe('fulfilled');
    expect((await post(`${id}/fulfill/`)).statusCode).toBe(409);
    expect((await get(`${id}/`)).json().status).toBe('fulfilled');
  });

  it('rejects a new order with its trimmed reason; a missing or blank reason is a 400 and changes nothing', async () => {
    const { id } = await record((await findTenantByDomain(t.db, HOSTS.supplier))!.id);
    expect((await post(`${id}/reject/`, {})).json()).toEqual({ reason: ['This field is required.'] });
    expect((await post(`${id}/reject/`, { reason: '   ' })).json()).toEqual({ reason: ['This field may not be blank.'] });
    expect((await get(`${id}/`)).json().status).toBe('new');
    const res = await post(`${id}/reject/`, { reason: '  No truck on Sundays. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reject_reason: 'No truck on Sundays.' });
    expect((await post(`${id}/accept/`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await post('99999/accept/')).statusCode).toBe(404);
  });
});

describe('isolation and the gate', () => {
  it("a supplier never sees or changes another supplier's orders (404)", async () => {
    const own = await record(valleyTenant.id, 'Valley Carrots');
    const farmsIds = (await get('?limit=1000')).json().results.map((o: any) => o.id);
    const foreign = farmsIds.find((id: number) => id !== own.id)!;
    const theirs = (await get('', valley)).json();
    expect(theirs).toMatchObject({ count: 1, results: [{ id: own.id, line_count: 1 }] });
    expect((await get(`${foreign}/`, valley)).statusCode).toBe(404);
    expect((await post(`${foreign}/accept/`, undefined, valley)).statusCode).toBe(404);
    // Fresh Farms' user is no member of Green Valley: its host is a 404 for them.
    expect((await get('', { token: farms.token, host: valley.host })).statusCode).toBe(404);
    // The same id in Fresh Farms' schema, if any, is Fresh Farms' own order.
    const same = await get(`${own.id}/`);
    if (same.statusCode === 200) expect(same.json().lines.map((l: any) => l.name)).not.toContain('Valley Carrots');
  });

  it("a merchant gets the gate's answer on their own domain (403)", async () => {
    const merchant = await t.login(DEMO.merchant, HOSTS.bistro);
    expect((await get('', { token: merchant, host: HOSTS.bistro })).statusCode).toBe(403);
    expect((await t.request({ url: '/1/api/supplier-orders/orders/', host: HOSTS.supplier })).statusCode).toBe(401);
  });
});
