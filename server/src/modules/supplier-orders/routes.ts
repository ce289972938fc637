// Supplier: the orders inbox (decisions.md), with the transitions accept (confirming each line),
// reject (with a reason) and fulfil (shipped), each checked on the server (409 with a detail when
// the status does not allow it); the merchant's purchase order follows (modules/cross-tenant.ts).
// The timeline and credits are the order's shared record (modules/order-records); the merchant's
// receipts show as each line's received_qty (a named cross-tenant read).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { notFound } from '../../lib/errors';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import type { Tx } from '../../db/database';
import type { CrossTenant } from '../cross-tenant';
import { cents } from '../priced-catalogs/rules';
import { creditedOf, creditsOf, eventsOf } from '../order-records/records';
import { changeOrderStatus, type Step } from './inbox';
import { answerSupplierCredit } from './credits';
import { findOrder, listOrders, orderLines, type LineRow, type OrderRow } from './repo';

export const DEFAULT_LIMIT = 20;

function toOrder(r: OrderRow, credited: number) {
  return {
    id: r.id,
    merchant: { id: r.merchant_tenant_id, name: r.merchant_name },
    merchant_order_id: r.merchant_order_id,
    // The merchant's PO number (one number both sides show); an order with none (demo data) shows its own.
    number: r.number ?? `#${r.id}`,
    total: r.total,
    ordered_total: r.ordered_total ?? r.total,
    credited,
    net_total: cents(r.total - credited),
    delivery_date: r.delivery_day,
    below_minimum: r.below_minimum,
    status: r.status,
    note: r.note,
    reject_reason: r.reject_reason,
    line_count: r.line_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function toLine(l: LineRow, received: Map<number, number>) {
  const { merchant_line_id, substitute_product_id, substitute_name, substitute_sku, ...line } = l;
  return {
    ...line,
    substitute: substitute_product_id !== null && substitute_name !== null ? { supplier_product_id: substitute_product_id, name: substitute_name, sku: substitute_sku } : null,
    received_qty: merchant_line_id === null ? 0 : (received.get(merchant_line_id) ?? 0),
  };
}

async function orderDetail(tx: Tx, supplierTenantId: number, reads: Pick<CrossTenant, 'readReceivedQuantities'>, id: number) {
  const order = await findOrder(tx, id);
  if (!order) throw notFound();
  const received = order.merchant_order_id === null ? new Map<number, number>() : await reads.readReceivedQuantities(tx, order.merchant_tenant_id, order.merchant_order_id);
  const credited = (await creditedOf(tx, 'supplier', supplierTenantId, [id])).get(id) ?? 0;
  return {
    ...toOrder(order, credited),
    lines: (await orderLines(tx, id)).map((l) => toLine(l, received)),
    credits: (await creditsOf(tx, 'supplier', supplierTenantId, [id])).get(id) ?? [],
    events: (await eventsOf(tx, 'supplier', supplierTenantId, [id])).get(id) ?? [],
  };
}

function transition(req: FastifyRequest, id: number, step: Omit<Step, 'userId' | 'now'>) {
  const tenant = requestTenant(req);
  return inTenant(req, async (tx) => {
    await changeOrderStatus(tx, tenant, id, { ...step, userId: req.user!.id, now: req.server.clock.now() }, req.server.crossTenant);
    return orderDetail(tx, tenant.id, req.server.crossTenant, id);
  });
}

export const handlers: Handlers = {
  async listSupplierOrders(req) {
    const { status, limit = DEFAULT_LIMIT, offset = 0 } = req.query;
    const tenantId = requestTenant(req).id;
    return readTenant(req, async (tx) => {
      const { count, rows } = await listOrders(tx, { status, limit, offset });
      const credited = await creditedOf(
        tx,
        'supplier',
        tenantId,
        rows.map((r) => r.id),
      );
      return { count, results: rows.map((r) => toOrder(r, credited.get(r.id) ?? 0)) };
    });
  },

  async getSupplierOrder(req) {
    return readTenant(req, (tx) => orderDetail(tx, requestTenant(req).id, req.server.crossTenant, req.params.id));
  },

  async acceptSupplierOrder(req) {
    return transition(req, req.params.id, { action: 'accept', accept: req.body });
  },

  async rejectSupplierOrder(req) {
    return transition(req, req.params.id, { action: 'reject', reason: req.body.reason.trim() });
  },

  async fulfillSupplierOrder(req) {
    return transition(req, req.params.id, { action: 'fulfill' });
  },

  async approveCredit(req) {
    return inTenant(req, (tx) => answerSupplierCredit(tx, requestTenant(req), req.user!.id, req.params.id, { approve: req.body?.amount ?? null }));
  },

  async disputeCredit(req) {
    return inTenant(req, (tx) => answerSupplierCredit(tx, requestTenant(req), req.user!.id, req.params.id, { dispute: req.body.reason }));
  },
};
