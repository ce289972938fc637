// Which tenants a user has, and whether a host belongs to the platform.
import type { Handlers } from '../../openapi/register';
import { bareHost, isAdminHost } from '../../lib/hosts';
import { badRequest, forbidden } from '../../lib/errors';
import { roleMay } from '@shared/roles';
import { isKnownTimeZone } from '@shared/delivery-dates';
import { TERMS_MESSAGES } from '../priced-catalogs/rules';
import { requestTenant } from './scope';
import { findTenantByDomain, findTenantById, setTenantRequiresTwoFactor, setTenantTimezone, tenantsOfUser } from './repo';

/** A manager asking to change whether the tenant requires two-factor sign-in. */
export const REQUIRE_TWO_FACTOR_REFUSAL = 'Only an owner can change whether two-factor sign-in is required. Ask an owner.';

/** The tenant's settings as stored now. */
async function settingsOf(db: Parameters<typeof findTenantById>[0], id: number) {
  const tenant = (await findTenantById(db, id))!;
  return { timezone: tenant.timezone, require_two_factor: tenant.require_two_factor };
}

export const handlers: Handlers = {
  async getTenantSettings(req) {
    return settingsOf(req.server.db, requestTenant(req).id);
  },

  // An unknown zone is a field error; a known one is stored as the runtime spells it (any case in).
  // Only an owner changes require_two_factor; the rest is a manager's too (nothing is written before refusing).
  async updateTenantSettings(req) {
    const { id } = requestTenant(req);
    const { timezone, require_two_factor } = req.body;
    if (require_two_factor !== undefined && !roleMay(req.role, 'requireTwoFactor')) {
      // Sending the value it already has changes nothing: a client may send every setting back.
      if (require_two_factor !== (await settingsOf(req.server.db, id)).require_two_factor) throw forbidden(REQUIRE_TWO_FACTOR_REFUSAL);
    }
    if (timezone !== undefined) {
      if (!isKnownTimeZone(timezone)) throw badRequest({ timezone: [TERMS_MESSAGES.unknownTimeZone(timezone)] });
      const canonical = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone;
      await req.server.db.transaction((tx) => setTenantTimezone(tx, id, canonical));
    }
    if (require_two_factor !== undefined) await req.server.db.transaction((tx) => setTenantRequiresTwoFactor(tx, id, require_two_factor));
    return settingsOf(req.server.db, id);
  },

  async listUserTenants(req) {
    return tenantsOfUser(req.server.db, req.user!.id);
  },

  // Only whether the host is ours: a visitor learns no tenant's name, id or schema from it.
  async getClientFromDomain(req) {
    const host = bareHost(req.params.host);
    return { is_valid: isAdminHost(req.server.config, host) || (await findTenantByDomain(req.server.db, host)) !== null };
  },
};
