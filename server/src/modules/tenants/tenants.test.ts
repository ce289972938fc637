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
    expect((await check('localhost')).json()).toEqual({ is_valid: true });
    expect((await check('127.0.0.1')).json()).toEqual({ is_valid: true });
    expect((await check('BISTRO.localhost:8000')).json()).toEqual({ is_valid: true });
  });

  it('refuses unknown hosts', async () => {
    expect((await check('evil.example.com')).json()).toEqual({ is_valid: false });
    expect((await check('fresh-farms.localhost')).json()).toEqual({ is_valid: false });
  });

  it("answers nothing a visitor does not need: no tenant's name, id, schema or type", async () => {
    const body = (await check('freshfarms.localhost')).body;
    expect(JSON.parse(body)).toEqual({ is_valid: true });
    expect(body).not.toMatch(/fresh_farms|Fresh Farms|supplier|tenant/i);
  });

  it('lets tenant domains on this server call it across origins (CORS) and no one else', async () => {
    const preflight = (origin: string) =>
      t.request({ method: 'OPTIONS', url: '/1/api/clients/get-client-from-domain/x', host: 'localhost:8000', headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await preflight('http://bistro.localhost:8000')).headers['access-control-allow-origin']).toBe('http://bistro.localhost:8000');
    expect((await preflight('http://evil.example.com:8000')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
