import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({ adminHosts: ['localhost', '127.0.0.1', 'admin.tradepost.test'] });
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ url: `/1/api${url}`, token: admin });
const create = (payload: object) => t.request({ method: 'POST', url: '/1/api/clients/create-client/', token: admin, payload });
const update = (id: number, payload: object) => t.request({ method: 'PUT', url: `/1/api/clients/${id}/update-client/`, token: admin, payload });
const idOf = async (schema: string) => (await t.db.query('SELECT id FROM public.tenants WHERE schema_name = $1', [schema]))[0].id as number;

describe('GET clients/list-clients/ and search-clients/', () => {
  it('lists every client by id with the list fields', async () => {
    const res = await get('/clients/list-clients/');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((c: any) => c.name).slice(0, 3)).toEqual(['Fresh Farms', 'Corner Bistro', 'Harbor Cafe']);
    expect(rows[2]).toEqual({
      id: expect.any(Number),
      name: 'Harbor Cafe',
      city: 'Seattle',
      state: 'WA',
      schema_name: 'harbor_cafe',
      domain: 'harbor.localhost',
      type: 'merchant',
      on_trial: true,
    });
  });

  it.each([
    ['fresh', ['Fresh Farms']],
    ['SEATTLE', ['Harbor Cafe']],
    ['oR', ['Corner Bistro', 'Harbor Cafe']], // state OR, and 'Harbor'
    ['corner_b', ['Corner Bistro']],
    ['harbor.localhost', ['Harbor Cafe']],
    ['%', []],
    ['', ['Fresh Farms', 'Corner Bistro', 'Harbor Cafe']],
  ])('searches %j over name, city, state, schema name and domain, ignoring case', async (search, names) => {
    const res = await get(`/clients/search-clients/?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: any) => c.name)).toEqual(names);
  });

  it('answers all clients without a search parameter', async () => {
    expect((await get('/clients/search-clients/')).json().length).toBeGreaterThanOrEqual(3);
  });
});

describe('POST clients/create-client/', () => {
  it('creates a supplier with a derived schema and domain, a migrated schema, and a domain that works at once', async () => {
    const res = await create({ name: 'Green Valley Produce', city: 'Fresno', state: 'CA' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Green Valley Produce',
      schema_name: 'green_valley_produce',
      domain: 'green-valley-produce.localhost',
      type: 'supplier',
      city: 'Fresno',
      state: 'CA',
      on_trial: false,
      EIN: '',
    });
    const check = await t.request({ url: '/1/api/clients/get-client-from-domain/green-valley-produce.localhost' });
    expect(check.json()).toEqual({ is_valid: true });
    const tables = await t.db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'green_valley_produce'");
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['merchants', 'products', 'cycle_counts']));
    expect((await get('/merchants/sm/list-merchants/green_valley_produce')).json()).toEqual({ data: [] });
  });

  it('lets a user added to the new client sign in on its domain', async () => {
    const client = (await create({ name: 'Blue Harbor Fish', type: 'merchant' })).json();
    expect(client.type).toBe('merchant');
    const signup = await t.request({
      method: 'POST',
      url: '/1/api/auth/signup/',
      payload: { username: 'fishmonger', email: 'fish@example.com', password: 'long-enough', password2: 'long-enough', role: 'merchant' },
    });
    expect(signup.statusCode).toBe(201);
    // Sign-up answers no id (it never tells whether an email was new): look the user up.
    const [{ id: userId }] = await t.db.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', ['fish@example.com']);
    const signIn = () => t.request({ method: 'POST', url: '/1/api/auth/token/', host: client.domain, payload: { email: 'fish@example.com', password: 'long-enough' } });
    expect((await signIn()).statusCode).toBe(403);
    const added = await t.request({ method: 'POST', url: `/1/api/accounts/sm/users/${userId}/tenants/`, token: admin, payload: { tenant_id: client.id } });
    expect(added.statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses an unknown type in DRF words', async () => {
    const res = await create({ name: 'Warehouse Co', type: 'warehouse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: ['"warehouse" is not a valid choice.'] });
  });

  it('uses a given schema name, and derives one when it is empty', async () => {
    expect((await create({ name: 'Named Schema Co', schema_name: 'nsc' })).json()).toMatchObject({ schema_name: 'nsc', domain: 'nsc.localhost' });
    expect((await create({ name: '7 Seas Traders', schema_name: '' })).json()).toMatchObject({ schema_name: 't_7_seas_traders', domain: 't-7-seas-traders.localhost' });
  });

  it('refuses a taken name (any case), schema name or domain on that field', async () => {
    expect((await create({ name: 'fresh farms', schema_name: 'other_fresh' })).json()).toEqual({ name: ['A client with this name already exists.'] });
    const schema = await create({ name: 'Another Bistro', schema_name: 'corner_bistro' });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toEqual({ schema_name: ['A client with this schema name already exists.'] });
    // Every taken field at once.
    expect((await create({ name: 'Green Valley PRODUCE' })).json()).toEqual({
      name: ['A client with this name already exists.'],
      schema_name: ['A client with this schema name already exists.'],
      domain: ['A client with this domain already exists.'],
    });
    // A domain taken by a client whose schema name differs.
    await update(await idOf('fresh_farms'), { domain: 'orchard-lane.localhost' });
    const domain = await create({ name: 'Orchard Lane' });
    expect(domain.json()).toEqual({ domain: ['A client with this domain already exists.'] });
    await update(await idOf('fresh_farms'), { domain: HOSTS.supplier });
  });

  it('never takes a schema that exists without a client', async () => {
    const res = await create({ name: 'Information Schema' });
    expect(res.json()).toEqual({ schema_name: ['A client with this schema name already exists.'] });
  });

  it('validates the name and schema name', async () => {
    expect((await create({})).json()).toEqual({ name: ['This field is required.'] });
    expect((await create({ name: '   ' })).json()).toEqual({ name: ['This field may not be blank.'] });
    expect((await create({ name: '!!!' })).json()).toEqual({ name: ['Enter a name with at least one letter or digit, or a schema name.'] });
    expect((await create({ name: 'X', schema_name: 'Bad-Name' })).json()).toEqual({
      schema_name: ['Enter a valid schema name: a lower-case letter, then up to 62 lower-case letters, digits or underscores (not public or pg_*).'],
    });
    expect((await create({ name: 'X', schema_name: 'pg_x' })).json()).toEqual({
      schema_name: ['Enter a valid schema name: a lower-case letter, then up to 62 lower-case letters, digits or underscores (not public or pg_*).'],
    });
    expect((await create({ name: 'X', type: 'wholesaler' })).json()).toHaveProperty('type');
  });
});

describe('GET clients/{id}', () => {
  it('answers the detail and the entity type map', async () => {
    const res = await get(`/clients/${await idOf('fresh_farms')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Fresh Farms', EIN: '', sales_tax_id: '', street_address: '', zip_code: '', country: '', entity_type: '' });
    expect(res.json().entity_types).toEqual({
      LLC: 'Limited Liability Company',
      CORP: 'C Corporation',
      S_CORP: 'S Corporation',
      SOLE_PROP: 'Sole Proprietorship',
      PARTNERSHIP: 'Partnership',
      NONPROFIT: 'Nonprofit Organization',
    });
    expect(res.json().entity_types).toMatchObject({ LLC: expect.any(String), S_CORP: expect.any(String), NONPROFIT: expect.any(String) });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/clients/9999')).statusCode).toBe(404);
    expect((await get('/clients/abc')).statusCode).toBe(404);
  });
});

describe('PUT clients/{id}/update-client/', () => {
  it('updates tax information, address and entity type, keeping omitted fields', async () => {
    const id = await idOf('harbor_cafe');
    const res = await update(id, {
      EIN: ' 12-3456789 ',
      sales_tax_id: 'WA-1',
      street_address: '1 Pier',
      city: 'Tacoma',
      zip_code: '98402',
      country: 'United States',
      entity_type: 'LLC',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ EIN: '12-3456789', sales_tax_id: 'WA-1', street_address: '1 Pier', city: 'Tacoma', state: 'WA', entity_type: 'LLC', name: 'Harbor Cafe' });
    expect((await get(`/clients/${id}`)).json().data.EIN).toBe('12-3456789');
    expect((await update(id, { entity_type: null, zip_code: null })).json()).toMatchObject({ entity_type: '', zip_code: '', EIN: '12-3456789' });
  });

  it('refuses an entity type outside the map', async () => {
    expect((await update(await idOf('harbor_cafe'), { entity_type: 'LLP' })).json()).toEqual({ entity_type: ['"LLP" is not a valid choice.'] });
  });

  it('changes the name and the domain, which the host check and sign-in follow at once', async () => {
    const id = await idOf('harbor_cafe');
    const res = await update(id, { name: 'Harbor Cafe & Bar', domain: 'Harbor-Bar.localhost' });
    expect(res.json()).toMatchObject({ name: 'Harbor Cafe & Bar', domain: 'harbor-bar.localhost' });
    expect((await t.request({ url: '/1/api/clients/get-client-from-domain/harbor-bar.localhost' })).json().is_valid).toBe(true);
    expect((await t.request({ url: '/1/api/clients/get-client-from-domain/harbor.localhost' })).json().is_valid).toBe(false);
    await t.login(DEMO.owner, 'harbor-bar.localhost');
    await update(id, { name: 'Harbor Cafe', domain: HOSTS.harbor });
  });

  it('validates the domain: a host name, not an admin host, not taken', async () => {
    const id = await idOf('harbor_cafe');
    for (const domain of ['localhost', 'bad_domain.com', 'http://x.com', '-x.com', 'x.com:8000', '10.1.2.3', '']) {
      expect((await update(id, { domain })).json(), domain).toEqual({ domain: [expect.any(String)] });
    }
    expect((await update(id, { domain: 'bad_domain.com' })).json()).toEqual({ domain: ['Enter a valid domain name, e.g. shop.example.com or shop.localhost.'] });
    expect((await update(id, { domain: 'Admin.Tradepost.test' })).json()).toEqual({ domain: ['This host is reserved for the platform administration.'] });
    expect((await update(id, { domain: HOSTS.bistro })).json()).toEqual({ domain: ['A client with this domain already exists.'] });
    expect((await update(id, { domain: HOSTS.harbor })).statusCode).toBe(200); // its own
  });

  it('refuses a name another client has', async () => {
    expect((await update(await idOf('harbor_cafe'), { name: 'CORNER BISTRO' })).json()).toEqual({ name: ['A client with this name already exists.'] });
    expect((await update(await idOf('harbor_cafe'), { name: ' ' })).json()).toEqual({ name: ['This field may not be blank.'] });
  });

  it('answers 404 for an unknown client', async () => {
    expect((await update(9999, { city: 'X' })).statusCode).toBe(404);
  });
});

describe('GET merchants/sm/list-merchants/{schema_name}', () => {
  it("lists the merchants in a supplier's schema with the overview fields", async () => {
    const res = await get('/merchants/sm/list-merchants/fresh_farms');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: any) => m.merchant_name)).toEqual(['Corner Bistro', 'Green Leaf Deli', 'Harbor Cafe', 'Sunrise Bakery']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      merchant_name: 'Corner Bistro',
      city: 'Portland',
      state: 'OR',
      phone_number: '(503) 555-0142',
      email: 'orders@cornerbistro.example',
      is_active: true,
      minimum_order: 150,
    });
    expect(data[1]).toMatchObject({ phone_number: null, minimum_order: 0 });
    expect(data[3]).toMatchObject({ is_active: false, minimum_order: 75.5 });
  });

  it('answers an empty list for a merchant client and 404 for an unknown schema', async () => {
    expect((await get('/merchants/sm/list-merchants/corner_bistro')).json()).toEqual({ data: [] });
    expect((await get('/merchants/sm/list-merchants/no_such_client')).statusCode).toBe(404);
    expect((await get('/merchants/sm/list-merchants/information_schema')).statusCode).toBe(404);
    expect((await get('/merchants/sm/list-merchants/Bad-Name')).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses tenant users (403) and anonymous callers (401)', async () => {
    const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
    expect((await t.request({ url: '/1/api/clients/list-clients/', token: supplier })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/1/api/clients/create-client/', token: supplier, payload: { name: 'Sneaky' } })).statusCode).toBe(403);
    expect((await t.request({ url: '/1/api/merchants/sm/list-merchants/fresh_farms' })).statusCode).toBe(401);
  });
});
