// Placing orders over the trading network (decisions.md "Connections"): an order reaches the
// supplier's inbox only over an ACTIVE connection tied to the merchant supplier; over a PAUSED one
// placing is a 400 that names the supplier and creates nothing; INVITED, archived or none: email
// and text only. The worker does not run here, so queued messages stay queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';

let t: TestContext;
let merchant: string;
let supplier: string;
let owner: string;

beforeAll(async () => {
  t = await createTestContext({ messageWorker: false });
  merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  supplier = await t.login(DEMO.supplier, HOSTS.supplier);
  owner = await t.login(DEMO.owner, HOSTS.harbor);
});
afterAll(() => t.close());

const idOf = async (sql: string, name: string) => (await t.db.query<{ id: number }>(sql, [name]))[0].id;
const bistroSupplier = (name: string) => idOf('SELECT id FROM corner_bistro.suppliers WHERE name = $1', name);
const bistroProduct = (name: string) => idOf('SELECT id FROM corner_bistro.products WHERE product_name = $1', name);
const place = (groups: { merchant_supplier_id: number; items: { product_id: number; qty: number }[] }[], caller: { token: string; host: string } = { token: merchant, host: HOSTS.bistro }) =>
  t.request({ method: 'POST', url: '/1/api/merchant-orders/orders/place/', payload: { groups }, ...caller });
const step = async (id: number, action: string) => (await t.request({ method: 'POST', url: `/1/api/connections/${id}/${action}/`, token: supplier, host: HOSTS.supplier })).json();
const counts = async () =>
  (
    await t.db.query<{ orders: number; messages: number; inbox: number }>(`SELECT
     (SELECT count(*)::int FROM corner_bistro.purchase_orders) AS orders,
     (SELECT count(*)::int FROM public.messages) AS messages,
     (SELECT count(*)::int FROM fresh_farms.incoming_orders) AS inbox`)
  )[0];

async function bistroFarmsConnection(): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    "SELECT c.id FROM public.connections c JOIN public.tenants m ON m.id = c.merchant_tenant_id WHERE m.schema_name = 'corner_bistro' AND c.status = 'ACTIVE'",
  );
  return id;
}

describe('placing orders over a connection', () => {
  it('ACTIVE: the order reaches the inbox; PAUSED: a 400 naming the supplier, nothing created; resumed: the inbox again', async () => {
    const farms = await bistroSupplier('Fresh Farms');
    const metro = await bistroSupplier('Metro Restaurant Supply');
    const eggs = await bistroProduct('Large Eggs');
    const connection = await bistroFarmsConnection();

    const active = (await place([{ merchant_supplier_id: farms, items: [{ product_id: eggs, qty: 3 }] }])).json().created[0];
    expect(active).toMatchObject({ supplier_name: 'Fresh Farms', in_supplier_inbox: true });

    expect((await step(connection, 'pause')).status).toBe('PAUSED');
    const before = await counts();
    const paused = await place([
      { merchant_supplier_id: metro, items: [{ product_id: eggs, qty: 1 }] },
      { merchant_supplier_id: farms, items: [{ product_id: eggs, qty: 2 }] },
    ]);
    expect(paused.statusCode).toBe(400);
    expect(paused.json()).toEqual({ detail: 'Your connection with Fresh Farms is paused: orders cannot be sent to them until it is resumed.' });
    expect(await counts()).toEqual(before);

    expect((await step(connection, 'resume')).status).toBe('ACTIVE');
    expect((await place([{ merchant_supplier_id: farms, items: [{ product_id: eggs, qty: 2 }] }])).json().created[0].in_supplier_inbox).toBe(true);
    expect((await counts()).inbox).toBe(before.inbox + 1);
  });

  it('INVITED: email and text only (Harbor Cafe has asked Fresh Farms, who has not answered)', async () => {
    const farms = await idOf('SELECT id FROM harbor_cafe.suppliers WHERE name = $1', 'Fresh Farms');
    const beans = await idOf('SELECT id FROM harbor_cafe.products WHERE product_name = $1', 'Espresso Beans');
    const before = await counts();
    const res = await place([{ merchant_supplier_id: farms, items: [{ product_id: beans, qty: 4 }] }], { token: owner, host: HOSTS.harbor });
    expect(res.statusCode).toBe(201);
    expect(res.json().created[0]).toMatchObject({ supplier_name: 'Fresh Farms', in_supplier_inbox: false });
    expect(res.json().created[0].messages.map((m: any) => [m.message_type, m.send_to])).toEqual([['email', 'orders@freshfarms.example']]);
    expect((await counts()).inbox).toBe(before.inbox);
  });

  it('archived: the supplier is off-system again, so email and text only', async () => {
    expect((await step(await bistroFarmsConnection(), 'archive')).status).toBe('ARCHIVED');
    const before = await counts();
    const res = await place([{ merchant_supplier_id: await bistroSupplier('Fresh Farms'), items: [{ product_id: await bistroProduct('Roma Tomatoes'), qty: 5 }] }]);
    expect(res.json().created[0]).toMatchObject({ in_supplier_inbox: false });
    expect(res.json().created[0].messages.map((m: any) => m.message_type)).toEqual(['email', 'sms']);
    expect((await counts()).inbox).toBe(before.inbox);
  });
});
