// Password reset (by emailed link) and change (signed in). A new password revokes every token of
// the user: the users trigger of migration 0110 bumps the token version.
import type { Handlers } from '../../openapi/register';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { countAttempt, THROTTLES } from '../../lib/throttle';
import { pause } from '../../lib/clock';
import { findUserByEmail, findUserById } from '../users/repo';
import { newPasswordErrors } from './password-rules';
import { endResetTokens, issueResetToken, resetEmail, RESET_MESSAGES, useResetToken } from './password-reset';
import { queueNotice } from './notices';
import { recordEvent, tenantIdsOf } from '../audit/repo';
import { CEILING_PAUSE_MS, countSignIn } from './sign-in-throttle';

export const handlers: Handlers = {
  async requestPasswordReset(req, reply) {
    const now = req.server.clock.now();
    await countAttempt(req.server.db, [{ rule: THROTTLES.passwordResetAddress, key: req.ip }], now);
    const email = req.body.email.trim().toLowerCase();
    const queued = await req.server.db.transaction(async (tx) => {
      const user = email ? await findUserByEmail(tx, email) : null;
      if (!user?.is_active) return false;
      const token = await issueResetToken(tx, user.id, now);
      const message = resetEmail(req.server.config.publicUrl, token);
      return queueNotice(tx, 'reset', user.email, message.subject, message.body, now);
    });
    if (queued) req.server.messageWorker.wake();
    return reply.code(202).send({ detail: RESET_MESSAGES.requested });
  },

  async confirmPasswordReset(req) {
    const { token, password, password2 } = req.body;
    const now = req.server.clock.now();
    const db = req.server.db;
    const refused = async () => {
      // Only a token that did not work counts against the address.
      await countAttempt(db, [{ rule: THROTTLES.invitationAddress, key: `reset ${req.ip}` }], now);
      return badRequest({ token: [RESET_MESSAGES.badToken] });
    };
    const hash = await hashPassword(password);
    const outcome = await db.transaction(async (tx) => {
      const userId = await useResetToken(tx, token.trim(), now);
      const user = userId === null ? null : await findUserById(tx, userId);
      if (!user?.is_active) return 'refused' as const;
      const errors = newPasswordErrors(password, password2, user);
      if (errors) throw badRequest(errors);
      await tx.query('UPDATE public.users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
      await endResetTokens(tx, user.id, now);
      await recordEvent(tx, req, { event: 'password_reset', userId: user.id, email: user.email, tenantIds: await tenantIdsOf(tx, user.id) });
      return 'done' as const;
    });
    if (outcome === 'refused') throw await refused();
    return { detail: RESET_MESSAGES.done };
  },

  async changePassword(req, reply) {
    const { current_password, password, password2 } = req.body;
    const db = req.server.db;
    const me = req.user!;
    // A stolen session cannot guess the password faster than a sign-in could.
    const attempt = await countSignIn(db, me.email, req.ip, req.server.clock.now());
    if (attempt.slow) await pause(req.server.clock, CEILING_PAUSE_MS);
    if (!(await verifyPassword(current_password, me.password_hash))) throw badRequest({ current_password: [RESET_MESSAGES.wrongCurrent] });
    await attempt.succeeded();
    const errors = newPasswordErrors(password, password2, me);
    if (errors) throw badRequest(errors);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE public.users SET password_hash = $2 WHERE id = $1', [me.id, hash]);
      await endResetTokens(tx, me.id, req.server.clock.now());
      await recordEvent(tx, req, { event: 'password_changed', userId: me.id, email: me.email, tenantIds: await tenantIdsOf(tx, me.id) });
    });
    return reply.code(204).send();
  },
};
