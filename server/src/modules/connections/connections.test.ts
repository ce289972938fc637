// Connections between tenants, on a real database: the list each side sees, requests and their
// checks, every step of the shared rules and its 409 on both sides, accept mapping to a record or
// creating one, one live connection per pair under two concurrent requests, the walls between
// tenants, and what a merchant supplier's relationship_status shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { openSupplierTests, type Caller } from '../../../test/second-supplier';
import { createTenant, type TenantRow } from '../tenants/repo';

let t: TestContext;
let farms: Caller;
let valley: Caller;
let bistro: Caller;
let harbor: Caller;
let valleyTenant: TenantRow;
const ids: Record<'farms' | 'bistro' | 'harbor', number> = { farms: 0, bistro: 0, harbor: 0 };

beforeAll(async () => {
  ({ t, farms, valley, valleyTenant } = await openSupplierTests());
  bistro = { token: await t.login(DEMO.merchant, HOSTS.bistro), host: HOSTS.bistro };
  harbor = { token: await t.login(DEMO.owner, HOSTS.harbor), host: HOSTS.harbor };
  for (const [key, schema] of [
    ['farms', 'fresh_farms'],
    ['bistro', 'corner_bistro'],
    ['harbor', 'harbor_cafe'],
  ] as const) {
    ids[key] = (await t.db.query<{ id: number }>('SELECT id FROM public.tenants WHERE schema_name = $1', [schema]))[0].id;
  }
});
afterAll(() => t.close());

const list = async (as: Caller, query = '') => (await t.request({ url: `/1/api/connections/${query}`, ...as })).json();
const request = (as: Caller, payload: object) => t.request({ method: 'POST', url: '/1/api/connections/', payload, ...as });
const act = (as: Caller, id: number, action: string, payload?: object) => t.request({ method: 'POST', url: `/1/api/connections/${id}/${action}/`, ...(payload ? { payload } : {}), ...as });
const supplierRecord = async (schema: string, name: string) => (await t.db.query<{ id: number }>(`SELECT id FROM ${schema}.suppliers WHERE name = $1`, [name]))[0]?.id;
const merchantRecord = async (schema: string, name: string) => (await t.db.query<{ id: number }>(`SELECT id FROM ${schema}.merchants WHERE merchant_name = $1`, [name]))[0]?.id;
const merchantSupplier = async (as: Caller, id: number) => (await t.request({ url: `/1/api/merchant-products/suppliers/${id}/`, ...as })).json();
/** Harbor Cafe's connection with Fresh Farms in `status` (the demo's request, then later ones). */
const harborFarms = async (status = 'INVITED') => (await list(harbor)).find((c: any) => c.partner.id === ids.farms && c.status === status);
const liveCount = async (merchantTenant: number, supplierTenant: number) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM public.connections WHERE merchant_tenant_id = $1 AND supplier_tenant_id = $2 AND status IN ('INVITED', 'ACTIVE', 'PAUSED')",
      [merchantTenant, supplierTenant],
    )
  )[0].n;

/** A supplier tenant with no member and no connection, to request connections to. */
async function newSupplierTenant(name: string, schema: string): Promise<number> {
  return (await t.db.transaction((tx) => createTenant(tx, { name, schema_name: schema, domain: `${schema}.localhost`, type: 'supplier' }))).id;
}

const refused = (res: { statusCode: number; json(): any }, detail: string) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ detail });
};

describe('GET connections/ (demo data)', () => {
  it('answers each side its connections, newest first, with the partner and only its own record', async () => {
    const bistroSupplier = await supplierRecord('corner_bistro', 'Fresh Farms');
    const harborSupplier = await supplierRecord('harbor_cafe', 'Fresh Farms');
    const bistroRecord = await merchantRecord('fresh_farms', 'Corner Bistro');
    const farmsPartner = { id: ids.farms, name: 'Fresh Farms', domain: 'freshfarms.localhost', type: 'supplier' };
    const base = { id: expect.any(Number), requested_by: 'merchant', created_at: expect.any(String), updated_at: expect.any(String) };
    expect(await list(farms)).toEqual([
      { ...base, status: 'INVITED', partner: { id: ids.harbor, name: 'Harbor Cafe', domain: 'harbor.localhost', type: 'merchant' }, merchant_supplier_id: null, merchant_id: null },
      { ...base, status: 'ACTIVE', partner: { id: ids.bistro, name: 'Corner Bistro', domain: 'bistro.localhost', type: 'merchant' }, merchant_supplier_id: null, merchant_id: bistroRecord },
    ]);
    expect(await list(bistro)).toEqual([{ ...base, status: 'ACTIVE', partner: farmsPartner, merchant_supplier_id: bistroSupplier, merchant_id: null }]);
    expect(await list(harbor)).toEqual([{ ...base, status: 'INVITED', partner: farmsPartner, merchant_supplier_id: harborSupplier, merchant_id: null }]);
    expect((await list(farms, '?status=ACTIVE')).map((c: any) => c.partner.name)).toEqual(['Corner Bistro']);
    expect(await list(valley)).toEqual([]);
  });

  it("shows the merchant supplier's relationship_status from its connection", async () => {
    const harborSupplier = await merchantSupplier(harbor, await supplierRecord('harbor_cafe', 'Fresh Farms'));
    expect(harborSupplier).toMatchObject({
      relationship_status: 'INVITED',
      supplier_client: ids.farms,
      supplier_client_name: 'Fresh Farms',
      connection: { status: 'INVITED', requested_by: 'merchant' },
    });
    const roasters = await merchantSupplier(harbor, await supplierRecord('harbor_cafe', 'Harbor Roasters'));
    expect(roasters).toMatchObject({ relationship_status: 'OFF_SYSTEM', supplier_client: null, connection: null });
  });
});

describe('the walls between tenants', () => {
  it('a third tenant neither sees nor acts on a connection (404), whichever side it would be', async () => {
    const [bistroFarms] = await list(bistro);
    for (const action of ['accept', 'decline', 'pause', 'resume', 'archive']) {
      expect((await act(valley, bistroFarms.id, action)).statusCode).toBe(404);
      expect((await act(harbor, bistroFarms.id, action)).statusCode).toBe(404);
    }
    expect((await list(harbor)).map((c: any) => c.id)).not.toContain(bistroFarms.id);
    expect(await liveCount(ids.bistro, ids.farms)).toBe(1);
    expect((await list(bistro))[0].status).toBe('ACTIVE');
  });
});

describe('POST connections/ (request)', () => {
  it('refuses an unknown tenant, one of the same type and its own (400 on tenant_id)', async () => {
    for (const id of [99999, ids.harbor, ids.bistro]) {
      const res = await request(bistro, { tenant_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ tenant_id: [`Invalid pk "${id}" - object does not exist.`] });
    }
    expect((await request(valley, { tenant_id: valleyTenant.id })).json()).toEqual({ tenant_id: [`Invalid pk "${valleyTenant.id}" - object does not exist.`] });
  });

  it("refuses the other side's record field, and an unknown record of its own (400)", async () => {
    expect((await request(bistro, { tenant_id: valleyTenant.id, merchant_id: 1 })).json()).toEqual({ merchant_id: ['Only a supplier names a merchant record.'] });
    expect((await request(valley, { tenant_id: ids.bistro, merchant_supplier_id: 1 })).json()).toEqual({ merchant_supplier_id: ['Only a merchant names a merchant supplier.'] });
    expect((await request(bistro, { tenant_id: valleyTenant.id, merchant_supplier_id: 99999 })).json()).toEqual({ merchant_supplier_id: ['Invalid pk "99999" - object does not exist.'] });
    expect(await liveCount(ids.bistro, valleyTenant.id)).toBe(0);
  });

  it('refuses a second live connection for the pair, or for a record (409)', async () => {
    refused(await request(bistro, { tenant_id: ids.farms }), 'A connection between these businesses already exists.');
    refused(await request(farms, { tenant_id: ids.bistro }), 'A connection between these businesses already exists.');
    const tied = await supplierRecord('corner_bistro', 'Fresh Farms');
    refused(await request(bistro, { tenant_id: valleyTenant.id, merchant_supplier_id: tied }), 'This record is already tied to a live connection.');
  });

  it('lets one of two concurrent requests for a pair through, and answers the other 409', async () => {
    const orchard = await newSupplierTenant('Orchard Co', 'orchard_co');
    const answers = await Promise.all([request(bistro, { tenant_id: orchard }), request(bistro, { tenant_id: orchard })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: 'A connection between these businesses already exists.' });
    expect(await liveCount(ids.bistro, orchard)).toBe(1);
  });

  it('lets one of two requests from both sides at once through', async () => {
    const answers = await Promise.all([request(harbor, { tenant_id: valleyTenant.id }), request(valley, { tenant_id: ids.harbor })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await liveCount(ids.harbor, valleyTenant.id)).toBe(1);
    const created = answers.find((r) => r.statusCode === 201)!.json();
    // Clean up for the tests below: the pair is free again.
    expect((await act(harbor, created.id, 'archive')).json().status).toBe('ARCHIVED');
  });
});

describe('the steps', () => {
  it('only the invited side accepts or declines; the asker gets 409', async () => {
    const pending = await harborFarms();
    refused(await act(harbor, pending.id, 'accept'), 'Only the invited side can accept a connection request.');
    refused(await act(harbor, pending.id, 'decline'), 'Only the invited side can decline a connection request.');
    refused(await act(farms, pending.id, 'pause'), 'A connection that is invited cannot be paused.');
    refused(await act(harbor, pending.id, 'resume'), 'A connection that is invited cannot be resumed.');
  });

  it("accept maps the connection to the accepting side's record; a record tied elsewhere, unknown or of the other side is a 400", async () => {
    const pending = await harborFarms();
    const bistroRecord = await merchantRecord('fresh_farms', 'Corner Bistro');
    expect((await act(farms, pending.id, 'accept', { merchant_id: bistroRecord })).json()).toEqual({ merchant_id: ['This record is already tied to a live connection.'] });
    expect((await act(farms, pending.id, 'accept', { merchant_id: 99999 })).json()).toEqual({ merchant_id: ['Invalid pk "99999" - object does not exist.'] });
    expect((await act(farms, pending.id, 'accept', { merchant_supplier_id: 1 })).json()).toEqual({ merchant_supplier_id: ['Only a merchant names a merchant supplier.'] });
    const harborRecord = await merchantRecord('fresh_farms', 'Harbor Cafe');
    const accepted = await act(farms, pending.id, 'accept', { merchant_id: harborRecord });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: pending.id, status: 'ACTIVE', requested_by: 'merchant', merchant_id: harborRecord, merchant_supplier_id: null });
    refused(await act(farms, pending.id, 'accept'), 'A connection that is active cannot be accepted.');
    refused(await act(harbor, pending.id, 'decline'), 'A connection that is active cannot be declined.');
    const detail = (await t.request({ url: `/1/api/merchants/merchant-detail/${harborRecord}`, ...farms })).json();
    expect(detail.connection).toEqual({ id: pending.id, status: 'ACTIVE', requested_by: 'merchant' });
    expect((await merchantSupplier(harbor, pending.merchant_supplier_id)).relationship_status).toBe('ACTIVE');
  });

  it('either side pauses, resumes and archives; relationship_status follows; every other step is a 409', async () => {
    const c = await harborFarms('ACTIVE');
    const status = async () => (await merchantSupplier(harbor, c.merchant_supplier_id)).relationship_status;
    expect((await act(farms, c.id, 'pause')).json().status).toBe('PAUSED');
    expect(await status()).toBe('PAUSED');
    refused(await act(harbor, c.id, 'pause'), 'A connection that is paused cannot be paused.');
    expect((await act(harbor, c.id, 'resume')).json().status).toBe('ACTIVE');
    refused(await act(farms, c.id, 'resume'), 'A connection that is active cannot be resumed.');
    expect((await act(harbor, c.id, 'pause')).json().status).toBe('PAUSED');
    expect((await act(farms, c.id, 'resume')).json().status).toBe('ACTIVE');
    expect(await status()).toBe('ACTIVE');
    expect((await act(farms, c.id, 'archive')).json().status).toBe('ARCHIVED');
    expect(await status()).toBe('OFF_SYSTEM');
    expect(await merchantSupplier(harbor, c.merchant_supplier_id)).toMatchObject({ supplier_client: null, connection: { id: c.id, status: 'ARCHIVED' } });
    for (const action of ['accept', 'decline', 'pause', 'resume', 'archive']) {
      refused(await act(harbor, c.id, action), `A connection that is archived cannot be ${action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : `${action}d`}.`);
    }
  });

  it('the invited side declines: DECLINED, the record off-system, and a new request is a new connection', async () => {
    const record = await supplierRecord('harbor_cafe', 'Fresh Farms');
    const asked = (await request(harbor, { tenant_id: ids.farms, merchant_supplier_id: record })).json();
    expect(asked).toMatchObject({ status: 'INVITED', requested_by: 'merchant', merchant_supplier_id: record });
    expect((await act(farms, asked.id, 'decline')).json()).toMatchObject({ status: 'DECLINED', merchant_id: null });
    refused(await act(farms, asked.id, 'accept'), 'A connection that is declined cannot be accepted.');
    refused(await act(harbor, asked.id, 'pause'), 'A connection that is declined cannot be paused.');
    expect(await merchantSupplier(harbor, record)).toMatchObject({ relationship_status: 'OFF_SYSTEM', connection: { id: asked.id, status: 'DECLINED' } });
    const again = await request(harbor, { tenant_id: ids.farms, merchant_supplier_id: record });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(asked.id);
    // A declined connection can still be archived (by either side), which is final.
    expect((await act(harbor, asked.id, 'archive')).json().status).toBe('ARCHIVED');
    expect((await act(farms, again.json().id, 'archive')).json().status).toBe('ARCHIVED');
  });
});

describe('accept creating the record', () => {
  it("a merchant accepting without a record gets a supplier named after the partner, with its first member's email", async () => {
    const asked = (await request(valley, { tenant_id: ids.bistro })).json();
    expect(asked).toMatchObject({ status: 'INVITED', requested_by: 'supplier', merchant_id: null, partner: { name: 'Corner Bistro', type: 'merchant' } });
    refused(await act(valley, asked.id, 'accept'), 'Only the invited side can accept a connection request.');
    const accepted = (await act(bistro, asked.id, 'accept')).json();
    expect(accepted).toMatchObject({ status: 'ACTIVE', requested_by: 'supplier', partner: { id: valleyTenant.id, name: 'Green Valley', domain: 'greenvalley.localhost', type: 'supplier' } });
    expect(await merchantSupplier(bistro, accepted.merchant_supplier_id)).toMatchObject({
      name: 'Green Valley',
      email: 'valley@example.com',
      relationship_status: 'ACTIVE',
      supplier_client: valleyTenant.id,
      supplier_client_name: 'Green Valley',
    });
  });

  it('a supplier accepting without a record gets a merchant record named after the partner, even when the name is taken', async () => {
    // Green Valley already has a merchant record named Harbor Cafe: names need not be unique.
    await t.request({ method: 'POST', url: '/1/api/connections/', payload: { tenant_id: ids.harbor }, ...valley });
    const [asked] = await list(valley, '?status=INVITED');
    await act(valley, asked.id, 'archive');
    const form = await t.db.query<{ id: number }>("INSERT INTO green_valley.merchants (merchant_name) VALUES ('Harbor Cafe') RETURNING id");
    const request2 = (await request(harbor, { tenant_id: valleyTenant.id })).json();
    const accepted = await act(valley, request2.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().merchant_id).not.toBe(form[0].id);
    const detail = (await t.request({ url: `/1/api/merchants/merchant-detail/${accepted.json().merchant_id}`, ...valley })).json();
    expect(detail).toMatchObject({ merchant_name: 'Harbor Cafe', email: 'owner@example.com', connection: { id: request2.id, status: 'ACTIVE', requested_by: 'merchant' } });
  });
});
