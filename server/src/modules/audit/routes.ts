// The audit log's lists: a tenant's own (owners only: the contract's x-roles) and the whole platform's.
import type { Handlers } from '../../openapi/register';
import { requestTenant } from '../tenants/scope';
import { allEvents, tenantEvents } from './repo';

export const handlers: Handlers = {
  listAuditEvents: (req) => tenantEvents(req.server.db, requestTenant(req).id),
  listAllAuditEvents: (req) => allEvents(req.server.db),
};
