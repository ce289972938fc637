// Connections between a merchant tenant and a supplier tenant (public.connections): one row both
// sides read. Every query names public explicitly, so it works whatever the search_path.
import type { Tx } from '../../db/database';
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
