// The merchant sees the supplier's answer: when a linked on-system supplier accepts, rejects or
// fulfils an inbox order, the merchant's purchase order takes the same status, in the supplier's
// transaction (so both change together or neither does). Wired by modules/cross-tenant.ts.
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import type { SupplierAnswer } from '../supplier-orders/inbox';
import { findTenantById } from '../tenants/repo';
import { MIRRORED_STATUS } from './rules';

/** Writes the answer onto the purchase order of the merchant tenant `merchantTenantId`, when it has one. */
export async function mirrorOntoMerchantOrder(tx: Tx, merchantTenantId: number, answer: SupplierAnswer): Promise<void> {
  if (answer.merchantOrderId === null) return;
  const merchant = await findTenantById(tx, merchantTenantId);
  if (merchant?.type !== 'merchant') return;
  // The search_path is the supplier's: name the merchant's schema. Only the order that went to
  // this very inbox order follows it.
  await tx.query(
    `UPDATE ${quoteIdent(merchant.schema_name)}.purchase_orders SET status = $1, status_reason = $2, updated_at = now()
      WHERE id = $3 AND supplier_tenant_id = $4 AND supplier_order_id = $5`,
    [MIRRORED_STATUS[answer.status], answer.reason, answer.merchantOrderId, answer.supplierTenantId, answer.orderId],
  );
}
