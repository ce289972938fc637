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
        expect(typeof res.json(), op.operationId).toBe('object');
      }
    }
  });
});
