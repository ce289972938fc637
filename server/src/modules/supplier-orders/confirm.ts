// The supplier confirms each line when it accepts (decisions.md "Fulfilment, receiving and credits
// (issue 23)"): a quantity (0: out of stock), a substitute at this merchant's price (its catalog
// price, else its list price: readCatalogPrices), a note, and perhaps a new delivery date. A line
// left out is confirmed as ordered. The plan also says what changed, for the shared timeline.
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import type { OperationRequest } from '../../openapi/operations';
import { localDateTime } from '@shared/delivery-dates';
import { LIVE_SQL } from '../connections/repo';
import type { CrossTenantReads } from '../cross-tenant';
import { cents, TERMS_MESSAGES } from '../priced-catalogs/rules';
import { keptQty, unknownPk } from '../purchase-orders/rules';
import type { ConfirmedLine } from './inbox';

/** The accept's body (absent: every line as ordered). */
export type AcceptBody = OperationRequest<'acceptSupplierOrder'>['body'] | undefined;

export const CONFIRM_MESSAGES = {
  notALine: (id: number) => `Line ${id} is not a line of this order.`,
  twice: (id: number) => `Line ${id} is listed more than once.`,
};

export interface InboxLine {
  id: number;
  name: string;
  qty: number;
  supplier_product_id: number | null;
  unit_price: number | null;
  merchant_line_id: number | null;
}

export interface AcceptPlan {
  lines: (ConfirmedLine & { id: number })[];
  total: number;
  deliveryDate: string | null;
  /** 'accepted_with_changes' when a quantity, a product or the date changed. */
  changes: string[];
}

const qtyText = (qty: number) => String(keptQty(qty));

/** The listed lines' problems: each a line of this order, at most once (DRF field error on `lines`). */
function lineErrors(listed: { id: number }[], lines: InboxLine[]): string[] {
  const known = new Set(lines.map((l) => l.id));
  const seen = new Set<number>();
  for (const { id } of listed) {
    if (!known.has(id)) return [CONFIRM_MESSAGES.notALine(id)];
    if (seen.has(id)) return [CONFIRM_MESSAGES.twice(id)];
    seen.add(id);
  }
  return [];
}

/** The substitutes' names, SKUs and prices for this merchant; 400 at the position of one that is not an active product. */
async function substitutes(tx: Tx, reads: Pick<CrossTenantReads, 'readCatalogPrices'>, supplierTenantId: number, merchantTenantId: number, listed: NonNullable<AcceptBody>['lines']) {
  const ids = [...new Set((listed ?? []).flatMap((l) => (l.substitute_product_id ? [l.substitute_product_id] : [])))];
  if (ids.length === 0) return new Map<number, { name: string; sku: string | null; price: number | null }>();
  const products = await tx.query<{ id: number; name: string; sku: string | null; price: number | null }>(
    'SELECT id, name, sku, price FROM supplier_products WHERE id = ANY($1::int[]) AND is_active',
    [ids],
  );
  const found = new Map(products.map((p) => [p.id, p]));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw badRequest({ lines: [unknownPk(unknown)] });
  // This merchant's price: its record's catalogs over the live connection, else the list price.
  const [link] = await tx.query<{ merchant_id: number }>(
    `SELECT merchant_id FROM public.connections WHERE supplier_tenant_id = $1 AND merchant_tenant_id = $2 AND status IN ${LIVE_SQL} AND merchant_id IS NOT NULL`,
    [supplierTenantId, merchantTenantId],
  );
  const catalog = link ? await reads.readCatalogPrices(tx, supplierTenantId, link.merchant_id, ids) : new Map<number, { price: number | null }>();
  return new Map(products.map((p) => [p.id, { ...p, price: catalog.get(p.id)?.price ?? p.price }]));
}

/** What accepting with `body` confirms on each line, the new total and what changed. */
export async function planAccept(
  tx: Tx,
  reads: Pick<CrossTenantReads, 'readCatalogPrices'>,
  order: { supplierTenantId: number; merchantTenantId: number; deliveryDate: string | null; timezone: string; now: Date },
  lines: InboxLine[],
  body: AcceptBody,
): Promise<AcceptPlan> {
  const listed = body?.lines ?? [];
  const errors = lineErrors(listed, lines);
  if (errors.length) throw badRequest({ lines: errors });
  const date = body?.delivery_date ?? null;
  if (date !== null && date < localDateTime(order.now, order.timezone).date) throw badRequest({ delivery_date: [TERMS_MESSAGES.pastDate(date)] });
  const subs = await substitutes(tx, reads, order.supplierTenantId, order.merchantTenantId, listed);

  const byId = new Map(listed.map((l) => [l.id, l]));
  const changes: string[] = [];
  const planned = lines.map((line) => {
    const given = byId.get(line.id);
    const qty = given ? keptQty(given.confirmed_qty) : line.qty;
    const subId = given?.substitute_product_id && given.substitute_product_id !== line.supplier_product_id ? given.substitute_product_id : null;
    const sub = subId ? subs.get(subId)! : null;
    const price = sub ? sub.price : line.unit_price;
    if (sub) changes.push(`Substituted: ${sub.name} for ${line.name}`);
    if (qty !== line.qty) changes.push(`${line.name}: ${qtyText(qty)} of ${qtyText(line.qty)} confirmed`);
    return {
      id: line.id,
      merchantLineId: line.merchant_line_id,
      confirmed_qty: qty,
      confirmed_unit_price: price,
      substitute: sub && subId ? { supplier_product_id: subId, name: sub.name, sku: sub.sku } : null,
      supplier_note: given?.note?.trim() || null,
      line_total: price === null ? null : cents(qty * price),
    };
  });
  if (date !== null && date !== order.deliveryDate) changes.push(`Delivery date: ${date}`);
  const total = cents(planned.reduce((sum, l) => sum + (l.line_total ?? 0), 0));
  return { lines: planned, total, deliveryDate: date, changes };
}

/**
 * Stores confirmations on an order's lines (each by its id in `tables.lines`) and the order's new
 * total and date, keeping the total as placed: the supplier's own inbox order, and the merchant's
 * mirror of it (tables named with their schema there).
 */
export async function storeConfirmation(
  tx: Tx,
  tables: { orders: string; lines: string },
  orderId: number,
  confirmation: { lines: (Omit<ConfirmedLine, 'merchantLineId'> & { id: number })[]; total: number; deliveryDate: string | null },
): Promise<void> {
  const rows = confirmation.lines.map(({ substitute, ...l }) => ({
    ...l,
    substitute_product_id: substitute?.supplier_product_id ?? null,
    substitute_name: substitute?.name ?? null,
    substitute_sku: substitute?.sku ?? null,
  }));
  await tx.query(
    `UPDATE ${tables.lines} l SET confirmed_qty = c.confirmed_qty, confirmed_unit_price = c.confirmed_unit_price, substitute_product_id = c.substitute_product_id,
            substitute_name = c.substitute_name, substitute_sku = c.substitute_sku, supplier_note = c.supplier_note, line_total = c.line_total
       FROM jsonb_to_recordset($2::jsonb) AS c(id int, confirmed_qty numeric, confirmed_unit_price numeric, substitute_product_id int, substitute_name text,
            substitute_sku text, supplier_note text, line_total numeric)
      WHERE l.id = c.id AND l.order_id = $1`,
    [orderId, JSON.stringify(rows)],
  );
  await tx.query(`UPDATE ${tables.orders} SET ordered_total = coalesce(ordered_total, total), total = $2, delivery_date = coalesce($3, delivery_date) WHERE id = $1`, [
    orderId,
    confirmation.total,
    confirmation.deliveryDate,
  ]);
}
