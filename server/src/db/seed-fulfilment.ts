// Fulfilment for the demo (issue 23): every Corner Bistro order's shared timeline, one order Fresh
// Farms accepted with changes (fewer onions than ordered), and one shipped and partly received with
// a damaged case of romaine and its credit waiting for Fresh Farms' answer. The steps are taken
// through the real functions (changeOrderStatus, receiveOrder), so the demo shows what they do.
import { setTenantPath, type Tx } from './database';
import { quoteIdent } from './identifiers';
import { changeOrderStatus } from '../modules/supplier-orders/inbox';
import { mirrorOntoMerchantOrder } from '../modules/purchase-orders/mirror';
import { readCatalogPrices } from '../modules/priced-catalogs/supplier-reads';
import { receiveOrder } from '../modules/purchase-orders/receive';
import { orderNumber } from '../modules/purchase-orders/rules';
import { addEvent, ensureRecord, type OrderEventKind } from '../modules/order-records/records';
import { findTenantById } from '../modules/tenants/repo';

interface Order {
  id: number;
  status: string;
  status_reason: string | null;
  created_at: Date;
  placed_by: number | null;
  supplier_tenant_id: number | null;
  supplier_order_id: number | null;
}

const HOUR = 3_600_000;
/** The supplier's steps that stand behind a status in the older demo history (received: seed-history.ts). */
const HISTORY: Record<string, OrderEventKind[]> = { ACCEPTED: ['accepted'], REJECTED: ['rejected'], FULFILLED: ['accepted', 'shipped'], RECEIVED: ['accepted', 'shipped'] };

export async function seedFulfilment(tx: Tx, opts: { bistroId: number; freshFarmsId: number; merchantUserId: number; supplierUserId: number }): Promise<void> {
  const bistro = (await findTenantById(tx, opts.bistroId))!;
  const farms = (await findTenantById(tx, opts.freshFarmsId))!;
  const b = quoteIdent(bistro.schema_name);
  const orders = await tx.query<Order>(`SELECT id, status, status_reason, created_at, placed_by, supplier_tenant_id, supplier_order_id FROM ${b}.purchase_orders ORDER BY id`);
  const accepted = orders.find((o) => o.status === 'ACCEPTED');
  const fulfilled = orders.find((o) => o.status === 'FULFILLED');

  // Every order starts its timeline when it was placed; the history the statuses tell follows.
  for (const o of orders) {
    const keys = { merchantTenantId: bistro.id, merchantOrderId: o.id, supplierTenantId: o.supplier_tenant_id, supplierOrderId: o.supplier_order_id, number: orderNumber(o.id) };
    const record = await ensureRecord(tx, keys);
    await addEvent(tx, record, { kind: 'placed', side: 'merchant', tenantName: bistro.name, userId: o.placed_by, at: o.created_at });
    if (o === accepted || o === fulfilled || o.supplier_tenant_id === null) continue;
    for (const [i, kind] of (HISTORY[o.status] ?? []).entries()) {
      const at = new Date(o.created_at.getTime() + (i + 2) * HOUR);
      await addEvent(tx, record, { kind, side: 'supplier', tenantName: farms.name, userId: opts.supplierUserId, detail: kind === 'rejected' ? o.status_reason : null, at });
    }
  }

  // Taken again through the real steps: both back to new, then accepted (and shipped) by Fresh Farms.
  const crossTenant = { mirrorOntoMerchantOrder, readCatalogPrices };
  const supplierStep = async (o: Order, step: Parameters<typeof changeOrderStatus>[3]) => {
    await setTenantPath(tx, farms.schema_name);
    await changeOrderStatus(tx, farms, o.supplier_order_id!, step, crossTenant);
  };
  const reopen = async (o: Order) => {
    await tx.query(`UPDATE ${quoteIdent(farms.schema_name)}.incoming_orders SET status = 'new' WHERE id = $1`, [o.supplier_order_id]);
    await tx.query(`UPDATE ${b}.purchase_orders SET status = 'PLACED' WHERE id = $1`, [o.id]);
  };
  const lines = async (o: Order) =>
    tx.query<{ id: number; sku: string; qty: number }>(`SELECT id, sku, qty FROM ${quoteIdent(farms.schema_name)}.incoming_order_lines WHERE order_id = $1 ORDER BY id`, [
      o.supplier_order_id,
    ]);
  const now = new Date();

  if (accepted?.supplier_order_id) {
    await reopen(accepted);
    const [onions] = await lines(accepted);
    const accept = { lines: [{ id: onions.id, confirmed_qty: onions.qty - 10, note: 'Only 20 lb until Friday.' }] };
    await supplierStep(accepted, { action: 'accept', accept, userId: opts.supplierUserId, now });
  }
  if (fulfilled?.supplier_order_id) {
    await reopen(fulfilled);
    await supplierStep(fulfilled, { action: 'accept', userId: opts.supplierUserId, now });
    await supplierStep(fulfilled, { action: 'fulfill', userId: opts.supplierUserId, now });
    // Corner Bistro received the tomatoes, and the romaine with one case crushed; the eggs are still to come.
    const [tomatoes, romaine] = await tx.query<{ id: number; qty: number }>(`SELECT id, qty FROM ${b}.purchase_order_lines WHERE order_id = $1 ORDER BY id`, [fulfilled.id]);
    await setTenantPath(tx, bistro.schema_name);
    const request = {
      lines: [
        { id: tomatoes.id, received_qty: tomatoes.qty },
        { id: romaine.id, received_qty: romaine.qty - 1, reason: 'DAMAGED' as const, note: 'One case crushed in transit.' },
      ],
    };
    await receiveOrder(tx, { tenant: bistro, userId: opts.merchantUserId, orderId: fulfilled.id, request, idempotencyKey: null });
  }
  await tx.exec('SET LOCAL search_path TO public');
}
