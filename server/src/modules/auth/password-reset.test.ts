// Password reset by emailed link and password change: the same answer for every email, a token
// stored only as its hash, single use, one hour, older links dying, and every session revoked.
import { describe, expect, it } from 'vitest';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';
import { RESET_MESSAGES } from './password-reset';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

let ip = 0;
const request = (email: string) => t.request({ method: 'POST', url: '/1/api/auth/password-reset/', remoteAddress: `203.0.113.${++ip}`, payload: { email } });
const confirm = (token: string, password: string, password2 = password) =>
  t.request({ method: 'POST', url: '/1/api/auth/password-reset/confirm/', remoteAddress: `203.0.113.${++ip}`, payload: { token, password, password2 } });
const signIn = (email: string, password: string, host = HOSTS.bistro) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/', host, remoteAddress: `203.0.113.${++ip}`, payload: { email, password } });
const USER_TENANTS = '/1/api/clients/list-user-tenants/';

/** The token of the latest reset email to `email`. */
async function emailedToken(email: string): Promise<string> {
  const [m] = await t.db.query<{ body: string; tenant_id: number | null; subject: string }>(
    'SELECT body, tenant_id, subject FROM public.messages WHERE send_to = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  expect(m).toMatchObject({ tenant_id: null, subject: 'Reset your Tradepost password' });
  return decodeURIComponent(/reset-password\?token=(\S+)/.exec(m.body)![1]);
}

describe('asking for a reset link', () => {
  it('answers 202 with the same body for a known and an unknown email; only the known one gets a link', async () => {
    const before = await t.db.query('SELECT id FROM public.messages');
    const known = await request('MERCHANT@example.com');
    const unknown = await request('nobody-here@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual({ detail: RESET_MESSAGES.requested });
    expect(unknown.json()).toEqual(known.json());
    expect(await t.db.query('SELECT id FROM public.messages')).toHaveLength(before.length + 1);
    const token = await emailedToken(DEMO.merchant);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('keeps no usable token in the database: only its hash', async () => {
    await request(DEMO.owner);
    const token = await emailedToken(DEMO.owner);
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM public.password_resets');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(rows.some((r) => /^[0-9a-f]{64}$/.test(String(r.token_hash)))).toBe(true);
  });
});

describe('setting a new password with the link', () => {
  it('works once, revokes every session, and the new password signs in', async () => {
    const old = await t.login(DEMO.owner, HOSTS.bistro);
    await request(DEMO.owner);
    const token = await emailedToken(DEMO.owner);
    // The rules apply, and a refused password leaves the link usable.
    expect((await confirm(token, 'shortie1')).json()).toEqual({ password: ['This password is too short. It must contain at least 10 characters.'] });
    expect((await confirm(token, 'violet-harbor-lantern', 'other')).json()).toEqual({ password2: ['Passwords do not match.'] });
    const done = await confirm(token, 'violet-harbor-lantern');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: RESET_MESSAGES.done });
    expect((await t.request({ url: USER_TENANTS, token: old })).statusCode).toBe(401);
    expect((await signIn(DEMO.owner, DEMO.password)).statusCode).toBe(401);
    expect((await signIn(DEMO.owner, 'violet-harbor-lantern')).statusCode).toBe(200);
    const again = await confirm(token, 'another-long-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [RESET_MESSAGES.badToken] });
  });

  it('dies after an hour', async () => {
    await request(DEMO.supplier);
    const token = await emailedToken(DEMO.supplier);
    clock.advance(3600);
    expect((await confirm(token, 'violet-harbor-lantern')).json()).toEqual({ token: [RESET_MESSAGES.badToken] });
  });

  it('dies when a newer link is sent', async () => {
    clock.advance(3600); // the per-recipient allowance of reset emails starts over
    await request(DEMO.supplier);
    const first = await emailedToken(DEMO.supplier);
    await request(DEMO.supplier);
    const second = await emailedToken(DEMO.supplier);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'violet-harbor-lantern')).statusCode).toBe(400);
    expect((await confirm(second, 'violet-harbor-lantern')).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect((await confirm('not-a-token', 'violet-harbor-lantern')).json()).toEqual({ token: [RESET_MESSAGES.badToken] });
  });
});

describe('changing the password while signed in', () => {
  const change = (token: string, current_password: string, password: string, password2 = password) =>
    t.request({ method: 'POST', url: '/1/api/auth/password/change/', remoteAddress: '198.18.0.1', token, payload: { current_password, password, password2 } });

  it('needs the current password, applies the rules, and revokes every session, this one included', async () => {
    const mine = await t.login(DEMO.merchant, HOSTS.bistro);
    const other = await t.login(DEMO.merchant, HOSTS.bistro);
    expect((await change(mine, 'wrong-password', 'violet-harbor-lantern')).json()).toEqual({ current_password: [RESET_MESSAGES.wrongCurrent] });
    expect((await change(mine, DEMO.password, '1234567890')).json()).toEqual({ password: ['This password is too common.', 'This password is entirely numeric.'] });
    expect((await change(mine, DEMO.password, 'merchant-1', 'merchant-1')).json()).toEqual({ password: ['The password is too similar to the username.'] });
    expect((await change(mine, DEMO.password, 'violet-harbor-lantern')).statusCode).toBe(204);
    expect((await t.request({ url: USER_TENANTS, token: mine })).statusCode).toBe(401);
    expect((await t.request({ url: USER_TENANTS, token: other })).statusCode).toBe(401);
    expect((await signIn(DEMO.merchant, 'violet-harbor-lantern')).statusCode).toBe(200);
  });

  it('throttles wrong current passwords like sign-ins', async () => {
    const token = await t.login(DEMO.superadmin, HOSTS.admin);
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}`, 'violet-harbor-lantern')).statusCode).toBe(400);
    expect((await change(token, DEMO.password, 'violet-harbor-lantern')).statusCode).toBe(429);
  });
});
