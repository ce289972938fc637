// Supplier: the orders inbox (decisions.md), with the transitions accept, reject (with a reason)
// and fulfil, each checked on the server (409 with a detail when the status does not allow it);
// the merchant's purchase order follows (modules/cross-tenant.ts).
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import { notFound } from '../../lib/errors';
import type { SupplierOrderAction } from '@shared/supplier-order-status';
import { inTenant, readTenant, requestTenant } from '../tenants/scope';
import type { Tx } from '../../db/database';
import { changeOrderStatus } from './inbox';
import { findOrder, listOrders, orderLines, type OrderRow } from './repo';

export const DEFAULT_LIMIT = 20;

function toOrder(r: OrderRow) {
  return {
    id: r.id,
    merchant: { id: r.merchant_tenant_id, name: r.merchant_name },
    merchant_order_id: r.merchant_order_id,
    // The merchant's PO number (one number both sides show); an order with none (demo data) shows its own.
    number: r.number ?? `#${r.id}`,
    total: r.total,
    ordered_total: r.total,
    credited: 0,
    net_total: r.total,
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

// Until confirmations and receipts are stored (issue 23), every line is as placed.
const untouched = (l: Awaited<ReturnType<typeof orderLines>>[number]) => ({ ...l, confirmed_qty: null, confirmed_unit_price: null, substitute: null, supplier_note: null, received_qty: 0 });

async function orderDetail(tx: Tx, id: number) {
  const order = await findOrder(tx, id);
  if (!order) throw notFound();
  return { ...toOrder(order), lines: (await orderLines(tx, id)).map(untouched), credits: [], events: [] };
}

function transition(req: FastifyRequest, id: number, action: SupplierOrderAction, reason: string | null = null) {
  return inTenant(req, async (tx) => {
    await changeOrderStatus(tx, requestTenant(req), id, action, reason, req.server.crossTenant.mirrorOntoMerchantOrder);
    return orderDetail(tx, id);
  });
}

export const handlers: Handlers = {
  async listSupplierOrders(req) {
    const { status, limit = DEFAULT_LIMIT, offset = 0 } = req.query;
    const { count, rows } = await readTenant(req, (tx) => listOrders(tx, { status, limit, offset }));
    return { count, results: rows.map(toOrder) };
  },

  async getSupplierOrder(req) {
    return readTenant(req, (tx) => orderDetail(tx, req.params.id));
  },

  async acceptSupplierOrder(req) {
    return transition(req, req.params.id, 'accept');
  },

  async rejectSupplierOrder(req) {
    return transition(req, req.params.id, 'reject', req.body.reason.trim());
  },

  async fulfillSupplierOrder(req) {
    return transition(req, req.params.id, 'fulfill');
  },
};
