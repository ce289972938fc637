// The server as deployed: behind a load balancer it trusts (TRUST_PROXY, here the test's own
// address) that terminates TLS, with the API reference turned off (API_DOCS=0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  // app.inject's requests come from 127.0.0.1.
  t = await createTestContext({ trustProxy: ['127.0.0.1'], apiDocs: false });
});
afterAll(() => t.close());

const HOST_CHECK = '/1/api/clients/get-client-from-domain/localhost';

describe('HSTS behind a trusted proxy', () => {
  it('is sent when the proxy says the request came over TLS', async () => {
    const res = await t.request({ url: HOST_CHECK, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent when the request came over plain HTTP', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
      expect((await t.request({ url: HOST_CHECK, headers })).headers).not.toHaveProperty('strict-transport-security');
    }
  });
});

describe('CORS behind a trusted proxy', () => {
  it('allows a tenant page at the scheme the proxy reports, and not at the other', async () => {
    const preflight = (origin: string, proto: string) =>
      t.request({ method: 'OPTIONS', url: HOST_CHECK, host: 'localhost', headers: { origin, 'x-forwarded-proto': proto, 'access-control-request-method': 'GET' } });
    expect((await preflight('https://bistro.localhost', 'https')).headers['access-control-allow-origin']).toBe('https://bistro.localhost');
    expect((await preflight('http://bistro.localhost', 'https')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('https://bistro.localhost', 'http')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API_DOCS=0', () => {
  it('turns the API reference off, page and document', async () => {
    for (const url of ['/1/api/docs', '/1/api/docs/', '/1/api/docs/json']) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await t.request({ url: HOST_CHECK })).statusCode).toBe(200);
  });
});
