// Purchase orders as the contract shows them, with the delivery status of their messages.
import { inChunks } from '../../db/chunks';
import type { Tx } from '../../db/database';
import { messagesOfOrders, type MessageRow } from '../messaging/repo';
import { cents } from '../priced-catalogs/rules';
import { creditedOf, creditsOf, eventsOf } from '../order-records/records';
import { linesOfOrders, type OrderLineRow, type OrderRow } from './repo';
import { receiptsOfOrders } from './receipts';
import { orderNumber } from './rules';

const delivery = (m: MessageRow) => ({
  id: m.id,
  message_type: m.message_type,
  send_to: m.send_to,
  status: m.status,
  attempts: m.attempts,
  last_error: m.last_error,
  created_at: m.created_at,
  sent_at: m.sent_at,
});

/** Rows by their order id, in one pass (200 orders × 30,000 lines stay linear). */
function byOrder<T>(rows: T[], orderId: (row: T) => number | null): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const key = orderId(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function summary(o: OrderRow, messages: Map<number | null, MessageRow[]>, credited: Map<number, number>) {
  const approved = credited.get(o.id) ?? 0;
  return {
    id: o.id,
    number: orderNumber(o.id),
    merchant_supplier_id: o.supplier_id,
    supplier_name: o.supplier_name,
    status: o.status,
    status_reason: o.status_reason,
    note: o.note,
    in_supplier_inbox: o.supplier_order_id !== null,
    created_at: o.created_at,
    line_count: o.line_count,
    total_qty: o.total_qty,
    total: o.total,
    ordered_total: o.ordered_total ?? o.total,
    credited: approved,
    net_total: cents(o.total - approved),
    delivery_date: o.delivery_day,
    below_minimum: o.below_minimum,
    messages: (messages.get(o.id) ?? []).map(delivery),
  };
}

const line = (l: OrderLineRow) => ({
  id: l.id,
  product_id: l.product_id,
  name: l.name,
  sku: l.sku,
  qty: l.qty,
  unit_price: l.unit_price,
  line_total: l.line_total,
  confirmed_qty: l.confirmed_qty,
  confirmed_unit_price: l.confirmed_unit_price,
  substitute: l.substitute_product_id !== null && l.substitute_name !== null ? { supplier_product_id: l.substitute_product_id, name: l.substitute_name, sku: l.substitute_sku } : null,
  supplier_note: l.supplier_note,
  received_qty: l.received_qty,
});

/** Orders of a list: no lines. */
export async function presentSummaries(tx: Tx, tenantId: number, orders: OrderRow[]) {
  const messages = await messagesOfOrders(
    tx,
    tenantId,
    orders.map((o) => o.id),
  );
  const byId = byOrder(messages, (m) => m.purchase_order_id);
  const credited = await creditedOf(
    tx,
    'merchant',
    tenantId,
    orders.map((o) => o.id),
  );
  return orders.map((o) => summary(o, byId, credited));
}

/** Orders whose lines are read in one statement: at most 10,000 lines (1,000 an order). */
const LINE_READ_ORDERS = 10;

/** Whole orders: with their lines. */
export async function presentOrders(tx: Tx, tenantId: number, orders: OrderRow[]) {
  const ids = orders.map((o) => o.id);
  const messages = await messagesOfOrders(tx, tenantId, ids);
  // 200 placed orders hold up to 30,000 lines: read a few orders at a time, other requests served in between (issue 27)
  const lines = (await inChunks(ids, (chunk) => linesOfOrders(tx, chunk), LINE_READ_ORDERS)).flat();
  const messagesOf = byOrder(messages, (m) => m.purchase_order_id);
  const linesOf = byOrder(lines, (l) => l.order_id);
  const [credited, receipts, credits, events] = [
    await creditedOf(tx, 'merchant', tenantId, ids),
    await receiptsOfOrders(tx, ids),
    await creditsOf(tx, 'merchant', tenantId, ids),
    await eventsOf(tx, 'merchant', tenantId, ids),
  ];
  return orders.map((o) => ({
    ...summary(o, messagesOf, credited),
    lines: (linesOf.get(o.id) ?? []).map(line),
    receipts: receipts.get(o.id) ?? [],
    credits: credits.get(o.id) ?? [],
    events: events.get(o.id) ?? [],
  }));
}
