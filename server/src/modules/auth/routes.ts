// Sign-in, sign-up and the cross-domain hand-off.
import type { Handlers } from '../../openapi/register';
import { badRequest, unauthorized, isTransientConflict, isUniqueViolation, retryOnConflict } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { bumpTokenVersion, claimsFor, findUserByEmail, findUserById, insertUser } from '../users/repo';
import { addMembership, findTenantByDomain, findTenantById, isMember } from '../tenants/repo';
import { consumeHandoffCode, issueHandoffCode, HANDOFF_TTL_SECONDS } from './handoff-repo';
import { finishSignIn, MESSAGES, signInLog } from './sign-in-finish';
import { issueChallenge } from './mfa-repo';
import { BUSINESS_MESSAGES, businessOf, validateSignup } from './signup-rules';
import { createTrialTenant, takenEmail, toSignupTenant } from './signup-tenant';
import type { Schemas, Wire } from '../../openapi/operations';
import { acceptInvitation } from '../invitations/accept';
import { findInvitationByHash } from '../invitations/repo';
import { hashToken, INVITATION_MESSAGES, invitationRefusal, invitationStatus } from '../invitations/rules';
import { findTeamInvitationByHash } from '../team/repo';
import { acceptTeamInvitationAs } from '../team/accept';
import { countAttempt, THROTTLES } from '../../lib/throttle';
import { pause } from '../../lib/clock';
import { CEILING_PAUSE_MS, countSignIn } from './sign-in-throttle';
import { recordEvent, tenantIdsOf } from '../audit/repo';

export { MESSAGES };

export const handlers: Handlers = {
  async obtainToken(req) {
    const { email, password } = req.body;
    if (!email.trim()) throw badRequest({ email: ['This field may not be blank.'] });
    if (!password) throw badRequest({ password: ['This field may not be blank.'] });
    const db = req.server.db;
    const key = email.trim().toLowerCase();
    // Counted as a failure until the password proves right; a throttled caller gets no check at all.
    const attempt = await countSignIn(db, key, req.ip, req.server.clock.now());
    if (attempt.slow) await pause(req.server.clock, CEILING_PAUSE_MS);
    const user = await findUserByEmail(db, key);
    // An unknown email or an inactive user costs the same scrypt work as a wrong password.
    const matches = await verifyPassword(password, user?.is_active ? user.password_hash : null);
    const logIn = await signInLog(db, req, user?.id ?? null);
    if (!user || !matches) {
      await recordEvent(db, req, { event: 'sign_in_failed', userId: user?.id ?? null, email: key, tenantIds: logIn });
      throw unauthorized(MESSAGES.badCredentials);
    }
    await attempt.succeeded();
    // Two-factor sign-in on: the code comes next (completeMfaSignIn), and the sign-in is recorded then.
    if (user.totp_secret) return { mfa_required: true as const, mfa_token: await issueChallenge(db, user.id, req.server.clock.now()) };
    await recordEvent(db, req, { event: 'sign_in', userId: user.id, email: user.email, tenantIds: logIn });
    return finishSignIn(db, req, user);
  },
  async signup(req, reply) {
    const input = req.body;
    const now = req.server.clock.now();
    await countAttempt(req.server.db, [{ rule: THROTTLES.signUpAddress, key: req.ip }], now);
    const errors = await validateSignup(req.server.db, input, now);
    if (errors) throw badRequest(errors);
    const business = businessOf(input);
    const passwordHash = await hashPassword(input.password);
    const answer = (tenant: Wire<Schemas['SignupTenant']> | null) => ({
      username: input.username.trim(),
      email: input.email.trim().toLowerCase(),
      first_name: input.first_name?.trim() ?? '',
      last_name: input.last_name?.trim() ?? '',
      role: input.role,
      tenant,
    });
    try {
      // The user, the trial tenant, its membership and the invitation's connection: all or nothing.
      // Two sign-ups racing on PostgreSQL: the one that lost (a deadlock over the new schemas, or the user's unique indexes;
      // the checks before found both free) runs again, finds the email taken, and gets the same neutral answer.
      const racedOnEmail = (err: unknown) => isTransientConflict(err) || isUniqueViolation(err, 'users_email_key') || isUniqueViolation(err, 'users_username_key');
      const tenant = await retryOnConflict(
        () =>
          req.server.db.transaction(async (tx) => {
            // Locked first: of two sign-ups with one token, the second waits here and then finds it used.
            const invitation = business.invitation ? await findInvitationByHash(tx, hashToken(business.invitation), true) : null;
            const team = business.invitation && !invitation ? await findTeamInvitationByHash(tx, hashToken(business.invitation), true) : null;
            if (business.invitation) {
              const found = invitation ?? team;
              const refusal = found ? invitationRefusal(invitationStatus(found, now)) : INVITATION_MESSAGES.unknown;
              if (refusal) throw badRequest({ invitation: [refusal] });
            }
            const owner = await findUserByEmail(tx, input.email.trim());
            if (owner) return takenEmail(tx, req.server.config, owner.email, business.name, input.role, now);
            const user = await insertUser(tx, {
              username: input.username.trim(),
              email: input.email.trim(),
              password_hash: passwordHash,
              first_name: input.first_name?.trim() ?? '',
              last_name: input.last_name?.trim() ?? '',
              is_merchant: input.role === 'merchant',
              is_supplier: input.role === 'supplier',
            });
            if (team) await acceptTeamInvitationAs(tx, req, team, user);
            if (!business.name) return null;
            const tenant = await createTrialTenant(tx, req.server.config, business.name, input.role);
            if (!tenant) throw badRequest({ business_name: [BUSINESS_MESSAGES.taken] });
            await addMembership(tx, user.id, tenant.id);
            if (invitation) await acceptInvitation(tx, invitation, tenant, now);
            return toSignupTenant(tenant);
          }),
        racedOnEmail,
      );
      req.server.messageWorker.wake();
      reply.code(201);
      return answer(tenant);
    } catch (err) {
      // Two sign-ups racing for the same name: the database has the last word.
      if (['tenants_name_key', 'tenants_schema_name_key', 'tenants_domain_key'].some((c) => isUniqueViolation(err, c))) throw badRequest({ business_name: [BUSINESS_MESSAGES.taken] });
      if (isUniqueViolation(err)) throw badRequest({ non_field_errors: ['A user with that username or email already exists.'] });
      throw err;
    }
  },

  async revokeSessions(req, reply) {
    const me = req.user!;
    await req.server.db.transaction(async (tx) => {
      await bumpTokenVersion(tx, me.id);
      await recordEvent(tx, req, { event: 'sessions_revoked', userId: me.id, email: me.email, tenantIds: await tenantIdsOf(tx, me.id) });
    });
    return reply.code(204).send();
  },

  async createHandoff(req) {
    const { tenant_id } = req.body;
    const tenant = await findTenantById(req.server.db, tenant_id);
    if (!tenant || !(await isMember(req.server.db, req.user!.id, tenant.id))) throw badRequest({ tenant_id: ['You are not a member of this tenant.'] });
    const code = await issueHandoffCode(req.server.db, req.user!.id, tenant.id);
    return { code, domain: tenant.domain, expires_in: HANDOFF_TTL_SECONDS };
  },

  async exchangeHandoff(req) {
    const { code } = req.body;
    const db = req.server.db;
    const tenant = await findTenantByDomain(db, req.hostname.toLowerCase());
    if (!tenant) throw badRequest({ code: [MESSAGES.badHandoff] });
    return db.transaction(async (tx) => {
      const used = await consumeHandoffCode(tx, code, tenant.id);
      const user = used && (await findUserById(tx, used.user_id));
      // Still a member: the membership may have been removed since the code was issued.
      if (!user || !user.is_active || !(await isMember(tx, user.id, tenant.id))) throw badRequest({ code: [MESSAGES.badHandoff] });
      return { access: await req.server.tokens.sign(await claimsFor(tx, user)) };
    });
  },
};
