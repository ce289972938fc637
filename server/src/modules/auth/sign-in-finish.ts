// What follows a right password (and, with two-factor sign-in on, a right code): the host's rules
// (an admin host is for superadmins; a tenant domain for its members) and the token.
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/database';
import { forbidden } from '../../lib/errors';
import { isAdminHost } from '../../lib/hosts';
import { claimsFor, type UserRow } from '../users/repo';
import { findTenantByDomain, isMember, tenantsOfUser } from '../tenants/repo';
import { issueHandoffCode } from './handoff-repo';
import { acceptStep, useRecoveryCode } from './mfa-repo';
import { isRecoveryCodeShape, matchingStep } from './totp';

export const MESSAGES = {
  badCredentials: 'No active account found with the given credentials',
  superadminsOnly: 'This login page is for superadmins only. Please sign in via your tenant domain.',
  noAccessToDomain: 'You do not have access to this tenant domain. Please use your assigned tenant URL.',
  noTenants: 'No tenants assigned to your account. Contact an administrator.',
  badHandoff: 'This sign-in link is invalid or has expired.',
};

/** The tenants whose log a sign-in belongs in: the Host's tenant when the account is its member, else none (platform-wide). */
export async function signInLog(db: Database | Tx, req: FastifyRequest, userId: number | null): Promise<number[]> {
  const host = req.hostname.toLowerCase();
  const hostTenant = isAdminHost(req.server.config, host) ? null : await findTenantByDomain(db, host);
  return hostTenant && userId !== null && (await isMember(db, userId, hostTenant.id)) ? [hostTenant.id] : [];
}

/** The token for this host, or 403 (with a hand-off to their tenant's domain for a tenant user on an admin host). */
export async function finishSignIn(db: Database, req: FastifyRequest, user: UserRow): Promise<{ access: string }> {
  const host = req.hostname.toLowerCase();
  if (isAdminHost(req.server.config, host)) {
    if (!(user.is_superadmin && user.is_admin && user.is_staff)) {
      const tenants = await tenantsOfUser(db, user.id);
      if (tenants.length === 0) throw forbidden(MESSAGES.noTenants);
      // The sign-in was right: send the user on to their tenant's domain, signed in.
      const code = await issueHandoffCode(db, user.id, tenants[0].id);
      throw forbidden(MESSAGES.superadminsOnly, { handoff: { code, domain: tenants[0].domain } });
    }
  } else {
    const tenant = await findTenantByDomain(db, host);
    if (!tenant || !(await isMember(db, user.id, tenant.id))) throw forbidden(MESSAGES.noAccessToDomain);
  }
  return { access: await req.server.tokens.sign(await claimsFor(db, user)) };
}

/**
 * Checks a second-factor code against `secret` (opened; null when it cannot be opened): a TOTP code
 * (a replayed one is 'replay') or an unused recovery code, taken as used.
 */
export async function takeCode(tx: Tx, userId: number, secret: string | null, code: string, now: Date): Promise<'totp' | 'recovery' | 'replay' | null> {
  if (isRecoveryCodeShape(code)) return (await useRecoveryCode(tx, userId, code, now)) ? 'recovery' : null;
  const step = secret === null ? null : matchingStep(secret, code, now);
  if (step === null) return null;
  return (await acceptStep(tx, userId, step)) ? 'totp' : 'replay';
}
