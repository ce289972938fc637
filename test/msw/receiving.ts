// msw fake of receiving a delivery (issue 23, `receiveOrder`) on the purchasing store, and an order
// builder for tests. It behaves as the contract says: the statuses that can be received (else the
// 409s), Idempotency-Key (the same key answers the order as it is; with another body a 400), the
// lines of this order only, a receipt, the line's received quantity, the item's on hand and on
// order, a credit where a reason is given or more was paid than confirmed, the timeline and the new
// status (RECEIVED once every line is settled).
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { detail, fieldErrors, notFound, type LoggedRequest } from './common';
import { contract } from './contract';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from './order-progress';

type PurchaseOrder = components['schemas']['PurchaseOrder'];
type OrderLine = PurchaseOrder['lines'][number];
type OrderCredit = components['schemas']['OrderCredit'];
type OrderEvent = components['schemas']['OrderEvent'];
type ReceiveOrderRequest = components['schemas']['ReceiveOrderRequest'];
type InventoryItem = components['schemas']['InventoryItem'];

export const MERCHANT = { name: 'Corner Bistro', user: { id: 1, name: 'Maria Lopez' } };
const AT = '2030-03-05T10:00:00Z';

export const orderLine = (id: number, name: string, qty: number, unitPrice: number | null, more: Partial<OrderLine> = {}): OrderLine => ({
  id,
  product_id: 100 + (id % 100),
  name,
  sku: null,
  qty,
  unit_price: unitPrice,
  line_total: unitPrice === null ? null : Math.round(qty * unitPrice * 100) / 100,
  ...UNTOUCHED_LINE,
  ...more,
});

export const orderEvent = (id: number, kind: OrderEvent['kind'], more: Partial<OrderEvent> = {}): OrderEvent => ({
  id,
  kind,
  side: 'merchant',
  tenant_name: MERCHANT.name,
  user_name: MERCHANT.user.name,
  detail: null,
  created_at: AT,
  ...more,
});

/** An order of the contract's shape, Fresh Farms' and accepted unless told otherwise. */
export function purchaseOrder(id: number, o: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const lines = o.lines ?? [orderLine(id * 10, 'Roma Tomatoes', 7, 2.5)];
  const total = lines.reduce((s, l) => s + (l.line_total ?? 0), 0);
  return {
    id,
    number: `PO-${String(id).padStart(6, '0')}`,
    merchant_supplier_id: 1,
    supplier_name: 'Fresh Farms',
    status: 'ACCEPTED',
    status_reason: null,
    note: null,
    in_supplier_inbox: true,
    created_at: '2030-03-01T15:00:00Z',
    line_count: lines.length,
    total_qty: lines.reduce((s, l) => s + l.qty, 0),
    ...untouchedTotals(total),
    delivery_date: '2030-03-04',
    below_minimum: false,
    messages: [],
    receipts: [],
    ...noHistory(),
    ...o,
    lines,
  };
}

const cents = (n: number) => Math.round(n * 100) / 100;
const RECEIVABLE = ['ACCEPTED', 'FULFILLED', 'PARTIALLY_RECEIVED'];

/** A line is settled once it received at least what was confirmed, or was received with a reason. */
const settled = (l: OrderLine, withReason: Set<number>) => l.received_qty >= (l.confirmed_qty ?? l.qty) || withReason.has(l.id);

export interface ReceivingDb {
  orders: PurchaseOrder[];
  items: InventoryItem[];
  requests: LoggedRequest[];
  /** Receipts already recorded by Idempotency-Key, with the body they were sent with. */
  receivedKeys?: Map<string, string>;
  /** Lines a receipt closed with a reason. */
  reasonedLines?: Set<number>;
}

/** Records a receipt on `order` (its lines checked already); answers the credits it raised. */
function record(db: ReceivingDb, order: PurchaseOrder, body: ReceiveOrderRequest) {
  const reasoned = (db.reasonedLines ??= new Set());
  const nextEvent = () => Math.max(0, ...db.orders.flatMap((o) => o.events.map((e) => e.id))) + 1;
  const receiptLines = body.lines.map((r) => {
    const line = order.lines.find((l) => l.id === r.id)!;
    const expected = line.confirmed_qty ?? line.qty;
    const price = line.confirmed_unit_price ?? line.unit_price;
    line.received_qty += r.received_qty;
    const item = db.items.find((i) => i.product === line.product_id);
    if (item) Object.assign(item, { on_hand: item.on_hand + r.received_qty, on_order: Math.max(item.on_order - r.received_qty, 0) });
    if (r.reason) reasoned.add(line.id);
    const paidMore = r.unit_price != null && price !== null && r.unit_price > price;
    if (r.reason || paidMore) {
      const shortfall = r.reason ? Math.max(expected - line.received_qty, 0) : 0;
      const amount = cents(shortfall * (price ?? 0) + (paidMore ? r.received_qty * (r.unit_price! - price!) : 0));
      const credit: OrderCredit = {
        id: Math.max(0, ...db.orders.flatMap((o) => o.credits.map((c) => c.id))) + 1,
        order_number: order.number,
        name: line.substitute?.name ?? line.name,
        sku: line.sku,
        reason: r.reason ?? 'PRICE',
        note: r.note ?? null,
        shortfall_qty: shortfall,
        unit_price: price,
        amount,
        approved_amount: null,
        status: 'requested',
        dispute_reason: null,
        created_at: AT,
        answered_at: null,
      };
      order.credits.push(credit);
      order.events.push(orderEvent(nextEvent(), 'credit_requested', { detail: `$${amount.toFixed(2)} for ${credit.name}` }));
    }
    return { line_id: line.id, name: line.name, received_qty: r.received_qty, unit_price: r.unit_price ?? price, reason: r.reason ?? null, note: r.note ?? null };
  });
  order.receipts.push({
    id: order.receipts.length + 1,
    created_at: AT,
    user: MERCHANT.user,
    area: body.area_id ? { id: body.area_id, name: `Area ${body.area_id}` } : null,
    lines: receiptLines,
  });
  order.status = order.lines.every((l) => settled(l, reasoned)) ? 'RECEIVED' : 'PARTIALLY_RECEIVED';
  order.events.push(orderEvent(nextEvent(), order.status === 'RECEIVED' ? 'received' : 'partially_received'));
}

export function receivingHandlers(db: ReceivingDb) {
  return [
    contract.post('/merchant-orders/orders/{id}/receive/', async ({ request, params }) => {
      const body = (await request.json()) as ReceiveOrderRequest;
      db.requests.push({ call: `POST /merchant-orders/orders/${params.id}/receive/ key=${request.headers.get('Idempotency-Key') ?? ''}`, body });
      const order = db.orders.find((o) => o.id === Number(params.id));
      if (!order) return notFound();
      const key = request.headers.get('Idempotency-Key');
      const keys = (db.receivedKeys ??= new Map());
      if (key && keys.has(key)) {
        return keys.get(key) === JSON.stringify(body) ? HttpResponse.json(order) : detail('This Idempotency-Key was used with a different request.', 400);
      }
      if (order.status === 'PLACED' && order.in_supplier_inbox) return detail('The supplier has not accepted this order yet.', 409);
      if (order.status !== 'PLACED' && !RECEIVABLE.includes(order.status)) return detail(`An order that is ${order.status.toLowerCase().replace('_', ' ')} cannot be received.`, 409);
      const ids = body.lines.map((l) => l.id);
      const unknown = ids.find((id) => !order.lines.some((l) => l.id === id));
      if (unknown !== undefined) return fieldErrors({ lines: [`Line ${unknown} is not a line of this order.`] });
      if (new Set(ids).size !== ids.length) return fieldErrors({ lines: ['A line may be received only once per receipt.'] });
      record(db, order, body);
      if (key) keys.set(key, JSON.stringify(body));
      return HttpResponse.json(order);
    }),
  ];
}
