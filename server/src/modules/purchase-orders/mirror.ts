// The merchant sees the supplier's answer: when a linked on-system supplier accepts, rejects or
// fulfils an inbox order, the merchant's purchase order takes the same status, in the supplier's
// transaction (so both change together or neither does).
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import { onIncomingOrderStatusChange, type IncomingOrderStatusChange } from '../supplier-orders/inbox';
import { findTenantById } from '../tenants/repo';
import { MIRRORED_STATUS } from './rules';

export async function mirrorSupplierStatus(tx: Tx, change: IncomingOrderStatusChange): Promise<void> {
  if (change.merchantOrderId === null) return;
  const merchant = await findTenantById(tx, change.merchantTenantId);
  if (merchant?.type !== 'merchant') return;
  // The search_path is the supplier's: name the merchant's schema. Only the order that went to
  // this very inbox order follows it.
  await tx.query(
    `UPDATE ${quoteIdent(merchant.schema_name)}.purchase_orders SET status = $1, status_reason = $2, updated_at = now()
      WHERE id = $3 AND supplier_tenant_id = $4 AND supplier_order_id = $5`,
    [MIRRORED_STATUS[change.status], change.reason, change.merchantOrderId, change.supplierTenantId, change.orderId],
  );
}

// Once per process: the inbox keeps one list of listeners for every app instance.
onIncomingOrderStatusChange(mirrorSupplierStatus);
