// The supplier's merchant calls: list, create with a logo, detail, whole-object update, the
// active toggle and delete; isolation between two suppliers; the gate for merchants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { FILES, multipart, type FormValue } from '../../../test/multipart';
import { openSupplierTests, type Caller } from '../../../test/second-supplier';

let t: TestContext;
let farms: Caller;
let valley: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, farms, valley } = await openSupplierTests());
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
});
afterAll(() => t.close());
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as = farms) => t.request({ method, url: `/1/api/merchants/${url}`, payload, ...as });
async function add(fields: Record<string, FormValue>, as = farms) {
  const { payload, headers } = await multipart(fields);
  return t.request({ method: 'POST', url: '/1/api/merchants/add-merchant/', payload, headers, ...as });
}
const names = async (as = farms) => (await call('GET', 'list-merchants/', undefined, as)).json().map((m: any) => m.merchant_name);
const logos = async () => readdir(path.join(t.config.dataDir, 'uploads', 'logos')).catch(() => [] as string[]);
const idOf = async (name: string) => (await call('GET', 'list-merchants/')).json().find((m: any) => m.merchant_name === name).id as number;

describe('GET merchants/list-merchants/', () => {
  it("answers the supplier's merchants by name, in the list view's fields", async () => {
    const res = await call('GET', 'list-merchants/');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: any) => m.merchant_name)).toEqual(['Corner Bistro', 'Green Leaf Deli', 'Harbor Cafe', 'Sunrise Bakery']);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      merchant_name: 'Corner Bistro',
      city: 'Portland',
      state: 'OR',
      phone_number: '(503) 555-0142',
      email: 'orders@cornerbistro.example',
      is_active: true,
      minimum_order: 150,
      connection: { id: expect.any(Number), status: 'ACTIVE', requested_by: 'merchant' },
    });
    expect(res.json()[3].is_active).toBe(false);
    // Harbor Cafe's request to Fresh Farms is not tied to a merchant record until Fresh Farms accepts it.
    expect(
      res
        .json()
        .slice(1)
        .map((m: any) => m.connection),
    ).toEqual([null, null, null]);
  });
});

describe('POST merchants/add-merchant/', () => {
  it('creates a merchant from the form (trimmed, street address as address, United States and active by default) with a logo', async () => {
    const res = await add({
      merchant_name: '  Pier 9 Oysters ',
      email: 'Orders@Pier9.example',
      phone_number: '(415) 555-0109',
      street_address: '9 Embarcadero',
      city: 'San Francisco',
      state: 'CA',
      zip: '94111',
      logo: { name: 'pier9.png', type: 'image/png', content: FILES.png },
    });
    expect(res.statusCode).toBe(201);
    const m = res.json();
    expect(m).toMatchObject({
      merchant_name: 'Pier 9 Oysters',
      email: 'orders@pier9.example',
      address: '9 Embarcadero',
      city: 'San Francisco',
      state: 'CA',
      zip: '94111',
      country: 'United States',
      is_active: true,
      minimum_order: 0,
      owner: null,
      billing_email: null,
    });
    expect(m.logo).toMatch(/^\/1\/api\/media\/logos\/[A-Za-z0-9_-]{24}\.png$/);
    const img = await t.request({ url: m.logo });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(FILES.png)).toBe(true);
    expect(await names()).toContain('Pier 9 Oysters');
  });

  it('takes only the name, an explicit country and an inactive flag', async () => {
    const res = await add({ merchant_name: 'Quiet Corner', country: 'Canada', is_active: 'false' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ merchant_name: 'Quiet Corner', country: 'Canada', is_active: false, email: null, address: null, logo: null });
  });

  it('refuses a blank name or a bad email (400) and stores nothing', async () => {
    const before = await names();
    expect((await add({ merchant_name: '   ' })).json()).toEqual({ merchant_name: ['This field may not be blank.'] });
    expect((await add({ city: 'Nowhere' })).json()).toEqual({ merchant_name: ['This field is required.'] });
    expect((await add({ merchant_name: 'Mailless', email: 'not-an-email' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect(await names()).toEqual(before);
  });

  it('refuses a logo over 5 MB (413) or of another type (400), keeping no file and no merchant', async () => {
    const before = await logos();
    const big = await add({ merchant_name: 'Big Logo', logo: { name: 'big.jpg', type: 'image/jpeg', content: Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024)]) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ logo: ['File too large. Max 5.0MB.'] });
    const pdf = await add({ merchant_name: 'Pdf Logo', logo: { name: 'logo.png', type: 'image/png', content: FILES.pdf } });
    expect(pdf.json()).toEqual({ logo: ['Unsupported type: application/pdf.'] });
    expect(await logos()).toEqual(before);
    expect(await names()).not.toContain('Big Logo');
  });

  it('shows the new merchant in the superadmin merchants overview', async () => {
    await add({ merchant_name: 'Overview Deli', city: 'Eugene', state: 'OR' });
    const res = await t.request({ url: '/1/api/merchants/sm/list-merchants/fresh_farms', token: admin });
    expect(res.json().data.find((m: any) => m.merchant_name === 'Overview Deli')).toMatchObject({ city: 'Eugene', state: 'OR', minimum_order: 0 });
  });
});

describe('GET merchants/merchant-detail/{id} and PUT merchants/update-merchant/{id}', () => {
  it('answers every field of the merchant detail, or 404', async () => {
    const res = await call('GET', `merchant-detail/${await idOf('Corner Bistro')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      merchant_name: 'Corner Bistro',
      address: '412 NW Couch St',
      zip: '97209',
      country: 'United States',
      cell_number: '(503) 555-0199',
      billing_city: 'Portland',
      billing_email: 'billing@cornerbistro.example',
      owner: 'Maria Lopez',
      ein: '93-1234567',
      sales_tax_id: 'OR-ST-44821',
      sales_rep: 'Sam Grower',
      minimum_order: 150,
      is_active: true,
      logo: null,
    });
    expect((await call('GET', 'merchant-detail/99999')).statusCode).toBe(404);
  });

  it('updates the whole object: billing block, owner, EIN, sales tax id, sales rep, minimum order; empty text becomes null', async () => {
    const id = await idOf('Green Leaf Deli');
    const detail = (await call('GET', `merchant-detail/${id}`)).json();
    const res = await call('PUT', `update-merchant/${id}`, {
      ...detail,
      merchant_name: ' Green Leaf Deli & Co ',
      billing_address: '1 Market St',
      billing_city: 'San Jose',
      billing_state: 'CA',
      billing_zip: '95113',
      billing_country: 'United States',
      billing_phone_number: '(408) 555-0100',
      billing_cell_number: '(408) 555-0101',
      billing_email: 'AP@greenleaf.example',
      owner: 'Gina Leaf',
      ein: '77-7654321',
      sales_tax_id: 'CA-998877',
      sales_rep: 'Sam Grower',
      minimum_order: 42.5,
      city: '',
      email: '   ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      merchant_name: 'Green Leaf Deli & Co',
      billing_address: '1 Market St',
      billing_zip: '95113',
      billing_email: 'ap@greenleaf.example',
      owner: 'Gina Leaf',
      ein: '77-7654321',
      sales_tax_id: 'CA-998877',
      sales_rep: 'Sam Grower',
      minimum_order: 42.5,
      city: null,
      email: null,
      is_active: true,
    });
    expect((await call('GET', `merchant-detail/${id}`)).json()).toEqual(res.json());
    const zero = await call('PUT', `update-merchant/${id}`, { merchant_name: 'Green Leaf Deli', minimum_order: null });
    expect(zero.json()).toMatchObject({ merchant_name: 'Green Leaf Deli', minimum_order: 0, owner: 'Gina Leaf' });
  });

  it('refuses a negative minimum order, a bad email, a blank name, and answers 404 for an unknown merchant', async () => {
    const id = await idOf('Harbor Cafe');
    expect((await call('PUT', `update-merchant/${id}`, { merchant_name: 'Harbor Cafe', minimum_order: -1 })).json()).toEqual({
      minimum_order: ['Ensure this value is greater than or equal to 0.'],
    });
    expect((await call('PUT', `update-merchant/${id}`, { merchant_name: 'Harbor Cafe', billing_email: 'nope' })).json()).toEqual({ billing_email: ['Enter a valid email address.'] });
    expect((await call('PUT', `update-merchant/${id}`, { merchant_name: ' ' })).json()).toEqual({ merchant_name: ['This field may not be blank.'] });
    expect((await call('GET', `merchant-detail/${id}`)).json()).toMatchObject({ merchant_name: 'Harbor Cafe', minimum_order: 100, billing_email: null });
    expect((await call('PUT', 'update-merchant/99999', { merchant_name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('PUT merchants/update-merchant-status/{id}', () => {
  it('sets is_active and answers the merchant; 404 for an unknown one, 400 without the flag', async () => {
    const id = await idOf('Sunrise Bakery');
    const on = await call('PUT', `update-merchant-status/${id}`, { is_active: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, merchant_name: 'Sunrise Bakery', is_active: true });
    expect((await call('PUT', `update-merchant-status/${id}`, { is_active: false })).json().is_active).toBe(false);
    expect((await call('GET', `merchant-detail/${id}`)).json().is_active).toBe(false);
    expect((await call('PUT', 'update-merchant-status/99999', { is_active: true })).statusCode).toBe(404);
    expect((await call('PUT', `update-merchant-status/${id}`, {})).json()).toEqual({ is_active: ['This field is required.'] });
  });
});

describe('DELETE merchants/{id}/', () => {
  it('deletes the merchant, its logo and its catalog assignments; then 404', async () => {
    const created = (await add({ merchant_name: 'Short Lived', logo: { name: 'l.webp', type: 'image/webp', content: FILES.webp } })).json();
    const [catalog] = (await t.request({ url: '/1/api/catalogs/list-catalogs/', ...farms })).json();
    await t.request({ method: 'POST', url: `/1/api/catalogs/${catalog.id}/merchants/`, payload: { merchant_id: created.id }, ...farms });
    const res = await call('DELETE', `${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await names()).not.toContain('Short Lived');
    expect(await logos()).not.toContain(created.logo.split('/').pop());
    const after = (await t.request({ url: `/1/api/catalogs/catalog-detail/${catalog.id}`, ...farms })).json();
    expect(after.merchants.map((m: any) => m.name)).not.toContain('Short Lived');
    expect((await call('DELETE', `${created.id}/`)).statusCode).toBe(404);
  });
});

describe('a merchant record tied to a connection', () => {
  it('shows the connection in the detail, the update and the status answers', async () => {
    const id = await idOf('Corner Bistro');
    const connection = { id: expect.any(Number), status: 'ACTIVE', requested_by: 'merchant' };
    expect((await call('GET', `merchant-detail/${id}`)).json().connection).toEqual(connection);
    expect((await call('PUT', `update-merchant/${id}`, { merchant_name: 'Corner Bistro' })).json().connection).toEqual(connection);
    expect((await call('PUT', `update-merchant-status/${id}`, { is_active: true })).json().connection).toEqual(connection);
    expect((await add({ merchant_name: 'New Face' })).json().connection).toBeNull();
  });

  it('deleting it archives its live connection and unties it, in the same transaction', async () => {
    const harborCafe = await idOf('Harbor Cafe');
    const [pending] = (await t.request({ url: '/1/api/connections/?status=INVITED', ...farms })).json();
    expect((await t.request({ method: 'POST', url: `/1/api/connections/${pending.id}/accept/`, payload: { merchant_id: harborCafe }, ...farms })).statusCode).toBe(200);
    expect((await call('DELETE', `${harborCafe}/`)).statusCode).toBe(204);
    const [after] = await t.db.query('SELECT status, merchant_id FROM public.connections WHERE id = $1', [pending.id]);
    expect(after).toEqual({ status: 'ARCHIVED', merchant_id: null });
  });
});

describe('isolation and the gate', () => {
  it("a supplier never sees, changes or deletes another supplier's merchants (404)", async () => {
    const farmsId = await idOf('Corner Bistro');
    expect(await names(valley)).toEqual([]);
    expect((await call('GET', `merchant-detail/${farmsId}`, undefined, valley)).statusCode).toBe(404);
    expect((await call('PUT', `update-merchant/${farmsId}`, { merchant_name: 'Stolen' }, valley)).statusCode).toBe(404);
    expect((await call('PUT', `update-merchant-status/${farmsId}`, { is_active: false }, valley)).statusCode).toBe(404);
    expect((await call('DELETE', `${farmsId}/`, undefined, valley)).statusCode).toBe(404);
    const own = (await add({ merchant_name: 'Valley Diner' }, valley)).json();
    expect(await names(valley)).toEqual(['Valley Diner']);
    // Each schema numbers its own rows: the same id names a different merchant for each supplier.
    expect(own.id).toBe(1);
    expect((await call('GET', `merchant-detail/${own.id}`, undefined, valley)).json().merchant_name).toBe('Valley Diner');
    expect((await call('GET', `merchant-detail/${own.id}`)).json().merchant_name).toBe('Corner Bistro');
    expect(await names()).not.toContain('Valley Diner');
  });

  it("a merchant gets the gate's answer (403 on their own domain)", async () => {
    const merchant = await t.login(DEMO.merchant, HOSTS.bistro);
    expect((await call('GET', 'list-merchants/', undefined, { token: merchant, host: HOSTS.bistro })).statusCode).toBe(403);
  });
});
