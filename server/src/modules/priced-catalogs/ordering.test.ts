// Placing orders from a priced catalog, through placeOrders with the server's clock: each line's
// price decided by the server and frozen, the total, the delivery date checked against the
// supplier's cut-off and delivery days in its time zone (across a daylight-saving change), the
// minimum applied, and the same order in the supplier's inbox under the same number.
import { describe, expect, it } from 'vitest';
import { openPricedTests } from '../../../test/priced';

// Thursday 2026-11-26, 13:00 in Los Angeles (Fresh Farms): before its 14:00 cut-off.
const { call, rows, ids, clock } = openPricedTests(new Date('2026-11-26T21:00:00Z'));
const farms = () => ids.supplier['Fresh Farms'];
const line = (name: string, qty: number) => ({ product_id: ids.product[name], qty });
const place = (group: { merchant_supplier_id: number; delivery_date?: string | null; items: { product_id: number; qty: number }[] }, note?: string) =>
  call('POST', '/merchant-orders/orders/place/', { groups: [group], ...(note ? { note } : {}) });
const fromFarms = (items: { product_id: number; qty: number }[], delivery_date?: string) => place({ merchant_supplier_id: farms(), items, ...(delivery_date ? { delivery_date } : {}) });
const bistroRecord = () => ids.farmsMerchant['Corner Bistro'];
const setTerms = (terms: object) => call('PUT', `/merchants/update-merchant/${bistroRecord()}`, { merchant_name: 'Corner Bistro', ...terms }, 'farms');
const at = (iso: string) => void (clock.at = new Date(iso));

describe('prices, totals and the supplier inbox', () => {
  it("prices each line (catalog price of the tied offer, else the offer's own, else unknown) and totals the known ones", async () => {
    const res = await place({ merchant_supplier_id: farms(), items: [line('Roma Tomatoes', 100), line('Large Eggs', 12), line('Cold Brew Coffee', 1)] }, 'Side door.');
    expect(res.statusCode).toBe(201);
    const [order] = res.json().created;
    expect(order.lines.map((l: any) => [l.name, l.sku, l.qty, l.unit_price, l.line_total])).toEqual([
      ['Roma Tomatoes', 'PRD-TOM-01', 100, 1.35, 135],
      ['Large Eggs', 'DAI-EGG-04', 12, 3.85, 46.2],
      // No offer of Fresh Farms: unknown.
      ['Cold Brew Coffee', 'BEV-CBC-02', 1, null, null],
    ]);
    expect(order).toMatchObject({ total: 181.2, delivery_date: '2026-11-27', below_minimum: false });

    // The inbox: the same number, total, date and note; Fresh Farms' own names and SKUs where tied.
    const inbox = (await call('GET', '/supplier-orders/orders/?status=new', undefined, 'farms')).json().results.find((o: any) => o.merchant_order_id === order.id);
    expect(inbox).toMatchObject({ number: order.number, total: 181.2, delivery_date: '2026-11-27', below_minimum: false, note: 'Side door.' });
    const detail = (await call('GET', `/supplier-orders/orders/${inbox.id}/`, undefined, 'farms')).json();
    expect(detail.lines.map((l: any) => [l.name, l.sku, l.supplier_product_id, l.unit_price, l.line_total])).toEqual([
      ['Roma Tomatoes', 'FF-TOM-ROMA', ids.farmsProduct['FF-TOM-ROMA'], 1.35, 135],
      ['Large Brown Eggs', 'FF-EGG-LGBR', ids.farmsProduct['FF-EGG-LGBR'], 3.85, 46.2],
      ['Cold Brew Coffee', 'BEV-CBC-02', null, null, null],
    ]);
    expect(detail).toMatchObject({ number: order.number, note: 'Side door.' });
  });

  it("prices an off-system supplier's lines at the offer's own price, with no date unless one is asked", async () => {
    const res = await place({ merchant_supplier_id: ids.supplier['Metro Restaurant Supply'], items: [line('Whole Milk', 3)] });
    expect(res.json().created[0]).toMatchObject({ total: 12.45, delivery_date: null, below_minimum: false, lines: [expect.objectContaining({ unit_price: 4.15, line_total: 12.45 })] });
    // Its date is the merchant's own: today (in New York, the merchant's zone) or later.
    const today = await place({ merchant_supplier_id: ids.supplier['Metro Restaurant Supply'], delivery_date: '2026-11-26', items: [line('Whole Milk', 1)] });
    expect(today.json().created[0].delivery_date).toBe('2026-11-26');
    const past = await place({ merchant_supplier_id: ids.supplier['Metro Restaurant Supply'], delivery_date: '2026-11-25', items: [line('Whole Milk', 1)] });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ delivery_date: ['2026-11-25 is in the past: choose today or a later date.'] });
  });

  it('freezes the prices when the order is placed: a later catalog price changes new orders only', async () => {
    const [order] = (await fromFarms([line('Fresh Basil', 100)])).json().created;
    expect(order.lines[0]).toMatchObject({ unit_price: 1.75, line_total: 175 });
    await call('PATCH', `/catalogs/${ids.catalog['Corner Bistro Pricing']}/products/${ids.farmsProduct['FF-HRB-BASL']}/`, { price: 1.5 }, 'farms');
    expect((await call('GET', `/merchant-orders/orders/${order.id}/`)).json()).toMatchObject({ total: 175, lines: [expect.objectContaining({ unit_price: 1.75, line_total: 175 })] });
    const [inbox] = await rows(`SELECT id FROM fresh_farms.incoming_orders WHERE merchant_order_id = $1`, [order.id]);
    expect((await call('GET', `/supplier-orders/orders/${inbox.id}/`, undefined, 'farms')).json()).toMatchObject({ total: 175, lines: [expect.objectContaining({ unit_price: 1.75 })] });
    const history = (await call('GET', '/merchant-orders/orders/?page_size=50')).json().results.find((o: any) => o.id === order.id);
    expect(history).toMatchObject({ total: 175, delivery_date: '2026-11-27', below_minimum: false });
    expect((await fromFarms([line('Fresh Basil', 100)])).json().created[0]).toMatchObject({ total: 150 });
  });
});

describe('minimums', () => {
  it('places an order below a soft minimum flagged below_minimum, and refuses one below a hard minimum', async () => {
    const soft = await fromFarms([line('Roma Tomatoes', 10)]);
    expect(soft.statusCode).toBe(201);
    expect(soft.json().created[0]).toMatchObject({ total: 13.5, below_minimum: true });
    await setTerms({ minimum_order_rule: 'hard' });
    const before = await rows(`SELECT count(*)::int AS n FROM corner_bistro.purchase_orders`);
    const hard = await call('POST', '/merchant-orders/orders/place/', {
      groups: [
        { merchant_supplier_id: ids.supplier['Metro Restaurant Supply'], items: [line('Whole Milk', 1)] },
        { merchant_supplier_id: farms(), items: [line('Roma Tomatoes', 10)] },
      ],
    });
    expect(hard.statusCode).toBe(400);
    expect(hard.json()).toEqual({ non_field_errors: ['Fresh Farms requires a minimum order of $150.00.'] });
    expect(await rows(`SELECT count(*)::int AS n FROM corner_bistro.purchase_orders`)).toEqual(before);
    await setTerms({ minimum_order: 1500 });
    expect((await fromFarms([line('Roma Tomatoes', 200)])).json()).toEqual({ non_field_errors: ['Fresh Farms requires a minimum order of $1,500.00.'] });
    await setTerms({ minimum_order: 150 });
    expect((await fromFarms([line('Roma Tomatoes', 120)])).json().created[0]).toMatchObject({ total: 162, below_minimum: false });
    await setTerms({ minimum_order: 0 });
    expect((await fromFarms([line('Roma Tomatoes', 1)])).json().created[0]).toMatchObject({ total: 1.35, below_minimum: false });
    await setTerms({ minimum_order: 150, minimum_order_rule: 'soft' });
  });
});

describe('delivery dates from the cut-off and delivery days, in the supplier time zone', () => {
  it('before the cut-off: tomorrow when it is a delivery day; after it: the day after, on a delivery day', async () => {
    at('2026-11-26T21:00:00Z'); // Thursday 13:00 in Los Angeles
    expect((await fromFarms([line('Roma Tomatoes', 120)])).json().created[0].delivery_date).toBe('2026-11-27');
    at('2026-11-26T22:30:00Z'); // Thursday 14:30: past the cut-off, Saturday is no delivery day
    expect((await fromFarms([line('Roma Tomatoes', 120)])).json().created[0].delivery_date).toBe('2026-11-30');
    const friday = await fromFarms([line('Roma Tomatoes', 120)], '2026-11-27');
    expect(friday.statusCode).toBe(400);
    expect(friday.json()).toEqual({ delivery_date: ['Fresh Farms cannot deliver on 2026-11-27. The next possible delivery date is 2026-11-30.'] });
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-11-28')).json()).toEqual({
      delivery_date: ['Fresh Farms cannot deliver on 2026-11-28. The next possible delivery date is 2026-11-30.'],
    });
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-12-03')).json()).toEqual({
      delivery_date: ['Fresh Farms cannot deliver on 2026-12-03. The next possible delivery date is 2026-12-04.'],
    });
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-12-02')).json().created[0].delivery_date).toBe('2026-12-02');
  });

  it("reads the cut-off in the supplier's own time zone", async () => {
    at('2026-11-26T21:00:00Z'); // 13:00 in Los Angeles, but 16:00 in New York
    await call('PATCH', '/tenant-settings/', { timezone: 'America/New_York' }, 'farms');
    expect((await call('GET', `/merchant-products/suppliers/${farms()}/`)).json().terms).toMatchObject({ timezone: 'America/New_York', next_delivery_date: '2026-11-30' });
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-11-27')).json()).toEqual({
      delivery_date: ['Fresh Farms cannot deliver on 2026-11-27. The next possible delivery date is 2026-11-30.'],
    });
    await call('PATCH', '/tenant-settings/', { timezone: 'America/Los_Angeles' }, 'farms');
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-11-27')).statusCode).toBe(201);
  });

  it('keeps the cut-off at 14:00 local time across the end of daylight saving time (2026-11-01)', async () => {
    await setTerms({ delivery_days: [] }); // any day: only the cut-off counts
    at('2026-10-26T21:30:00Z'); // Monday 14:30 PDT: after the cut-off
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-10-27')).json()).toEqual({
      delivery_date: ['Fresh Farms cannot deliver on 2026-10-27. The next possible delivery date is 2026-10-28.'],
    });
    at('2026-11-02T21:30:00Z'); // the same UTC time a week later is Monday 13:30 PST: before it
    expect((await fromFarms([line('Roma Tomatoes', 120)], '2026-11-03')).json().created[0].delivery_date).toBe('2026-11-03');
    at('2026-10-31T21:30:00Z'); // Saturday 14:30 PDT, the night before the change: Monday, two calendar days on
    expect((await fromFarms([line('Roma Tomatoes', 120)])).json().created[0].delivery_date).toBe('2026-11-02');
    at('2026-11-01T09:30:00Z'); // Sunday 01:30 PST, the repeated hour
    expect((await fromFarms([line('Roma Tomatoes', 120)])).json().created[0].delivery_date).toBe('2026-11-02');
    await setTerms({ delivery_days: ['MON', 'WED', 'FRI'] });
    at('2026-11-26T21:00:00Z');
  });
});
