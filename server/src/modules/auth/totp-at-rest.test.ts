// The TOTP secrets at rest (decisions.md "Two-factor secrets at rest"): sealed with AES-256-GCM
// under a key derived from the server's secret; a dump of the database holds no usable secret.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO, HOSTS, simulatedClock, type TestContext, useTestContext } from '../../../test/helpers';
import { DEMO_TOTP_SECRET } from '../../db/seed';
import { createSecretBox } from '../../lib/secret-box';
import { sealPlainTotpSecrets } from './mfa-repo';
import { totpCode } from './totp';

const clock = simulatedClock();
let t: TestContext;
useTestContext(clock, (c) => (t = c));

let ip = 0;
const signIn = (email: string, host: string) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/', host, remoteAddress: `198.51.100.${++ip}`, payload: { email, password: DEMO.password } });
const withCode = (mfa_token: string, code: string, host: string) =>
  t.request({ method: 'POST', url: '/1/api/auth/token/mfa/', host, remoteAddress: `198.51.100.${++ip}`, payload: { mfa_token, code } });
/** Every stored row of the users table, as a dump would hold it. */
const dumpOfUsers = async () => JSON.stringify(await t.db.query('SELECT * FROM public.users'));
const storedSecret = async (email: string) =>
  (await t.db.query<{ totp_secret: string | null; totp_pending_secret: string | null }>('SELECT totp_secret, totp_pending_secret FROM public.users WHERE email = $1', [email]))[0];

describe('TOTP secrets at rest', () => {
  it('stores a new secret sealed, pending and enrolled: a dump does not reveal it, and sign-in with a code still works', async () => {
    const token = await t.login(DEMO.merchant, HOSTS.bistro);
    const started = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/', host: HOSTS.bistro, token });
    const { secret } = started.json() as { secret: string };
    const pending = await storedSecret(DEMO.merchant);
    expect(pending.totp_pending_secret).toMatch(/^enc:v1:/);
    expect(await dumpOfUsers()).not.toContain(secret);

    const confirmed = await t.request({ method: 'POST', url: '/1/api/auth/mfa/totp/confirm/', host: HOSTS.bistro, token, payload: { code: totpCode(secret, clock.now()) } });
    expect(confirmed.statusCode).toBe(200);
    const stored = await storedSecret(DEMO.merchant);
    expect(stored.totp_secret).toMatch(/^enc:v1:/);
    expect(stored.totp_secret).not.toBe(secret);
    expect(await dumpOfUsers()).not.toContain(secret);

    clock.advance(30);
    const first = await signIn(DEMO.merchant, HOSTS.bistro);
    expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    const done = await withCode(first.json().mfa_token, totpCode(secret, clock.now()), HOSTS.bistro);
    expect(done.statusCode).toBe(200);
    expect(decodeJwt(done.json().access)).toMatchObject({ email: DEMO.merchant });
  });

  it("sealed the demo superadmin's plain seeded secret when the server started; the superadmin still signs in with a code", async () => {
    expect((await storedSecret(DEMO.superadmin)).totp_secret).toMatch(/^enc:v1:/);
    expect(await dumpOfUsers()).not.toContain(DEMO_TOTP_SECRET);
    clock.advance(30);
    const first = await signIn(DEMO.superadmin, HOSTS.admin);
    const done = await withCode(first.json().mfa_token, totpCode(DEMO_TOTP_SECRET, clock.now()), HOSTS.admin);
    expect(done.statusCode).toBe(200);
  });

  it('still reads a secret stored plain before sealing (its code works), and seals it on the next start', async () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.query('UPDATE public.users SET totp_secret = $1, totp_last_step = NULL WHERE email = $2', [plain, DEMO.owner]);
    clock.advance(30);
    const first = await signIn(DEMO.owner, HOSTS.bistro);
    expect((await withCode(first.json().mfa_token, totpCode(plain, clock.now()), HOSTS.bistro)).statusCode).toBe(200);

    expect(await sealPlainTotpSecrets(t.db, t.tokens.totpSecrets)).toBe(1);
    expect((await storedSecret(DEMO.owner)).totp_secret).toMatch(/^enc:v1:/);
    expect(await dumpOfUsers()).not.toContain(plain);
    expect(await sealPlainTotpSecrets(t.db, t.tokens.totpSecrets)).toBe(0);
    clock.advance(30);
    const again = await signIn(DEMO.owner, HOSTS.bistro);
    expect((await withCode(again.json().mfa_token, totpCode(plain, clock.now()), HOSTS.bistro)).statusCode).toBe(200);
  });

  it('refuses the codes of a secret sealed under another server secret (a 400, not a failure)', async () => {
    const plain = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    const foreign = createSecretBox('another-installation-secret-of-32-chars!', 'totp-secret').seal(plain);
    await t.db.query('UPDATE public.users SET totp_secret = $1, totp_last_step = NULL WHERE email = $2', [foreign, DEMO.supplier]);
    clock.advance(30);
    const first = await signIn(DEMO.supplier, HOSTS.supplier);
    const refused = await withCode(first.json().mfa_token, totpCode(plain, clock.now()), HOSTS.supplier);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: [expect.stringContaining('not valid')] });
  });
});
