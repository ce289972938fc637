// The tenant of a merchant or supplier request (set by the gate), and its schema's data.
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import type { TenantRow } from './repo';

/** The tenant the gate found for a merchant or supplier operation. */
export function requestTenant(req: FastifyRequest): TenantRow {
  if (!req.tenant) throw new Error('requestTenant: the operation is not a tenant operation');
  return req.tenant;
}

/** Runs `fn` in one transaction in the request tenant's schema (every write goes through here). */
export function inTenant<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return req.server.db.withTenant(requestTenant(req).schema_name, fn);
}

/** `inTenant` in the tenant's turn for heavy calls: a tenant's burst waits behind itself (or gets a 429). */
export function inTenantTurn<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return req.server.heavyCalls.run(requestTenant(req).id, () => inTenant(req, fn));
}

/** Reads in the request tenant's schema; may run without a transaction, so never write here. */
export function readTenant<T>(req: FastifyRequest, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return req.server.db.readTenant(requestTenant(req).schema_name, fn);
}
