// The supplier orders inbox as other tenants reach it: a merchant's order written into the
// supplier's inbox (writeToSupplierInbox), and the supplier's transitions (changeOrderStatus),
// whose answer is mirrored onto the merchant's order by the function the app wires in
// (modules/cross-tenant.ts).
import { setTenantPath, type Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Schemas } from '../../openapi/operations';
import type { SupplierOrderAction, SupplierOrderStatus } from '@shared/supplier-order-status';
import { findTenantById, type TenantRow } from '../tenants/repo';
import type { CrossTenant } from '../cross-tenant';
import { addEvent, ensureRecord, notifyBothSides, type OrderEventKind } from '../order-records/records';
import { inboxLines, insertOrder, lockOrder, setOrderStatus } from './repo';
import { INBOX_MESSAGES, incomingOrderErrors, planTransition } from './rules';
import { planAccept, storeConfirmation, type AcceptBody, type AcceptPlan } from './confirm';

type Line = Schemas['SupplierOrderLine'];
/** A line: the supplier's own name and SKU where it is tied to one of its products, and its frozen price (none: unknown). */
export type IncomingOrderLine = Pick<Line, 'name' | 'sku' | 'qty'> & Partial<Pick<Line, 'supplier_product_id' | 'unit_price' | 'line_total'>> & { merchant_line_id?: number | null };
export interface IncomingOrder {
  merchantTenantId: number; // the merchant tenant that placed it
  merchantOrderId: number | null; // the merchant's own purchase order id (null when none, e.g. demo data)
  number?: string | null; // the merchant's PO number, shown on both sides
  note?: string | null;
  total?: number; // the sum of the known line totals
  delivery_date?: string | null; // YYYY-MM-DD
  below_minimum?: boolean;
  lines: IncomingOrderLine[]; // at least one, qty > 0
}

/**
 * Writes a merchant's order into the inbox of the supplier tenant `supplierTenantId` (status
 * 'new'). Works inside any caller transaction whatever its search_path, and leaves the
 * search_path as it was (every name is schema-qualified). Writing the same merchant order twice
 * answers the first one's id. A bad order (no lines, a quantity of 0 or less, a blank name) or
 * tenants of the wrong kind are a 400.
 */
export async function writeToSupplierInbox(tx: Tx, supplierTenantId: number, order: IncomingOrder): Promise<{ id: number }> {
  const errors = incomingOrderErrors(order);
  if (errors) throw badRequest(errors);
  const supplier = await findTenantById(tx, supplierTenantId);
  if (supplier?.type !== 'supplier') throw badRequest({ detail: INBOX_MESSAGES.notSupplier });
  const merchant = await findTenantById(tx, order.merchantTenantId);
  if (merchant?.type !== 'merchant') throw badRequest({ detail: INBOX_MESSAGES.notMerchant });
  // The caller (placeOrders) starts the shared record and tells both sides' open screens.
  const { id } = await insertOrder(tx, supplier.schema_name, order);
  return { id };
}
export type WriteToSupplierInbox = typeof writeToSupplierInbox;

/** A line as the supplier confirmed it, by the merchant's line it stands for (null: an order from before the link). */
export interface ConfirmedLine {
  merchantLineId: number | null;
  confirmed_qty: number;
  confirmed_unit_price: number | null;
  substitute: Schemas['LineSubstitute'] | null;
  supplier_note: string | null;
  line_total: number | null;
}

/** The supplier's answer to one inbox order, as the merchant's side follows it. */
export interface SupplierAnswer {
  supplierTenantId: number;
  merchantOrderId: number | null;
  orderId: number;
  status: SupplierOrderStatus;
  reason: string | null;
  /** On accept: each line's confirmation, the new total and the delivery date given (null: unchanged). */
  confirmation?: { lines: ConfirmedLine[]; total: number; deliveryDate: string | null };
}

/**
 * Takes the supplier's answer onto the order of the merchant tenant `merchantTenantId`. It runs
 * inside the transition's transaction, after the inbox row changed: when it throws, the change is
 * undone. The search_path is the supplier's schema: it names the merchant's schema explicitly.
 */
export type MirrorOntoMerchantOrder = (tx: Tx, merchantTenantId: number, answer: SupplierAnswer) => Promise<void>;

/** One step the supplier takes on an inbox order. */
export interface Step {
  action: SupplierOrderAction;
  /** A rejection's reason. */
  reason?: string | null;
  /** An accept's confirmations (none: every line as ordered). */
  accept?: AcceptBody;
  userId: number | null;
  now: Date;
}

const EVENT_OF: Record<SupplierOrderAction, OrderEventKind> = { accept: 'accepted', reject: 'rejected', fulfill: 'shipped' };

/**
 * The supplier's transition of one inbox order, in the supplier's own transaction (inTenant):
 * locks the row, checks the rule (409 with a detail when the status does not allow it), writes
 * the new status (and an accept's confirmations), mirrors it onto the merchant's order, adds the
 * step to the shared timeline and tells both sides' screens.
 */
export async function changeOrderStatus(
  tx: Tx,
  supplier: Pick<TenantRow, 'id' | 'schema_name' | 'name' | 'timezone'>,
  orderId: number,
  step: Step,
  crossTenant: Pick<CrossTenant, 'mirrorOntoMerchantOrder' | 'readCatalogPrices'>,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  const plan = planTransition(order.status, step.action);
  if ('conflict' in plan) throw conflict(plan.conflict);
  const reason = step.reason ?? null;
  let accepted: AcceptPlan | null = null;
  if (step.action === 'accept') {
    const context = { supplierTenantId: supplier.id, merchantTenantId: order.merchant_tenant_id, deliveryDate: order.delivery_day, timezone: supplier.timezone, now: step.now };
    accepted = await planAccept(tx, crossTenant, context, await inboxLines(tx, orderId), step.accept);
    await storeConfirmation(tx, { orders: 'incoming_orders', lines: 'incoming_order_lines' }, orderId, accepted);
  }
  await setOrderStatus(tx, orderId, plan.status, reason);
  const answer: SupplierAnswer = { supplierTenantId: supplier.id, merchantOrderId: order.merchant_order_id, orderId, status: plan.status, reason };
  if (accepted) answer.confirmation = { lines: accepted.lines, total: accepted.total, deliveryDate: accepted.deliveryDate };
  await crossTenant.mirrorOntoMerchantOrder(tx, order.merchant_tenant_id, answer);
  // The mirror may have moved the search_path to another schema.
  await setTenantPath(tx, supplier.schema_name);

  const number = order.number ?? `#${orderId}`;
  const keys = { merchantTenantId: order.merchant_tenant_id, merchantOrderId: order.merchant_order_id, supplierTenantId: supplier.id, supplierOrderId: orderId, number };
  const changed = accepted !== null && accepted.changes.length > 0;
  await addEvent(tx, await ensureRecord(tx, keys), {
    kind: changed ? 'accepted_with_changes' : EVENT_OF[step.action],
    side: 'supplier',
    tenantName: supplier.name,
    userId: step.userId,
    detail: changed ? accepted!.changes.join('; ') : reason,
  });
  await notifyBothSides(tx, keys);
}
