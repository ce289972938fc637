// The security audit log (public.audit_events): one row per event and tenant (null: platform-wide,
// e.g. a superadmin's sign-in or a failed sign-in that names no member). Kept 1 year: each write
// also deletes what is older, so the table never needs a worker of its own.
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import type { Schemas, Wire } from '../../openapi/operations';

export const AUDIT_KEEP_DAYS = 365;
/** The newest events a list answers. */
export const AUDIT_LIST_LIMIT = 500;

export type AuditEventName = Schemas['AuditEvent']['event'];

interface AuditRow {
  id: number;
  tenant_id: number | null;
  tenant_name: string | null;
  email: string;
  event: AuditEventName;
  ip: string;
  detail: string;
  at: Date;
}

/** Records `event` for each of `tenantIds` (none: one platform-wide row), in the caller's transaction. */
export async function recordEvent(tx: Tx, req: FastifyRequest, e: { event: AuditEventName; userId: number | null; email: string; tenantIds: number[]; detail?: string }): Promise<void> {
  const now = req.server.clock.now();
  const tenants = e.tenantIds.length ? e.tenantIds : [null];
  await tx.query(
    `INSERT INTO public.audit_events (tenant_id, user_id, email, event, ip, detail, at)
     SELECT t, $2, $3, $4, $5, $6, $7 FROM unnest($1::int[]) AS t`,
    [tenants, e.userId, e.email, e.event, req.ip, e.detail ?? '', now],
  );
  await tx.query('DELETE FROM public.audit_events WHERE at < $1', [new Date(now.getTime() - AUDIT_KEEP_DAYS * 24 * 60 * 60 * 1000)]);
}

/** The tenants whose logs an event of this user belongs to. */
export async function tenantIdsOf(tx: Tx, userId: number): Promise<number[]> {
  return (await tx.query<{ tenant_id: number }>('SELECT tenant_id FROM public.memberships WHERE user_id = $1', [userId])).map((r) => r.tenant_id);
}

const SELECT = `SELECT e.id, e.tenant_id, t.name AS tenant_name, e.email, e.event, e.ip, e.detail, e.at
                  FROM public.audit_events e LEFT JOIN public.tenants t ON t.id = e.tenant_id`;

export async function tenantEvents(tx: Tx, tenantId: number): Promise<Wire<Schemas['AuditEvent']>[]> {
  return (await tx.query<AuditRow>(`${SELECT} WHERE e.tenant_id = $1 ORDER BY e.at DESC, e.id DESC LIMIT ${AUDIT_LIST_LIMIT}`, [tenantId])).map(toEvent);
}

export async function allEvents(tx: Tx): Promise<Wire<Schemas['AuditEvent']>[]> {
  return (await tx.query<AuditRow>(`${SELECT} ORDER BY e.at DESC, e.id DESC LIMIT ${AUDIT_LIST_LIMIT}`)).map(toEvent);
}

function toEvent(r: AuditRow): Wire<Schemas['AuditEvent']> {
  return { id: Number(r.id), tenant_id: r.tenant_id, tenant_name: r.tenant_name, email: r.email, event: r.event, ip: r.ip, detail: r.detail, at: r.at };
}
