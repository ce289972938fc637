import { beforeAll, describe, expect, it } from 'vitest';
import { openMerchantTests } from '../../../test/merchant';
import { createTenant } from '../tenants/repo';

const m = openMerchantTests();
// A supplier tenant Corner Bistro has no connection with (Fresh Farms has an ACTIVE one).
let valley: number;
beforeAll(async () => {
  valley = (await m.t.db.transaction((tx) => createTenant(tx, { name: 'Green Valley', schema_name: 'green_valley', domain: 'greenvalley.localhost', type: 'supplier' }))).id;
});
const names = (res: { json(): any }) => res.json().results.map((s: any) => s.name);
const tenantId = async (schema: string) => (await m.t.db.query<{ id: number }>('SELECT id FROM public.tenants WHERE schema_name = $1', [schema]))[0].id;

describe('GET merchant-products/suppliers/', () => {
  it('answers {count, results} by name, paged by page and page_size, with the connection to Fresh Farms', async () => {
    const res = await m.call('GET', '/merchant-products/suppliers/');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(4);
    expect(names(res)).toEqual(['Costco Business Center', 'Fresh Farms', 'Metro Restaurant Supply', 'Ocean Catch Seafood']);
    const fresh = res.json().results[1];
    expect(fresh).toEqual({
      id: expect.any(Number),
      name: 'Fresh Farms',
      account_manager: 'Sam Grower',
      email: 'orders@freshfarms.example',
      phone: '+15035550101',
      alt_phone: null,
      notes: null,
      timezone: 'America/New_York',
      relationship_status: 'ACTIVE',
      default_min_order_qty: null,
      default_lead_time_days: 1,
      is_active: true,
      supplier_client: await tenantId('fresh_farms'),
      supplier_client_name: 'Fresh Farms',
      connection: { id: expect.any(Number), status: 'ACTIVE', requested_by: 'merchant' },
      supports_pickup: true,
      supports_shop_in_store: false,
      shop_in_store_notes: null,
    });
    expect(names(await m.call('GET', '/merchant-products/suppliers/?page=2&page_size=3'))).toEqual(['Ocean Catch Seafood']);
  });

  it('searches q in name, account manager, email and phone, in any case', async () => {
    expect(names(await m.call('GET', '/merchant-products/suppliers/?q=METRO'))).toEqual(['Metro Restaurant Supply']);
    expect(names(await m.call('GET', '/merchant-products/suppliers/?q=dana'))).toEqual(['Metro Restaurant Supply']);
    expect(names(await m.call('GET', '/merchant-products/suppliers/?q=oceancatch.example'))).toEqual(['Ocean Catch Seafood']);
    expect(names(await m.call('GET', '/merchant-products/suppliers/?q=5550101'))).toEqual(['Fresh Farms']);
    expect((await m.call('GET', '/merchant-products/suppliers/?q=zzz')).json()).toEqual({ count: 0, results: [] });
    expect(names(await m.call('GET', '/merchant-products/suppliers/', undefined, 'harbor'))).toEqual(['Fresh Farms', 'Harbor Roasters']);
  });
});

describe('POST, GET, PATCH, DELETE merchant-products/suppliers/', () => {
  it('creates a supplier: trimmed text, empty text as null, the spec defaults', async () => {
    const res = await m.call('POST', '/merchant-products/suppliers/', {
      name: '  Valley Dairy ',
      account_manager: ' ',
      email: ' sales@valley.example ',
      phone: '',
      alt_phone: null,
      notes: ' Call first ',
      shop_in_store_notes: '   ',
      default_min_order_qty: null,
      default_lead_time_days: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Valley Dairy',
      account_manager: null,
      email: 'sales@valley.example',
      phone: null,
      alt_phone: null,
      notes: 'Call first',
      timezone: 'America/New_York',
      relationship_status: 'OFF_SYSTEM',
      default_min_order_qty: null,
      default_lead_time_days: 2,
      is_active: true,
      supplier_client: null,
      supplier_client_name: null,
      connection: null,
      supports_pickup: false,
      supports_shop_in_store: false,
      shop_in_store_notes: null,
    });
    expect((await m.call('GET', `/merchant-products/suppliers/${res.json().id}/`)).json()).toEqual({ ...res.json(), terms: null });
  });

  it('refuses a blank name, a bad email, an unknown time zone, and negative numbers', async () => {
    const res = await m.call('POST', '/merchant-products/suppliers/', {
      name: ' ',
      email: 'not-an-email',
      timezone: 'Mars/Olympus',
      default_min_order_qty: -1,
      default_lead_time_days: 1.5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field may not be blank.'],
      default_min_order_qty: ['Ensure this value is greater than or equal to 0.'],
      default_lead_time_days: ['A valid integer is required.'],
    });
    const rules = await m.call('POST', '/merchant-products/suppliers/', { name: 'Odd', email: 'not-an-email', timezone: 'Mars/Olympus' });
    expect(rules.json()).toEqual({ email: ['Enter a valid email address.'], timezone: ['"Mars/Olympus" is not a valid choice.'] });
    expect((await m.call('POST', '/merchant-products/suppliers/', {})).json()).toEqual({ name: ['This field is required.'] });
  });

  it('edits the fields sent (the connection stays: relationship_status is not written), and deletes a supplier with its offers; 404 elsewhere', async () => {
    const { id } = (await m.call('POST', '/merchant-products/suppliers/', { name: 'Spice Route', email: 'a@spice.example' })).json();
    expect((await m.call('POST', `/merchant-products/suppliers/${id}/link_client/`, { client_id: valley })).statusCode).toBe(200);
    const res = await m.call('PATCH', `/merchant-products/suppliers/${id}/`, {
      email: '',
      supports_shop_in_store: true,
      shop_in_store_notes: ' Aisle 4 ',
      timezone: 'America/Los_Angeles',
      relationship_status: 'PAUSED',
      default_min_order_qty: 2.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Spice Route',
      email: null,
      supports_shop_in_store: true,
      shop_in_store_notes: 'Aisle 4',
      timezone: 'America/Los_Angeles',
      relationship_status: 'INVITED',
      default_min_order_qty: 2.5,
      supplier_client_name: 'Green Valley',
    });
    const [{ id: product }] = await m.rows<{ id: number }>("SELECT id FROM products WHERE product_name = 'Whole Milk'");
    await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: id });
    expect((await m.call('PATCH', `/merchant-products/suppliers/${id}/`, { name: 'Stolen' }, 'harbor')).statusCode).toBe(404);
    expect((await m.call('GET', `/merchant-products/suppliers/${id}/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/suppliers/${id}/`, undefined, 'harbor')).statusCode).toBe(404);
    const [{ id: connection }] = await m.rows<{ id: number }>('SELECT id FROM public.connections WHERE merchant_supplier_id = $1', [id]);
    expect((await m.call('DELETE', `/merchant-products/suppliers/${id}/`)).statusCode).toBe(204);
    expect(await m.rows('SELECT id FROM offers WHERE supplier_id = $1', [id])).toEqual([]);
    // Its live connection ended with it, untied from the gone record.
    expect(await m.rows('SELECT status, merchant_supplier_id FROM public.connections WHERE id = $1', [connection])).toEqual([{ status: 'ARCHIVED', merchant_supplier_id: null }]);
    expect((await m.call('GET', `/merchant-products/suppliers/${id}/`)).statusCode).toBe(404);
    expect((await m.call('PATCH', `/merchant-products/suppliers/${id}/`, { name: 'Gone' })).statusCode).toBe(404);
  });
});

describe('PATCH merchant-products/suppliers/{id}/', () => {
  it('keeps every field it does not send', async () => {
    const fields = { timezone: 'Europe/Paris', is_active: false, supports_pickup: true, supports_shop_in_store: true };
    const { id } = (await m.call('POST', '/merchant-products/suppliers/', { name: 'Bakery Co', ...fields })).json();
    expect((await m.call('PATCH', `/merchant-products/suppliers/${id}/`, { name: 'Bakery & Co' })).json()).toMatchObject({ name: 'Bakery & Co', ...fields });
  });
});

describe('on-system suppliers', () => {
  it('search_on_system finds supplier tenants by name or domain, never merchants', async () => {
    const fresh = { id: await tenantId('fresh_farms'), name: 'Fresh Farms', domain: 'freshfarms.localhost' };
    expect((await m.call('GET', '/merchant-products/suppliers/search_on_system/?q=fresh')).json()).toEqual([fresh]);
    expect((await m.call('GET', '/merchant-products/suppliers/search_on_system/?q=FARMS.LOCAL')).json()).toEqual([fresh]);
    expect((await m.call('GET', '/merchant-products/suppliers/search_on_system/')).json()).toEqual([fresh, { id: valley, name: 'Green Valley', domain: 'greenvalley.localhost' }]);
    expect((await m.call('GET', '/merchant-products/suppliers/search_on_system/?q=bistro')).json()).toEqual([]);
  });

  it('link_client requests a connection tied to the supplier; unlink_client archives it; a merchant tenant or unknown id is refused', async () => {
    const { id } = (await m.call('POST', '/merchant-products/suppliers/', { name: 'Farm Friends' })).json();
    const linked = await m.call('POST', `/merchant-products/suppliers/${id}/link_client/`, { client_id: valley });
    expect(linked.statusCode).toBe(200);
    const requested = { id: expect.any(Number), status: 'INVITED', requested_by: 'merchant' };
    expect(linked.json()).toMatchObject({ id, supplier_client: valley, supplier_client_name: 'Green Valley', relationship_status: 'INVITED', connection: requested });
    expect(await m.rows('SELECT merchant_tenant_id, supplier_tenant_id, merchant_supplier_id, merchant_id FROM public.connections WHERE id = $1', [linked.json().connection.id])).toEqual([
      { merchant_tenant_id: await tenantId('corner_bistro'), supplier_tenant_id: valley, merchant_supplier_id: id, merchant_id: null },
    ]);
    // The record is live-connected already; and Corner Bistro and Fresh Farms are connected through another record.
    expect((await m.call('POST', `/merchant-products/suppliers/${id}/link_client/`, { client_id: valley })).json()).toEqual({
      detail: 'A connection between these businesses already exists.',
    });
    const other = (await m.call('POST', '/merchant-products/suppliers/', { name: 'Farms again' })).json();
    const pair = await m.call('POST', `/merchant-products/suppliers/${other.id}/link_client/`, { client_id: await tenantId('fresh_farms') });
    expect(pair.statusCode).toBe(409);
    expect(pair.json()).toEqual({ detail: 'A connection between these businesses already exists.' });
    for (const clientId of [await tenantId('harbor_cafe'), 99999]) {
      const res = await m.call('POST', `/merchant-products/suppliers/${id}/link_client/`, { client_id: clientId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ client_id: [`Invalid pk "${clientId}" - object does not exist.`] });
    }
    expect((await m.call('POST', '/merchant-products/suppliers/99999/link_client/', { client_id: valley })).statusCode).toBe(404);
    const unlinked = await m.call('POST', `/merchant-products/suppliers/${id}/unlink_client/`);
    expect(unlinked.json()).toMatchObject({ relationship_status: 'OFF_SYSTEM', supplier_client: null, supplier_client_name: null, connection: { ...requested, status: 'ARCHIVED' } });
    // Nothing live to end: the supplier is answered as it is.
    const again = await m.call('POST', `/merchant-products/suppliers/${id}/unlink_client/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(unlinked.json());
    expect((await m.call('POST', '/merchant-products/suppliers/99999/unlink_client/')).statusCode).toBe(404);
    // An archived connection is final: a new link is a new connection.
    const relinked = (await m.call('POST', `/merchant-products/suppliers/${id}/link_client/`, { client_id: valley })).json();
    expect(relinked.connection.id).not.toBe(linked.json().connection.id);
  });
});
