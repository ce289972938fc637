// Purchase orders as the contract shows them, with the delivery status of their messages.
import type { Tx } from '../../db/database';
import { messagesOfOrders, type MessageRow } from '../messaging/repo';
import { linesOfOrders, type OrderLineRow, type OrderRow } from './repo';
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

function summary(o: OrderRow, messages: MessageRow[]) {
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
    messages: messages.filter((m) => m.purchase_order_id === o.id).map(delivery),
  };
}

const line = (l: OrderLineRow) => ({ id: l.id, product_id: l.product_id, name: l.name, sku: l.sku, qty: l.qty });

/** Orders of a list: no lines. */
export async function presentSummaries(tx: Tx, tenantId: number, orders: OrderRow[]) {
  const messages = await messagesOfOrders(
    tx,
    tenantId,
    orders.map((o) => o.id),
  );
  return orders.map((o) => summary(o, messages));
}

/** Whole orders: with their lines. */
export async function presentOrders(tx: Tx, tenantId: number, orders: OrderRow[]) {
  const ids = orders.map((o) => o.id);
  const [messages, lines] = [await messagesOfOrders(tx, tenantId, ids), await linesOfOrders(tx, ids)];
  return orders.map((o) => ({ ...summary(o, messages), lines: lines.filter((l) => l.order_id === o.id).map(line) }));
}
