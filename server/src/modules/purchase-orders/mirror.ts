// The merchant sees the supplier's answer: when a linked on-system supplier accepts, rejects or
// fulfils an inbox order, the merchant's purchase order takes the same status, and an accept's
// confirmations (each line's quantity, price, substitute and note, the new total and date), in the
// supplier's transaction (so both change together or neither does). Wired by modules/cross-tenant.ts.
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import type { SupplierAnswer } from '../supplier-orders/inbox';
import { findTenantById } from '../tenants/repo';
import { MIRRORED_STATUS } from './rules';
import { storeConfirmation } from '../supplier-orders/confirm';

/** Writes the answer onto the purchase order of the merchant tenant `merchantTenantId`, when it has one. */
export async function mirrorOntoMerchantOrder(tx: Tx, merchantTenantId: number, answer: SupplierAnswer): Promise<void> {
  if (answer.merchantOrderId === null) return;
  const merchant = await findTenantById(tx, merchantTenantId);
  if (merchant?.type !== 'merchant') return;
  // The search_path is the supplier's: name the merchant's schema. Only the order that went to
  // this very inbox order follows it.
  const m = quoteIdent(merchant.schema_name);
  const mirrored = await tx.query(
    // A delivery received before the supplier marked it shipped keeps its received status.
    `UPDATE ${m}.purchase_orders SET status = CASE WHEN status IN ('PARTIALLY_RECEIVED', 'RECEIVED') THEN status ELSE $1 END, status_reason = $2, updated_at = now()
      WHERE id = $3 AND supplier_tenant_id = $4 AND supplier_order_id = $5 RETURNING id`,
    [MIRRORED_STATUS[answer.status], answer.reason, answer.merchantOrderId, answer.supplierTenantId, answer.orderId],
  );
  const confirmation = answer.confirmation;
  if (!confirmation || mirrored.length === 0) return;
  const lines = confirmation.lines.flatMap(({ merchantLineId, ...l }) => (merchantLineId === null ? [] : [{ ...l, id: merchantLineId }]));
  await storeConfirmation(tx, { orders: `${m}.purchase_orders`, lines: `${m}.purchase_order_lines` }, answer.merchantOrderId, { ...confirmation, lines });
}

/** What the merchant's receipts recorded on each line of its order `merchantOrderId` (the supplier's detail shows it). */
export async function readReceivedQuantities(tx: Tx, merchantTenantId: number, merchantOrderId: number): Promise<Map<number, number>> {
  const merchant = await findTenantById(tx, merchantTenantId);
  if (merchant?.type !== 'merchant') return new Map();
  const m = quoteIdent(merchant.schema_name);
  const rows = await tx.query<{ line_id: number; received: number }>(
    `SELECT rl.line_id, sum(rl.received_qty) AS received FROM ${m}.receipt_lines rl JOIN ${m}.receipts r ON r.id = rl.receipt_id
      WHERE r.order_id = $1 GROUP BY rl.line_id`,
    [merchantOrderId],
  );
  return new Map(rows.map((r) => [r.line_id, r.received]));
}
