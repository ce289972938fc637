// The one shared record of an order (decisions.md "Fulfilment, receiving and credits (issue 23)"):
// public rows pairing the merchant's purchase order and the supplier's inbox order, with the
// order's timeline and credits. Both sides read them, like connections; only this module writes
// them, in the caller's transaction. Every name is schema-qualified.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import { notifyOrderChanged } from '../live/notify';

export type Side = 'merchant' | 'supplier';
export type OrderEventKind = Schemas['OrderEventKind'];
export type ReceiptReason = Schemas['ReceiptReason'];

/** The two orders a record pairs (a side without its order: null) and the number both show. */
export interface OrderKeys {
  merchantTenantId: number;
  merchantOrderId: number | null;
  supplierTenantId: number | null;
  supplierOrderId: number | null;
  number: string;
}

const SIDE_SQL: Record<Side, string> = {
  merchant: 'r.merchant_tenant_id = $1 AND r.merchant_order_id = ANY($2::int[])',
  supplier: 'r.supplier_tenant_id = $1 AND r.supplier_order_id = ANY($2::int[])',
};
const ORDER_ID: Record<Side, string> = { merchant: 'r.merchant_order_id', supplier: 'r.supplier_order_id' };

/** The member's full name, else username (null: no such member). */
export const USER_NAME_SQL = (u: string) => `coalesce(nullif(btrim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username)`;

/** The record of the pair, created on its first step (either side may take it; two at once find one row). */
export async function ensureRecord(tx: Tx, keys: OrderKeys): Promise<number> {
  const params = [keys.merchantTenantId, keys.merchantOrderId, keys.supplierTenantId, keys.supplierOrderId, keys.number];
  await tx.query(
    `INSERT INTO public.order_records (merchant_tenant_id, merchant_order_id, supplier_tenant_id, supplier_order_id, number)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    params,
  );
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM public.order_records
      WHERE (merchant_tenant_id = $1 AND merchant_order_id = $2) OR (supplier_tenant_id = $3 AND supplier_order_id = $4)
      ORDER BY id LIMIT 1`,
    params.slice(0, 4),
  );
  // A record made by one side before the other's order was known learns it now.
  await tx.query(
    `UPDATE public.order_records SET supplier_tenant_id = coalesce(supplier_tenant_id, $2), supplier_order_id = coalesce(supplier_order_id, $3),
            merchant_order_id = coalesce(merchant_order_id, $4)
      WHERE id = $1 AND (supplier_order_id IS NULL AND $3::int IS NOT NULL OR merchant_order_id IS NULL AND $4::int IS NOT NULL)`,
    [row!.id, keys.supplierTenantId, keys.supplierOrderId, keys.merchantOrderId],
  );
  return row!.id;
}

export interface NewEvent {
  kind: OrderEventKind;
  side: Side;
  tenantName: string;
  /** The member who took the step (null: the system). */
  userId: number | null;
  detail?: string | null;
  /** When it happened (default: now; the demo data's history). */
  at?: Date;
}

export async function addEvent(tx: Tx, recordId: number, e: NewEvent): Promise<void> {
  await tx.query(
    `INSERT INTO public.order_events (record_id, kind, side, tenant_name, user_id, user_name, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, (SELECT ${USER_NAME_SQL('u')} FROM public.users u WHERE u.id = $5), $6, coalesce($7, now()))`,
    [recordId, e.kind, e.side, e.tenantName, e.userId, e.detail ?? null, e.at ?? null],
  );
}

type EventRow = Schemas['OrderEvent'] & { order_id: number };

/** The timelines of a side's orders, oldest first, by that side's order id. */
export async function eventsOf(tx: Tx, side: Side, tenantId: number, orderIds: number[]): Promise<Map<number, Schemas['OrderEvent'][]>> {
  const rows = await tx.query<EventRow>(
    `SELECT ${ORDER_ID[side]} AS order_id, e.id, e.kind, e.side, e.tenant_name, e.user_name, e.detail, e.created_at
       FROM public.order_records r JOIN public.order_events e ON e.record_id = r.id
      WHERE ${SIDE_SQL[side]} ORDER BY e.created_at, e.id`,
    [tenantId, orderIds],
  );
  return group(rows);
}

export type CreditRow = Schemas['OrderCredit'];
const CREDIT_COLUMNS = `c.id, r.number AS order_number, c.name, c.sku, c.reason, c.note, c.shortfall_qty, c.unit_price, c.amount, c.approved_amount,
  c.status, c.dispute_reason, c.created_at, c.answered_at`;

/** The credits of a side's orders, oldest first, by that side's order id. */
export async function creditsOf(tx: Tx, side: Side, tenantId: number, orderIds: number[]): Promise<Map<number, CreditRow[]>> {
  const rows = await tx.query<CreditRow & { order_id: number }>(
    `SELECT ${ORDER_ID[side]} AS order_id, ${CREDIT_COLUMNS}
       FROM public.order_records r JOIN public.order_credits c ON c.record_id = r.id
      WHERE ${SIDE_SQL[side]} ORDER BY c.id`,
    [tenantId, orderIds],
  );
  return group(rows);
}

/** The approved amounts of a side's orders, by that side's order id (0 when none). */
export async function creditedOf(tx: Tx, side: Side, tenantId: number, orderIds: number[]): Promise<Map<number, number>> {
  const rows = await tx.query<{ order_id: number; credited: number }>(
    `SELECT ${ORDER_ID[side]} AS order_id, sum(c.approved_amount)::float8 AS credited
       FROM public.order_records r JOIN public.order_credits c ON c.record_id = r.id AND c.status = 'approved'
      WHERE ${SIDE_SQL[side]} GROUP BY 1`,
    [tenantId, orderIds],
  );
  return new Map(rows.map((r) => [r.order_id, r.credited]));
}

function group<T extends { order_id: number }>(rows: T[]): Map<number, Omit<T, 'order_id'>[]> {
  const groups = new Map<number, Omit<T, 'order_id'>[]>();
  for (const { order_id, ...row } of rows) groups.set(order_id, [...(groups.get(order_id) ?? []), row]);
  return groups;
}

export interface NewCredit {
  merchantLineId: number;
  receiptId: number;
  name: string;
  sku: string | null;
  reason: ReceiptReason | null;
  note: string | null;
  shortfallQty: number;
  unitPrice: number | null;
  amount: number;
}

export async function insertCredit(tx: Tx, recordId: number, c: NewCredit): Promise<void> {
  await tx.query(
    `INSERT INTO public.order_credits (record_id, merchant_line_id, receipt_id, name, sku, reason, note, shortfall_qty, unit_price, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [recordId, c.merchantLineId, c.receiptId, c.name, c.sku, c.reason, c.note, c.shortfallQty, c.unitPrice, c.amount],
  );
}

/** A credit on one of the supplier tenant's orders, locked until the transaction ends (null: none of its). */
export async function lockSupplierCredit(tx: Tx, supplierTenantId: number, creditId: number): Promise<(CreditRow & { record_id: number; keys: OrderKeys }) | null> {
  const [row] = await tx.query<CreditRow & { record_id: number; merchant_tenant_id: number; merchant_order_id: number | null; supplier_order_id: number }>(
    `SELECT ${CREDIT_COLUMNS}, c.record_id, r.merchant_tenant_id, r.merchant_order_id, r.supplier_order_id
       FROM public.order_credits c JOIN public.order_records r ON r.id = c.record_id
      WHERE c.id = $1 AND r.supplier_tenant_id = $2 FOR UPDATE OF c`,
    [creditId, supplierTenantId],
  );
  if (!row) return null;
  const { merchant_tenant_id, merchant_order_id, supplier_order_id, ...credit } = row;
  return { ...credit, keys: { merchantTenantId: merchant_tenant_id, merchantOrderId: merchant_order_id, supplierTenantId, supplierOrderId: supplier_order_id, number: row.order_number } };
}

/** The supplier's answer: approved with an amount, or disputed with a reason. */
export async function answerCredit(tx: Tx, creditId: number, userId: number, answer: { approved: number } | { disputed: string }): Promise<CreditRow> {
  const approved = 'approved' in answer;
  const [row] = await tx.query<CreditRow>(
    `UPDATE public.order_credits c SET status = $2, approved_amount = $3, dispute_reason = $4, answered_by = $5, answered_at = now()
       FROM public.order_records r WHERE c.id = $1 AND r.id = c.record_id
     RETURNING ${CREDIT_COLUMNS}`,
    [creditId, approved ? 'approved' : 'disputed', approved ? answer.approved : null, approved ? null : answer.disputed, userId],
  );
  return row!;
}

/** Each side's screens hear that its own order changed (a side without its order: none). */
export async function notifyBothSides(tx: Tx, keys: OrderKeys): Promise<void> {
  if (keys.merchantOrderId !== null) await notifyOrderChanged(tx, keys.merchantTenantId, keys.merchantOrderId, keys.number);
  if (keys.supplierTenantId !== null && keys.supplierOrderId !== null) await notifyOrderChanged(tx, keys.supplierTenantId, keys.supplierOrderId, keys.number);
}
