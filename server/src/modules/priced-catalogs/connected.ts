// A merchant supplier as the priced catalog reaches it: its ACTIVE connection's supplier tenant and
// the supplier's record of this merchant (the pair every cross-tenant read names), and the prices of
// a merchant's offers (decisions.md "Priced catalogs").
import type { Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import type { ConnectionStatus } from '@shared/connection-rules';
import { nextDeliveryDate } from '@shared/delivery-dates';
import type { Schemas } from '../../openapi/operations';
import type { CrossTenantReads } from '../cross-tenant';
import { LIVE_SQL } from '../connections/repo';
import { notConnected } from './rules';

/** The supplier tenant and its record of the merchant, over an ACTIVE connection. */
export interface SupplierLink {
  supplierTenantId: number;
  merchantRecordId: number;
}

interface LiveRow {
  merchant_supplier_id: number;
  status: ConnectionStatus;
  supplier_tenant_id: number;
  merchant_id: number | null;
}

const linkOf = (c: LiveRow | undefined): SupplierLink | null =>
  c?.status === 'ACTIVE' && c.merchant_id !== null ? { supplierTenantId: c.supplier_tenant_id, merchantRecordId: c.merchant_id } : null;

/** The live connections of merchant suppliers, by record id. */
async function liveConnections(tx: Tx, merchantTenantId: number, supplierIds: number[]): Promise<Map<number, LiveRow>> {
  const rows = await tx.query<LiveRow>(
    `SELECT merchant_supplier_id, status, supplier_tenant_id, merchant_id FROM public.connections
      WHERE merchant_tenant_id = $1 AND merchant_supplier_id = ANY($2::int[]) AND status IN ${LIVE_SQL}`,
    [merchantTenantId, supplierIds],
  );
  return new Map(rows.map((r) => [r.merchant_supplier_id, r]));
}

/** A merchant supplier's name and link (null when its connection is not ACTIVE, with the live status); null when there is no such supplier. */
export async function supplierLink(tx: Tx, merchantTenantId: number, supplierId: number): Promise<{ name: string; link: SupplierLink | null; status: ConnectionStatus | null } | null> {
  const [supplier] = await tx.query<{ name: string }>('SELECT name FROM suppliers WHERE id = $1', [supplierId]);
  if (!supplier) return null;
  const live = (await liveConnections(tx, merchantTenantId, [supplierId])).get(supplierId);
  return { name: supplier.name, link: linkOf(live), status: live?.status ?? null };
}

/** The link of a merchant supplier: 404 for no such supplier, 409 saying why when it is not connected. */
export async function requireLink(tx: Tx, merchantTenantId: number, supplierId: number): Promise<{ name: string; link: SupplierLink }> {
  const found = await supplierLink(tx, merchantTenantId, supplierId);
  if (!found) throw notFound();
  if (!found.link) throw conflict(notConnected(found.name, found.status));
  return { name: found.name, link: found.link };
}

export interface PricedOffer {
  supplier_id: number;
  supplier_product_id: number | null;
  /** The offer's own price. */
  price: number | null;
}

/**
 * What the merchant pays on each offer: a tied offer, the catalog's current price over an ACTIVE
 * connection (null otherwise, or when the item left the merchant's catalogs); else its own price.
 */
export async function offerPrices(tx: Tx, reads: Pick<CrossTenantReads, 'readCatalogPrices'>, merchantTenantId: number, offers: PricedOffer[]): Promise<(number | null)[]> {
  const tied = offers.filter((o) => o.supplier_product_id !== null);
  const connections = await liveConnections(tx, merchantTenantId, [...new Set(tied.map((o) => o.supplier_id))]);
  const prices = new Map<number, Map<number, { price: number | null }>>();
  for (const [supplierId, connection] of connections) {
    const link = linkOf(connection);
    if (!link) continue;
    const ids = tied.filter((o) => o.supplier_id === supplierId).map((o) => o.supplier_product_id!);
    prices.set(supplierId, await reads.readCatalogPrices(tx, link.supplierTenantId, link.merchantRecordId, ids));
  }
  return offers.map((o) => priceOf(o, prices.get(o.supplier_id)));
}

/** An offer's price: a tied one's from its supplier's catalog prices for this merchant (none: not connected), else its own. */
export function priceOf(offer: PricedOffer, catalog: Map<number, { price: number | null }> | undefined): number | null {
  return offer.supplier_product_id === null ? offer.price : (catalog?.get(offer.supplier_product_id)?.price ?? null);
}

/** The item `supplierProductId` of the catalog the link gives, at its price; null when the merchant's catalogs do not hold it. */
export async function catalogItem(tx: Tx, reads: Pick<CrossTenantReads, 'readCatalogPrices'>, link: SupplierLink, supplierProductId: number) {
  const item = (await reads.readCatalogPrices(tx, link.supplierTenantId, link.merchantRecordId, [supplierProductId])).get(supplierProductId);
  return item && item.price !== null ? { ...item, price: item.price } : null;
}

/** The link's ordering terms with the first date an order placed at `now` can be delivered (null: the record is gone). */
export async function orderingTerms(tx: Tx, reads: Pick<CrossTenantReads, 'readOrderingTerms'>, link: SupplierLink, now: Date): Promise<Schemas['OrderingTerms'] | null> {
  const terms = await reads.readOrderingTerms(tx, link.supplierTenantId, link.merchantRecordId);
  return terms && { ...terms, next_delivery_date: nextDeliveryDate(terms, now) };
}
