// The inbox as other tenants reach it: writeToSupplierInbox from a merchant's transaction, and the
// mirror onto the merchant's order on each transition.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTenantPath } from '../../db/database';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { findTenantByDomain, type TenantRow } from '../tenants/repo';
import { changeOrderStatus, writeToSupplierInbox, type IncomingOrder, type MirrorOntoMerchantOrder } from './inbox';
import { readCatalogPrices } from '../priced-catalogs/supplier-reads';

let t: TestContext;
let farms: TenantRow;
let bistro: TenantRow;
beforeAll(async () => {
  t = await createTestContext();
  farms = (await findTenantByDomain(t.db, 'freshfarms.localhost'))!;
  bistro = (await findTenantByDomain(t.db, 'bistro.localhost'))!;
});
afterAll(() => t.close());

const order = (o: Partial<IncomingOrder> = {}): IncomingOrder => ({
  merchantTenantId: bistro.id,
  merchantOrderId: null,
  note: 'Back door, before 9',
  lines: [
    { name: 'Romaine Hearts', sku: 'FF-ROM-12', qty: 3 },
    { name: 'Lemons', sku: null, qty: 1.5 },
  ],
  ...o,
});

const inboxRow = async (id: number) => (await t.db.query('SELECT * FROM fresh_farms.incoming_orders WHERE id = $1', [id]))[0];
const inboxLines = async (id: number) => t.db.query('SELECT name, sku, qty FROM fresh_farms.incoming_order_lines WHERE order_id = $1 ORDER BY id', [id]);

describe('writeToSupplierInbox', () => {
  it("records the order as 'new' in the supplier's schema from a transaction in the merchant's schema, and leaves its search_path alone", async () => {
    const { id, path } = await t.db.transaction(async (tx) => {
      await setTenantPath(tx, bistro.schema_name);
      const recorded = await writeToSupplierInbox(tx, farms.id, order({ merchantOrderId: 501 }));
      const [{ search_path }] = await tx.query<{ search_path: string }>("SELECT current_setting('search_path') AS search_path");
      return { ...recorded, path: search_path };
    });
    expect(path.replace(/"/g, '')).toBe('corner_bistro, public');
    expect(await inboxRow(id)).toMatchObject({ merchant_tenant_id: bistro.id, merchant_order_id: 501, status: 'new', note: 'Back door, before 9', reject_reason: null });
    expect(await inboxLines(id)).toEqual([
      { name: 'Romaine Hearts', sku: 'FF-ROM-12', qty: 3 },
      { name: 'Lemons', sku: null, qty: 1.5 },
    ]);
    // The merchant's own schema got nothing.
    expect(await t.db.query('SELECT count(*)::int AS n FROM corner_bistro.incoming_orders')).toEqual([{ n: 0 }]);
  });

  it('answers the first order when the same merchant order is recorded again, without new lines', async () => {
    const first = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ merchantOrderId: 777 })));
    const again = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ merchantOrderId: 777, lines: [{ name: 'Other', sku: null, qty: 9 }] })));
    expect(again.id).toBe(first.id);
    expect((await inboxLines(first.id)).map((l) => l.name)).toEqual(['Romaine Hearts', 'Lemons']);
    // Orders without a merchant order id (demo data) are all kept.
    const a = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order()));
    const b = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order()));
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    ['no lines', [], { lines: ['An order needs at least one line.'] }],
    ['a quantity of 0', [{ name: 'Kale', sku: null, qty: 0 }], { lines: ['Each line needs a quantity above 0.'] }],
    ['a negative quantity', [{ name: 'Kale', sku: null, qty: -2 }], { lines: ['Each line needs a quantity above 0.'] }],
    ['a blank name', [{ name: '  ', sku: null, qty: 1 }], { lines: ['Each line needs a name.'] }],
  ])('refuses an order with %s (400) and records nothing', async (_what, lines, body) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM fresh_farms.incoming_orders');
    await expect(t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ lines })))).rejects.toMatchObject({ statusCode: 400, body });
    expect(await t.db.query('SELECT count(*)::int AS n FROM fresh_farms.incoming_orders')).toEqual(before);
  });

  it('refuses a supplier that is not a supplier tenant, and a merchant that is not a merchant tenant', async () => {
    await expect(t.db.transaction((tx) => writeToSupplierInbox(tx, bistro.id, order()))).rejects.toMatchObject({
      statusCode: 400,
      body: { detail: 'The supplier is not a supplier on the platform.' },
    });
    await expect(t.db.transaction((tx) => writeToSupplierInbox(tx, 99999, order()))).rejects.toMatchObject({ statusCode: 400 });
    await expect(t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ merchantTenantId: farms.id })))).rejects.toMatchObject({
      statusCode: 400,
      body: { detail: 'The merchant is not a merchant on the platform.' },
    });
  });
});

describe('status changes and the mirror onto the merchant', () => {
  const change = (id: number, action: 'accept' | 'reject' | 'fulfill', mirror: MirrorOntoMerchantOrder, reason: string | null = null) =>
    t.db.withTenant(farms.schema_name, (tx) => changeOrderStatus(tx, farms, id, { action, reason, userId: null, now: new Date() }, { mirrorOntoMerchantOrder: mirror, readCatalogPrices }));

  it("mirrors onto the merchant tenant's order, inside the transaction and after the row changed, on accept, fulfil and reject", async () => {
    const seen: unknown[] = [];
    const mirror: MirrorOntoMerchantOrder = async (tx, merchantTenantId, answer) => {
      const [row] = await tx.query('SELECT status FROM fresh_farms.incoming_orders WHERE id = $1', [answer.orderId]);
      seen.push({ merchantTenantId, ...answer, rowStatus: row.status });
    };
    const { id } = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ merchantOrderId: 900 })));
    await change(id, 'accept', mirror);
    await change(id, 'fulfill', mirror);
    const other = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order({ merchantOrderId: 901 })));
    await change(other.id, 'reject', mirror, 'Out of romaine this week.');
    const base = { supplierTenantId: farms.id, merchantTenantId: bistro.id };
    expect(seen).toEqual([
      { ...base, merchantOrderId: 900, orderId: id, status: 'accepted', reason: null, rowStatus: 'accepted', confirmation: expect.objectContaining({ deliveryDate: null }) },
      { ...base, merchantOrderId: 900, orderId: id, status: 'fulfilled', reason: null, rowStatus: 'fulfilled' },
      { ...base, merchantOrderId: 901, orderId: other.id, status: 'rejected', reason: 'Out of romaine this week.', rowStatus: 'rejected' },
    ]);
    expect(await inboxRow(other.id)).toMatchObject({ status: 'rejected', reject_reason: 'Out of romaine this week.' });
  });

  it('refuses an illegal transition with 409 and its detail, without mirroring it', async () => {
    const mirror = vi.fn<MirrorOntoMerchantOrder>(async () => {});
    const { id } = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order()));
    await expect(change(id, 'fulfill', mirror)).rejects.toMatchObject({ statusCode: 409, body: { detail: 'An order that is new cannot be marked fulfilled.' } });
    await change(id, 'reject', mirror, 'No delivery on Sundays.');
    await expect(change(id, 'accept', mirror)).rejects.toMatchObject({ statusCode: 409, body: { detail: 'An order that is rejected cannot be accepted.' } });
    expect(mirror).toHaveBeenCalledTimes(1);
  });

  it('undoes the change when the mirror fails, and keeps the search_path for the rest of the transaction', async () => {
    const { id } = await t.db.transaction((tx) => writeToSupplierInbox(tx, farms.id, order()));
    const failing: MirrorOntoMerchantOrder = async () => {
      throw new Error('mirror failed');
    };
    await expect(change(id, 'accept', failing)).rejects.toThrow('mirror failed');
    expect((await inboxRow(id)).status).toBe('new');
    const wanderer: MirrorOntoMerchantOrder = async (tx) => setTenantPath(tx, bistro.schema_name);
    const path = await t.db.withTenant(farms.schema_name, async (tx) => {
      await changeOrderStatus(tx, farms, id, { action: 'accept', userId: null, now: new Date() }, { mirrorOntoMerchantOrder: wanderer, readCatalogPrices });
      return (await tx.query<{ p: string }>("SELECT current_setting('search_path') AS p"))[0].p;
    });
    expect(path.replace(/"/g, '')).toBe('fresh_farms, public');
  });
});
