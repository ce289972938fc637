import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET clients/list-user-tenants/', () => {
  it("lists the caller's tenants", async () => {
    const token = await t.login(DEMO.owner, HOSTS.harbor);
    const res = await t.request({ url: '/1/api/clients/list-user-tenants/', host: HOSTS.harbor, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: any) => [x.name, x.type, x.domain])).toEqual([
      ['Corner Bistro', 'merchant', 'bistro.localhost'],
      ['Harbor Cafe', 'merchant', 'harbor.localhost'],
    ]);
  });
});

describe('GET clients/get-client-from-domain/{host}', () => {
  const check = (host: string) => t.request({ url: `/1/api/clients/get-client-from-domain/${encodeURIComponent(host)}` });

  it('accepts admin hosts and known tenant domains, with or without port and in any case', async () => {
    expect((await check('localhost')).json()).toEqual({ is_valid: true, tenant: null });
    expect((await check('127.0.0.1')).json().is_valid).toBe(true);
    const bistro = (await check('BISTRO.localhost:8000')).json();
    expect(bistro.is_valid).toBe(true);
    expect(bistro.tenant).toMatchObject({ name: 'Corner Bistro', type: 'merchant', domain: 'bistro.localhost' });
  });

  it('refuses unknown hosts', async () => {
    expect((await check('evil.example.com')).json()).toEqual({ is_valid: false, tenant: null });
    expect((await check('fresh-farms.localhost')).json().is_valid).toBe(false);
  });

  it('lets tenant domains call it across origins (CORS) and no one else', async () => {
    const preflight = (origin: string) => t.request({ method: 'OPTIONS', url: '/1/api/clients/get-client-from-domain/x', headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await preflight('http://bistro.localhost:8000')).headers['access-control-allow-origin']).toBe('http://bistro.localhost:8000');
    expect((await preflight('http://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
