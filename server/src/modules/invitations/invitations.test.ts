// Invitations to join Tradepost, end to end through the API on the server's simulated clock:
// created from a record, emailed through the queue, read by the public, resent, revoked, and used
// once by a sign-up that creates the new tenant and its ACTIVE connection to the inviter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext, NEW_USER_PASSWORD } from '../../../test/helpers';
import { insertConnection } from '../connections/repo';
import { hashToken, INVITATION_MESSAGES } from './rules';

const clock = simulatedClock();
const DAY = 24 * 60 * 60;
let t: TestContext;
const tok: { merchant?: string; supplier?: string; owner?: string } = {};
const ids = { bistro: 0, harbor: 0, fresh: 0, metro: 0, ocean: 0, costco: 0, greenLeaf: 0, sunrise: 0 };
let ip = 0;
/** A tenant's id by its domain (sign-up answers no ids). */
const tenantId = async (domain: string) => (await t.db.query<{ id: number }>('SELECT id FROM public.tenants WHERE domain = $1', [domain]))[0].id;

beforeAll(async () => {
  t = await createTestContext({}, { clock });
  const tenant = async (domain: string) => (await t.db.query<{ id: number }>('SELECT id FROM public.tenants WHERE domain = $1', [domain]))[0].id;
  const supplier = async (name: string) => (await t.db.query<{ id: number }>('SELECT id FROM corner_bistro.suppliers WHERE name = $1', [name]))[0].id;
  const merchant = async (name: string) => (await t.db.query<{ id: number }>('SELECT id FROM fresh_farms.merchants WHERE merchant_name = $1', [name]))[0].id;
  Object.assign(ids, {
    bistro: await tenant(HOSTS.bistro),
    harbor: await tenant(HOSTS.harbor),
    fresh: await tenant(HOSTS.supplier),
    metro: await supplier('Metro Restaurant Supply'),
    ocean: await supplier('Ocean Catch Seafood'),
    costco: await supplier('Costco Business Center'),
    greenLeaf: await merchant('Green Leaf Deli'),
    sunrise: await merchant('Sunrise Bakery'),
  });
  tok.merchant = await t.login(DEMO.merchant, HOSTS.bistro);
  tok.supplier = await t.login(DEMO.supplier, HOSTS.supplier);
  tok.owner = await t.login(DEMO.owner, HOSTS.harbor);
});
afterAll(() => t.close());

const invite = (payload: object, host: string = HOSTS.bistro, token = tok.merchant) => t.request({ method: 'POST', url: '/1/api/connections/invitations/', host, token, payload });
const list = (host: string = HOSTS.bistro, token = tok.merchant) => t.request({ url: '/1/api/connections/invitations/', host, token });
const act = (id: number, action: 'resend' | 'revoke', host: string = HOSTS.bistro, token = tok.merchant) =>
  t.request({ method: 'POST', url: `/1/api/connections/invitations/${id}/${action}/`, host, token });
const read = (token: string) => t.request({ url: `/1/api/auth/invitations/${encodeURIComponent(token)}/` });
// Each sign-up from its own address, so the sign-up throttle never counts across tests.
const signup = (payload: object) => t.request({ method: 'POST', url: '/1/api/auth/signup/', payload, remoteAddress: `127.0.1.${++ip}` });
const person = (name: string, role: string, more: object = {}) => ({
  username: name,
  email: `${name}@example.com`,
  password: NEW_USER_PASSWORD,
  password2: NEW_USER_PASSWORD,
  role,
  ...more,
});

/** The newest invitation email to `to`, and the token its link carries. */
async function emailTo(to: string) {
  const [m] = await t.db.query<{ tenant_id: number; message_type: string; subject: string; body: string }>(
    'SELECT tenant_id, message_type, subject, body FROM public.messages WHERE send_to = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  return { ...m, token: /\/signup\?invitation=([A-Za-z0-9_-]+)/.exec(m?.body ?? '')?.[1] ?? '' };
}

describe('createInvitation', () => {
  it('invites from a merchant supplier: a pending invitation for a supplier, emailed through the queue with a link that works', async () => {
    const res = await invite({ email: ' sales@metrosupply.example ', name: 'Metro Restaurant Supply', merchant_supplier_id: ids.metro });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'sales@metrosupply.example',
      name: 'Metro Restaurant Supply',
      status: 'pending',
      role: 'supplier',
      accepted_at: null,
      merchant_supplier_id: ids.metro,
      merchant_id: null,
    });
    expect(new Date(body.expires_at).getTime() - new Date(body.created_at).getTime()).toBe(14 * DAY * 1000);
    expect(new Date(body.created_at)).toEqual(clock.now());

    const mail = await emailTo('sales@metrosupply.example');
    expect(mail).toMatchObject({ tenant_id: ids.bistro, message_type: 'email', subject: 'Corner Bistro invited you to Tradepost' });
    expect(mail.body).toContain('Corner Bistro (a merchant on Tradepost) invited Metro Restaurant Supply to join Tradepost as a supplier');
    expect(mail.body).toContain(`http://localhost:8000/signup?invitation=${mail.token}`);
    expect(mail.token).toHaveLength(43); // 32 random bytes, base64url
    // Only the hash is stored.
    const [row] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM public.invitations WHERE id = $1', [body.id]);
    expect(row.token_hash).toBe(hashToken(mail.token));
    expect(JSON.stringify(await t.db.query('SELECT * FROM public.invitations'))).not.toContain(mail.token);

    const preview = await read(mail.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ business: 'Corner Bistro', business_type: 'merchant', role: 'supplier', email: 'sales@metrosupply.example', name: 'Metro Restaurant Supply' });
  });

  it("invites from a supplier's merchant record: the invitee signs up as a merchant", async () => {
    const res = await invite({ email: 'greenleaf@example.com', name: 'Green Leaf Deli', merchant_id: ids.greenLeaf }, HOSTS.supplier, tok.supplier);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'merchant', merchant_id: ids.greenLeaf, merchant_supplier_id: null, status: 'pending' });
    const mail = await emailTo('greenleaf@example.com');
    expect(mail).toMatchObject({ tenant_id: ids.fresh, subject: 'Fresh Farms invited you to Tradepost' });
    expect((await read(mail.token)).json()).toMatchObject({ business: 'Fresh Farms', business_type: 'supplier', role: 'merchant' });
  });

  it("requires the caller's side's record, and one that exists in the caller's schema", async () => {
    expect((await invite({ email: 'a@example.com', name: 'A' })).json()).toEqual({ merchant_supplier_id: ['This field is required.'] });
    // The other side's field is not the caller's.
    expect((await invite({ email: 'a@example.com', name: 'A', merchant_id: ids.greenLeaf })).json()).toEqual({ merchant_supplier_id: ['This field is required.'] });
    expect((await invite({ email: 'a@example.com', name: 'A' }, HOSTS.supplier, tok.supplier)).json()).toEqual({ merchant_id: ['This field is required.'] });
    const unknown = await invite({ email: 'a@example.com', name: 'A', merchant_supplier_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ merchant_supplier_id: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('refuses an invalid email', async () => {
    const res = await invite({ email: 'not-an-email', name: 'Ocean Catch', merchant_supplier_id: ids.ocean });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('refuses a second pending invitation from one record (400 on its field)', async () => {
    const res = await invite({ email: 'other@metrosupply.example', name: 'Metro', merchant_supplier_id: ids.metro });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ merchant_supplier_id: [INVITATION_MESSAGES.pending] });
  });

  it('refuses a record tied to a live connection, on either side (409)', async () => {
    // Partners of their own (tenant rows without schemas), so the demo's connections never meet these.
    const partner = async (name: string, type: string) =>
      (await t.db.query<{ id: number }>('INSERT INTO public.tenants (name, schema_name, domain, type) VALUES ($1, $2, $3, $4) RETURNING id', [name, name, `${name}.localhost`, type]))[0].id;
    const [linked] = await t.db.query<{ id: number }>("INSERT INTO corner_bistro.suppliers (name) VALUES ('Linked Supplier') RETURNING id");
    await insertConnection(t.db, {
      merchant_tenant_id: ids.bistro,
      supplier_tenant_id: await partner('pair_supplier', 'supplier'),
      status: 'INVITED',
      requested_by: 'merchant',
      merchant_supplier_id: linked.id,
    });
    await insertConnection(t.db, {
      merchant_tenant_id: await partner('pair_merchant', 'merchant'),
      supplier_tenant_id: ids.fresh,
      status: 'PAUSED',
      requested_by: 'supplier',
      merchant_id: ids.sunrise,
    });
    for (const res of [
      await invite({ email: 'hello@linked.example', name: 'Linked Supplier', merchant_supplier_id: linked.id }),
      await invite({ email: 'hello@sunrise.example', name: 'Sunrise Bakery', merchant_id: ids.sunrise }, HOSTS.supplier, tok.supplier),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: INVITATION_MESSAGES.connected });
    }
  });
});

describe('sign-up with an invitation', () => {
  it('refuses an unknown token, a missing business name and the wrong role', async () => {
    expect((await read('no-such-token')).statusCode).toBe(404);
    expect((await signup(person('u1', 'supplier', { business_name: 'U1', invitation: 'no-such-token' }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.unknown] });
    const { token } = await emailTo('sales@metrosupply.example');
    expect((await signup(person('u1', 'supplier', { invitation: token }))).json()).toEqual({ business_name: [INVITATION_MESSAGES.needsBusiness] });
    expect((await signup(person('u1', 'supplier', { business_name: '  ', invitation: token }))).json()).toEqual({ business_name: [INVITATION_MESSAGES.needsBusiness] });
    expect((await signup(person('u1', 'merchant', { business_name: 'U1', invitation: token }))).json()).toEqual({ role: ['This invitation is for a supplier.'] });
    expect(await t.db.query('SELECT 1 FROM public.users WHERE username = $1', ['u1'])).toEqual([]);
  });

  it('creates the supplier tenant and an ACTIVE connection to the inviting merchant, tied to both records; the token works once', async () => {
    const { token } = await emailTo('sales@metrosupply.example');
    const res = await signup(person('metro', 'supplier', { business_name: 'Metro Restaurant Supply', invitation: token }));
    expect(res.statusCode).toBe(201);
    const tenant = { ...res.json().tenant, id: await tenantId(res.json().tenant.domain) };
    expect(tenant).toMatchObject({ name: 'Metro Restaurant Supply', schema_name: 'metro_restaurant_supply', domain: 'metro-restaurant-supply.localhost', type: 'supplier', on_trial: true });

    // The new supplier's record of the inviter: named after it, with its first member's email.
    const [firstMember] = await t.db.query<{ email: string }>(
      'SELECT u.email FROM public.memberships m JOIN public.users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY u.id LIMIT 1',
      [ids.bistro],
    );
    const records = await t.db.query<{ id: number; merchant_name: string; email: string }>('SELECT id, merchant_name, email FROM metro_restaurant_supply.merchants');
    expect(records).toEqual([{ id: expect.any(Number), merchant_name: 'Corner Bistro', email: firstMember.email }]);

    // Both sides read the same row: Corner Bistro's as the merchant, Metro's as the supplier.
    const bistroSide = await t.db.query('SELECT * FROM public.connections WHERE merchant_tenant_id = $1 AND supplier_tenant_id = $2', [ids.bistro, tenant.id]);
    const metroSide = await t.db.query('SELECT * FROM public.connections WHERE supplier_tenant_id = $1', [tenant.id]);
    expect(metroSide).toEqual(bistroSide);
    expect(bistroSide).toEqual([expect.objectContaining({ status: 'ACTIVE', requested_by: 'merchant', merchant_supplier_id: ids.metro, merchant_id: records[0].id })]);

    const [inv] = (await list()).json().filter((i: any) => i.name === 'Metro Restaurant Supply');
    expect(inv.status).toBe('accepted');
    expect(new Date(inv.accepted_at)).toEqual(clock.now());
    const [row] = await t.db.query('SELECT accepted_tenant_id FROM public.invitations WHERE id = $1', [inv.id]);
    expect(row.accepted_tenant_id).toBe(tenant.id);
    expect((await act(inv.id, 'resend')).statusCode).toBe(409);
    expect((await act(inv.id, 'revoke')).statusCode).toBe(409);

    // Used: refused by the preview and by another sign-up.
    expect((await read(token)).json()).toEqual({ detail: INVITATION_MESSAGES.used });
    expect((await signup(person('metro2', 'supplier', { business_name: 'Metro Two', invitation: token }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.used] });

    // The new user works in the new supplier's area.
    const access = await t.login('metro@example.com', tenant.domain, NEW_USER_PASSWORD);
    expect((await t.request({ url: '/1/api/catalogs/list-catalogs/', host: tenant.domain, token: access })).statusCode).toBe(200);
  });

  it('creates the merchant tenant with a merchant supplier record of the inviting supplier, connected ACTIVE', async () => {
    const { token } = await emailTo('greenleaf@example.com');
    const res = await signup(person('greenleaf', 'merchant', { business_name: 'Green Leaf Deli', invitation: token }));
    expect(res.statusCode).toBe(201);
    const tenant = { ...res.json().tenant, id: await tenantId(res.json().tenant.domain) };
    expect(tenant).toMatchObject({ name: 'Green Leaf Deli', type: 'merchant', domain: 'green-leaf-deli.localhost' });
    const [record] = await t.db.query<{ id: number; name: string; email: string }>('SELECT id, name, email FROM green_leaf_deli.suppliers');
    expect(record).toEqual({ id: expect.any(Number), name: 'Fresh Farms', email: DEMO.supplier });
    const rows = await t.db.query('SELECT * FROM public.connections WHERE merchant_tenant_id = $1', [tenant.id]);
    expect(rows).toEqual([
      expect.objectContaining({ supplier_tenant_id: ids.fresh, status: 'ACTIVE', requested_by: 'supplier', merchant_supplier_id: record.id, merchant_id: ids.greenLeaf }),
    ]);
    const access = await t.login('greenleaf@example.com', tenant.domain, NEW_USER_PASSWORD);
    expect((await t.request({ url: '/1/api/merchant-products/categories/', host: tenant.domain, token: access })).statusCode).toBe(200);
  });

  it('lets one of two concurrent sign-ups with one token win; the other leaves nothing behind', async () => {
    await invite({ email: 'dock@oceancatch.example', name: 'Ocean Catch Seafood', merchant_supplier_id: ids.ocean });
    const { token } = await emailTo('dock@oceancatch.example');
    const answers = await Promise.all([
      signup(person('ocean1', 'supplier', { business_name: 'Ocean Catch One', invitation: token })),
      signup(person('ocean2', 'supplier', { business_name: 'Ocean Catch Two', invitation: token })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const loser = answers.find((a) => a.statusCode === 400)!;
    expect(loser.json()).toEqual({ invitation: [INVITATION_MESSAGES.used] });
    const tenants = await t.db.query<{ name: string }>("SELECT name FROM public.tenants WHERE name LIKE 'Ocean Catch%'");
    expect(tenants).toHaveLength(1);
    expect(await t.db.query("SELECT username FROM public.users WHERE username LIKE 'ocean%'")).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM public.connections WHERE merchant_supplier_id = $1 AND merchant_tenant_id = $2', [ids.ocean, ids.bistro])).toHaveLength(1);
  });
});

describe('listInvitations, expiry, resend and revoke', () => {
  let costcoId = 0;
  let firstToken = '';

  it('lists the tenant’s invitations, newest first, with their status on the server clock', async () => {
    const res = await invite({ email: 'biz@costco.example', name: 'Costco Business Center', merchant_supplier_id: ids.costco });
    costcoId = res.json().id;
    firstToken = (await emailTo('biz@costco.example')).token;
    const listed = (await list()).json();
    expect(listed.map((i: any) => [i.name, i.status])).toEqual([
      ['Costco Business Center', 'pending'],
      ['Ocean Catch Seafood', 'accepted'],
      ['Metro Restaurant Supply', 'accepted'],
    ]);
    // Fresh Farms sees only its own.
    expect((await list(HOSTS.supplier, tok.supplier)).json().map((i: any) => i.name)).toEqual(['Green Leaf Deli']);
  });

  it('expires after 14 days: listed as expired, its link refused by the preview and by sign-up', async () => {
    clock.advance(14 * DAY - 1);
    expect((await read(firstToken)).statusCode).toBe(200);
    clock.advance(1);
    expect((await list()).json().find((i: any) => i.id === costcoId).status).toBe('expired');
    const res = await read(firstToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: INVITATION_MESSAGES.expired });
    const signedUp = await signup(person('late', 'supplier', { business_name: 'Late Supplies', invitation: firstToken }));
    expect(signedUp.statusCode).toBe(400);
    expect(signedUp.json()).toEqual({ invitation: [INVITATION_MESSAGES.expired] });
  });

  it('resends with a new link that lives 14 days; the old link stops working', async () => {
    const res = await act(costcoId, 'resend');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: costcoId, status: 'pending', expires_at: new Date(clock.now().getTime() + 14 * DAY * 1000).toISOString() });
    const mail = await emailTo('biz@costco.example');
    expect(mail.token).not.toBe(firstToken);
    expect((await t.db.query('SELECT 1 FROM public.messages WHERE send_to = $1', ['biz@costco.example'])).length).toBe(2);
    expect((await read(firstToken)).statusCode).toBe(404);
    expect((await read(mail.token)).statusCode).toBe(200);
  });

  it('revokes: the link is refused as revoked, and a revoked invitation cannot be resent or revoked again (409)', async () => {
    const { token } = await emailTo('biz@costco.example');
    const res = await act(costcoId, 'revoke');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('revoked');
    expect((await read(token)).json()).toEqual({ detail: INVITATION_MESSAGES.revoked });
    expect((await signup(person('costco', 'supplier', { business_name: 'Costco', invitation: token }))).json()).toEqual({ invitation: [INVITATION_MESSAGES.revoked] });
    for (const action of ['resend', 'revoke'] as const) {
      const again = await act(costcoId, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: INVITATION_MESSAGES.notPending('revoked') });
    }
  });

  it('is a wall: another tenant cannot resend or revoke the invitation, nor see it (404)', async () => {
    await invite({ email: 'walled@example.com', name: 'Walled', merchant_supplier_id: ids.costco });
    const [walled] = (await list()).json().filter((i: any) => i.name === 'Walled');
    for (const action of ['resend', 'revoke'] as const) {
      expect((await act(walled.id, action, HOSTS.harbor, tok.owner)).statusCode).toBe(404);
      expect((await act(walled.id, action, HOSTS.supplier, tok.supplier)).statusCode).toBe(404);
      expect((await act(999999, action)).statusCode).toBe(404);
    }
    expect((await list(HOSTS.harbor, tok.owner)).json()).toEqual([]);
    // Fresh Farms' member is no member of Corner Bistro.
    expect((await list(HOSTS.bistro, tok.supplier)).statusCode).toBe(404);
    const [row] = await t.db.query('SELECT revoked_at FROM public.invitations WHERE id = $1', [walled.id]);
    expect(row.revoked_at).toBeNull();
  });
});

describe('readInvitation throttling', () => {
  it('answers 429 after 20 links that did not work from one address within an hour; links that work are not counted', async () => {
    clock.advance(3600);
    await act((await list()).json().find((i: any) => i.name === 'Walled').id, 'revoke');
    await invite({ email: 'x@throttle.example', name: 'Throttle Test', merchant_supplier_id: ids.costco });
    const { token } = await emailTo('x@throttle.example');
    for (let i = 0; i < 25; i++) expect((await read(token)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await read(`guess-${i}`)).statusCode).toBe(404);
    const res = await read('guess-20');
    expect(res.statusCode).toBe(429);
    expect((await read(token)).statusCode).toBe(429);
    clock.advance(3600);
    expect((await read(token)).statusCode).toBe(200);
  });
});
