// Connections between a merchant tenant and a supplier tenant (public.connections): one row both
// sides read. Every query names public explicitly, so it works whatever the search_path.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import type { ConnectionSide, ConnectionStatus } from '@shared/connection-rules';

export interface ConnectionRow {
  id: number;
  merchant_tenant_id: number;
  supplier_tenant_id: number;
  status: ConnectionStatus;
  requested_by: ConnectionSide;
  merchant_supplier_id: number | null;
  merchant_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export type NewConnection = Pick<ConnectionRow, 'merchant_tenant_id' | 'supplier_tenant_id' | 'status' | 'requested_by'> &
  Partial<Pick<ConnectionRow, 'merchant_supplier_id' | 'merchant_id'>>;

/** The SQL list of the live statuses (LIVE_STATUSES), for the partial unique indexes' condition. */
export const LIVE_SQL = "('INVITED', 'ACTIVE', 'PAUSED')";

/** The unique indexes of public migration 0070: the pair, and a record on each side. */
export const LIVE_PAIR_INDEX = 'connections_live_pair';
export const LIVE_RECORD_INDEX: Record<ConnectionSide, string> = { merchant: 'connections_live_merchant_supplier', supplier: 'connections_live_merchant' };

/** Each side's columns: its tenant and its record of the partner. */
export const SIDE_COLUMNS = {
  merchant: { tenant: 'merchant_tenant_id', record: 'merchant_supplier_id', partner: 'supplier_tenant_id' },
  supplier: { tenant: 'supplier_tenant_id', record: 'merchant_id', partner: 'merchant_tenant_id' },
} as const satisfies Record<ConnectionSide, { tenant: keyof ConnectionRow; record: keyof ConnectionRow; partner: keyof ConnectionRow }>;

/** Inserts a connection; a second live one for the pair (or for a record) is a unique violation the caller turns into a 409. */
export async function insertConnection(tx: Tx, c: NewConnection): Promise<ConnectionRow> {
  const [row] = await tx.query<ConnectionRow>(
    `INSERT INTO public.connections (merchant_tenant_id, supplier_tenant_id, status, requested_by, merchant_supplier_id, merchant_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [c.merchant_tenant_id, c.supplier_tenant_id, c.status, c.requested_by, c.merchant_supplier_id ?? null, c.merchant_id ?? null],
  );
  return row;
}

/** The connection `id` when `tenantId` is one of its two sides (else null: other tenants never see it), locked for a transition. */
export async function lockConnectionOf(tx: Tx, tenantId: number, id: number): Promise<ConnectionRow | null> {
  const rows = await tx.query<ConnectionRow>('SELECT * FROM public.connections WHERE id = $1 AND (merchant_tenant_id = $2 OR supplier_tenant_id = $2) FOR UPDATE', [id, tenantId]);
  return rows[0] ?? null;
}

/** A connection with the partner's public face, as one side sees it. */
export interface ConnectionWithPartner extends ConnectionRow {
  partner: Schemas['ConnectionPartner'];
}

const WITH_PARTNER = (side: ConnectionSide) => `
  SELECT c.*, json_build_object('id', p.id, 'name', p.name, 'domain', p.domain, 'type', p.type) AS partner
    FROM public.connections c JOIN public.tenants p ON p.id = c.${SIDE_COLUMNS[side].partner}`;

/** The tenant's connections (of one status, when given), newest first. */
export function listConnectionsOf(tx: Tx, side: ConnectionSide, tenantId: number, status?: ConnectionStatus): Promise<ConnectionWithPartner[]> {
  const byStatus = status ? ' AND c.status = $2' : '';
  return tx.query<ConnectionWithPartner>(
    `${WITH_PARTNER(side)} WHERE c.${SIDE_COLUMNS[side].tenant} = $1${byStatus} ORDER BY c.created_at DESC, c.id DESC`,
    status ? [tenantId, status] : [tenantId],
  );
}

export async function findConnectionOf(tx: Tx, side: ConnectionSide, tenantId: number, id: number): Promise<ConnectionWithPartner | null> {
  return (await tx.query<ConnectionWithPartner>(`${WITH_PARTNER(side)} WHERE c.id = $1 AND c.${SIDE_COLUMNS[side].tenant} = $2`, [id, tenantId]))[0] ?? null;
}

/** Moves the connection to `status`, and ties the caller's record when given. */
export async function setConnectionStatus(tx: Tx, id: number, status: ConnectionStatus, tie?: { side: ConnectionSide; recordId: number }): Promise<void> {
  if (tie) {
    await tx.query(`UPDATE public.connections SET status = $2, ${SIDE_COLUMNS[tie.side].record} = $3, updated_at = now() WHERE id = $1`, [id, status, tie.recordId]);
  } else {
    await tx.query('UPDATE public.connections SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }
}

/** The live connection between two tenants, if any. */
export async function livePairConnection(tx: Tx, merchantTenantId: number, supplierTenantId: number): Promise<ConnectionRow | null> {
  const rows = await tx.query<ConnectionRow>(`SELECT * FROM public.connections WHERE merchant_tenant_id = $1 AND supplier_tenant_id = $2 AND status IN ${LIVE_SQL}`, [
    merchantTenantId,
    supplierTenantId,
  ]);
  return rows[0] ?? null;
}

/** The live connection a record of one side is tied to, if any, locked (it is about to change or be read for an order). */
export async function lockLiveConnectionOfRecord(tx: Tx, side: ConnectionSide, tenantId: number, recordId: number): Promise<ConnectionRow | null> {
  const { tenant, record } = SIDE_COLUMNS[side];
  const rows = await tx.query<ConnectionRow>(`SELECT * FROM public.connections WHERE ${tenant} = $1 AND ${record} = $2 AND status IN ${LIVE_SQL} FOR UPDATE`, [tenantId, recordId]);
  return rows[0] ?? null;
}

/** The live connections of several merchant suppliers, by record id, held (FOR SHARE) so a pause waits for the order being placed. */
export async function shareLiveConnectionsOfSuppliers(tx: Tx, merchantTenantId: number, supplierIds: number[]): Promise<Map<number, ConnectionRow>> {
  const rows = await tx.query<ConnectionRow>(`SELECT * FROM public.connections WHERE merchant_tenant_id = $1 AND merchant_supplier_id = ANY($2::int[]) AND status IN ${LIVE_SQL} FOR SHARE`, [
    merchantTenantId,
    supplierIds,
  ]);
  return new Map(rows.map((r) => [r.merchant_supplier_id!, r]));
}

/** A record is being deleted: its live connection is archived, and no connection keeps pointing at the gone id. */
export async function releaseRecord(tx: Tx, side: ConnectionSide, tenantId: number, recordId: number): Promise<void> {
  const { tenant, record } = SIDE_COLUMNS[side];
  await tx.query(
    `UPDATE public.connections
        SET status = CASE WHEN status IN ${LIVE_SQL} THEN 'ARCHIVED' ELSE status END,
            updated_at = CASE WHEN status IN ${LIVE_SQL} THEN now() ELSE updated_at END,
            ${record} = NULL
      WHERE ${tenant} = $1 AND ${record} = $2`,
    [tenantId, recordId],
  );
}

/**
 * SQL for a record's connection (its live one, else its latest) as columns of a LATERAL join
 * aliased `rc`: `rc.id`, `rc.status`, `rc.requested_by`, `rc.partner_id`. `tenantParam` is the
 * caller's tenant id placeholder, `recordId` the record's id expression.
 */
export function recordConnectionJoin(side: ConnectionSide, tenantParam: string, recordId: string): string {
  const { tenant, record, partner } = SIDE_COLUMNS[side];
  return `LEFT JOIN LATERAL (
      SELECT c.id, c.status, c.requested_by, c.${partner} AS partner_id FROM public.connections c
       WHERE c.${tenant} = ${tenantParam} AND c.${record} = ${recordId}
       ORDER BY (c.status IN ${LIVE_SQL}) DESC, c.created_at DESC, c.id DESC LIMIT 1) rc ON true`;
}

/** The ConnectionSummary of a record from the columns of recordConnectionJoin (null: none). */
export function connectionSummary(rc: { id: number | null; status: ConnectionStatus | null; requested_by: ConnectionSide | null }): Schemas['ConnectionSummary'] | null {
  return rc.id === null || rc.status === null || rc.requested_by === null ? null : { id: rc.id, status: rc.status, requested_by: rc.requested_by };
}

/** The email of a tenant's first member (the lowest user id: memberships keep no join date), the contact of a record made on accept. */
export async function firstMemberEmail(tx: Tx, tenantId: number): Promise<string | null> {
  const rows = await tx.query<{ email: string }>('SELECT u.email FROM public.memberships m JOIN public.users u ON u.id = m.user_id WHERE m.tenant_id = $1 ORDER BY u.id LIMIT 1', [tenantId]);
  return rows[0]?.email ?? null;
}
