// One supplier group of a placing, priced and dated (decisions.md "Priced catalogs"): each line's
// unit price decided here (the connected supplier's catalog price for the tied offer, else the
// offer's own price, else unknown), the total of the known line totals, the delivery date checked
// against the supplier's terms for this merchant, and its minimum applied.
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { canDeliverOn, addDays, localDateTime, nextDeliveryDate, type DeliveryTerms } from '@shared/delivery-dates';
import type { CrossTenantReads } from '../cross-tenant';
import type { ConnectionRow } from '../connections/repo';
import { priceOf } from '../priced-catalogs/connected';
import { cents, TERMS_MESSAGES } from '../priced-catalogs/rules';
import type { CatalogPrice } from '../priced-catalogs/supplier-reads';
import { offersOfSupplier, type OrderProduct, type OrderSupplier, type PlacedLine } from './repo';

/** A line as the supplier's inbox shows it: its own name and SKU where the line is tied to its product. */
export type InboxLine = PlacedLine & { supplier_product_id: number | null; supplierName: string | null; supplierSku: string | null };

export interface PlannedGroup {
  lines: InboxLine[];
  total: number;
  deliveryDate: string | null;
  belowMinimum: boolean;
}

interface GroupInput {
  supplier: OrderSupplier;
  /** The supplier's live connection, if any: only an ACTIVE one tied to the supplier's record brings its catalog and terms. */
  connection: ConnectionRow | undefined;
  items: { product: OrderProduct; qty: number }[];
  deliveryDate: string | null;
  /** The merchant tenant's time zone: an off-system supplier's date is the merchant's own. */
  merchantTimezone: string;
  now: Date;
}

/** The first date on or after `from` the terms allow for an order placed at `now`. */
function firstPossibleFrom(terms: DeliveryTerms, from: string, now: Date): string {
  let date = from > nextDeliveryDate(terms, now) ? from : nextDeliveryDate(terms, now);
  while (!canDeliverOn(terms, date, now)) date = addDays(date, 1);
  return date;
}

export async function planGroup(tx: Tx, reads: Pick<CrossTenantReads, 'readCatalogPrices' | 'readOrderingTerms'>, g: GroupInput): Promise<PlannedGroup> {
  const offers = await offersOfSupplier(
    tx,
    g.supplier.id,
    g.items.map((i) => i.product.id),
  );
  const c = g.connection;
  const link = c?.status === 'ACTIVE' && c.merchant_id !== null ? { tenant: c.supplier_tenant_id, record: c.merchant_id } : null;
  const tiedIds = [...offers.values()].flatMap((o) => (o.supplier_product_id === null ? [] : [o.supplier_product_id]));
  const catalog: Map<number, CatalogPrice> | undefined = link ? await reads.readCatalogPrices(tx, link.tenant, link.record, tiedIds) : undefined;
  const lines = g.items.map(({ product, qty }): InboxLine => {
    const offer = offers.get(product.id);
    const unit_price = offer ? priceOf(offer, catalog) : null;
    const tied = offer?.supplier_product_id ?? null;
    const own = tied !== null ? catalog?.get(tied) : undefined;
    return {
      product,
      qty,
      unit_price,
      line_total: unit_price === null ? null : cents(qty * unit_price),
      supplier_product_id: tied,
      supplierName: own?.name ?? null,
      supplierSku: own?.sku ?? null,
    };
  });
  const total = cents(lines.reduce((sum, l) => sum + (l.line_total ?? 0), 0));

  const terms = link ? await reads.readOrderingTerms(tx, link.tenant, link.record) : null;
  if (!terms) {
    const today = localDateTime(g.now, g.merchantTimezone).date;
    if (g.deliveryDate !== null && g.deliveryDate < today) throw badRequest({ delivery_date: [TERMS_MESSAGES.pastDate(g.deliveryDate)] });
    return { lines, total, deliveryDate: g.deliveryDate, belowMinimum: false };
  }
  let deliveryDate = nextDeliveryDate(terms, g.now);
  if (g.deliveryDate !== null) {
    if (!canDeliverOn(terms, g.deliveryDate, g.now)) {
      throw badRequest({ delivery_date: [TERMS_MESSAGES.notADeliveryDate(g.supplier.name, g.deliveryDate, firstPossibleFrom(terms, g.deliveryDate, g.now))] });
    }
    deliveryDate = g.deliveryDate;
  }
  const below = terms.minimum_order > 0 && total < terms.minimum_order;
  if (below && terms.minimum_order_rule === 'hard') throw badRequest({ non_field_errors: [TERMS_MESSAGES.hardMinimum(g.supplier.name, terms.minimum_order)] });
  return { lines, total, deliveryDate, belowMinimum: below };
}
