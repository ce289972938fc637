// The audience gate: the one place that decides 401 / 403 / 404 for every operation. The user,
// the Host's tenant and the membership come from one query (kept only until any of them changes,
// and only on PGlite: modules/users/callers.ts), so a deactivated user or a removed membership
// takes effect at once in every process.
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { roleRefusal, rolesFor } from '@shared/roles';
import type { Operation } from './document';
import type { Caller } from '../modules/users/repo';

/** The caller the bearer token names, once the token is verified (null without one); sets req.user. With `domain`, also its tenant there. */
async function verifiedCaller(req: FastifyRequest, domain: string | null, op: string): Promise<Caller | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  const claims = scheme?.toLowerCase() === 'bearer' && token ? await req.server.tokens.verify(token) : null;
  if (!claims) throw unauthorized('Given token not valid for any token type');
  const caller = await req.server.callers.find(claims.user_id, domain);
  if (!caller || !caller.user.is_active) throw unauthorized('User not found or inactive.');
  // A revoked token (its version is no longer the user's); a token from before versions counts as 0.
  if ((claims.token_version ?? 0) !== caller.user.token_version) throw unauthorized('Given token not valid for any token type');
  req.user = caller.user;
  // Two-factor sign-in required and not set up yet: nothing but the enrolment until it is.
  if (claims.mfa_setup_required && !SETUP_OPERATIONS.has(op)) throw forbidden('Set up two-factor sign-in first.');
  return caller;
}

/** What a token that must set up two-factor sign-in may call (the enrolment's own steps). */
const SETUP_OPERATIONS = new Set(['getTotpStatus', 'startTotpEnrolment', 'confirmTotpEnrolment']);

export async function gate(req: FastifyRequest, op: Operation): Promise<void> {
  if (op.audience === 'public') {
    // A stale token left in a browser must not break sign-in or the host check.
    await verifiedCaller(req, null, op.operationId).catch(() => {});
    return;
  }
  const tenantCall = op.audience === 'merchant' || op.audience === 'supplier' || op.audience === 'tenant';
  const caller = await verifiedCaller(req, tenantCall ? req.hostname.toLowerCase() : null, op.operationId);
  if (!caller) throw unauthorized();
  if (op.audience === 'signed-in') return;
  if (op.audience === 'superadmin') {
    if (!caller.user.is_superadmin) throw forbidden();
    return;
  }
  // Tenant operations: the Host names the tenant; other tenants are never revealed.
  if (!caller.tenant || !caller.member || !caller.role) throw notFound();
  // 'tenant' operations serve both kinds (the trading network); the others one kind only.
  if (op.audience !== 'tenant' && caller.tenant.type !== op.audience) throw forbidden();
  // The member's role: the contract's x-roles for the operation (src/lib/roles.ts), read live, so a changed role counts at once.
  if (!rolesFor(op.operationId)?.includes(caller.role)) throw forbidden(roleRefusal(caller.role, op.operationId));
  req.tenant = caller.tenant;
  req.role = caller.role;
}
