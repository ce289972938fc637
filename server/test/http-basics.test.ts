// Cross-cutting HTTP behaviour: error shapes, the web app with history fallback, the API docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  const webDir = path.join(tmpdir(), `tradepost-web-${process.pid}`);
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Tradepost</title>');
  await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestContext({ webDir });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers bad JSON with a DRF detail, not a 500', async () => {
    const res = await t.request({ method: 'POST', url: '/1/api/auth/token/', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error/);
  });

  it('answers a body of the wrong type with non_field_errors', async () => {
    const res = await t.request({ method: 'POST', url: '/1/api/auth/token/', payload: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('non_field_errors');
  });

  it('answers unknown API paths with a 404 detail', async () => {
    const res = await t.request({ url: '/1/api/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('caching', () => {
  it('marks every API answer no-store (signed in, public, refused, unknown), but public media keeps its long caching', async () => {
    const token = await t.login(DEMO.superadmin, HOSTS.admin);
    const answers = await Promise.all([
      t.request({ url: '/1/api/clients/list-clients/', token }),
      t.request({ url: '/1/api/clients/list-clients/' }),
      t.request({ method: 'POST', url: '/1/api/auth/token/', payload: { email: 'nobody@example.com', password: 'x' } }),
      t.request({ url: '/1/api/no/such/thing/' }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
    ]);
    expect((await t.request({ url: '/1/api/avatars/MA-3.svg' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('serving', () => {
  it('serves the web app for deep links (history fallback) and its assets', async () => {
    for (const url of ['/', '/merchant/inventory/cycle-counts/3', '/login']) {
      const res = await t.request({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Tradepost</title>');
    }
    expect((await t.request({ url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('serves the API reference rendered from the contract', async () => {
    const page = await t.request({ url: '/1/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const doc = await t.request({ url: '/1/api/docs/json' });
    expect(doc.json().openapi).toBe('3.1.0');
    expect(Object.keys(doc.json().paths)).toContain('/auth/token/');
  });
});
