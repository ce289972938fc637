// Walks EVERY operation of the contract as every kind of caller and checks the audience rules of
// decisions.md: 401 without a valid token, 403 without the right, 404 outside the caller's tenant.
// Operations added to the contract later are covered without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, ENDS_SESSIONS, HOSTS, type TestContext } from './helpers';
import { loadDocument, type Audience, type Operation } from '../src/openapi/document';
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/modules/users/repo';
import { addMembership, findTenantByDomain } from '../src/modules/tenants/repo';

type Actor = 'anonymous' | 'superadmin' | 'supplier' | 'merchant' | 'otherMerchant';
type Expect = 'allowed' | 401 | 403 | 404;

/** Where each audience's calls are made: tenant calls on that tenant's domain. */
const HOST_FOR: Record<Audience, string> = {
  public: HOSTS.admin,
  'signed-in': HOSTS.admin,
  superadmin: HOSTS.admin,
  supplier: HOSTS.supplier,
  merchant: HOSTS.bistro,
  tenant: HOSTS.bistro,
};

const EXPECTED: Record<Audience, Record<Actor, Expect>> = {
  public: { anonymous: 'allowed', superadmin: 'allowed', supplier: 'allowed', merchant: 'allowed', otherMerchant: 'allowed' },
  'signed-in': { anonymous: 401, superadmin: 'allowed', supplier: 'allowed', merchant: 'allowed', otherMerchant: 'allowed' },
  superadmin: { anonymous: 401, superadmin: 'allowed', supplier: 403, merchant: 403, otherMerchant: 403 },
  // merchant calls on bistro.localhost: only Corner Bistro's members get in; others never learn it exists.
  merchant: { anonymous: 401, superadmin: 404, supplier: 404, merchant: 'allowed', otherMerchant: 404 },
  supplier: { anonymous: 401, superadmin: 404, supplier: 'allowed', merchant: 404, otherMerchant: 404 },
  // tenant calls (either kind) on bistro.localhost: the same wall as merchant calls.
  tenant: { anonymous: 401, superadmin: 404, supplier: 404, merchant: 'allowed', otherMerchant: 404 },
};

// Path parameters get values that exist in the demo data where the parameter names a thing.
const PARAM_VALUES: Record<string, string> = { host: 'localhost', schema_name: 'fresh_farms' };
const fillPath = (p: string) => p.replace(/\{([^}]+)\}/g, (_m, name) => PARAM_VALUES[name] ?? '1');

const operations = loadDocument().operations;
const tokens: Partial<Record<Actor, string>> = {};
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // A merchant of another tenant only (Harbor Cafe).
  const other = await insertUser(t.db, { username: 'harbor-only', email: 'harbor-only@example.com', password_hash: await hashPassword(DEMO.password), is_merchant: true });
  await addMembership(t.db, other.id, (await findTenantByDomain(t.db, HOSTS.harbor))!.id);
  await signInAll();
});

async function signInAll() {
  tokens.superadmin = await t.login(DEMO.superadmin, HOSTS.admin);
  tokens.supplier = await t.login(DEMO.supplier, HOSTS.supplier);
  tokens.merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  tokens.otherMerchant = await t.login('harbor-only@example.com', HOSTS.harbor);
}

afterAll(() => t.close());

function call(op: Operation, actor: Actor, host = HOST_FOR[op.audience]) {
  return t.request({
    method: op.method.toUpperCase() as any,
    url: `/1/api${fillPath(op.path)}`,
    host,
    token: tokens[actor],
    ...(op.jsonBody ? { payload: {} } : {}),
  });
}

function expectOutcome(op: Operation, status: number, body: string, expected: Expect) {
  const label = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
  if (expected !== 'allowed') {
    expect(status, `${label}: ${body}`).toBe(expected);
    return;
  }
  expect([401, 403], `${label} must let this caller in: ${body}`).not.toContain(status);
  // With no path parameter there is nothing that could legitimately be missing.
  if (!op.path.includes('{')) expect(status, `${label}: ${body}`).not.toBe(404);
  if (status !== 501) expect(status, `${label} must not fail on the server: ${body}`).toBeLessThan(500);
}

describe('authorization matrix', () => {
  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(81);
    for (const op of operations) expect(Object.keys(EXPECTED), op.operationId).toContain(op.audience);
    // Fulfilment, receiving and credits (issue 23): walked below like every other operation.
    expect(operations.map((op) => [op.operationId, op.audience])).toEqual(
      expect.arrayContaining([
        ['acceptSupplierOrder', 'supplier'],
        ['approveCredit', 'supplier'],
        ['disputeCredit', 'supplier'],
        ['receiveOrder', 'merchant'],
        // The team screen and staff invitations (issue 24, item 2).
        ['listTeamMembers', 'tenant'],
        ['setTeamMemberRole', 'tenant'],
        ['removeTeamMember', 'tenant'],
        ['listTeamInvitations', 'tenant'],
        ['createTeamInvitation', 'tenant'],
        ['revokeTeamInvitation', 'tenant'],
        ['resendTeamInvitation', 'tenant'],
        ['acceptTeamInvitation', 'signed-in'],
        // Reports (issue 26, item 3).
        ['getCountVarianceReport', 'merchant'],
        ['getUsageReport', 'merchant'],
        ['getSpendReport', 'merchant'],
        ['getStockValueReport', 'merchant'],
        ['getSalesReport', 'supplier'],
      ]),
    );
  });

  const ACTORS: Actor[] = ['anonymous', 'otherMerchant', 'superadmin', 'supplier', 'merchant'];

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    // Denied callers first, then the allowed ones, so a handler's side effects cannot hide a denial.
    const actors = [...ACTORS].sort((a, b) => Number(EXPECTED[op.audience][a] === 'allowed') - Number(EXPECTED[op.audience][b] === 'allowed'));
    for (const actor of actors) {
      const res = await call(op, actor);
      expectOutcome(op, res.statusCode, `${actor}: ${res.statusCode} ${res.body}`, EXPECTED[op.audience][actor]);
      if (res.statusCode === 501) expect(res.json()).toEqual({ detail: 'Not implemented yet.' });
    }
    // A tenant user calling the other type's operations on their own domain is signed in but has no right there.
    if (op.audience === 'merchant') expect((await call(op, 'supplier', HOSTS.supplier)).statusCode).toBe(403);
    if (op.audience === 'supplier') expect((await call(op, 'merchant', HOSTS.bistro)).statusCode).toBe(403);
    // Tenant operations also let a supplier in on its own domain, and no one else there.
    if (op.audience === 'tenant') {
      expectOutcome(op, (await call(op, 'supplier', HOSTS.supplier)).statusCode, 'supplier on its domain', 'allowed');
      expect((await call(op, 'merchant', HOSTS.supplier)).statusCode).toBe(404);
    }
    if (ENDS_SESSIONS.has(op.operationId)) await signInAll();
  });
});

// openLiveStream is public (EventSource sends no token): its wall is the ticket, made by
// createLiveTicket for the caller and the Host's tenant. A ticket opens nothing on another domain.
describe('live stream: the checks are the ticket’s', () => {
  const ticketOf = async (actor: Actor, host: string) => (await t.request({ method: 'POST', url: '/1/api/live/tickets/', host, token: tokens[actor] })).json().ticket as string;
  const open = (host: string, ticket: string) => t.request({ url: `/1/api/live/stream/?ticket=${encodeURIComponent(ticket)}`, host });

  it.each([
    ['merchant', HOSTS.bistro, HOSTS.harbor],
    ['otherMerchant', HOSTS.harbor, HOSTS.bistro],
    ['supplier', HOSTS.supplier, HOSTS.bistro],
    ['merchant', HOSTS.bistro, HOSTS.admin],
  ] as const)("a %s's ticket from %s opens nothing on %s", async (actor, from, on) => {
    expect((await open(on, await ticketOf(actor, from))).statusCode).toBe(401);
  });

  it('a made-up ticket is a 401, without a token or with one', async () => {
    expect((await open(HOSTS.bistro, 'made-up')).statusCode).toBe(401);
    expect((await t.request({ url: '/1/api/live/stream/?ticket=made-up', host: HOSTS.bistro, token: tokens.merchant })).statusCode).toBe(401);
  });
});
