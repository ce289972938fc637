// Superadmin: a client's limits with their usage, and its overrides (decisions.md "Fair use").
import type { Handlers } from '../../openapi/register';
import type { Schemas, Wire } from '../../openapi/operations';
import type { Database } from '../../db/database';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { LIMIT_NAMES, LIMIT_RULES } from '../../lib/limits';
import { findTenantById } from '../tenants/repo';
import { findTenantLimits, rateUsage, saveTenantLimits, storedRows, withOverrides } from './repo';

async function clientLimits(db: Database, config: Config, tenantId: number, now: Date): Promise<Wire<Schemas['ClientLimits']>> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw notFound();
  const own = await findTenantLimits(db, tenantId);
  const limits = withOverrides(config.limits, own.overrides);
  const rates = await rateUsage(db, tenantId, limits, now);
  const stored = await db.readTenant(tenant.schema_name, async (tx) => ({
    cycle_count_lines: await storedRows(tx, 'cycle_count_lines'),
    products: await storedRows(tx, 'products'),
  }));
  const used = { ...rates, ...stored };
  return {
    allow_one_off_recipients: own.allow_one_off_recipients,
    limits: LIMIT_NAMES.map((name) => ({
      name,
      window: LIMIT_RULES[name].window,
      per: LIMIT_RULES[name].per,
      limit: limits[name],
      default: config.limits[name],
      override: own.overrides[name] ?? null,
      used: used[name] ?? 0,
    })),
  };
}

export const handlers: Handlers = {
  async getClientLimits(req) {
    return clientLimits(req.server.db, req.server.config, req.params.id, req.server.clock.now());
  },

  async updateClientLimits(req) {
    const { id } = req.params;
    const db = req.server.db;
    if (!(await findTenantById(db, id))) throw notFound();
    await db.transaction((tx) => saveTenantLimits(tx, id, req.body));
    return clientLimits(db, req.server.config, id, req.server.clock.now());
  },
};
