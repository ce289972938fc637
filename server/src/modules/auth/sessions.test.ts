// Revocable sessions (issue 24): a token carries its user's token version and the gate refuses an
// older one, on the very next request in every server process (two apps on one database):
// 'Sign out everywhere', a deactivation (reactivating brings no old token back), a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { claimsFor, findUserByEmail } from '../users/repo';

let t: TestContext;
let other: Awaited<ReturnType<TestContext['otherProcess']>>;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  other = await t.otherProcess();
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
});
afterAll(() => t.close());

const USER_TENANTS = '/1/api/clients/list-user-tenants/';
/** The status of a signed-in call with `token`, on this process and on the other one. */
const statuses = async (token: string) => [
  (await t.request({ url: USER_TENANTS, host: HOSTS.bistro, token })).statusCode,
  (await other.request({ url: USER_TENANTS, host: HOSTS.bistro, token })).statusCode,
];

describe('sign out everywhere', () => {
  it('ends every token of the caller in both processes at once; a new sign-in works', async () => {
    const here = await t.login(DEMO.owner, HOSTS.bistro);
    const there = await t.login(DEMO.owner, HOSTS.harbor);
    // Both processes have seen (and may keep) the caller.
    expect(await statuses(here)).toEqual([200, 200]);
    expect(await statuses(there)).toEqual([200, 200]);
    const res = await other.request({ method: 'POST', url: '/1/api/auth/sessions/revoke/', token: there });
    expect(res.statusCode).toBe(204);
    expect(await statuses(here)).toEqual([401, 401]);
    expect(await statuses(there)).toEqual([401, 401]);
    expect((await t.request({ url: USER_TENANTS, token: here })).json()).toEqual({ detail: 'Given token not valid for any token type' });
    expect(await statuses(await t.login(DEMO.owner, HOSTS.bistro))).toEqual([200, 200]);
    // Other users keep their sessions.
    expect(await statuses(await t.login(DEMO.merchant, HOSTS.bistro))).toEqual([200, 200]);
  });

  it('is for signed-in callers only', async () => {
    expect((await t.request({ method: 'POST', url: '/1/api/auth/sessions/revoke/' })).statusCode).toBe(401);
  });
});

describe('deactivation', () => {
  it('kills the tokens for good: a reactivated user signs in again, the old token stays dead', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', [DEMO.merchant]);
    const old = await t.login(DEMO.merchant, HOSTS.bistro);
    expect(await statuses(old)).toEqual([200, 200]);
    const set = (is_active: boolean) => other.request({ method: 'PUT', url: `/1/api/accounts/sm/update-user/${id}`, token: admin, payload: { is_active } });
    expect((await set(false)).statusCode).toBe(200);
    expect(await statuses(old)).toEqual([401, 401]);
    expect((await set(true)).statusCode).toBe(200);
    expect(await statuses(old)).toEqual([401, 401]);
    expect(await statuses(await t.login(DEMO.merchant, HOSTS.bistro))).toEqual([200, 200]);
  });

  it('leaves tokens alive when other fields change', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.bistro);
    await t.db.query("UPDATE public.users SET first_name = first_name || '' WHERE email = $1", [DEMO.merchant]);
    expect(await statuses(token)).toEqual([200, 200]);
  });
});

describe('a new password', () => {
  it('kills every token signed before, however the password was written', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.bistro);
    await t.db.query('UPDATE public.users SET password_hash = password_hash || $2 WHERE email = $1', [DEMO.merchant, '']);
    expect(await statuses(token)).toEqual([200, 200]);
    const supplier = await t.login(DEMO.supplier, HOSTS.supplier);
    await t.db.query("UPDATE public.users SET password_hash = 'scrypt$changed' WHERE email = $1", [DEMO.supplier]);
    expect(await statuses(supplier)).toEqual([401, 401]);
  });
});

describe('tokens signed before versions', () => {
  it('count as version 0: accepted until the first bump', async () => {
    const person = { username: 'legacy', email: 'legacy@example.com', password: 'Long-enough-9', password2: 'Long-enough-9', role: 'merchant' };
    expect((await t.request({ method: 'POST', url: '/1/api/auth/signup/', payload: person })).statusCode).toBe(201);
    const user = (await findUserByEmail(t.db, person.email))!;
    const { token_version, ...claims } = await claimsFor(t.db, user);
    expect(token_version).toBe(0);
    const legacy = await t.tokens.sign(claims as typeof claims & { token_version: number });
    expect((await t.request({ url: USER_TENANTS, token: legacy })).statusCode).toBe(200);
    await t.db.query('UPDATE public.users SET token_version = 1 WHERE id = $1', [user.id]);
    expect((await t.request({ url: USER_TENANTS, token: legacy })).statusCode).toBe(401);
  });
});
