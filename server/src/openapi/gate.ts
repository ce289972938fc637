// The audience gate: the one place that decides 401 / 403 / 404 for every operation.
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import type { Operation } from './document';
import { findTenantByDomain, isMember } from '../modules/tenants/repo';
import { findUserById } from '../modules/users/repo';

export async function authenticate(req: FastifyRequest): Promise<void> {
  const header = req.headers.authorization;
  if (!header) return;
  const [scheme, token] = header.split(' ');
  const claims = scheme?.toLowerCase() === 'bearer' && token ? await req.server.tokens.verify(token) : null;
  if (!claims) throw unauthorized('Given token not valid for any token type');
  const user = await findUserById(req.server.db, claims.user_id);
  if (!user || !user.is_active) throw unauthorized('User not found or inactive.');
  req.user = user;
}

export async function gate(req: FastifyRequest, op: Operation): Promise<void> {
  if (op.audience === 'public') {
    // A stale token left in a browser must not break sign-in or the host check.
    await authenticate(req).catch(() => {});
    return;
  }
  await authenticate(req);
  const user = req.user;
  if (!user) throw unauthorized();
  if (op.audience === 'signed-in') return;
  if (op.audience === 'superadmin') {
    if (!user.is_superadmin) throw forbidden();
    return;
  }
  // Tenant operations: the Host names the tenant; other tenants are never revealed.
  const tenant = await findTenantByDomain(req.server.db, req.hostname.toLowerCase());
  if (!tenant || !(await isMember(req.server.db, user.id, tenant.id))) throw notFound();
  if (tenant.type !== op.audience) throw forbidden();
  req.tenant = tenant;
}
