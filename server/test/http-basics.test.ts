// Cross-cutting HTTP behaviour: error shapes, the web app with history fallback, the API docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress.mjs';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

// A built app's shape: an index.html and a hashed chunk, both large enough to be compressed.
const INDEX = `<!doctype html><head><title>Tradepost</title></head>${'<!-- padding -->'.repeat(100)}<div id="root"><p role="status">Loading...</p></div>`;
// Its manifest: the suppliers list's code imports the shared chunk.
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true },
  '_chunk-AbC123.js': { file: 'assets/chunk-AbC123.js' },
  'src/routes/merchant.suppliers.index.tsx?tsr-split=component': { file: 'assets/suppliers-XyZ.js', imports: ['_chunk-AbC123.js'] },
};
const CHUNK = Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i};`).join('\n');

let t: TestContext;
const webDir = path.join(tmpdir(), `tradepost-web-${process.pid}`);
beforeAll(async () => {
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), INDEX);
  await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(webDir, 'assets', 'chunk-AbC123.js'), CHUNK);
  await mkdir(path.join(webDir, '.vite'), { recursive: true });
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await precompress(webDir);
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
    for (const url of ['/', '/merchant/purchasing/orders-history/3']) {
      const res = await t.request({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Tradepost</title>');
    }
    expect((await t.request({ url: '/login', headers: { accept: 'text/html' } })).body).toContain('<title>Sign in · Tradepost</title>');
    // A heading made from the path alone (the count sheet's) is written too.
    expect((await t.request({ url: '/merchant/inventory/cycle-counts/3', headers: { accept: 'text/html' } })).body).toContain(
      '<h1 class="text-2xl font-semibold text-slate-900">Cycle Count #3</h1>',
    );
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

describe('compression and caching of the web app (issue 25)', () => {
  const get = (url: string, acceptEncoding?: string) => t.request({ url, headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends the Brotli copy to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/chunk-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gzip = await get('/assets/chunk-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(CHUNK.length / 3);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/chunk-AbC123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(CHUNK);
    }
  });

  it('sends a file too small to have a compressed copy as it is', async () => {
    const res = await get('/assets/app.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps hashed assets a year and has index.html checked on each use, deep links included', async () => {
    expect((await get('/assets/chunk-AbC123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/merchant/purchasing/orders-history/3']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it("writes a page's fixed heading into its HTML, compressed as the client accepts, checked on each use (issue 25)", async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/merchant/inventory/items?page=2', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('accept-encoding');
      const html = decode(res.rawPayload).toString();
      expect(html).toContain('<title>Inventory Items · Tradepost</title>');
      expect(html).toMatch(/<div id="root"><div [^>]*><h1 [^>]*>Inventory Items<\/h1><p role="status"[^>]*>Loading...<\/p><\/div><\/div>/);
      expect(html).not.toContain('<title>Tradepost</title>');
    }
    const plain = await get('/merchant/suppliers/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Suppliers · Tradepost</title>');
  });

  it("names a deep link's code in its HTML, so the browser fetches it all at once (issue 25)", async () => {
    const html = (await get('/merchant/suppliers')).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/suppliers-XyZ.js"><link rel="modulepreload" crossorigin href="/assets/chunk-AbC123.js"></head>');
    expect((await get('/merchant/suppliers/7/nothing')).body).not.toContain('modulepreload');
  });

  it('still answers a deep link when a new build has a half-written manifest, only without preloads', async () => {
    const manifest = path.join(webDir, '.vite', 'manifest.json');
    await writeFile(manifest, '{"index.html": {');
    await writeFile(path.join(webDir, 'index.html'), INDEX.replace('</head>', '<meta name="build" content="2"></head>'));
    try {
      const res = await get('/merchant/suppliers');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Suppliers · Tradepost</title>');
      expect(res.body).not.toContain('modulepreload');
    } finally {
      await writeFile(manifest, JSON.stringify(MANIFEST));
      await writeFile(path.join(webDir, 'index.html'), INDEX);
    }
    expect((await get('/merchant/suppliers')).body).toContain('modulepreload');
  });

  it('compresses JSON answers above 1 KB on the fly, not small ones', async () => {
    const plain = await t.request({ url: '/1/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.request({ url: '/1/api/docs/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.request({ url: '/1/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.request({ url: '/1/api/no/such/thing/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ detail: 'Not found.' });
  });

  it('never compresses an image again', async () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'product-images');
    await mkdir(dir, { recursive: true });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096)]);
    await writeFile(path.join(dir, `${'A'.repeat(24)}.png`), png);
    const res = await t.request({ url: `/1/api/media/product-images/${'A'.repeat(24)}.png`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});
