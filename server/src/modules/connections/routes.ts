// The trading network's connections (decisions.md "Connections"): the caller's list, a request to
// a tenant of the other type, and the steps the shared rules allow. Either side calls these on its
// own host; a connection of other tenants is a 404 (lockConnectionOf sees only the caller's).
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import type { Handlers } from '../../openapi/register';
import type { Schemas, Wire } from '../../openapi/operations';
import { badRequest, invalidPk, notFound } from '../../lib/errors';
import type { ConnectionAction, ConnectionSide } from '@shared/connection-rules';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import { findTenantById } from '../tenants/repo';
import { findConnectionOf, listConnectionsOf, type ConnectionWithPartner } from './repo';
import { recordExists } from './records';
import { CONNECTION_MESSAGES, recordFields } from './rules';
import { acceptConnection, requestConnection, takeStep, type Caller } from './steps';

/** A connection as one side sees it: the partner's public face and only the caller's own record. */
export function toConnection(c: ConnectionWithPartner, side: ConnectionSide): Wire<Schemas['Connection']> {
  return {
    id: c.id,
    status: c.status,
    partner: c.partner,
    requested_by: c.requested_by,
    created_at: c.created_at,
    updated_at: c.updated_at,
    merchant_supplier_id: side === 'merchant' ? c.merchant_supplier_id : null,
    merchant_id: side === 'supplier' ? c.merchant_id : null,
  };
}

export function callerOf(req: FastifyRequest): Caller {
  const tenant = requestTenant(req);
  return { side: tenant.type, tenantId: tenant.id };
}

/** The record field of the other side's kind is refused (a 400 on it). */
function refuseOtherSidesRecord(side: ConnectionSide, body: { merchant_supplier_id?: number; merchant_id?: number } | undefined) {
  const { other } = recordFields(side);
  if (body?.[other] !== undefined) throw badRequest({ [other]: [CONNECTION_MESSAGES.otherSidesRecord(side)] });
}

/** Runs a step in the caller's schema and answers the connection after it. */
async function stepThen(req: FastifyRequest, id: number, step: (tx: Tx, caller: Caller) => Promise<void>) {
  const caller = callerOf(req);
  const row = await inTenant(req, async (tx) => {
    await step(tx, caller);
    return findConnectionOf(tx, caller.side, caller.tenantId, id);
  });
  if (!row) throw notFound();
  return toConnection(row, caller.side);
}

const step = (action: Exclude<ConnectionAction, 'accept'>) => (req: FastifyRequest<{ Params: { id: number } }>) =>
  stepThen(req, req.params.id, (tx, caller) => takeStep(tx, caller, req.params.id, action));

export const handlers: Handlers = {
  async listConnections(req) {
    const caller = callerOf(req);
    const rows = await readTenant(req, (tx) => listConnectionsOf(tx, caller.side, caller.tenantId, req.query.status));
    return rows.map((r) => toConnection(r, caller.side));
  },

  async requestConnection(req, reply) {
    const caller = callerOf(req);
    const { tenant_id } = req.body;
    refuseOtherSidesRecord(caller.side, req.body);
    const field = recordFields(caller.side).own;
    const recordId = req.body[field];
    const row = await inTenant(req, async (tx) => {
      const partner = await findTenantById(tx, tenant_id);
      // The caller's own tenant is of its own type: refused with any other tenant of that type.
      if (!partner || partner.type === caller.side) throw badRequest({ tenant_id: [invalidPk(tenant_id)] });
      if (recordId !== undefined && !(await recordExists(tx, caller.side, recordId))) throw badRequest({ [field]: [invalidPk(recordId)] });
      const created = await requestConnection(tx, caller, tenant_id, recordId);
      return (await findConnectionOf(tx, caller.side, caller.tenantId, created.id))!;
    });
    reply.code(201);
    return toConnection(row, caller.side);
  },

  async acceptConnection(req) {
    const { id } = req.params;
    const side = requestTenant(req).type;
    refuseOtherSidesRecord(side, req.body);
    return stepThen(req, id, (tx, caller) => acceptConnection(tx, caller, id, req.body?.[recordFields(side).own]));
  },

  declineConnection: step('decline'),
  pauseConnection: step('pause'),
  resumeConnection: step('resume'),
  archiveConnection: step('archive'),
};
