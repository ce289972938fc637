// An answer longer than one chunk goes out as a stream (lib/json-in-turns.ts): whole, valid JSON,
// compressed like any other when the client accepts it.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHUNK_CHARS } from '../src/lib/json-in-turns';
import { bulkArea } from './bulk-stock';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

const LINES = 1000;
let t: TestContext;
let token: string;
let url: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login(DEMO.merchant, HOSTS.bistro);
  const area = await t.db.withTenant('corner_bistro', (tx) => bulkArea(tx, 'Big answers', LINES));
  const batch = await t.request({ method: 'POST', url: '/1/api/inventory/cycle-counts/', host: HOSTS.bistro, token, payload: { name: 'Big answer', areas: [area] } });
  expect(batch.statusCode, batch.body).toBe(201);
  url = `/1/api/inventory/cycle-counts/${batch.json().id}/lines/`;
});
afterAll(() => t.close());

it('streams a long answer whole, without a Content-Length, and compresses it for a client that accepts it', async () => {
  const plain = await t.request({ url, host: HOSTS.bistro, token });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(plain.headers['content-length']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(CHUNK_CHARS);
  expect(plain.json()).toHaveLength(LINES);

  // app.inject: the contract check of t.request reads bodies as JSON text
  const compressed = await t.app.inject({ url, headers: { host: HOSTS.bistro, authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
});
