// msw handlers for a supplier's answers on its orders (issue 23): accepting with confirmed lines
// (substitutes at this merchant's price: its catalog price, else the list price), and approving or
// disputing a merchant's credit request, with the server's rules, messages and timeline events.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { refusal } from '../../src/lib/supplier-order-status';
import { detail, fieldErrors, notFound, type requestLogger } from './common';
import { contract } from './contract';
import type { Order, SupplierDb } from './supplier-db';

type AcceptBody = components['schemas']['AcceptOrderRequest'];
type OrderEvent = components['schemas']['OrderEvent'];

const cents = (n: number) => Math.round(n * 100) / 100;
const NOW = '2025-03-06T12:00:00Z';

/** The timeline gains a step the supplier took. */
export function addEvent(order: Order, kind: OrderEvent['kind'], text: string | null) {
  const id = Math.max(0, ...order.events.map((e) => e.id)) + 1;
  order.events.push({ id, kind, side: 'supplier', tenant_name: 'Fresh Farms', user_name: 'Sam Supplier', detail: text, created_at: NOW });
}

/** The order's totals from its lines and credits, as the server works them out. */
function retotal(order: Order) {
  for (const l of order.lines) {
    const price = l.confirmed_unit_price ?? l.unit_price;
    l.line_total = price === null ? null : cents((l.confirmed_qty ?? l.qty) * price);
  }
  order.total = cents(order.lines.reduce((sum, l) => sum + (l.line_total ?? 0), 0));
  order.credited = cents(order.credits.reduce((sum, c) => sum + (c.status === 'approved' ? (c.approved_amount ?? 0) : 0), 0));
  order.net_total = cents(order.total - order.credited);
}

/** Where the body is wrong, as the server's 400 says it; null when it is fine. */
function bodyErrors(db: SupplierDb, order: Order, body: AcceptBody): Record<string, unknown> | null {
  const ids = (body.lines ?? []).map((l) => l.id);
  if (ids.some((id, i) => ids.indexOf(id) !== i || !order.lines.some((l) => l.id === id))) return { lines: ['Each line must be a line of this order, at most once.'] };
  const positions = (body.lines ?? []).map((l) => {
    const sub = l.substitute_product_id;
    return sub && !db.products.some((p) => p.id === sub && p.is_active) ? { substitute_product_id: [`Invalid pk "${sub}" - object does not exist.`] } : {};
  });
  if (positions.some((p) => Object.keys(p).length)) return { lines: positions };
  if (body.delivery_date && body.delivery_date < NOW.slice(0, 10)) return { delivery_date: ['The delivery date cannot be in the past.'] };
  return null;
}

/** This merchant's price of a product: its catalog price, else the list price. */
const merchantPrice = (db: SupplierDb, productId: number) =>
  db.catalogs.filter((c) => c.is_active).flatMap((c) => c.products.filter((p) => p.id === productId && p.has_catalog_price))[0]?.price ?? db.products.find((p) => p.id === productId)!.price;

/** Confirms every line (as ordered unless the body says otherwise) and says what changed. */
function confirm(db: SupplierDb, order: Order, body: AcceptBody) {
  const changes: string[] = [];
  for (const l of order.lines) {
    const given = body.lines?.find((b) => b.id === l.id);
    const product = given?.substitute_product_id ? db.products.find((p) => p.id === given.substitute_product_id)! : null;
    l.confirmed_qty = given?.confirmed_qty ?? l.qty;
    l.confirmed_unit_price = product ? merchantPrice(db, product.id) : l.unit_price;
    l.substitute = product ? { supplier_product_id: product.id, name: product.name, sku: product.sku } : null;
    l.supplier_note = given?.note?.trim() || null;
    if (product) changes.push(`Substituted: ${product.name} for ${l.name}`);
    else if (l.confirmed_qty !== l.qty) changes.push(`${l.confirmed_qty} of ${l.qty} confirmed: ${l.name}`);
  }
  if (body.delivery_date) order.delivery_date = body.delivery_date;
  order.status = 'accepted';
  retotal(order);
  addEvent(order, changes.length ? 'accepted_with_changes' : 'accepted', changes.join('; ') || null);
}

export function supplierOrderAnswerHandlers(db: SupplierDb, log: ReturnType<typeof requestLogger>) {
  const findCredit = (id: unknown) => {
    for (const order of db.orders) {
      const credit = order.credits.find((c) => c.id === Number(id));
      if (credit) return { order, credit };
    }
    return null;
  };
  return [
    contract.post('/supplier-orders/orders/{id}/accept/', async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as AcceptBody) : undefined;
      log(request, body);
      const order = db.orders.find((o) => o.id === Number(params.id));
      if (!order) return notFound();
      if (order.status !== 'new') return detail(refusal(order.status, 'accept'), 409);
      const errors = body ? bodyErrors(db, order, body) : null;
      if (errors) return HttpResponse.json(errors as never, { status: 400 });
      confirm(db, order, body ?? {});
      return HttpResponse.json(order);
    }),
    contract.post('/supplier-orders/credits/{id}/approve/', async ({ request, params }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as { amount?: number | null }) : undefined;
      log(request, body);
      const found = findCredit(params.id);
      if (!found) return notFound();
      const { order, credit } = found;
      if (credit.status !== 'requested') return detail(`A credit that is ${credit.status} cannot be approved.`, 409);
      const amount = body?.amount ?? credit.amount;
      if (amount > credit.amount) return fieldErrors({ amount: [`Ensure this value is less than or equal to ${credit.amount}.`] });
      Object.assign(credit, { status: 'approved', approved_amount: amount, answered_at: NOW });
      retotal(order);
      addEvent(order, 'credit_approved', `$${amount.toFixed(2)} for ${credit.name}`);
      return HttpResponse.json(credit);
    }),
    contract.post('/supplier-orders/credits/{id}/dispute/', async ({ request, params }) => {
      const body = (await request.json()) as { reason?: string };
      log(request, body);
      const found = findCredit(params.id);
      if (!found) return notFound();
      const { order, credit } = found;
      if (credit.status !== 'requested') return detail(`A credit that is ${credit.status} cannot be disputed.`, 409);
      const reason = body.reason?.trim();
      if (!reason) return fieldErrors({ reason: ['This field may not be blank.'] });
      Object.assign(credit, { status: 'disputed', dispute_reason: reason, answered_at: NOW });
      addEvent(order, 'credit_disputed', reason);
      return HttpResponse.json(credit);
    }),
  ];
}
