// The dashboards' figures (issue 28), each computed in SQL in one statement or a few. "Today" is
// the tenant's date at the server clock's now, in the tenant's time zone.
import { AWAITING_DELIVERY } from '@shared/order-arrival';
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import type { PricedOffer } from '../priced-catalogs/connected';
import { ON_ORDER_SQL } from '../inventory-items/repo';

/** At most this many items below par come back (the count says how many there are). */
export const BELOW_PAR_LIMIT = 200;

const TODAY = `($1::timestamptz AT TIME ZONE $2)::date`;

export async function catalogueCounts(tx: Tx) {
  const [row] = await tx.query<{ products: number; categories: number; suppliers: number }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM categories) AS categories,
            (SELECT count(*)::int FROM suppliers) AS suppliers`,
  );
  return row;
}

export type BelowParRow = Omit<Schemas['BelowParItem'], 'supplier'> & {
  offer: (PricedOffer & { name: string; shop_in_store: boolean }) | null;
  total: number;
};

/** Active items below par, the shortest (relative to par) first, with their product's preferred offer. */
export async function itemsBelowPar(tx: Tx): Promise<BelowParRow[]> {
  const rows = await tx.query<
    Omit<BelowParRow, 'offer'> & { supplier_id: number | null; supplier_name: string | null; shop_in_store: boolean | null; supplier_product_id: number | null; price: number | null }
  >(
    // The suggestion is Place Orders' (src/lib/stock-level.ts): par less on hand less what is on order, at least 0.
    `SELECT item_id, product_id, name, sku, area_name, on_hand, par_level, on_order,
            greatest(round((par_level - on_hand - on_order)::numeric, 3), 0)::float8 AS suggested,
            supplier_id, supplier_name, shop_in_store, supplier_product_id, price, total
       FROM (
     SELECT i.id AS item_id, p.id AS product_id, p.product_name AS name, p.sku, a.name AS area_name,
            i.on_hand, i.par_level, ${ON_ORDER_SQL('i')} AS on_order,
            s.id AS supplier_id, s.name AS supplier_name, s.supports_shop_in_store AS shop_in_store, o.supplier_product_id, o.price,
            count(*) OVER ()::int AS total
       FROM inventory_items i
       JOIN products p ON p.id = i.product_id
       LEFT JOIN areas a ON a.id = i.area_id
       LEFT JOIN offers o ON o.product_id = p.id AND o.is_preferred
       LEFT JOIN suppliers s ON s.id = o.supplier_id
      WHERE i.is_active AND i.par_level > 0 AND i.on_hand < i.par_level
      ORDER BY i.on_hand / i.par_level, p.product_name, i.id
      LIMIT ${BELOW_PAR_LIMIT}) below
      ORDER BY on_hand / par_level, name, item_id`,
  );
  return rows.map(({ supplier_id, supplier_name, shop_in_store, supplier_product_id, price, ...row }) => ({
    ...row,
    offer: supplier_id === null ? null : { supplier_id, supplier_product_id, price, name: supplier_name!, shop_in_store: shop_in_store! },
  }));
}

/** Orders awaiting delivery due today, and those whose date has passed (oldest first). */
export async function ordersDue(tx: Tx, now: Date, timezone: string) {
  const rows = await tx.query<Schemas['DashboardOrder'] & { overdue: boolean }>(
    `SELECT id, 'PO-' || lpad(id::text, 6, '0') AS number, supplier_name, status, total,
            to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, delivery_date < ${TODAY} AS overdue
       FROM purchase_orders
      WHERE delivery_date <= ${TODAY} AND status = ANY($3)
      ORDER BY delivery_date, id`,
    [now, timezone, AWAITING_DELIVERY],
  );
  const order = ({ overdue: _, ...o }: (typeof rows)[number]) => o;
  return { arriving_today: rows.filter((r) => !r.overdue).map(order), overdue: rows.filter((r) => r.overdue).map(order) };
}

/** How many counts are open, the one started last, and on hand × cost price over the active items. */
export async function countsAndStock(tx: Tx) {
  const [row] = await tx.query<{ open_counts: number; open_id: number | null; open_name: string | null; open_started: Date | null; stock_value: number }>(
    `SELECT (SELECT count(*)::int FROM cycle_counts WHERE status = 'OPEN') AS open_counts,
            c.id AS open_id, c.name AS open_name, c.started_at AS open_started,
            (SELECT coalesce(round(sum(on_hand * cost_price), 2), 0) FROM inventory_items WHERE is_active AND cost_price IS NOT NULL) AS stock_value
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT id, name, started_at FROM cycle_counts WHERE status = 'OPEN' ORDER BY started_at DESC NULLS LAST, id DESC LIMIT 1) c ON true`,
  );
  return {
    open_counts: row.open_counts,
    open_count: row.open_id === null ? null : { id: row.open_id, name: row.open_name, started_at: row.open_started },
    stock_value: row.stock_value,
  };
}

/** The supplier's new orders, accepted ones due today, and merchants' requests waiting for it. */
export async function supplierFigures(tx: Tx, tenantId: number, now: Date, timezone: string): Promise<Schemas['SupplierDashboard']> {
  const [row] = await tx.query<Schemas['SupplierDashboard']>(
    `SELECT (SELECT count(*)::int FROM incoming_orders WHERE status = 'new') AS new_orders,
            (SELECT count(*)::int FROM incoming_orders WHERE status = 'accepted' AND delivery_date = ${TODAY}) AS ship_today,
            (SELECT count(*)::int FROM public.connections WHERE supplier_tenant_id = $3 AND status = 'INVITED' AND requested_by = 'merchant') AS pending_requests`,
    [now, timezone, tenantId],
  );
  return row;
}

/** Tenants and users in all, and the tenants, users and leads of the 30 days before `now`. */
export async function platformFigures(tx: Tx, now: Date): Promise<Schemas['PlatformDashboard']> {
  const [row] = await tx.query<Schemas['PlatformDashboard']>(
    `SELECT (SELECT count(*)::int FROM public.tenants) AS tenants,
            (SELECT count(*)::int FROM public.users) AS users,
            (SELECT count(*)::int FROM public.tenants WHERE created_at > $1::timestamptz - interval '30 days') AS tenants_30d,
            (SELECT count(*)::int FROM public.users WHERE date_joined > $1::timestamptz - interval '30 days') AS signups_30d,
            (SELECT count(*)::int FROM public.leads WHERE date_created > $1::timestamptz - interval '30 days') AS leads_30d`,
    [now],
  );
  return row;
}
