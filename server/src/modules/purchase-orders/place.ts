// Placing orders (merchant-operations.md "Orders and cart", decisions.md "Orders and messages"): one
// purchase order per supplier group, all in the caller's transaction. An order to a merchant
// supplier linked to an on-system supplier is also written into that supplier's inbox (a
// cross-tenant write the app passes in: modules/cross-tenant.ts), and each order is queued to its
// supplier by email and text. Nothing is sent before the transaction commits: the messages are
// rows of the same transaction (an outbox).
import { createHash } from 'node:crypto';
import { yieldToEventLoop } from '../../db/chunks';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { enqueueMessage } from '../messaging/repo';
import { recipient } from '../messaging/rules';
import type { Schemas } from '../../openapi/operations';
import type { WriteToSupplierInbox } from '../supplier-orders/inbox';
import type { TenantRow } from '../tenants/repo';
import { claimIdempotencyKey, findProducts, findSuppliers, insertOrder, setSupplierInboxOrder, storeIdempotentOrders, type OrderProduct, type OrderSupplier } from './repo';
import { IDEMPOTENCY_MESSAGES, keptQty, orderEmail, orderNumber, orderText, QTY_ABOVE_ZERO, unknownPk } from './rules';

interface Placing {
  tenant: TenantRow;
  userId: number;
  request: Schemas['PlaceOrderRequest'];
  idempotencyKey: string | null;
}

const firstMissing = (ids: number[], found: Map<number, unknown>) => ids.find((id) => !found.has(id));

/** Creates the orders and answers their ids (the first request's, for a repeated Idempotency-Key). */
export async function placeOrders(tx: Tx, { tenant, userId, request, idempotencyKey }: Placing, writeToSupplierInbox: WriteToSupplierInbox): Promise<number[]> {
  if (idempotencyKey !== null) {
    const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const key = await claimIdempotencyKey(tx, idempotencyKey, hash);
    if (!key.claimed) {
      if (key.requestHash !== hash) throw badRequest({ detail: IDEMPOTENCY_MESSAGES.reused });
      return key.orderIds;
    }
  }

  // The contract refuses 0 or less; a quantity that rounds to 0 at 0.001 is 0 as well.
  if (request.groups.some((g) => g.items.some((i) => keptQty(i.qty) <= 0))) throw badRequest({ groups: [QTY_ABOVE_ZERO] });

  const supplierIds = request.groups.map((g) => g.merchant_supplier_id);
  const productIds = request.groups.flatMap((g) => g.items.map((i) => i.product_id));
  const suppliers = await findSuppliers(tx, supplierIds);
  const products = await findProducts(tx, productIds);
  const unknownSupplier = firstMissing(supplierIds, suppliers);
  if (unknownSupplier !== undefined) throw badRequest({ merchant_supplier_id: [unknownPk(unknownSupplier)] });
  const unknownProduct = firstMissing(productIds, products);
  if (unknownProduct !== undefined) throw badRequest({ product_id: [unknownPk(unknownProduct)] });

  const note = request.note?.trim() || null;
  const ids: number[] = [];
  for (const group of request.groups) {
    const supplier = suppliers.get(group.merchant_supplier_id)!;
    const lines = group.items.map((i) => ({ product: products.get(i.product_id)!, qty: keptQty(i.qty) }));
    const id = await insertOrder(tx, { supplier, note, placedBy: userId, lines });
    if (supplier.supplier_client_id !== null) {
      const inbox = await writeToSupplierInbox(tx, supplier.supplier_client_id, {
        merchantTenantId: tenant.id,
        merchantOrderId: id,
        note,
        lines: lines.map(({ product, qty }) => ({ name: product.product_name, sku: product.sku, qty })),
      });
      await setSupplierInboxOrder(tx, id, supplier.supplier_client_id, inbox.id);
    }
    await queueOrderMessages(tx, tenant, id, supplier, note, lines);
    ids.push(id);
    // 200 groups are a thousand statements: other requests get turns in between
    await yieldToEventLoop();
  }
  if (idempotencyKey !== null) await storeIdempotentOrders(tx, idempotencyKey, ids);
  return ids;
}

/** The order's email (when the supplier has a valid email) and text (when it has a valid phone). */
async function queueOrderMessages(tx: Tx, tenant: TenantRow, orderId: number, supplier: OrderSupplier, note: string | null, lines: { product: OrderProduct; qty: number }[]) {
  const order = {
    number: orderNumber(orderId),
    merchant: tenant.name,
    supplier: supplier.name,
    note,
    lines: lines.map(({ product, qty }) => ({ name: product.product_name, sku: product.sku, qty })),
  };
  const base = { tenant_id: tenant.id, purchase_order_id: orderId };
  const email = supplier.email ? recipient('email', supplier.email) : null;
  if (email && 'to' in email) await enqueueMessage(tx, { ...base, message_type: 'email', send_to: email.to, ...orderEmail(order) });
  const phone = supplier.phone ? recipient('sms', supplier.phone) : null;
  if (phone && 'to' in phone) await enqueueMessage(tx, { ...base, message_type: 'sms', send_to: phone.to, subject: null, body: orderText(order) });
}
