// Security headers on the web app and the API, body limits, media types and the CORS allow-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';
import { FILES, multipart } from './multipart';

let t: TestContext;
beforeAll(async () => {
  const webDir = path.join(tmpdir(), `tradepost-web-security-${process.pid}`);
  await mkdir(webDir, { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Tradepost</title>');
  t = await createTestContext({ webDir, corsOrigins: ['https://partner.example.com'] });
});
afterAll(() => t.close());

/** The policy as directive → sources. */
function policy(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['the web app', '/superadmin/clients'],
    ['an API answer', '/1/api/clients/get-client-from-domain/localhost'],
    ['an API error', '/1/api/no/such/thing/'],
  ])('are sent with %s', async (_what, url) => {
    const res = await t.request({ url, headers: { accept: 'text/html' } });
    const csp = policy(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    // Styles may be inline (the toasts inject theirs), scripts never.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });

  it('lets the pages of a tenant domain call the apex API (the host check) and nothing else', async () => {
    const csp = policy((await t.request({ url: '/login', host: HOSTS.bistro, headers: { accept: 'text/html' } })).headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'localhost:*', '127.0.0.1:*']);
  });
});

describe('body limits and media types', () => {
  const signIn = (payload: string, contentType = 'application/json') => t.request({ method: 'POST', url: '/1/api/auth/token/', headers: { 'content-type': contentType }, payload });

  it('answers a JSON body over 1 MB with 413 in the error format', async () => {
    const body = JSON.stringify({ email: DEMO.merchant, password: 'x', padding: 'x'.repeat(1024 * 1024) });
    const res = await signIn(body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body too large. Max 1.0MB.' });
  });

  it('reads a JSON body of just under 1 MB', async () => {
    const body = JSON.stringify({ email: DEMO.merchant, password: 'x', padding: '' });
    const res = await signIn(body.replace('"padding":""', `"padding":"${'x'.repeat(1024 * 1024 - body.length)}"`));
    expect(res.statusCode).toBe(401);
  });

  it('keeps the uploads to their own limit: a 2 MB image is accepted', async () => {
    const token = await t.login(DEMO.superadmin, HOSTS.admin);
    const [user] = await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.supplier]);
    const image = Buffer.concat([FILES.png, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const form = await multipart({ profile_image: { name: 'big.png', type: 'image/png', content: image } });
    const res = await t.request({ method: 'PUT', url: `/1/api/accounts/sm/update-user/${user.id}`, token, ...form });
    expect(res.statusCode).toBe(200);
  });

  it("answers a body of a type the operation does not read with 415 in DRF's words", async () => {
    const res = await signIn('email=a&password=b', 'text/plain; charset=utf-8');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
    const token = await t.login(DEMO.superadmin, HOSTS.admin);
    const form = await multipart({ name: 'Form Foods' });
    const asForm = await t.request({ method: 'POST', url: '/1/api/clients/create-client/', token, ...form });
    expect(asForm.statusCode).toBe(415);
    expect(asForm.json().detail).toMatch(/^Unsupported media type "multipart\/form-data" in request\.$/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, host = 'localhost:8000') =>
    t.request({ method: 'OPTIONS', url: '/1/api/clients/get-client-from-domain/x', host, headers: { origin, 'access-control-request-method': 'GET' } });
  const allowed = async (origin: string, host?: string) => (await preflight(origin, host)).headers['access-control-allow-origin'] === origin;

  it('allows the origins of CORS_ORIGINS exactly: their scheme, host and port', async () => {
    expect(await allowed('https://partner.example.com')).toBe(true);
    expect(await allowed('http://partner.example.com')).toBe(false);
    expect(await allowed('https://partner.example.com:8443')).toBe(false);
    expect(await allowed('https://partner.example.com.evil.test')).toBe(false);
    expect(await allowed('https://evil.partner.example.com')).toBe(false);
  });

  it("allows our own hosts only at this server's own scheme and port (a tenant page's host check), and no other", async () => {
    expect(await allowed('http://bistro.localhost:8000')).toBe(true);
    expect(await allowed('http://127.0.0.1:8000')).toBe(true);
    expect(await allowed('http://bistro.localhost:8001')).toBe(false);
    expect(await allowed('http://bistro.localhost')).toBe(false);
    expect(await allowed('https://bistro.localhost:8000')).toBe(false);
    expect(await allowed('http://nobody.localhost:8000')).toBe(false);
    // Vite's dev server proxies the API with the Host it was asked for: its own port, 5173.
    expect(await allowed('http://bistro.localhost:5173', 'localhost:5173')).toBe(true);
    // An untrusted X-Forwarded-Proto changes nothing (TRUST_PROXY is off here).
    const forged = await t.request({
      method: 'OPTIONS',
      url: '/1/api/clients/get-client-from-domain/x',
      host: 'localhost:8000',
      headers: { origin: 'https://bistro.localhost:8000', 'x-forwarded-proto': 'https', 'access-control-request-method': 'GET' },
    });
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is never sent over plain HTTP, nor for an X-Forwarded-Proto from a proxy we do not trust', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const res = await t.request({ url: '/1/api/clients/get-client-from-domain/localhost', headers });
      expect(res.headers).not.toHaveProperty('strict-transport-security');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
