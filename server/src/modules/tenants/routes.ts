// Which tenants a user has, and whether a host belongs to the platform.
import type { Handlers } from '../../openapi/register';
import { bareHost, isAdminHost } from '../../lib/hosts';
import { findTenantByDomain, tenantsOfUser } from './repo';

export const handlers: Handlers = {
  async listUserTenants(req) {
    return tenantsOfUser(req.server.db, req.user!.id);
  },

  // Only whether the host is ours: a visitor learns no tenant's name, id or schema from it.
  async getClientFromDomain(req) {
    const host = bareHost(req.params.host);
    return { is_valid: isAdminHost(req.server.config, host) || (await findTenantByDomain(req.server.db, host)) !== null };
  },
};
