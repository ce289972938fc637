// The server never answers 500 to a client's mistake: every implemented operation of the contract
// gets malformed input as a caller who is let in, and must answer with a 4xx in DRF's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, ENDS_SESSIONS, HOSTS, type TestContext } from './helpers';
import { deref, loadDocument, type Audience, type Operation } from '../src/openapi/document';
import { handlers } from '../src/modules';
import { errorHandler } from '../src/lib/error-handler';
import { multipart } from './multipart';

const CALLER: Record<Audience, { email: string | null; host: string }> = {
  public: { email: null, host: HOSTS.admin },
  'signed-in': { email: DEMO.merchant, host: HOSTS.bistro },
  superadmin: { email: DEMO.superadmin, host: HOSTS.admin },
  supplier: { email: DEMO.supplier, host: HOSTS.supplier },
  merchant: { email: DEMO.merchant, host: HOSTS.bistro },
  tenant: { email: DEMO.merchant, host: HOSTS.bistro },
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
  // Huge texts, but the whole body stays under the 1 MB limit (over it is a 413, tested apart).
  const huge = 'x'.repeat(Math.min(100_000, Math.floor(900_000 / Math.max(1, props.length))));
  return [
    null,
    [1, 2, 3],
    'just a string',
    Object.fromEntries(props.map(([name, s]) => [name, wrongValue(s)])),
    Object.fromEntries(props.map(([name]) => [name, null])),
    Object.fromEntries(props.map(([name, s]) => [name, s?.type === 'string' ? huge : 2 ** 53])),
    Object.fromEntries(props.map(([name, s]) => [name, s?.type === 'string' ? LONG_TEXT.slice(0, huge.length) : 1])),
  ];
}

const PATH_VALUES = ['99999999999', '-1', '0', 'abc', '%27%3B--'];
// A kind (imports, exports) is a name from a list: a number there is a path that does not exist (404).
const fill = (p: string, v: string) => p.replace(/\{([^}]+)\}/g, (_m, name) => (name === 'kind' ? 'products' : v));
const implemented = loadDocument().operations.filter((op) => op.operationId in handlers);
const tokens: Partial<Record<string, string>> = {};
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await signInAll();
});

async function signInAll() {
  for (const { email, host } of Object.values(CALLER)) if (email) tokens[email] = await t.login(email, host);
}
afterAll(() => t.close());

describe('malformed input never makes the server fail', () => {
  it.each(implemented.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const { email, host } = CALLER[op.audience];
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
        token: email ? tokens[email] : undefined,
        headers: a.payload !== undefined ? { 'content-type': 'application/json' } : {},
        payload: a.payload === undefined ? undefined : JSON.stringify(a.payload),
      });
      expect(res.statusCode, `${op.operationId} ${a.url} ${JSON.stringify(a.payload)?.slice(0, 80)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const body = res.json();
        expect(body !== null && typeof body === 'object' && !Array.isArray(body), op.operationId).toBe(true);
      }
      if (ENDS_SESSIONS.has(op.operationId)) await signInAll();
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

  it('text too long is a 400 field message from the contract, before it reaches the database', async () => {
    const res = await t.request({ method: 'POST', url: '/1/api/clients/create-client/', host: HOSTS.admin, token: tokens[DEMO.superadmin], payload: { name: LONG_TEXT } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Ensure this field has no more than 255 characters.'] });
  });

  it('a value too long for a unique index that slips past the contract is still a 400, not a database failure', async () => {
    let answer: { status?: number; body?: unknown } = {};
    const reply = { code: (status: number) => ({ send: (body: unknown) => (answer = { status, body }) }) };
    errorHandler(Object.assign(new Error('index row size exceeds maximum'), { code: '54000' }) as any, { log: console } as any, reply as any);
    expect(answer).toEqual({ status: 400, body: { non_field_errors: ['A value is too long.'] } });
  });
});

describe('a body of a type an operation does not read', () => {
  const withBodies = implemented.filter((op) => op.raw.responses?.['415']);
  it.each(withBodies.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))("%s answers 415 in DRF's words", async (_name, op) => {
    const { email, host } = CALLER[op.audience];
    const res = await t.request({
      method: op.method.toUpperCase() as any,
      url: `/1/api${fill(op.path, '1')}`,
      host,
      token: email ? tokens[email] : undefined,
      headers: { 'content-type': 'text/csv' },
      payload: 'email,password\na,b\n',
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported media type "text/csv" in request.' });
  });
});

/** Every string with a maxLength in an operation's body or query, with the message a longer one gets. */
type Limited = { in: 'json' | 'form' | 'query'; name: string; limit: number; message: string };
const tooLong = (s: any) => s['x-error-message'] ?? `Ensure this field has no more than ${s.maxLength} characters.`;

function limitedStrings(op: Operation): Limited[] {
  const doc = loadDocument().doc;
  const out: Limited[] = [];
  const isString = (s: any) => s?.type === 'string' || (Array.isArray(s?.type) && s.type.includes('string'));
  for (const [where, body] of [
    ['json', op.jsonBody],
    ['form', op.multipartBody],
  ] as const) {
    for (const [name, s] of Object.entries<any>(deref(doc, body ?? {}).properties ?? {})) {
      if (isString(s) && s.format !== 'binary' && typeof s.maxLength === 'number') out.push({ in: where, name, limit: s.maxLength, message: tooLong(s) });
    }
  }
  for (const p of op.parameters)
    if (p.in === 'query' && isString(p.schema) && typeof p.schema.maxLength === 'number') out.push({ in: 'query', name: p.name, limit: p.schema.maxLength, message: tooLong(p.schema) });
  return out;
}

describe('oversized values are a 400 with a field message, never a 500', () => {
  const withLimits = implemented.filter((op) => limitedStrings(op).length > 0);
  it.each(withLimits.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const { email, host } = CALLER[op.audience];
    const token = email ? tokens[email] : undefined;
    const url = `/1/api${fill(op.path, '1')}`;
    for (const field of limitedStrings(op)) {
      const value = 'x'.repeat(field.limit + 1);
      const sent =
        field.in === 'query'
          ? { url: `${url}?${field.name}=${value}` }
          : field.in === 'json'
            ? { url, payload: { [field.name]: value } }
            : { url, ...(await multipart({ [field.name]: value })) };
      const res = await t.request({ method: op.method.toUpperCase() as any, host, token, ...sent });
      const where = `${op.operationId} ${field.in} ${field.name}`;
      expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()[field.name], where).toContain(field.message);
    }
  });
});
