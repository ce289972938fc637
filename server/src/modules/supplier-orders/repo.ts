// The supplier's orders inbox (incoming_orders, incoming_order_lines in the supplier's schema).
// Inserts name the schema (they run in the merchant's transaction); the reads and the status
// change run in the supplier's own schema (inTenant / readTenant).
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import type { Schemas } from '../../openapi/operations';
import type { SupplierOrderStatus } from '@shared/supplier-order-status';
import type { IncomingOrder } from './inbox';
import type { InboxLine } from './confirm';

export interface OrderRow {
  id: number;
  merchant_tenant_id: number;
  merchant_name: string;
  merchant_order_id: number | null;
  number: string | null;
  total: number;
  /** The total as placed, once a confirmation changed it (null: unchanged). */
  ordered_total: number | null;
  /** YYYY-MM-DD */
  delivery_day: string | null;
  below_minimum: boolean;
  status: SupplierOrderStatus;
  note: string | null;
  reject_reason: string | null;
  line_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A line as stored: its confirmation, and the merchant's line whose receipts it shows. */
export type LineRow = Omit<Schemas['SupplierOrderLine'], 'substitute' | 'received_qty'> & {
  merchant_line_id: number | null;
  substitute_product_id: number | null;
  substitute_name: string | null;
  substitute_sku: string | null;
};

/** Inserts the order and its lines into `schema`; an order already recorded for the same merchant order answers its id. */
export async function insertOrder(tx: Tx, schema: string, order: IncomingOrder): Promise<{ id: number; created: boolean }> {
  const s = quoteIdent(schema);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${s}.incoming_orders (merchant_tenant_id, merchant_order_id, note, number, total, delivery_date, below_minimum) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_tenant_id, merchant_order_id) DO NOTHING RETURNING id`,
    [order.merchantTenantId, order.merchantOrderId, order.note?.trim() || null, order.number ?? null, order.total ?? 0, order.delivery_date ?? null, order.below_minimum ?? false],
  );
  if (!row) {
    const [existing] = await tx.query<{ id: number }>(`SELECT id FROM ${s}.incoming_orders WHERE merchant_tenant_id = $1 AND merchant_order_id = $2`, [
      order.merchantTenantId,
      order.merchantOrderId,
    ]);
    return { id: existing.id, created: false };
  }
  const params: unknown[] = [row.id];
  const values = order.lines.map((l) => {
    params.push(l.name.trim(), l.sku?.trim() || null, l.qty, l.supplier_product_id ?? null, l.unit_price ?? null, l.line_total ?? null, l.merchant_line_id ?? null);
    const n = params.length;
    return `($1, $${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await tx.query(`INSERT INTO ${s}.incoming_order_lines (order_id, name, sku, qty, supplier_product_id, unit_price, line_total, merchant_line_id) VALUES ${values.join(', ')}`, params);
  return { id: row.id, created: true };
}

const SELECT_ORDER = `
  SELECT o.*, t.name AS merchant_name, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_day,
         (SELECT count(*)::int FROM incoming_order_lines l WHERE l.order_id = o.id) AS line_count
    FROM incoming_orders o JOIN public.tenants t ON t.id = o.merchant_tenant_id`;

/** One page of the inbox, newest first, optionally of one status. */
export async function listOrders(tx: Tx, opts: { status?: SupplierOrderStatus; limit: number; offset: number }): Promise<{ count: number; rows: OrderRow[] }> {
  const where = opts.status ? 'WHERE o.status = $1' : '';
  const filter = opts.status ? [opts.status] : [];
  const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM incoming_orders o ${where}`, filter);
  const n = filter.length;
  const rows = await tx.query<OrderRow>(`${SELECT_ORDER} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...filter, opts.limit, opts.offset]);
  return { count, rows };
}

export async function findOrder(tx: Tx, id: number): Promise<OrderRow | null> {
  return (await tx.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = $1`, [id]))[0] ?? null;
}

export async function orderLines(tx: Tx, orderId: number): Promise<LineRow[]> {
  return tx.query<LineRow>(
    `SELECT id, name, sku, qty, supplier_product_id, unit_price, line_total, merchant_line_id, confirmed_qty, confirmed_unit_price,
            substitute_product_id, substitute_name, substitute_sku, supplier_note
       FROM incoming_order_lines WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/** The lines as the accept plan reads them. */
export async function inboxLines(tx: Tx, orderId: number): Promise<InboxLine[]> {
  return tx.query<InboxLine>('SELECT id, name, qty, supplier_product_id, unit_price, merchant_line_id FROM incoming_order_lines WHERE order_id = $1 ORDER BY id', [orderId]);
}

type Locked = Pick<OrderRow, 'status' | 'merchant_tenant_id' | 'merchant_order_id' | 'number' | 'delivery_day'>;

/** The order's status, locked until the transaction ends (read, check, write). */
export async function lockOrder(tx: Tx, id: number): Promise<Locked | null> {
  const rows = await tx.query<Locked>(
    "SELECT status, merchant_tenant_id, merchant_order_id, number, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_day FROM incoming_orders WHERE id = $1 FOR UPDATE",
    [id],
  );
  return rows[0] ?? null;
}

export async function setOrderStatus(tx: Tx, id: number, status: SupplierOrderStatus, rejectReason: string | null): Promise<void> {
  await tx.query('UPDATE incoming_orders SET status = $2, reject_reason = $3, updated_at = now() WHERE id = $1', [id, status, rejectReason]);
}
