// Fair use in the handlers: count a write against the client's and the user's rate limits, and
// check a row quota, both in the write's own transaction (a refused or failed write counts nothing).
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { LIMIT_RULES, type LimitName } from '../../lib/limits';
import { takeCounts, type Counted } from '../../lib/throttle';
import { requestTenant } from '../tenants/scope';
import { limitsInForce, storedRows } from './repo';
import { rateRule, rowQuotaReached, tenantKey, tooManyAtOnce, userKey } from './rules';

// Advisory locks of this class (two-int form) hold one client's row quota while it is checked.
const QUOTA_LOCK_CLASS = 7254003;

/**
 * Counts `counts` (rate limit → how many) for the request's client and user, or throws: 429 with
 * Retry-After past a limit, 400 when one request alone asks for more than a whole window allows.
 */
export async function countTowardsLimits(tx: Tx, req: FastifyRequest, counts: Partial<Record<LimitName, number>>): Promise<void> {
  const tenantId = requestTenant(req).id;
  const { limits } = await limitsInForce(tx, req.server.config.limits, tenantId);
  const counted: Counted[] = [];
  for (const [name, n = 0] of Object.entries(counts) as [LimitName, number | undefined][]) {
    if (n <= 0) continue;
    if (n > limits[name]) throw badRequest({ detail: tooManyAtOnce(name, limits[name]) });
    const key = LIMIT_RULES[name].per === 'user' ? userKey(tenantId, req.user!.id) : tenantKey(tenantId);
    counted.push({ rule: rateRule(name, limits), key, n });
  }
  await takeCounts(tx, counted, req.server.clock.now());
}

/**
 * After a write in the client's schema: a 400 (undoing the write) when the client now stores more
 * rows than its quota. Checked under a lock per client and quota, so two writes at once cannot
 * both slip under it.
 */
export async function checkRowQuota(tx: Tx, req: FastifyRequest, name: 'cycle_count_lines' | 'products'): Promise<void> {
  const tenantId = requestTenant(req).id;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [QUOTA_LOCK_CLASS, `${name}:${tenantId}`]);
  const { limits } = await limitsInForce(tx, req.server.config.limits, tenantId);
  const stored = await storedRows(tx, name);
  if (stored > limits[name]) throw badRequest({ detail: rowQuotaReached(name, limits[name], stored) });
}
