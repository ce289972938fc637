// The server never answers 500 to a client's mistake: every implemented operation of the contract
// gets malformed input as a caller who is let in, and must answer with a 4xx in DRF's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../server/test/helpers';
import { deref, loadDocument, type Audience, type Operation } from '../../server/src/openapi/document';
import { handlers } from '../../server/src/modules';

const CALLER: Record<Audience, { email: string | null; host: string }> = {
  public: { email: null, host: HOSTS.admin },
  'signed-in': { email: DEMO.merchant, host: HOSTS.bistro },
  superadmin: { email: DEMO.superadmin, host: HOSTS.admin },
  supplier: { email: DEMO.supplier, host: HOSTS.supplier },
  merchant: { email: DEMO.merchant, host: HOSTS.bistro },
};

/** A value of the wrong kind for a schema: text where a number is due, a number where text is. */
function wrongValue(schema: any): unknown {
  const type = Array.isArray(schema?.type) ? schema.type.find((t: string) => t !== 'null') : schema?.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not-an-object';
    default:
      return { nested: ['not', 'text'] };
  }
}

/** Random text compresses badly, so it really is too long for a unique index (unlike 'xxx…'). */
const LONG_TEXT = Array.from({ length: 12_000 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

function badBodies(op: Operation): unknown[] {
  const schema = op.jsonBody ? deref(loadDocument().doc, op.jsonBody) : null;
  const props = Object.entries<any>(schema?.properties ?? {});
  return [
    null,
    [1, 2, 3],
    'just a string',
    Object.fromEntries(props.map(([name, s]) => [name, wrongValue(s)])),
    Object.fromEntries(props.map(([name]) => [name, null])),
    Object.fromEntries(props.map(([name, s]) => [name, s?.type === 'string' ? 'x'.repeat(100_000) : 2 ** 53])),
    Object.fromEntries(props.map(([name, s]) => [name, s?.type === 'string' ? LONG_TEXT : 1])),
  ];
}

const PATH_VALUES = ['99999999999', '-1', '0', 'abc', '%27%3B--'];
const fill = (p: string, v: string) => p.replace(/\{([^}]+)\}/g, v);
const implemented = loadDocument().operations.filter((op) => handlers[op.operationId]);
const tokens: Partial<Record<string, string>> = {};
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  for (const { email, host } of Object.values(CALLER)) if (email) tokens[email] ??= await t.login(email, host);
});
afterAll(() => t.close());

describe('malformed input never makes the server fail', () => {
  it.each(implemented.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const { email, host } = CALLER[op.audience];
    const token = email ? tokens[email] : undefined;
    const query = '?search=%00%FF&page=-5&page_size=abc&limit=1e309&offset=-1&q=' + encodeURIComponent("' OR 1=1 --");
    const attempts: { url: string; payload?: unknown }[] = [];
    for (const v of PATH_VALUES) attempts.push({ url: `/1/api${fill(op.path, v)}${query}` });
    const url = `/1/api${fill(op.path, '1')}`;
    if (op.jsonBody) for (const payload of badBodies(op)) attempts.push({ url, payload });
    for (const a of attempts) {
      // Through the contract check too: each answer must be a documented one.
      const res = await t.request({
        method: op.method.toUpperCase() as any,
        url: a.url,
        host,
        token,
        headers: a.payload !== undefined ? { 'content-type': 'application/json' } : {},
        payload: a.payload === undefined ? undefined : JSON.stringify(a.payload),
      });
      expect(res.statusCode, `${op.operationId} ${a.url} ${JSON.stringify(a.payload)?.slice(0, 80)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const body = res.json();
        expect(body !== null && typeof body === 'object' && !Array.isArray(body), op.operationId).toBe(true);
      }
    }
  });
});

describe('hostile requests', () => {
  it("an Origin of 'null' or a malformed one is not let in, and is no server error", async () => {
    for (const origin of ['null', 'http://[', 'not a url']) {
      const res = await t.request({ url: '/1/api/clients/get-client-from-domain/localhost', headers: { origin } });
      expect(res.statusCode, origin).toBe(200);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('refuses __proto__ and constructor keys in JSON, so nothing reaches a handler through the prototype', async () => {
    const token = tokens[DEMO.superadmin];
    const [supplier] = await t.db.query('SELECT id, is_admin, first_name FROM public.users WHERE email = $1', [DEMO.supplier]);
    for (const payload of ['{"__proto__":{"is_admin":true,"first_name":"Proto"}}', '{"constructor":{"prototype":{"is_admin":true}}}']) {
      const res = await t.request({
        method: 'PUT',
        url: `/1/api/accounts/sm/update-user/${supplier.id}`,
        host: HOSTS.admin,
        token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().detail, payload).toMatch(/^JSON parse error - /);
    }
    const [after] = await t.db.query('SELECT is_admin, first_name FROM public.users WHERE id = $1', [supplier.id]);
    expect(after).toEqual({ is_admin: supplier.is_admin, first_name: supplier.first_name });
  });

  it('text too long for a unique index is a 400, not a database failure', async () => {
    const res = await t.request({ method: 'POST', url: '/1/api/clients/create-client/', host: HOSTS.admin, token: tokens[DEMO.superadmin], payload: { name: LONG_TEXT } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['A value is too long.'] });
  });
});
