// The supplier orders inbox as other modules use it: purchasing records the orders a merchant
// places with an on-system supplier (recordIncomingOrder) and mirrors the supplier's answers
// (onIncomingOrderStatusChange). The supplier's own calls change the status (changeOrderStatus).
import { setTenantPath, type Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SupplierOrderAction, SupplierOrderStatus } from '@shared/supplier-order-status';
import { findTenantById } from '../tenants/repo';
import { insertOrder, lockOrder, setOrderStatus } from './repo';
import { INBOX_MESSAGES, incomingOrderErrors, planTransition } from './rules';

export interface IncomingOrderLine { name: string; sku: string | null; qty: number }
export interface IncomingOrder {
  merchantTenantId: number;          // the merchant tenant that placed it
  merchantOrderId: number | null;    // the merchant's own purchase order id (null when none, e.g. demo data)
  note?: string | null;
  lines: IncomingOrderLine[];        // at least one, qty > 0
}

/**
 * Records an order in the supplier tenant's inbox (status 'new'). Works inside any caller
 * transaction whatever its search_path, and leaves the search_path as it was (every name is
 * schema-qualified). Recording the same merchant order twice answers the first one's id.
 * A bad order (no lines, a quantity of 0 or less, a blank name) or tenants of the wrong kind
 * are a 400.
 */
export async function recordIncomingOrder(tx: Tx, supplierTenantId: number, order: IncomingOrder): Promise<{ id: number }> {
  const errors = incomingOrderErrors(order);
  if (errors) throw badRequest(errors);
  const supplier = await findTenantById(tx, supplierTenantId);
  if (supplier?.type !== 'supplier') throw badRequest({ detail: INBOX_MESSAGES.notSupplier });
  const merchant = await findTenantById(tx, order.merchantTenantId);
  if (merchant?.type !== 'merchant') throw badRequest({ detail: INBOX_MESSAGES.notMerchant });
  const { id } = await insertOrder(tx, supplier.schema_name, order);
  return { id };
}

export interface IncomingOrderStatusChange {
  supplierTenantId: number;
  merchantTenantId: number;
  merchantOrderId: number | null;
  orderId: number;
  status: SupplierOrderStatus;
  reason: string | null;
}

type Listener = (tx: Tx, change: IncomingOrderStatusChange) => Promise<void>;
const listeners: Listener[] = [];

/**
 * Listeners run inside the transition's transaction, after the inbox row changed (the purchasing
 * module mirrors the status on the merchant's order); a listener that throws undoes the change.
 * The transaction's search_path is the supplier's schema: name other schemas explicitly. Answers
 * a function that removes the listener.
 */
export function onIncomingOrderStatusChange(listener: Listener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/**
 * The supplier's transition of one inbox order, in the supplier's own transaction (inTenant):
 * locks the row, checks the rule (409 with a detail when the status does not allow it), writes
 * the new status and tells the listeners.
 */
export async function changeOrderStatus(
  tx: Tx,
  supplier: { id: number; schema_name: string },
  orderId: number,
  action: SupplierOrderAction,
  reason: string | null = null,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound();
  const plan = planTransition(order.status, action);
  if ('conflict' in plan) throw conflict(plan.conflict);
  await setOrderStatus(tx, orderId, plan.status, reason);
  const change: IncomingOrderStatusChange = {
    supplierTenantId: supplier.id,
    merchantTenantId: order.merchant_tenant_id,
    merchantOrderId: order.merchant_order_id,
    orderId,
    status: plan.status,
    reason,
  };
  for (const listener of listeners) {
    await listener(tx, change);
    // A listener may have moved the search_path to another schema.
    await setTenantPath(tx, supplier.schema_name);
  }
}
