// Bounded work per request (issue 27): every list a request body may hold is capped in the
// contract (maxItems), the validator answers a longer one with DRF's 400 before any handler runs,
// and a body at the caps is checked in linear time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../src/openapi/document';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

/** The paths of the arrays in a (resolved) schema that have no maxItems. */
function uncappedArrays(schema: any, at: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') && schema.maxItems === undefined) out.push(at);
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) (schema[k] ?? []).forEach((s: any) => uncappedArrays(s, at, out));
  for (const [name, s] of Object.entries(schema.properties ?? {})) uncappedArrays(s, `${at}.${name}`, out);
  if (schema.items) uncappedArrays(schema.items, `${at}[]`, out);
  return out;
}

describe('the contract', () => {
  it('caps every list of every request body with maxItems', () => {
    const uncapped = loadDocument().operations.flatMap((op) => [...uncappedArrays(op.jsonBody, `${op.operationId} (JSON)`), ...uncappedArrays(op.multipartBody, `${op.operationId} (form)`)]);
    expect(uncapped).toEqual([]);
  });
});

describe('a list over its cap', () => {
  let t: TestContext;
  let merchant: string;
  beforeAll(async () => {
    t = await createTestContext({ messageWorker: false });
    merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/1/api${url}`, payload, token: merchant, host: HOSTS.bistro });
  const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
  const line = { product_id: 1, qty: 1 };

  it.each([
    ['submit_lines: lines', '/inventory/cycle-counts/1/submit_lines/', { lines: many(100_001, () => ({ id: 1 })) }, 'lines', 100_000],
    ['place: groups', '/merchant-orders/orders/place/', { groups: many(201, () => ({ merchant_supplier_id: 1, items: [line] })) }, 'groups', 200],
    ['place: items of a group', '/merchant-orders/orders/place/', { groups: [{ merchant_supplier_id: 1, items: many(1001, () => line) }] }, 'groups', 1000],
    ['unassigned list send: items', '/merchant/purchasing/unassigned-list/send', { channel: 'email', to: 'a@b.example', items: many(1001, () => line) }, 'items', 1000],
    ['shop-in-store list send: items', '/merchant/purchasing/shop-in-store-list/send', { channel: 'email', to: 'a@b.example', items: many(1001, () => line) }, 'items', 1000],
    ['cycle count: areas', '/inventory/cycle-counts/', { areas: many(1001, (i) => i + 1) }, 'areas', 1000],
  ])('%s answers 400 in DRF shape', async (_name, url, body, field, cap) => {
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toContain(`Ensure this field has no more than ${cap} elements.`);
  });

  it('finds a line given twice among 50,000 in one pass (a 400 naming it)', async () => {
    const [area] = await t.db.query<{ id: number }>('SELECT id FROM corner_bistro.areas ORDER BY id LIMIT 1');
    const batch = await post('/inventory/cycle-counts/', { name: 'Caps', areas: [area.id] });
    expect(batch.statusCode, batch.body).toBe(201);
    const lines = [...many(50_000, (i) => ({ id: 100_000 + i })), { id: 100_007 }];
    const res = await post(`/inventory/cycle-counts/${batch.json().id}/submit_lines/`, { lines });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ lines: ['Line 100007 is given more than once.'] });
  });
});
