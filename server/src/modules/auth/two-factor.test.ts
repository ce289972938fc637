// Two-factor sign-in (TOTP, RFC 6238) on real PGlite with a simulated clock: enrolment, the
// sign-in's code step (window, replay), recovery codes, the superadmin's and a tenant's requirement,
// turning it off, throttling and the audit log.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';
import { DEMO_TOTP_SECRET } from '../../db/seed';
import { totpCode } from './totp';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const password = (email: string, host: string, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/', host, remoteAddress, payload: { email, password: DEMO.password } });
const withCode = (mfa_token: string, code: string, host: string, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/mfa/', host, remoteAddress, payload: { mfa_token, code } });
const codeAt = (secret: string, offsetSeconds = 0) => totpCode(secret, new Date(clock.now().getTime() + offsetSeconds * 1000));
const nextStep = () => clock.advance(30);

/** Enrols `email` (signed in on `host`): the secret and the recovery codes. */
async function enrol(email: string, host: string) {
  const token = await t.login(email, host);
  const started = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/', host, token });
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_url } = started.json();
  expect(otpauth_url).toMatch(new RegExp(`^otpauth://totp/Tradepost:${encodeURIComponent(email)}\\?.*secret=${secret}`));
  const wrong = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/confirm/', host, token, payload: { code: '000000' === codeAt(secret) ? '111111' : '000000' } });
  expect(wrong.statusCode).toBe(400);
  const confirmed = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/confirm/', host, token, payload: { code: codeAt(secret) } });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recovery: confirmed.json().recovery_codes as string[], token };
}

describe('two-factor sign-in', () => {
  it('enrols with a code of the new secret, answers 10 recovery codes once and stores only their hashes', async () => {
    const { recovery, secret } = await enrol(DEMO.owner, HOSTS.bistro);
    ownerEnrolment = { secret, recovery };
    nextStep();
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const dump = JSON.stringify(await t.db.query('SELECT * FROM public.mfa_recovery_codes'));
    for (const code of recovery) expect(dump).not.toContain(code.replace('-', ''));
    const status = await t.request({ url: '/1/api/auth/mfa/totp/', host: HOSTS.bistro, token: await freshToken(DEMO.owner, HOSTS.bistro, secret) });
    expect(status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
  });

  it('then asks for a code after the password; a code works once, within one step either side', async () => {
    // Two steps on: the step before now was never used.
    nextStep();
    nextStep();
    const secret = await ownerSecret();
    const first = await password(DEMO.owner, HOSTS.bistro);
    expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    // Two steps late is outside the window.
    expect((await withCode(first.json().mfa_token, codeAt(secret, -60), HOSTS.bistro)).json()).toEqual({ code: [expect.stringContaining('not valid')] });
    // One step late is inside it.
    const done = await withCode(first.json().mfa_token, codeAt(secret, -30), HOSTS.bistro);
    expect(done.statusCode).toBe(200);
    expect(decodeJwt(done.json().access)).toMatchObject({ email: DEMO.owner });
    // The challenge is spent, and the same code again (or an older step's) is a replay.
    expect((await withCode(first.json().mfa_token, codeAt(secret), HOSTS.bistro)).json()).toEqual({ mfa_token: [expect.any(String)] });
    const again = await password(DEMO.owner, HOSTS.bistro);
    expect((await withCode(again.json().mfa_token, codeAt(secret, -30), HOSTS.bistro)).json()).toEqual({
      code: ['This code has already been used. Wait for the next code in your authenticator app.'],
    });
    expect((await withCode(again.json().mfa_token, codeAt(secret), HOSTS.bistro)).statusCode).toBe(200);
  });

  it('takes a recovery code once, and records its use', async () => {
    const { recovery } = ownerEnrolment!;
    const first = await password(DEMO.owner, HOSTS.bistro);
    expect((await withCode(first.json().mfa_token, recovery[0].toUpperCase(), HOSTS.bistro)).statusCode).toBe(200);
    const second = await password(DEMO.owner, HOSTS.bistro);
    expect((await withCode(second.json().mfa_token, recovery[0], HOSTS.bistro)).statusCode).toBe(400);
    const log = await t.db.query<{ event: string }>("SELECT event FROM public.audit_events WHERE email = $1 AND event IN ('two_factor_enabled', 'recovery_code_used')", [DEMO.owner]);
    expect(log.map((e) => e.event).sort()).toEqual(['recovery_code_used', 'recovery_code_used', 'two_factor_enabled', 'two_factor_enabled']);
  });

  it('lets a challenge live 5 minutes', async () => {
    const first = await password(DEMO.owner, HOSTS.bistro);
    clock.advance(5 * 60 + 1);
    expect((await withCode(first.json().mfa_token, await ownerCode(), HOSTS.bistro)).json()).toEqual({ mfa_token: ['This sign-in has expired. Please sign in again.'] });
  });

  it('throttles wrong codes like wrong passwords', async () => {
    nextStep();
    const address = '203.0.113.50';
    const first = await password(DEMO.owner, HOSTS.bistro, address);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await withCode(first.json().mfa_token, 'aaaaa-aaaaa', HOSTS.bistro, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // From the owner's own address the right code still gets through.
    expect((await withCode(first.json().mfa_token, await ownerCode(), HOSTS.bistro)).statusCode).toBe(200);
  });

  it('turns off with a current code, not with a wrong one', async () => {
    nextStep();
    const token = await freshToken(DEMO.owner, HOSTS.bistro, await ownerSecret());
    nextStep();
    expect((await t.request({ method: 'DELETE', url: '/1/api/auth/mfa/totp/', host: HOSTS.bistro, token, payload: { code: '12345' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/1/api/auth/mfa/totp/', host: HOSTS.bistro, token, payload: { code: await ownerCode() } })).statusCode).toBe(204);
    expect((await password(DEMO.owner, HOSTS.bistro)).json()).toEqual({ access: expect.any(String) });
    expect((await t.db.query("SELECT 1 FROM public.audit_events WHERE email = $1 AND event = 'two_factor_disabled'", [DEMO.owner])).length).toBeGreaterThan(0);
  });

  it('requires it of the superadmin: the enrolled demo superadmin signs in with a code and cannot turn it off', async () => {
    nextStep();
    const first = await password(DEMO.superadmin, HOSTS.admin);
    const done = await withCode(first.json().mfa_token, codeAt(DEMO_TOTP_SECRET), HOSTS.admin);
    expect(done.statusCode).toBe(200);
    expect(decodeJwt(done.json().access).mfa_setup_required).toBeUndefined();
    nextStep();
    const off = await t.request({ method: 'DELETE', url: '/1/api/auth/mfa/totp/', token: done.json().access, payload: { code: codeAt(DEMO_TOTP_SECRET) } });
    expect(off.json()).toEqual({ detail: 'Two-factor sign-in is required for your account.' });
  });

  it('sends a superadmin without it to enrolment before anything else', async () => {
    await t.db.query("UPDATE public.users SET totp_secret = NULL WHERE email = 'admin@example.com'");
    const res = await password(DEMO.superadmin, HOSTS.admin);
    const token = res.json().access;
    expect(decodeJwt(token).mfa_setup_required).toBe(true);
    expect((await t.request({ url: '/1/api/clients/list-clients/', token })).json()).toEqual({ detail: 'Set up two-factor sign-in first.' });
    expect((await t.request({ url: '/1/api/auth/mfa/totp/', token })).json()).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });
    const { secret } = (await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/', token })).json();
    const confirmed = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/confirm/', token, payload: { code: codeAt(secret) } });
    const fresh = confirmed.json().access;
    expect(decodeJwt(fresh).mfa_setup_required).toBeUndefined();
    expect((await t.request({ url: '/1/api/clients/list-clients/', token: fresh })).statusCode).toBe(200);
  });

  it('lets a tenant require it of its members (an owner sets it)', async () => {
    const owner = await t.login(DEMO.owner, HOSTS.harbor);
    const set = await t.request({ method: 'PATCH', url: '/1/api/tenant-settings/', host: HOSTS.harbor, token: owner, payload: { require_two_factor: true } });
    expect(set.json()).toMatchObject({ require_two_factor: true });
    // The owner belongs to Harbor: their next token must enrol first, on Bistro too.
    const token = (await password(DEMO.owner, HOSTS.bistro)).json().access;
    expect(decodeJwt(token).mfa_setup_required).toBe(true);
    expect((await t.request({ url: '/1/api/audit/events/', host: HOSTS.bistro, token })).statusCode).toBe(403);
    // A member of Bistro alone is not asked.
    expect(decodeJwt((await password(DEMO.merchant, HOSTS.bistro)).json().access).mfa_setup_required).toBeUndefined();
  });
});

// The owner's enrolment, shared by the tests above (they run in order).
let ownerEnrolment: { secret: string; recovery: string[] } | null = null;
async function ownerSecret() {
  if (!ownerEnrolment) throw new Error('the owner is not enrolled');
  return ownerEnrolment.secret;
}
const ownerCode = async () => codeAt(await ownerSecret());
async function freshToken(email: string, host: string, secret: string) {
  const first = await password(email, host);
  const done = await withCode(first.json().mfa_token, codeAt(secret), host);
  expect(done.statusCode).toBe(200);
  return done.json().access as string;
}
