import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';
import { DEMO_TOTP_SECRET } from '../../db/seed';
import { totpCode } from './totp';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

const signIn = (email: string, password: string, host: string) => t.request({ method: 'POST', url: '/1/api/auth/token/', host, payload: { email, password } });

/** The demo superadmin's sign-in: the password, then the code of a step not used yet. */
async function superadminSignIn(host: string) {
  const first = await signIn(DEMO.superadmin, DEMO.password, host);
  expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  clock.advance(30);
  return t.request({ method: 'POST', url: '/1/api/auth/token/mfa/', host, payload: { mfa_token: first.json().mfa_token, code: totpCode(DEMO_TOTP_SECRET, clock.now()) } });
}

describe('POST auth/token/', () => {
  it('signs the superadmin in on the admin host with the spec claims', async () => {
    const res = await superadminSignIn(HOSTS.admin);
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().access);
    expect(claims).toMatchObject({ email: DEMO.superadmin, is_superadmin: true, is_admin: true, is_staff: true, tenants: [] });
    expect(claims.exp! - claims.iat!).toBe(12 * 60 * 60);
  });

  it('lowercases the email', async () => {
    expect((await signIn('Merchant@Example.COM', DEMO.password, HOSTS.bistro)).statusCode).toBe(200);
  });

  it('signs a tenant user in on a domain of one of their tenants, with the tenants in the claims', async () => {
    const res = await signIn(DEMO.owner, DEMO.password, 'bistro.localhost:8000');
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().access) as any;
    expect(claims.tenants.map((x: any) => x.domain).sort()).toEqual(['bistro.localhost', 'harbor.localhost']);
    expect(claims.tenants[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), schema_name: expect.any(String), type: 'merchant' }));
  });

  it('refuses a tenant user on a domain of a tenant they do not belong to', async () => {
    const res = await signIn(DEMO.merchant, DEMO.password, HOSTS.harbor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have access to this tenant domain. Please use your assigned tenant URL.' });
  });

  it('refuses the superadmin on a tenant domain and unknown hosts', async () => {
    expect((await superadminSignIn(HOSTS.bistro)).json()).toEqual({ detail: 'You do not have access to this tenant domain. Please use your assigned tenant URL.' });
    expect((await signIn(DEMO.merchant, DEMO.password, 'nowhere.example.com')).statusCode).toBe(403);
  });

  it('sends a tenant user who signs in on the admin host to their domain with a one-time code', async () => {
    const res = await signIn(DEMO.supplier, DEMO.password, HOSTS.admin);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.detail).toBe('This login page is for superadmins only. Please sign in via your tenant domain.');
    expect(body.handoff.domain).toBe(HOSTS.supplier);
    const exchanged = await t.request({ method: 'POST', url: '/1/api/auth/handoff/exchange/', host: HOSTS.supplier, payload: { code: body.handoff.code } });
    expect(exchanged.statusCode).toBe(200);
    expect(decodeJwt(exchanged.json().access).email).toBe(DEMO.supplier);
  });

  it('answers 401 with the DRF message for a wrong password or unknown email', async () => {
    for (const res of [await signIn(DEMO.merchant, 'wrong-password', HOSTS.bistro), await signIn('nobody@example.com', 'x', HOSTS.bistro)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('answers field errors for missing fields', async () => {
    const res = await t.request({ method: 'POST', url: '/1/api/auth/token/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
    const blank = await signIn('  ', 'x', HOSTS.admin);
    expect(blank.json()).toEqual({ email: ['This field may not be blank.'] });
  });

  it('refuses a user without tenants on the admin host with the spec message', async () => {
    const payload = { username: 'lonely', email: 'lonely@example.com', first_name: 'L', last_name: 'One', password: 'secret-pass', password2: 'secret-pass', role: 'merchant' };
    expect((await t.request({ method: 'POST', url: '/1/api/auth/signup/', payload })).statusCode).toBe(201);
    const res = await signIn('lonely@example.com', 'secret-pass', HOSTS.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'No tenants assigned to your account. Contact an administrator.' });
  });
});

describe('POST auth/signup/', () => {
  const valid = { username: 'newbie', email: 'newbie@example.com', first_name: 'New', last_name: 'Bie', password: 'long-enough', password2: 'long-enough', role: 'supplier' };
  const signup = (payload: object) => t.request({ method: 'POST', url: '/1/api/auth/signup/', payload });

  it('creates the user with the chosen role', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'newbie', email: 'newbie@example.com', role: 'supplier' });
    const [row] = await t.db.query('SELECT is_supplier, is_merchant, password_hash FROM public.users WHERE username = $1', ['newbie']);
    expect(row).toMatchObject({ is_supplier: true, is_merchant: false });
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('gives the spec messages for a missing role and mismatched passwords', async () => {
    const noRole = await signup({ ...valid, username: 'x1', email: 'x1@example.com', role: undefined });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toEqual({ role: ['Please select whether you are a merchant or supplier.'] });
    expect((await signup({ ...valid, username: 'x1', email: 'x1@example.com', role: 'admin' })).json()).toEqual({
      role: ['Please select whether you are a merchant or supplier.'],
    });
    const mismatch = await signup({ ...valid, username: 'x1', email: 'x1@example.com', password2: 'different-one' });
    expect(mismatch.json()).toEqual({ password2: ['Passwords do not match.'] });
  });

  it('refuses duplicates, bad emails, short passwords and missing fields', async () => {
    expect((await signup({ ...valid, email: 'other@example.com' })).json()).toEqual({ username: ['A user with that username already exists.'] });
    expect((await signup({ ...valid, username: 'o2', email: 'not-an-email' })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await signup({ ...valid, username: '   ', email: 'o4@example.com' })).json()).toEqual({ username: ['This field may not be blank.'] });
    expect((await signup({ ...valid, username: 'o3', email: 'o3@example.com', password: 'shortie1', password2: 'shortie1' })).json()).toEqual({
      password: ['This password is too short. It must contain at least 10 characters.'],
    });
    expect((await signup({ ...valid, username: 'o5', email: 'o5@example.com', password: 'basketball', password2: 'basketball' })).json()).toEqual({
      password: ['This password is too common.'],
    });
    expect((await signup({ ...valid, username: 'newbie6', email: 'o6@example.com', password: 'newbie6-66!', password2: 'newbie6-66!' })).json()).toEqual({
      password: ['The password is too similar to the username.'],
    });
    const missing = await signup({ role: 'merchant' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['email', 'password', 'password2', 'username']);
  });
});

describe('sign-up with a registered email', () => {
  const signup = (payload: object) => t.request({ method: 'POST', url: '/1/api/auth/signup/', payload });
  const noticesTo = (email: string) =>
    t.db.query<{ tenant_id: number | null; subject: string; body: string }>('SELECT tenant_id, subject, body FROM public.messages WHERE send_to = $1', [email]);
  const person = (name: string, email: string, extra: object = {}) => ({
    username: name,
    email,
    first_name: 'Sam',
    last_name: 'Hill',
    password: 'long-enough',
    password2: 'long-enough',
    role: 'merchant',
    ...extra,
  });

  it('answers exactly as for a new account, creates nothing, and sends the owner one notice an hour', async () => {
    const fresh = await signup(person('fresh-one', 'fresh-one@example.com'));
    const taken = await signup(person('fresh-two', 'OWNER@example.com'));
    expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
    const { email: freshEmail, username: freshName, ...freshRest } = fresh.json();
    const { email: takenEmail, username: takenName, ...takenRest } = taken.json();
    expect([freshEmail, freshName, takenEmail, takenName]).toEqual(['fresh-one@example.com', 'fresh-one', 'owner@example.com', 'fresh-two']);
    expect(takenRest).toEqual(freshRest);
    expect(await t.db.query('SELECT 1 FROM public.users WHERE username = $1', ['fresh-two'])).toEqual([]);
    const [notice] = await noticesTo(DEMO.owner);
    expect(notice).toMatchObject({ tenant_id: null, subject: 'Someone tried to sign up with your email' });
    expect(notice.body).toContain('/forgot-password');
    // Asked again within the hour: the same answer, no second email.
    expect((await signup(person('fresh-three', DEMO.owner))).statusCode).toBe(201);
    expect(await noticesTo(DEMO.owner)).toHaveLength(1);
  });

  it('answers the trial tenant a new account would get, without creating it', async () => {
    const res = await signup(person('fresh-four', DEMO.merchant, { business_name: 'Never Made Cafe' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().tenant).toEqual({ name: 'Never Made Cafe', schema_name: 'never_made_cafe', domain: 'never-made-cafe.localhost', type: 'merchant', on_trial: true });
    expect(await t.db.query('SELECT 1 FROM public.tenants WHERE name = $1', ['Never Made Cafe'])).toEqual([]);
  });
});

describe('hand-off between domains', () => {
  it('carries a session to another tenant domain once, and only there', async () => {
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    const [harbor] = await t.db.query('SELECT id FROM public.tenants WHERE domain = $1', [HOSTS.harbor]);
    const res = await t.request({ method: 'POST', url: '/1/api/auth/handoff/', host: HOSTS.bistro, token, payload: { tenant_id: harbor.id } });
    expect(res.statusCode).toBe(200);
    const { code, domain, expires_in } = res.json();
    expect({ domain, expires_in }).toEqual({ domain: HOSTS.harbor, expires_in: 60 });
    const exchange = (host: string) => t.request({ method: 'POST', url: '/1/api/auth/handoff/exchange/', host, payload: { code } });
    expect((await exchange(HOSTS.bistro)).statusCode).toBe(400); // wrong domain, and the code survives it
    expect((await exchange(HOSTS.harbor)).statusCode).toBe(200);
    expect((await exchange(HOSTS.harbor)).json()).toEqual({ code: ['This sign-in link is invalid or has expired.'] }); // used once
  });

  it('refuses a code whose user was removed from the tenant since it was issued', async () => {
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    const [harbor] = await t.db.query('SELECT id FROM public.tenants WHERE domain = $1', [HOSTS.harbor]);
    const [owner] = await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.owner]);
    const res = await t.request({ method: 'POST', url: '/1/api/auth/handoff/', host: HOSTS.bistro, token, payload: { tenant_id: harbor.id } });
    expect(res.statusCode).toBe(200);
    await t.db.query('DELETE FROM public.memberships WHERE user_id = $1 AND tenant_id = $2', [owner.id, harbor.id]);
    try {
      const exchange = await t.request({ method: 'POST', url: '/1/api/auth/handoff/exchange/', host: HOSTS.harbor, payload: { code: res.json().code } });
      expect(exchange.statusCode).toBe(400);
      expect(exchange.json()).toEqual({ code: ['This sign-in link is invalid or has expired.'] });
    } finally {
      await t.db.query('INSERT INTO public.memberships (user_id, tenant_id) VALUES ($1, $2)', [owner.id, harbor.id]);
    }
  });

  it('refuses an expired code and a tenant the user does not belong to', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.bistro);
    const [bistro, harbor] = await t.db.query('SELECT id FROM public.tenants WHERE domain IN ($1, $2) ORDER BY domain', [HOSTS.bistro, HOSTS.harbor]);
    const denied = await t.request({ method: 'POST', url: '/1/api/auth/handoff/', host: HOSTS.bistro, token, payload: { tenant_id: harbor.id } });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toEqual({ tenant_id: ['You are not a member of this tenant.'] });
    const ok = await t.request({ method: 'POST', url: '/1/api/auth/handoff/', host: HOSTS.bistro, token, payload: { tenant_id: bistro.id } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().code).toEqual(expect.any(String));
    await t.db.query("UPDATE public.handoff_codes SET expires_at = now() - interval '1 second'");
    const res = await t.request({ method: 'POST', url: '/1/api/auth/handoff/exchange/', host: HOSTS.bistro, payload: { code: ok.json().code } });
    expect(res.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('ignores a stale token on public calls (sign-in, host check)', async () => {
    const res = await t.request({ url: '/1/api/clients/get-client-from-domain/localhost', token: 'stale.token.value' });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/1/api/auth/token/', host: HOSTS.bistro, token: 'stale', payload: { email: DEMO.merchant, password: DEMO.password } })).statusCode).toBe(
      200,
    );
  });

  it('rejects a tampered token and the token of a deactivated user', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.bistro);
    const url = '/1/api/clients/list-user-tenants/';
    expect((await t.request({ url, host: HOSTS.bistro, token })).statusCode).toBe(200);
    // Change a character in the middle of the signature: the last one may only carry padding bits.
    const [head, body, sig] = token.split('.');
    const tampered = `${head}.${body}.${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    expect((await t.request({ url, host: HOSTS.bistro, token: tampered })).statusCode).toBe(401);
    await t.db.query('UPDATE public.users SET is_active = false WHERE email = $1', [DEMO.merchant]);
    expect((await t.request({ url, host: HOSTS.bistro, token })).statusCode).toBe(401);
    await t.db.query('UPDATE public.users SET is_active = true WHERE email = $1', [DEMO.merchant]);
  });
});
