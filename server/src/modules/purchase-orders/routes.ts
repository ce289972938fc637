// Ordering calls of a merchant: place orders, the orders history, and sending order lists.
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../openapi/register';
import type { Schemas } from '../../openapi/operations';
import { badRequest, notFound } from '../../lib/errors';
import { inTenant, inTenantTurn, readTenant, requestTenant } from '../tenants/scope';
import { present as presentMessage } from '../messaging/present';
import { queueMessage } from '../messaging/routes';
import { countTowardsLimits } from '../limits/enforce';
import { placeOrders } from './place';
import { receiveOrder } from './receive';
import { presentOrders, presentSummaries } from './present';
import { findOrders, findProducts, listOrders } from './repo';
import { LIST_TITLES, listMessage, unknownPk } from './rules';

export const IDEMPOTENCY_KEY_ERROR = 'The Idempotency-Key header must be 1 to 255 characters.';

function idempotencyKey(req: FastifyRequest): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length < 1 || value.length > 255) throw badRequest({ detail: IDEMPOTENCY_KEY_ERROR });
  return value;
}

/** Queues an order list (unassigned or shop-in-store) as one message; names come from the products. */
async function sendList(req: FastifyRequest, { channel, to, items }: Schemas['OrderListSendRequest'], title: string) {
  const products = await readTenant(req, (tx) =>
    findProducts(
      tx,
      items.map((i) => i.product_id),
    ),
  );
  const unknown = items.find((i) => !products.has(i.product_id));
  if (unknown) throw badRequest({ product_id: [unknownPk(unknown.product_id)] });
  const lines = items.map((i) => ({ name: products.get(i.product_id)!.product_name, sku: products.get(i.product_id)!.sku, qty: i.qty }));
  const { subject, body } = listMessage(title, requestTenant(req).name, lines);
  return presentMessage(await queueMessage(req, { type: channel, sendTo: to, subject, body, field: 'to' }));
}

export const handlers: Handlers = {
  async placeOrders(req, reply) {
    const tenant = requestTenant(req);
    const key = idempotencyKey(req);
    const created = await inTenantTurn(req, async (tx) => {
      const placing = {
        tenant,
        userId: req.user!.id,
        request: req.body,
        idempotencyKey: key,
        smsCountryCodes: req.server.config.smsCountryCodes,
        now: req.server.clock.now(),
        countTowardsLimits: ({ orders, emails, texts }: { orders: number; emails: number; texts: number }) =>
          countTowardsLimits(tx, req, { orders_per_minute: orders, orders_per_minute_per_user: orders, emails_per_day: emails, texts_per_day: texts }),
      };
      const ids = await placeOrders(tx, placing, req.server.crossTenant);
      return presentOrders(tx, tenant.id, await findOrders(tx, ids));
    });
    req.server.messageWorker.wake();
    reply.code(201);
    return { created };
  },

  async receiveOrder(req) {
    const tenant = requestTenant(req);
    const key = idempotencyKey(req);
    const { id } = req.params;
    return inTenant(req, async (tx) => {
      await receiveOrder(tx, { tenant, userId: req.user!.id, orderId: id, request: req.body, idempotencyKey: key });
      const [order] = await presentOrders(tx, tenant.id, await findOrders(tx, [id]));
      return order!;
    });
  },

  async listPurchaseOrders(req) {
    const q = req.query;
    const pageSize = q.page_size ?? 10;
    const filters = { search: q.search, supplier: q.supplier, status: q.status, createdAfter: q.created_after, createdBefore: q.created_before };
    return readTenant(req, async (tx) => {
      const { count, rows } = await listOrders(tx, filters, { limit: pageSize, offset: ((q.page ?? 1) - 1) * pageSize });
      return { count, results: await presentSummaries(tx, requestTenant(req).id, rows) };
    });
  },

  async getPurchaseOrder(req) {
    const { id } = req.params;
    return readTenant(req, async (tx) => {
      const [order] = await presentOrders(tx, requestTenant(req).id, await findOrders(tx, [id]));
      if (!order) throw notFound();
      return order;
    });
  },

  async sendUnassignedList(req) {
    return sendList(req, req.body, LIST_TITLES.unassigned);
  },

  async sendShopInStoreList(req) {
    return sendList(req, req.body, LIST_TITLES.shopInStore);
  },
};
