// Two-factor sign-in (TOTP, RFC 6238): enrolment, turning it off, and the sign-in's second step.
// Every code is counted like a password (the sign-in throttle on the account's email and address).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { badRequest } from '../../lib/errors';
import { claimsFor, findUserById, twoFactorRequired, type UserRow } from '../users/repo';
import { recordEvent, tenantIdsOf } from '../audit/repo';
import { countSignIn } from './sign-in-throttle';
import { disableTotp, enableTotp, endChallenge, findChallenge, recoveryCodesLeft, setPendingSecret } from './mfa-repo';
import { finishSignIn, signInLog, takeCode } from './sign-in-finish';
import { matchingStep, MFA_MESSAGES, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp';

const refusal = (outcome: string | null) => (outcome === 'replay' ? MFA_MESSAGES.replay : MFA_MESSAGES.badCode);

/** Runs `check` as one throttled attempt of the user: its failures count like wrong passwords. */
async function throttledCode<T>(req: FastifyRequest, user: UserRow, check: () => Promise<T | null>): Promise<T | null> {
  const attempt = await countSignIn(req.server.db, user.email, req.ip, req.server.clock.now());
  const result = await check();
  if (result !== null) await attempt.succeeded();
  return result;
}

export const handlers: Handlers = {
  async getTotpStatus(req) {
    const me = req.user!;
    const db = req.server.db;
    return { enabled: me.totp_secret !== null, required: await twoFactorRequired(db, me), recovery_codes_left: await recoveryCodesLeft(db, me.id) };
  },

  async startTotpEnrolment(req) {
    const me = req.user!;
    if (me.totp_secret) throw badRequest({ detail: MFA_MESSAGES.alreadyOn });
    const secret = newTotpSecret();
    await req.server.db.transaction((tx) => setPendingSecret(tx, me.id, req.server.tokens.totpSecrets.seal(secret)));
    return { secret, otpauth_url: otpauthUrl(secret, me.email) };
  },

  async confirmTotpEnrolment(req) {
    const me = req.user!;
    const now = req.server.clock.now();
    const db = req.server.db;
    const codes = newRecoveryCodes();
    const done = await throttledCode(req, me, () =>
      db.transaction(async (tx) => {
        const user = (await findUserById(tx, me.id))!;
        if (user.totp_secret) throw badRequest({ detail: MFA_MESSAGES.alreadyOn });
        const pending = user.totp_pending_secret && req.server.tokens.totpSecrets.open(user.totp_pending_secret);
        if (!pending) throw badRequest({ detail: MFA_MESSAGES.noPending });
        const step = matchingStep(pending, req.body.code, now);
        if (step === null) return null;
        await enableTotp(tx, me.id, req.server.tokens.totpSecrets.seal(pending), step, codes);
        await recordEvent(tx, req, { event: 'two_factor_enabled', userId: me.id, email: me.email, tenantIds: await tenantIdsOf(tx, me.id) });
        return claimsFor(tx, (await findUserById(tx, me.id))!);
      }),
    );
    if (!done) throw badRequest({ code: [MFA_MESSAGES.badCode] });
    return { recovery_codes: codes, access: await req.server.tokens.sign(done) };
  },

  async disableTotp(req, reply) {
    const me = req.user!;
    const db = req.server.db;
    if (!me.totp_secret) throw badRequest({ detail: MFA_MESSAGES.notOn });
    if (await twoFactorRequired(db, me)) throw badRequest({ detail: MFA_MESSAGES.required });
    let outcome: string | null = null;
    const done = await throttledCode(req, me, () =>
      db.transaction(async (tx) => {
        outcome = await takeCode(tx, me.id, req.server.tokens.totpSecrets.open(me.totp_secret!), req.body.code, req.server.clock.now());
        if (outcome !== 'totp' && outcome !== 'recovery') return null;
        await disableTotp(tx, me.id);
        await recordEvent(tx, req, { event: 'two_factor_disabled', userId: me.id, email: me.email, tenantIds: await tenantIdsOf(tx, me.id) });
        return true;
      }),
    );
    if (!done) throw badRequest({ code: [refusal(outcome)] });
    return reply.code(204).send();
  },

  async completeMfaSignIn(req) {
    const { mfa_token, code } = req.body;
    const db = req.server.db;
    const now = req.server.clock.now();
    const challenge = await findChallenge(db, mfa_token, now);
    const user = challenge && (await findUserById(db, challenge.user_id));
    if (!user || !user.is_active || !user.totp_secret) throw badRequest({ mfa_token: [MFA_MESSAGES.badMfaToken] });
    const logIn = await signInLog(db, req, user.id);
    let outcome: string | null = null;
    const done = await throttledCode(req, user, () =>
      db.transaction(async (tx) => {
        // Locked: of two codes sent for one challenge, the second finds it used.
        const live = await findChallenge(tx, mfa_token, now);
        if (!live) throw badRequest({ mfa_token: [MFA_MESSAGES.badMfaToken] });
        outcome = await takeCode(tx, user.id, req.server.tokens.totpSecrets.open(user.totp_secret!), code, now);
        if (outcome !== 'totp' && outcome !== 'recovery') return null;
        await endChallenge(tx, live.id, now);
        if (outcome === 'recovery') await recordEvent(tx, req, { event: 'recovery_code_used', userId: user.id, email: user.email, tenantIds: await tenantIdsOf(tx, user.id) });
        await recordEvent(tx, req, { event: 'sign_in', userId: user.id, email: user.email, tenantIds: logIn });
        return true;
      }),
    );
    if (!done) {
      await recordEvent(db, req, { event: 'sign_in_failed', userId: user.id, email: user.email, tenantIds: logIn, detail: 'two-factor code' });
      throw badRequest({ code: [refusal(outcome)] });
    }
    return finishSignIn(db, req, user);
  },
};
