// The reads one merchant's call makes in a connected supplier's schema (cross-tenant: wired in by
// modules/cross-tenant.ts). Each names the supplier tenant and the supplier's record of the merchant
// it reads for, and sees only what that record is given: the active products of the active catalogs
// assigned to it, each at its lowest price there, and the record's ordering terms. Every name is
// schema-qualified, so they run in any transaction whatever its search_path.
import type { Tx } from '../../db/database';
import { quoteIdent } from '../../db/identifiers';
import { likePattern } from '../../db/like';
import type { PageWindow } from '../../db/paging';
import type { Schemas } from '../../openapi/operations';
import type { Weekday } from '@shared/delivery-dates';

/** The supplier tenant's schema (null when the id is not a supplier's). */
async function supplierSchema(tx: Tx, supplierTenantId: number): Promise<string | null> {
  const [row] = await tx.query<{ schema_name: string }>("SELECT schema_name FROM public.tenants WHERE id = $1 AND type = 'supplier'", [supplierTenantId]);
  return row ? quoteIdent(row.schema_name) : null;
}

/** Each product the record's active catalogs hold, active, once, at its lowest price there. */
const PRICED = (s: string) => `
  SELECT p.id AS supplier_product_id, p.name, p.sku, p.unit, p.image, min(coalesce(cp.price, p.price))::numeric(12,2) AS price
    FROM ${s}.catalog_merchants cm
    JOIN ${s}.catalogs c ON c.id = cm.catalog_id AND c.is_active
    JOIN ${s}.catalog_products cp ON cp.catalog_id = c.id
    JOIN ${s}.supplier_products p ON p.id = cp.product_id AND p.is_active
   WHERE cm.merchant_id = $1
   GROUP BY p.id`;

export interface CatalogItemRow {
  supplier_product_id: number;
  name: string;
  sku: string;
  unit: string | null;
  /** A stored upload key. */
  image: string | null;
  price: number;
}

/** One page of the catalog the supplier gives its record `merchantRecordId`, by name; `search` matches name or SKU. */
export async function readSupplierCatalog(
  tx: Tx,
  supplierTenantId: number,
  merchantRecordId: number,
  query: { search: string } & PageWindow,
): Promise<{ count: number; rows: CatalogItemRow[] }> {
  const s = await supplierSchema(tx, supplierTenantId);
  if (!s) return { count: 0, rows: [] };
  const text = query.search.trim();
  const rows = await tx.query<CatalogItemRow & { full_count: number }>(
    `SELECT i.*, count(*) OVER ()::int AS full_count FROM (${PRICED(s)}) i
      WHERE $2::text IS NULL OR i.name ILIKE $2 OR i.sku ILIKE $2
      ORDER BY lower(i.name), i.supplier_product_id LIMIT $3 OFFSET $4`,
    [merchantRecordId, text ? likePattern(text) : null, query.limit, query.offset],
  );
  const count = rows[0]?.full_count ?? (query.offset > 0 ? (await readSupplierCatalog(tx, supplierTenantId, merchantRecordId, { ...query, offset: 0, limit: 1 })).count : 0);
  return { count, rows: rows.map(({ full_count, ...row }) => row) };
}

export interface CatalogPrice {
  /** The supplier's own name and SKU of the product. */
  name: string;
  sku: string;
  /** Its price for this record; null when no active catalog of the record holds it active. */
  price: number | null;
}

/** The supplier's products among `supplierProductIds`, each with its price for the record `merchantRecordId`. */
export async function readCatalogPrices(tx: Tx, supplierTenantId: number, merchantRecordId: number, supplierProductIds: number[]): Promise<Map<number, CatalogPrice>> {
  const s = await supplierSchema(tx, supplierTenantId);
  if (!s || supplierProductIds.length === 0) return new Map();
  const rows = await tx.query<CatalogPrice & { id: number }>(
    `SELECT p.id, p.name, p.sku, i.price FROM ${s}.supplier_products p
       LEFT JOIN (${PRICED(s)}) i ON i.supplier_product_id = p.id
      WHERE p.id = ANY($2::int[])`,
    [merchantRecordId, supplierProductIds],
  );
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

export type StoredTerms = Omit<Schemas['OrderingTerms'], 'next_delivery_date' | 'delivery_days'> & { delivery_days: Weekday[] };

/** The ordering terms of the supplier's record `merchantRecordId`, in the supplier tenant's time zone (null: no such record). */
export async function readOrderingTerms(tx: Tx, supplierTenantId: number, merchantRecordId: number): Promise<StoredTerms | null> {
  const s = await supplierSchema(tx, supplierTenantId);
  if (!s) return null;
  const [row] = await tx.query<StoredTerms>(
    `SELECT m.minimum_order, m.minimum_order_rule, m.delivery_days, m.cutoff_time, t.timezone
       FROM ${s}.merchants m JOIN public.tenants t ON t.id = $2
      WHERE m.id = $1`,
    [merchantRecordId, supplierTenantId],
  );
  return row ?? null;
}
