// The supplier orders inbox as other tenants reach it: a merchant's order written into the
// supplier's inbox (writeToSupplierInbox), and the supplier's transitions (changeOrderStatus),
// whose answer is mirrored onto the merchant's order by the function the app wires in
// (modules/cross-tenant.ts).
import { setTenantPath, type Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Schemas } from '../../openapi/operations';
import type { SupplierOrderAction, SupplierOrderStatus } from '@shared/supplier-order-status';
import { findTenantById } from '../tenants/repo';
import { insertOrder, lockOrder, setOrderStatus } from './repo';
import { INBOX_MESSAGES, incomingOrderErrors, planTransition } from './rules';
import { notifyOrderChanged } from '../live/notify';

type Line = Schemas['SupplierOrderLine'];
/** A line: the supplier's own name and SKU where it is tied to one of its products, and its frozen price (none: unknown). */
export type IncomingOrderLine = Pick<Line, 'name' | 'sku' | 'qty'> & Partial<Pick<Line, 'supplier_product_id' | 'unit_price' | 'line_total'>>;
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
  const { id, created } = await insertOrder(tx, supplier.schema_name, order);
  // The supplier's open inbox screens hear of the new order (modules/live).
  if (created) await notifyOrderChanged(tx, supplier.id, id, order.number ?? `#${id}`);
  return { id };
}
export type WriteToSupplierInbox = typeof writeToSupplierInbox;

/** The supplier's answer to one inbox order, as the merchant's side follows it. */
export interface SupplierAnswer {
  supplierTenantId: number;
  merchantOrderId: number | null;
  orderId: number;
  status: SupplierOrderStatus;
  reason: string | null;
}

/**
 * Takes the supplier's answer onto the order of the merchant tenant `merchantTenantId`. It runs
 * inside the transition's transaction, after the inbox row changed: when it throws, the change is
 * undone. The search_path is the supplier's schema: it names the merchant's schema explicitly.
 */
export type MirrorOntoMerchantOrder = (tx: Tx, merchantTenantId: number, answer: SupplierAnswer) => Promise<void>;

/**
 * The supplier's transition of one inbox order, in the supplier's own transaction (inTenant):
 * locks the row, checks the rule (409 with a detail when the status does not allow it), writes
 * the new status and mirrors it onto the merchant's order.
 */
export async function changeOrderStatus(
  tx: Tx,
  supplier: { id: number; schema_name: string },
  orderId: number,
  action: SupplierOrderAction,
  reason: string | null,
  mirrorOntoMerchantOrder: MirrorOntoMerchantOrder,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  const plan = planTransition(order.status, action);
  if ('conflict' in plan) throw conflict(plan.conflict);
  await setOrderStatus(tx, orderId, plan.status, reason);
  const answer: SupplierAnswer = { supplierTenantId: supplier.id, merchantOrderId: order.merchant_order_id, orderId, status: plan.status, reason };
  await mirrorOntoMerchantOrder(tx, order.merchant_tenant_id, answer);
  // Both sides' open screens of the order reload (modules/live): the merchant's and other supplier members'.
  const number = order.number ?? `#${orderId}`;
  await notifyOrderChanged(tx, supplier.id, orderId, number);
  if (order.merchant_order_id !== null) await notifyOrderChanged(tx, order.merchant_tenant_id, order.merchant_order_id, number);
  // The mirror may have moved the search_path to another schema.
  await setTenantPath(tx, supplier.schema_name);
}
