// Fulfilment, receiving and credits (issue 23) end to end on the server: the supplier confirms each
// line (substitutes at this merchant's price, the new total, mirrored onto the merchant's order),
// ships, the merchant receives (partial, complete, over-receipt, retried, two at once) into the
// stock ledger, credits are raised and answered, both sides read one timeline, and on order follows.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPricedTests } from '../../../test/priced';
import { addGreenValley, type Caller } from '../../../test/second-supplier';
import { DEMO, HOSTS } from '../../../test/helpers';

const priced = openPricedTests(new Date('2026-11-26T21:00:00Z'));
const { call, rows, ids } = priced;
let bistro: Caller;
let valley: Caller;
beforeAll(async () => {
  bistro = { token: await priced.t.login(DEMO.merchant, HOSTS.bistro), host: HOSTS.bistro };
  ({ valley } = await addGreenValley(priced.t));
});

type Line = { id: number; name: string; [k: string]: any };
const line = (name: string, qty: number) => ({ product_id: ids.product[name], qty });
const place = async (supplier: string, items: { product_id: number; qty: number }[]) =>
  (await call('POST', '/merchant-orders/orders/place/', { groups: [{ merchant_supplier_id: ids.supplier[supplier], items }] })).json().created[0];
const inboxId = async (orderId: number) => (await rows<{ id: number }>('SELECT id FROM fresh_farms.incoming_orders WHERE merchant_order_id = $1', [orderId]))[0].id;
const supplierOrder = async (id: number) => (await call('GET', `/supplier-orders/orders/${id}/`, undefined, 'farms')).json();
const merchantOrder = async (id: number) => (await call('GET', `/merchant-orders/orders/${id}/`)).json();
const accept = (id: number, body?: object) => call('POST', `/supplier-orders/orders/${id}/accept/`, body, 'farms');
const receive = (id: number, body: object, key?: string) =>
  priced.t.request({ method: 'POST', url: `/1/api/merchant-orders/orders/${id}/receive/`, payload: body, headers: key ? { 'idempotency-key': key } : {}, ...bistro });
const lineOf = (order: { lines: Line[] }, name: string) => order.lines.find((l) => l.name === name)!;
const onHand = async (product: string) =>
  (await rows<{ n: number }>('SELECT coalesce(sum(on_hand), 0)::float8 AS n FROM corner_bistro.inventory_items WHERE product_id = $1', [ids.product[product]]))[0].n;
/** Items whose on-hand is not the sum of their movements (always none). */
const ledgerBreaks = async () =>
  (
    await rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM corner_bistro.inventory_items i WHERE i.on_hand <> coalesce((SELECT sum(m.delta) FROM corner_bistro.stock_movements m WHERE m.item_id = i.id), 0)',
    )
  )[0].n;
const onOrder = async (product: string) => {
  const items = (await call('GET', '/inventory/items/')).json();
  const list = Array.isArray(items) ? items : items.results;
  return list.find((i: any) => i.product === ids.product[product])?.on_order;
};

describe('the supplier confirms each line', () => {
  it('confirms quantities and a substitute at this merchant’s price, with the new total, on both sides and in one timeline', async () => {
    const order = await place('Fresh Farms', [line('Roma Tomatoes', 100), line('Large Eggs', 12), line('Fresh Basil', 10)]);
    expect(order).toMatchObject({ total: 198.7, ordered_total: 198.7, credited: 0, net_total: 198.7, receipts: [], credits: [] });
    const id = await inboxId(order.id);
    const inbox = await supplierOrder(id);
    const eggs = lineOf(inbox, 'Large Brown Eggs');
    const basil = lineOf(inbox, 'Fresh Basil');
    // Romaine Hearts: list price 28.00, Corner Bistro's catalog price 26.00.
    const res = await accept(id, {
      lines: [
        { id: eggs.id, confirmed_qty: 10, note: 'Only 10 dozen left.' },
        { id: basil.id, confirmed_qty: 1, substitute_product_id: ids.farmsProduct['FF-LET-ROM3'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const supplier = res.json();
    expect(supplier).toMatchObject({ status: 'accepted', ordered_total: 198.7, total: 199.5, credited: 0, net_total: 199.5 });
    expect(lineOf(supplier, 'Roma Tomatoes')).toMatchObject({ qty: 100, confirmed_qty: 100, confirmed_unit_price: 1.35, line_total: 135, substitute: null, received_qty: 0 });
    expect(lineOf(supplier, 'Large Brown Eggs')).toMatchObject({ qty: 12, confirmed_qty: 10, confirmed_unit_price: 3.85, line_total: 38.5, supplier_note: 'Only 10 dozen left.' });
    expect(lineOf(supplier, 'Fresh Basil')).toMatchObject({
      qty: 10,
      unit_price: 1.75,
      confirmed_qty: 1,
      confirmed_unit_price: 26,
      line_total: 26,
      substitute: { supplier_product_id: ids.farmsProduct['FF-LET-ROM3'], name: 'Romaine Hearts', sku: 'FF-LET-ROM3' },
    });

    const merchant = await merchantOrder(order.id);
    expect(merchant).toMatchObject({ status: 'ACCEPTED', ordered_total: 198.7, total: 199.5, net_total: 199.5 });
    expect(lineOf(merchant, 'Large Eggs')).toMatchObject({ confirmed_qty: 10, confirmed_unit_price: 3.85, line_total: 38.5, supplier_note: 'Only 10 dozen left.' });
    expect(lineOf(merchant, 'Fresh Basil')).toMatchObject({ confirmed_qty: 1, confirmed_unit_price: 26, substitute: { name: 'Romaine Hearts' } });
    expect(merchant.events.map((e: any) => [e.kind, e.side, e.tenant_name, e.user_name])).toEqual([
      ['placed', 'merchant', 'Corner Bistro', 'Maria Lopez'],
      ['accepted_with_changes', 'supplier', 'Fresh Farms', 'Sam Grower'],
    ]);
    expect(merchant.events[1].detail).toBe('Large Brown Eggs: 10 of 12 confirmed; Substituted: Romaine Hearts for Fresh Basil; Fresh Basil: 1 of 10 confirmed');
    expect(supplier.events).toEqual(merchant.events);
    // Both sides' screens heard of it, each of its own order.
    const heard = await rows('SELECT order_id, number FROM public.live_events WHERE number = $1 ORDER BY id', [order.number]);
    expect(heard).toEqual(
      expect.arrayContaining([
        { order_id: order.id, number: order.number },
        { order_id: id, number: order.number },
      ]),
    );
  });

  it('confirms every line as ordered without a body; refuses unknown or repeated lines, unknown substitutes and past dates, changing nothing', async () => {
    const order = await place('Fresh Farms', [line('Roma Tomatoes', 5), line('Large Eggs', 2)]);
    const id = await inboxId(order.id);
    const [first, second] = (await supplierOrder(id)).lines;
    const refused = async (body: object, answer: object) => {
      const res = await accept(id, body);
      expect([res.statusCode, res.json()]).toEqual([400, answer]);
    };
    await refused({ lines: [{ id: 999999, confirmed_qty: 1 }] }, { lines: ['Line 999999 is not a line of this order.'] });
    await refused(
      {
        lines: [
          { id: first.id, confirmed_qty: 1 },
          { id: first.id, confirmed_qty: 2 },
        ],
      },
      { lines: [`Line ${first.id} is listed more than once.`] },
    );
    const asparagus = ids.farmsProduct['FF-ASP-GRN']; // inactive
    await refused(
      {
        lines: [
          { id: first.id, confirmed_qty: 1 },
          { id: second.id, confirmed_qty: 2, substitute_product_id: asparagus },
        ],
      },
      { lines: [`Invalid pk "${asparagus}" - object does not exist.`] },
    );
    await refused({ delivery_date: '2026-11-20' }, { delivery_date: ['2026-11-20 is in the past: choose today or a later date.'] });
    expect((await supplierOrder(id)).status).toBe('new');

    const accepted = (await accept(id)).json();
    expect(accepted.lines.map((l: Line) => [l.confirmed_qty, l.line_total])).toEqual([
      [5, 6.75],
      [2, 7.7],
    ]);
    expect(accepted).toMatchObject({ total: 14.45, ordered_total: 14.45 });
    expect(accepted.events.map((e: any) => [e.kind, e.detail])).toEqual([
      ['placed', null],
      ['accepted', null],
    ]);
  });
});

describe('receiving', () => {
  it('receives part, then the rest with a damaged case and a higher price: stock rises once per receipt, credits are raised, retries record nothing', async () => {
    const order = await place('Fresh Farms', [line('Roma Tomatoes', 100), line('Large Eggs', 12), line('Fresh Basil', 10)]);
    const id = await inboxId(order.id);
    const inbox = await supplierOrder(id);
    await accept(id, { lines: [{ id: lineOf(inbox, 'Large Brown Eggs').id, confirmed_qty: 10 }] });
    expect((await call('POST', `/supplier-orders/orders/${id}/fulfill/`, undefined, 'farms')).statusCode).toBe(200);
    const placed = await merchantOrder(order.id);
    const [roma, eggs, basil] = ['Roma Tomatoes', 'Large Eggs', 'Fresh Basil'].map((n) => lineOf(placed, n));
    const before = { roma: await onHand('Roma Tomatoes'), eggs: await onHand('Large Eggs'), basil: await onHand('Fresh Basil') };
    const romaOnOrder = await onOrder('Roma Tomatoes');

    const partial = await receive(order.id, { lines: [{ id: roma.id, received_qty: 60 }] });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'PARTIALLY_RECEIVED', credits: [], receipts: [{ lines: [{ line_id: roma.id, received_qty: 60, unit_price: 1.35, reason: null }] }] });
    expect(await onHand('Roma Tomatoes')).toBe(before.roma + 60);
    expect(await onOrder('Roma Tomatoes')).toBe(romaOnOrder - 60);
    expect(await ledgerBreaks()).toBe(0);

    const rest = {
      lines: [
        { id: roma.id, received_qty: 40 },
        { id: eggs.id, received_qty: 9, reason: 'DAMAGED', note: 'One case cracked.' },
        { id: basil.id, received_qty: 10, unit_price: 2 },
      ],
    };
    const done = await receive(order.id, rest, 'receipt-2');
    expect(done.statusCode).toBe(200);
    const received = done.json();
    expect(received).toMatchObject({ status: 'RECEIVED', credited: 0 });
    expect(received.lines.map((l: Line) => l.received_qty)).toEqual([100, 9, 10]);
    expect(received.credits.map((c: any) => [c.name, c.reason, c.note, c.shortfall_qty, c.unit_price, c.amount, c.status])).toEqual([
      ['Large Eggs', 'DAMAGED', 'One case cracked.', 1, 3.85, 3.85, 'requested'],
      ['Fresh Basil', null, null, 0, 1.75, 2.5, 'requested'],
    ]);
    expect(received.events.map((e: any) => e.kind)).toEqual(['placed', 'accepted_with_changes', 'shipped', 'partially_received', 'received', 'credit_requested', 'credit_requested']);
    const after = { roma: before.roma + 100, eggs: before.eggs + 9, basil: before.basil + 10 };
    const stock = async () => ({ roma: await onHand('Roma Tomatoes'), eggs: await onHand('Large Eggs'), basil: await onHand('Fresh Basil') });
    expect(await stock()).toEqual(after);
    expect(await ledgerBreaks()).toBe(0);

    // The same key again: the order as it is, nothing recorded; with another body: a 400.
    const retried = await receive(order.id, rest, 'receipt-2');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().receipts).toHaveLength(2);
    expect(await stock()).toEqual(after);
    expect((await receive(order.id, { lines: [{ id: roma.id, received_qty: 1 }] }, 'receipt-2')).json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
    });
    const again = await receive(order.id, { lines: [{ id: roma.id, received_qty: 1 }] });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: 'An order that is received cannot be received.' }]);

    // The supplier sees what arrived, the credits and the same timeline; the item history links the order.
    const supplier = await supplierOrder(id);
    expect(supplier.lines.map((l: Line) => l.received_qty)).toEqual([100, 9, 10]);
    expect(supplier.credits).toEqual(received.credits);
    expect(supplier.events).toEqual(received.events);
    const [item] = await rows<{ id: number }>('SELECT item_id AS id FROM corner_bistro.stock_movements WHERE purchase_order_id = $1 ORDER BY id LIMIT 1', [order.id]);
    const history = (await call('GET', `/inventory/items/${item.id}/movements/`)).json();
    expect(history[0]).toMatchObject({ reason: 'receipt', delta: 40, purchase_order: { id: order.id, number: order.number } });
  });

  it("receives an off-system supplier's order, over-receipt included, into an item it creates in the first area", async () => {
    const [product] = await rows<{ id: number }>("INSERT INTO corner_bistro.products (product_name, sku) VALUES ('Oat Milk', 'TST-OAT-01') RETURNING id");
    await rows('INSERT INTO corner_bistro.offers (product_id, supplier_id, is_active, is_preferred, price) VALUES ($1, $2, true, true, 3)', [
      product.id,
      ids.supplier['Metro Restaurant Supply'],
    ]);
    ids.product['Oat Milk'] = product.id;
    const order = await place('Metro Restaurant Supply', [line('Oat Milk', 3)]);
    expect(await onOrder('Oat Milk')).toBeUndefined(); // no item yet
    const res = await receive(order.id, { lines: [{ id: order.lines[0].id, received_qty: 5 }] });
    expect(res.json()).toMatchObject({ status: 'RECEIVED', lines: [{ received_qty: 5 }], credits: [] });
    const [{ first }] = await rows<{ first: number }>('SELECT id AS first FROM corner_bistro.areas ORDER BY is_active DESC, id LIMIT 1');
    expect(await rows('SELECT area_id, on_hand::float8 AS on_hand FROM corner_bistro.inventory_items WHERE product_id = $1', [product.id])).toEqual([{ area_id: first, on_hand: 5 }]);
    expect(await onOrder('Oat Milk')).toBe(0);
    expect(await ledgerBreaks()).toBe(0);
  });

  it('takes two receipts at once in turn, and one key sent twice at once only once', async () => {
    const order = await place('Metro Restaurant Supply', [line('Whole Milk', 10)]);
    const lineId = order.lines[0].id;
    const before = await onHand('Whole Milk');
    const body = { lines: [{ id: lineId, received_qty: 4 }] };
    const pair = await Promise.all([receive(order.id, body), receive(order.id, body)]);
    expect(pair.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await onHand('Whole Milk')).toBe(before + 8);
    const keyed = await Promise.all([receive(order.id, body, 'milk-3'), receive(order.id, body, 'milk-3')]);
    expect(keyed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await onHand('Whole Milk')).toBe(before + 12);
    expect((await merchantOrder(order.id)).lines[0].received_qty).toBe(12);
    expect(await ledgerBreaks()).toBe(0);
  });

  it('keeps a received status when the supplier marks the order shipped afterwards', async () => {
    const order = await place('Fresh Farms', [line('Large Eggs', 2)]);
    const id = await inboxId(order.id);
    await accept(id);
    await receive(order.id, { lines: [{ id: order.lines[0].id, received_qty: 2 }] });
    expect((await call('POST', `/supplier-orders/orders/${id}/fulfill/`, undefined, 'farms')).statusCode).toBe(200);
    const merchant = await merchantOrder(order.id);
    expect(merchant.status).toBe('RECEIVED');
    expect(merchant.events.map((e: any) => e.kind)).toEqual(['placed', 'accepted', 'received', 'shipped']);
  });

  it('refuses an order the supplier has not accepted, a rejected one, unknown lines and areas', async () => {
    const waiting = await place('Fresh Farms', [line('Roma Tomatoes', 1)]);
    const lineId = waiting.lines[0].id;
    const res = await receive(waiting.id, { lines: [{ id: lineId, received_qty: 1 }] });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: 'The supplier has not accepted this order yet.' }]);
    await call('POST', `/supplier-orders/orders/${await inboxId(waiting.id)}/reject/`, { reason: 'Closed.' }, 'farms');
    expect((await receive(waiting.id, { lines: [{ id: lineId, received_qty: 1 }] })).json()).toEqual({ detail: 'An order that is rejected cannot be received.' });
    const metro = await place('Metro Restaurant Supply', [line('Whole Milk', 1)]);
    const bad = async (body: object, answer: object) => expect((await receive(metro.id, body)).json()).toEqual(answer);
    await bad({ lines: [{ id: lineId, received_qty: 1 }] }, { lines: [`Line ${lineId} is not a line of this order.`] });
    const own = metro.lines[0].id;
    await bad(
      {
        lines: [
          { id: own, received_qty: 1 },
          { id: own, received_qty: 1 },
        ],
      },
      { lines: [`Line ${own} is listed more than once.`] },
    );
    await bad({ area_id: 999999, lines: [{ id: own, received_qty: 1 }] }, { area_id: ['Invalid pk "999999" - object does not exist.'] });
    expect((await merchantOrder(metro.id)).status).toBe('PLACED');
  });
});

describe('credits and on order', () => {
  it('the supplier approves (at most the requested amount) or disputes (with a reason) once; an approved credit lowers what the order costs on both sides', async () => {
    const order = await place('Fresh Farms', [line('Large Eggs', 10), line('Fresh Basil', 4)]);
    const id = await inboxId(order.id);
    await accept(id);
    const [eggs, basil] = order.lines;
    const received = (
      await receive(order.id, {
        lines: [
          { id: eggs.id, received_qty: 8, reason: 'SHORT' },
          { id: basil.id, received_qty: 4, reason: 'WRONG_ITEM' },
        ],
      })
    ).json();
    const [eggsCredit, basilCredit] = received.credits;
    expect([eggsCredit.amount, basilCredit.amount]).toEqual([7.7, 0]);

    const answer = (credit: number, verb: string, body?: object, as?: Caller) =>
      as
        ? priced.t.request({ method: 'POST', url: `/1/api/supplier-orders/credits/${credit}/${verb}/`, payload: body, ...as })
        : call('POST', `/supplier-orders/credits/${credit}/${verb}/`, body, 'farms');
    // Another supplier cannot answer it, nor can a credit be approved above what was asked.
    expect((await answer(eggsCredit.id, 'approve', {}, valley)).statusCode).toBe(404);
    const tooMuch = await answer(eggsCredit.id, 'approve', { amount: 8 });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([400, { amount: ['Ensure this value is less than or equal to 7.7.'] }]);
    const approved = await answer(eggsCredit.id, 'approve', { amount: 5 });
    expect(approved.json()).toMatchObject({ status: 'approved', approved_amount: 5, answered_at: expect.any(String) });
    expect((await answer(eggsCredit.id, 'dispute', { reason: 'No.' })).json()).toEqual({ detail: 'A credit that is approved cannot be disputed.' });
    expect((await answer(basilCredit.id, 'dispute', { reason: '  ' })).json()).toEqual({ reason: ['This field may not be blank.'] });
    expect((await answer(basilCredit.id, 'dispute', { reason: ' We sent what you ordered. ' })).json()).toMatchObject({ status: 'disputed', dispute_reason: 'We sent what you ordered.' });
    expect((await answer(basilCredit.id, 'approve')).json()).toEqual({ detail: 'A credit that is disputed cannot be approved.' });

    const merchant = await merchantOrder(order.id);
    expect(merchant).toMatchObject({ total: 45.5, credited: 5, net_total: 40.5 });
    expect(merchant.events.slice(-2).map((e: any) => [e.kind, e.detail])).toEqual([
      ['credit_approved', 'Large Eggs: $5.00'],
      ['credit_disputed', 'Fresh Basil: We sent what you ordered.'],
    ]);
    const listed = (await call('GET', '/supplier-orders/orders/?limit=50', undefined, 'farms')).json().results.find((o: any) => o.id === id);
    expect(listed).toMatchObject({ credited: 5, net_total: 40.5 });
    const history = (await call('GET', '/merchant-orders/orders/?page_size=50')).json().results.find((o: any) => o.id === order.id);
    expect(history).toMatchObject({ credited: 5, net_total: 40.5 });
  });

  it('counts on order per product: confirmed (else ordered) less received, over orders not received and not rejected', async () => {
    const base = await onOrder('Roma Tomatoes');
    const a = await place('Fresh Farms', [line('Roma Tomatoes', 7)]);
    const b = await place('Fresh Farms', [line('Roma Tomatoes', 5)]);
    expect(await onOrder('Roma Tomatoes')).toBe(base + 12);
    const aInbox = await inboxId(a.id);
    await accept(aInbox, { lines: [{ id: (await supplierOrder(aInbox)).lines[0].id, confirmed_qty: 3 }] });
    expect(await onOrder('Roma Tomatoes')).toBe(base + 8);
    await receive(a.id, { lines: [{ id: a.lines[0].id, received_qty: 1 }] });
    expect(await onOrder('Roma Tomatoes')).toBe(base + 7);
    // An over-receipt leaves nothing on order for its line, never less.
    await receive(a.id, { lines: [{ id: a.lines[0].id, received_qty: 9 }] });
    expect(await onOrder('Roma Tomatoes')).toBe(base + 5);
    await call('POST', `/supplier-orders/orders/${await inboxId(b.id)}/reject/`, { reason: 'No.' }, 'farms');
    expect(await onOrder('Roma Tomatoes')).toBe(base);
  });

  it('a supplier never sees the merchant’s stock', async () => {
    expect((await call('GET', '/inventory/items/', undefined, 'farms')).statusCode).toBe(403);
    expect((await priced.t.request({ url: '/1/api/inventory/items/', ...valley })).statusCode).toBe(403);
    const supplier = (await call('GET', '/supplier-orders/orders/?limit=1', undefined, 'farms')).json().results[0];
    expect(Object.keys(supplier)).not.toContain('on_hand');
  });
});
