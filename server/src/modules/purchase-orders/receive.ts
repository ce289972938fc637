// Receiving a delivery (decisions.md "Fulfilment, receiving and credits (issue 23)"): in the
// caller's transaction, with the order locked (two at once take turns) and an Idempotency-Key (a
// retry records nothing), one receipt, one `receipt` movement per line received into the merchant's
// item of the product in the area (created when missing), the credits the receiving rules raise,
// the new status, the shared timeline's steps, and both sides told.
import { createHash } from 'node:crypto';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Schemas } from '../../openapi/operations';
import type { TenantRow } from '../tenants/repo';
import { appendMovements, lockItems } from '../stock-ledger/ledger';
import { insertItem } from '../inventory-items/repo';
import { money } from '../priced-catalogs/rules';
import { addEvent, ensureRecord, insertCredit, notifyBothSides } from '../order-records/records';
import { linesOfOrders, type OrderLineRow } from './repo';
import { insertReceipt, insertReceiptLines, lockPurchaseOrder, receiptOfKey, setReceivedStatus } from './receipts';
import { creditOf, expectedPrice, isSettled, REASON_LABELS, RECEIVABLE, RECEIVE_MESSAGES } from './receiving-rules';
import { IDEMPOTENCY_MESSAGES, keptQty, orderNumber, unknownPk } from './rules';

export interface Receiving {
  tenant: Pick<TenantRow, 'id' | 'name'>;
  userId: number;
  orderId: number;
  request: Schemas['ReceiveOrderRequest'];
  idempotencyKey: string | null;
  /** When it was received, if not now (the demo data's history). */
  at?: Date;
}

type Given = Schemas['ReceiveOrderRequest']['lines'][number];

function checkLines(given: Given[], lines: Map<number, OrderLineRow>) {
  const seen = new Set<number>();
  for (const { id } of given) {
    if (!lines.has(id)) throw badRequest({ lines: [RECEIVE_MESSAGES.notALine(id)] });
    if (seen.has(id)) throw badRequest({ lines: [RECEIVE_MESSAGES.twice(id)] });
    seen.add(id);
  }
}

/** Each product's item in the area the goods go to (`areaId`, else its existing item's, else the first area), created when missing. */
async function itemsFor(tx: Tx, productIds: number[], areaId: number | null): Promise<Map<number, { itemId: number; areaId: number | null }>> {
  const items = new Map<number, { itemId: number; areaId: number | null }>();
  const [first] = await tx.query<{ id: number }>('SELECT id FROM areas ORDER BY is_active DESC, id LIMIT 1');
  for (const productId of new Set(productIds)) {
    const [existing] = await tx.query<{ id: number; area_id: number | null }>(
      `SELECT id, area_id FROM inventory_items WHERE product_id = $1 AND ($2::int IS NULL OR area_id = $2) ORDER BY id LIMIT 1`,
      [productId, areaId],
    );
    if (existing) items.set(productId, { itemId: existing.id, areaId: existing.area_id });
    else {
      const area = areaId ?? first?.id ?? null;
      items.set(productId, { itemId: await insertItem(tx, { product: productId, area }), areaId: area });
    }
  }
  return items;
}

/** Receives the delivery; a repeated Idempotency-Key records nothing (the caller answers the order as it is). */
export async function receiveOrder(tx: Tx, r: Receiving): Promise<void> {
  const order = await lockPurchaseOrder(tx, r.orderId);
  if (!order) throw notFound();
  const hash =
    r.idempotencyKey === null
      ? null
      : createHash('sha256')
          .update(JSON.stringify([r.orderId, r.request]))
          .digest('hex');
  if (r.idempotencyKey !== null) {
    const earlier = await receiptOfKey(tx, r.idempotencyKey);
    if (earlier) {
      if (earlier.order_id !== r.orderId || earlier.request_hash !== hash) throw badRequest({ detail: IDEMPOTENCY_MESSAGES.reused });
      return;
    }
  }
  if (order.status === 'PLACED' && order.supplier_order_id !== null) throw conflict(RECEIVE_MESSAGES.notAccepted);
  if (!RECEIVABLE.includes(order.status)) throw conflict(RECEIVE_MESSAGES.notReceivable(order.status));

  const lines = new Map((await linesOfOrders(tx, [order.id])).map((l) => [l.id, l]));
  const given = r.request.lines.map((l) => ({ ...l, received_qty: keptQty(l.received_qty), unit_price: l.unit_price ?? null, reason: l.reason ?? null, note: l.note?.trim() || null }));
  checkLines(given, lines);
  const areaId = r.request.area_id ?? null;
  if (areaId !== null && (await tx.query('SELECT 1 FROM areas WHERE id = $1', [areaId])).length === 0) throw badRequest({ area_id: [unknownPk(areaId)] });

  // The stock: one movement per line received, into its product's item (a deleted product: none).
  const arriving = given.filter((g) => g.received_qty > 0 && lines.get(g.id)!.product_id !== null);
  const items = await itemsFor(
    tx,
    arriving.map((g) => lines.get(g.id)!.product_id!),
    areaId,
  );
  const usedAreas = new Set([...items.values()].map((i) => i.areaId));
  const receiptId = await insertReceipt(tx, {
    orderId: order.id,
    areaId: areaId ?? (usedAreas.size === 1 ? [...usedAreas][0]! : null),
    userId: r.userId,
    key: r.idempotencyKey,
    hash,
    at: r.at,
  });
  if (receiptId === null) throw badRequest({ detail: IDEMPOTENCY_MESSAGES.reused });
  await insertReceiptLines(
    tx,
    receiptId,
    given.map((g) => ({ line_id: g.id, received_qty: g.received_qty, unit_price: g.unit_price ?? expectedPrice(lines.get(g.id)!), reason: g.reason, note: g.note })),
  );
  await lockItems(
    tx,
    [...items.values()].map((i) => i.itemId),
  );
  await appendMovements(
    tx,
    arriving.map((g) => ({ itemId: items.get(lines.get(g.id)!.product_id!)!.itemId, delta: g.received_qty, reason: 'receipt', userId: r.userId, purchaseOrderId: order.id, at: r.at })),
  );

  const byLine = new Map(given.map((g) => [g.id, g]));
  const settled = [...lines.values()].every((l) => isSettled(l, byLine.get(l.id)));
  await setReceivedStatus(tx, order.id, settled ? 'RECEIVED' : 'PARTIALLY_RECEIVED', r.at);

  const number = orderNumber(order.id);
  const keys = { merchantTenantId: r.tenant.id, merchantOrderId: order.id, supplierTenantId: order.supplier_tenant_id, supplierOrderId: order.supplier_order_id, number };
  const recordId = await ensureRecord(tx, keys);
  const step = { side: 'merchant' as const, tenantName: r.tenant.name, userId: r.userId, at: r.at };
  const nameOf = (l: OrderLineRow) => l.substitute_name ?? l.name;
  const detail = given.map((g) => `${nameOf(lines.get(g.id)!)}: ${g.received_qty}${g.reason ? ` (${REASON_LABELS[g.reason]})` : ''}`).join('; ');
  await addEvent(tx, recordId, { ...step, kind: settled ? 'received' : 'partially_received', detail });
  for (const g of given) {
    const line = lines.get(g.id)!;
    const credit = creditOf(line, g);
    if (!credit) continue;
    const name = nameOf(line);
    await insertCredit(tx, recordId, {
      merchantLineId: line.id,
      receiptId,
      name,
      sku: line.substitute_name !== null ? line.substitute_sku : line.sku,
      reason: g.reason,
      note: g.note,
      ...credit,
    });
    await addEvent(tx, recordId, { ...step, kind: 'credit_requested', detail: `${name}: ${money(credit.amount)}${g.reason ? ` (${REASON_LABELS[g.reason]})` : ''}` });
  }
  await notifyBothSides(tx, keys);
}
