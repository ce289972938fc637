// Which tenants a user has, and whether a host belongs to the platform.
import type { Handlers } from '../../openapi/register';
import { bareHost, isAdminHost } from '../../lib/hosts';
import { findTenantByDomain, tenantsOfUser } from './repo';

export const handlers: Handlers = {
  async listUserTenants(req) {
    return tenantsOfUser(req.server.db, req.user!.id);
  },

  async getClientFromDomain(req) {
    const host = bareHost(req.params.host);
    if (isAdminHost(req.server.config, host)) return { is_valid: true, tenant: null };
    const t = await findTenantByDomain(req.server.db, host);
    return t ? { is_valid: true, tenant: { id: t.id, name: t.name, schema_name: t.schema_name, domain: t.domain, type: t.type } } : { is_valid: false, tenant: null };
  },
};
