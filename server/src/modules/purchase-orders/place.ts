// Placing orders (merchant-operations.md "Orders and cart", decisions.md "Orders and messages" and
// "Connections"): one purchase order per supplier group, all in the caller's transaction. An order
// to a merchant supplier with an ACTIVE connection is also written into the connected supplier's
// inbox (a cross-tenant write the app passes in: modules/cross-tenant.ts); over a PAUSED one the
// whole placing is refused; an INVITED one, or none, sends by email and text only. Each order is
// queued to its supplier by email and text. Nothing is sent before the transaction commits: the
// messages are rows of the same transaction (an outbox). Each group is priced and dated first
// (group-terms.ts): a refused date or a hard minimum refuses the whole placing before anything counts.
import { createHash } from 'node:crypto';
import { yieldToEventLoop } from '../../db/chunks';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { enqueueMessage } from '../messaging/repo';
import { orderRecipients } from '../messaging/rules';
import type { Schemas } from '../../openapi/operations';
import type { CrossTenant } from '../cross-tenant';
import type { TenantRow } from '../tenants/repo';
import { shareLiveConnectionsOfSuppliers } from '../connections/repo';
import { claimIdempotencyKey, findProducts, findSuppliers, insertOrder, setSupplierInboxOrder, storeIdempotentOrders, type OrderSupplier, type PlacedLine } from './repo';
import { planGroup } from './group-terms';
import { addEvent, ensureRecord, notifyBothSides } from '../order-records/records';
import { IDEMPOTENCY_MESSAGES, keptQty, orderEmail, orderNumber, orderText, pausedConnection, QTY_ABOVE_ZERO, unknownPk } from './rules';

interface Placing {
  tenant: TenantRow;
  userId: number;
  request: Schemas['PlaceOrderRequest'];
  idempotencyKey: string | null;
  /** The calling codes an order's text may go to (SMS_COUNTRY_CODES). */
  smsCountryCodes: string[];
  /** Counts the orders and messages against the tenant's limits before anything is written (throws past one). */
  countTowardsLimits(counts: { orders: number; emails: number; texts: number }): Promise<void>;
  /** The server's clock now: delivery dates and cut-offs are read at it. */
  now: Date;
}

const firstMissing = (ids: number[], found: Map<number, unknown>) => ids.find((id) => !found.has(id));

/** Creates the orders and answers their ids (the first request's, for a repeated Idempotency-Key). */
export async function placeOrders(tx: Tx, placing: Placing, crossTenant: Pick<CrossTenant, 'writeToSupplierInbox' | 'readCatalogPrices' | 'readOrderingTerms'>): Promise<number[]> {
  const { tenant, userId, request, idempotencyKey } = placing;
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
  // Held until the orders commit: a pause taken meanwhile waits, then applies to later orders.
  const connections = await shareLiveConnectionsOfSuppliers(tx, tenant.id, supplierIds);
  const paused = supplierIds.find((id) => connections.get(id)?.status === 'PAUSED');
  if (paused !== undefined) throw badRequest({ detail: pausedConnection(suppliers.get(paused)!.name) });

  const plans = [];
  for (const group of request.groups) {
    plans.push(
      await planGroup(tx, crossTenant, {
        supplier: suppliers.get(group.merchant_supplier_id)!,
        connection: connections.get(group.merchant_supplier_id),
        items: group.items.map((i) => ({ product: products.get(i.product_id)!, qty: keptQty(i.qty) })),
        deliveryDate: group.delivery_date ?? null,
        merchantTimezone: tenant.timezone,
        now: placing.now,
      }),
    );
  }

  // Each order counts, and so does each message it queues (decisions.md "Fair use").
  const recipients = new Map([...suppliers].map(([id, s]) => [id, orderRecipients(s, placing.smsCountryCodes)]));
  const messages = request.groups.map((g) => recipients.get(g.merchant_supplier_id)!);
  await placing.countTowardsLimits({ orders: request.groups.length, emails: messages.filter((m) => m.email).length, texts: messages.filter((m) => m.phone).length });

  const note = request.note?.trim() || null;
  const ids: number[] = [];
  for (const [index, group] of request.groups.entries()) {
    const supplier = suppliers.get(group.merchant_supplier_id)!;
    const { lines, total, deliveryDate, belowMinimum } = plans[index];
    const { id, lineIds } = await insertOrder(tx, { supplier, note, placedBy: userId, lines, total, deliveryDate, belowMinimum });
    const connection = connections.get(supplier.id);
    let inboxOrder: { tenantId: number; id: number } | null = null;
    if (connection?.status === 'ACTIVE') {
      // The same prices, total and date, under the same number; lines tied to the supplier's products in its own words.
      const inbox = await crossTenant.writeToSupplierInbox(tx, connection.supplier_tenant_id, {
        merchantTenantId: tenant.id,
        merchantOrderId: id,
        number: orderNumber(id),
        note,
        total,
        delivery_date: deliveryDate,
        below_minimum: belowMinimum,
        lines: lines.map((l, i) => ({
          merchant_line_id: lineIds[i],
          name: l.supplierName ?? l.product.product_name,
          sku: l.supplierSku ?? l.product.sku,
          qty: l.qty,
          supplier_product_id: l.supplier_product_id,
          unit_price: l.unit_price,
          line_total: l.line_total,
        })),
      });
      await setSupplierInboxOrder(tx, id, connection.supplier_tenant_id, inbox.id);
      inboxOrder = { tenantId: connection.supplier_tenant_id, id: inbox.id };
    }
    // The shared record starts: the timeline's first step, seen by both sides.
    const keys = { merchantTenantId: tenant.id, merchantOrderId: id, supplierTenantId: inboxOrder?.tenantId ?? null, supplierOrderId: inboxOrder?.id ?? null, number: orderNumber(id) };
    await addEvent(tx, await ensureRecord(tx, keys), { kind: 'placed', side: 'merchant', tenantName: tenant.name, userId });
    await notifyBothSides(tx, keys);
    await queueOrderMessages(tx, { tenant, userId }, id, supplier, recipients.get(supplier.id)!, note, lines);
    ids.push(id);
    // 200 groups are a thousand statements: other requests get turns in between
    await yieldToEventLoop();
  }
  if (idempotencyKey !== null) await storeIdempotentOrders(tx, idempotencyKey, ids);
  return ids;
}

/** The order's email and text, to the supplier's addresses that orderRecipients() kept, queued by the user who placed it. */
async function queueOrderMessages(
  tx: Tx,
  { tenant, userId }: Pick<Placing, 'tenant' | 'userId'>,
  orderId: number,
  supplier: OrderSupplier,
  to: { email: string | null; phone: string | null },
  note: string | null,
  lines: PlacedLine[],
) {
  const order = {
    number: orderNumber(orderId),
    merchant: tenant.name,
    supplier: supplier.name,
    note,
    lines: lines.map(({ product, qty, unit_price, line_total }) => ({ name: product.product_name, sku: product.sku, qty, unit_price, line_total })),
  };
  const base = { tenant_id: tenant.id, purchase_order_id: orderId, sent_by: userId };
  if (to.email) await enqueueMessage(tx, { ...base, message_type: 'email', send_to: to.email, ...orderEmail(order) });
  if (to.phone) await enqueueMessage(tx, { ...base, message_type: 'sms', send_to: to.phone, subject: null, body: orderText(order) });
}
