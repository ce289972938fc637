// A merchant's receipts of deliveries (tenant schema): one per delivery received, its lines, and
// the order's lock and Idempotency-Key lookups that receiving needs.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import { USER_NAME_SQL } from '../order-records/records';
import type { PurchaseOrderStatus } from './rules';

export interface LockedOrder {
  id: number;
  status: PurchaseOrderStatus;
  supplier_tenant_id: number | null;
  supplier_order_id: number | null;
}

/** The order, locked until the transaction ends: two receipts of one order take turns. */
export async function lockPurchaseOrder(tx: Tx, id: number): Promise<LockedOrder | null> {
  const [row] = await tx.query<LockedOrder>('SELECT id, status, supplier_tenant_id, supplier_order_id FROM purchase_orders WHERE id = $1 FOR UPDATE', [id]);
  return row ?? null;
}

/** The receipt an Idempotency-Key recorded (null: the key is new). */
export async function receiptOfKey(tx: Tx, key: string): Promise<{ order_id: number; request_hash: string } | null> {
  const [row] = await tx.query<{ order_id: number; request_hash: string }>('SELECT order_id, request_hash FROM receipts WHERE idempotency_key = $1', [key]);
  return row ?? null;
}

/** A new receipt; null when its key was taken meanwhile (by a receipt of another order). */
export async function insertReceipt(
  tx: Tx,
  r: { orderId: number; areaId: number | null; userId: number; key: string | null; hash: string | null; at?: Date | null },
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO receipts (order_id, area_id, user_id, idempotency_key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5, coalesce($6, now()))
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [r.orderId, r.areaId, r.userId, r.key, r.hash, r.at ?? null],
  );
  return row?.id ?? null;
}

export type ReceiptLineValues = Omit<Schemas['ReceiptLine'], 'name'>;

export async function insertReceiptLines(tx: Tx, receiptId: number, lines: ReceiptLineValues[]): Promise<void> {
  await tx.query(
    `INSERT INTO receipt_lines (receipt_id, line_id, received_qty, unit_price, reason, note)
     SELECT $1, line_id, received_qty, unit_price, reason, note
       FROM jsonb_to_recordset($2::jsonb) AS l(line_id int, received_qty numeric, unit_price numeric, reason text, note text)`,
    [receiptId, JSON.stringify(lines)],
  );
}

export async function setReceivedStatus(tx: Tx, id: number, status: PurchaseOrderStatus, at: Date | null = null): Promise<void> {
  await tx.query('UPDATE purchase_orders SET status = $2, updated_at = coalesce($3, now()) WHERE id = $1', [id, status, at]);
}

/** The receipts of the orders, oldest first, by order id. */
export async function receiptsOfOrders(tx: Tx, orderIds: number[]): Promise<Map<number, Schemas['Receipt'][]>> {
  const receipts = await tx.query<{ id: number; order_id: number; created_at: Date; user_id: number | null; user_name: string | null; area_id: number | null; area_name: string | null }>(
    `SELECT r.id, r.order_id, r.created_at, r.user_id, ${USER_NAME_SQL('u')} AS user_name, r.area_id, a.name AS area_name
       FROM receipts r LEFT JOIN public.users u ON u.id = r.user_id LEFT JOIN areas a ON a.id = r.area_id
      WHERE r.order_id = ANY($1::int[]) ORDER BY r.created_at, r.id`,
    [orderIds],
  );
  const lines = await tx.query<Schemas['ReceiptLine'] & { receipt_id: number }>(
    `SELECT rl.receipt_id, rl.line_id, l.name, rl.received_qty, rl.unit_price, rl.reason, rl.note
       FROM receipt_lines rl JOIN purchase_order_lines l ON l.id = rl.line_id
      WHERE rl.receipt_id = ANY($1::int[]) ORDER BY rl.receipt_id, rl.id`,
    [receipts.map((r) => r.id)],
  );
  const byOrder = new Map<number, Schemas['Receipt'][]>();
  for (const r of receipts) {
    const receipt = {
      id: r.id,
      created_at: r.created_at.toISOString(),
      user: r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
      area: r.area_id !== null && r.area_name !== null ? { id: r.area_id, name: r.area_name } : null,
      lines: lines.filter((l) => l.receipt_id === r.id).map(({ receipt_id, ...l }) => l),
    };
    byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), receipt]);
  }
  return byOrder;
}
