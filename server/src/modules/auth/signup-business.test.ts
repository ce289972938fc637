// Sign-up with a business name: a trial tenant of the role's type, its schema migrated, its domain
// derived as for Create Client (with _2, _3... when taken), and the new user its first member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { createTestContext, NEW_USER_PASSWORD, type TestContext } from '../../../test/helpers';
import { schemaCandidate } from './signup-tenant';
import { BUSINESS_MESSAGES } from './signup-rules';

let t: TestContext;
let ip = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Each sign-up from its own address, so the sign-up throttle never counts across tests.
const signup = (payload: object) => t.request({ method: 'POST', url: '/1/api/auth/signup/', payload, remoteAddress: `127.0.2.${++ip}` });
const person = (name: string, role: string, business_name?: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: NEW_USER_PASSWORD,
  password2: NEW_USER_PASSWORD,
  role,
  ...(business_name === undefined ? {} : { business_name }),
});
const TENANT_MIGRATIONS = readdirSync(new URL('../../db/migrations/tenant', import.meta.url)).filter((f) => f.endsWith('.sql')).length;

describe('sign-up with a business name', () => {
  it('creates a trial supplier tenant whose first member is the new user, who signs in on its domain and works there', async () => {
    const res = await signup(person('grower', 'supplier', '  Green Valley Farm  '));
    expect(res.statusCode).toBe(201);
    const tenant = res.json().tenant;
    expect(tenant).toEqual({ name: 'Green Valley Farm', schema_name: 'green_valley_farm', domain: 'green-valley-farm.localhost', type: 'supplier', on_trial: true });
    const [migrated] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.schema_migrations WHERE schema_name = $1', ['green_valley_farm']);
    expect(migrated.n).toBe(TENANT_MIGRATIONS);
    const members = await t.db.query(
      'SELECT u.username FROM public.memberships m JOIN public.users u ON u.id = m.user_id JOIN public.tenants t ON t.id = m.tenant_id WHERE t.schema_name = $1',
      [tenant.schema_name],
    );
    expect(members).toEqual([{ username: 'grower' }]);

    const access = await t.login('grower@example.com', tenant.domain, NEW_USER_PASSWORD);
    expect((await t.request({ url: '/1/api/catalogs/list-catalogs/', host: tenant.domain, token: access })).statusCode).toBe(200);
    // A supplier's tenant is no merchant's.
    expect((await t.request({ url: '/1/api/merchant-products/categories/', host: tenant.domain, token: access })).statusCode).toBe(403);
    // On the admin host, sign-in hands the user on to the new tenant.
    const admin = await t.request({ method: 'POST', url: '/1/api/auth/token/', payload: { email: 'grower@example.com', password: NEW_USER_PASSWORD } });
    expect(admin.json().handoff.domain).toBe(tenant.domain);
  });

  it('creates a trial merchant tenant for a merchant', async () => {
    const res = await signup(person('chef', 'merchant', 'Blue Door Kitchen'));
    expect(res.json().tenant).toMatchObject({ name: 'Blue Door Kitchen', schema_name: 'blue_door_kitchen', domain: 'blue-door-kitchen.localhost', type: 'merchant', on_trial: true });
    const access = await t.login('chef@example.com', 'blue-door-kitchen.localhost', NEW_USER_PASSWORD);
    expect((await t.request({ url: '/1/api/merchant-products/categories/', host: 'blue-door-kitchen.localhost', token: access })).statusCode).toBe(200);
  });

  it('adds _2, _3... to a schema name that is taken, and to a derived domain that is taken', async () => {
    // 'fresh_farms' is Fresh Farms' schema (its domain is freshfarms.localhost).
    expect((await signup(person('ff2', 'supplier', 'Fresh Farms!'))).json().tenant).toMatchObject({ schema_name: 'fresh_farms_2', domain: 'fresh-farms-2.localhost' });
    expect((await signup(person('ff3', 'supplier', 'Fresh + Farms'))).json().tenant).toMatchObject({ schema_name: 'fresh_farms_3', domain: 'fresh-farms-3.localhost' });
    // 'freshfarms' is free as a schema, but freshfarms.localhost is Fresh Farms' domain.
    expect((await signup(person('ff4', 'supplier', 'FreshFarms'))).json().tenant).toMatchObject({ schema_name: 'freshfarms_2', domain: 'freshfarms-2.localhost' });
  });

  it('refuses a business name another tenant has, in any case, and creates nothing', async () => {
    for (const name of ['Fresh Farms', 'CORNER BISTRO', 'green valley farm']) {
      const res = await signup(person('taken', 'merchant', name));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ business_name: [BUSINESS_MESSAGES.taken] });
    }
    expect(await t.db.query('SELECT 1 FROM public.users WHERE username = $1', ['taken'])).toEqual([]);
  });

  it('refuses a business name with no letter or digit (no schema name can be derived)', async () => {
    const res = await signup(person('symbols', 'merchant', '!!! ---'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ business_name: [BUSINESS_MESSAGES.noSchema] });
  });

  it('keeps the plain sign-up without a business name (or a blank one): no tenant', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM public.tenants');
    for (const [name, business] of [
      ['plain', undefined],
      ['blank', '   '],
    ] as const) {
      const res = await signup(person(name, 'merchant', business));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ username: name, email: `${name}@example.com`, first_name: '', last_name: '', role: 'merchant', tenant: null });
    }
    expect(await t.db.query('SELECT count(*)::int AS n FROM public.tenants')).toEqual(before);
  });

  it('answers a racing sign-up with the same email as a taken email (the neutral answer), and leaves no second tenant behind', async () => {
    const answers = await Promise.all([signup(person('twin', 'merchant', 'Twin One')), signup(person('twin', 'merchant', 'Twin Two'))]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await t.db.query("SELECT 1 FROM public.users WHERE username = 'twin'")).toHaveLength(1);
    expect(await t.db.query("SELECT name FROM public.tenants WHERE name LIKE 'Twin%'")).toHaveLength(1);
  });
});

describe('schemaCandidate', () => {
  it('keeps a suffixed name within 63 characters, without a doubled underscore', () => {
    expect(schemaCandidate('fresh_farms', 1)).toBe('fresh_farms');
    expect(schemaCandidate('fresh_farms', 2)).toBe('fresh_farms_2');
    const long = 'a'.repeat(60) + '_bc';
    expect(schemaCandidate(long, 12)).toBe('a'.repeat(60) + '_12');
    expect(schemaCandidate(long, 2)).toBe('a'.repeat(60) + '_2');
    expect(schemaCandidate('a'.repeat(63), 100).length).toBe(63);
  });
});
