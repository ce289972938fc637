// The trade reports (issue 26, item 3), each side its own: the merchant's spend by supplier and the
// price changes of its products, the supplier's sales by merchant and its top products. An order
// counts at its net total (total less the approved credits of its shared record), rejected ones
// not at all; months and the date range are read in the tenant's time zone.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

export type TradeFilter = { from: string | null; to: string | null; timezone: string; tenantId: number };

/** At most this many top products. */
export const TOP_PRODUCTS = 20;

// $1 from, $2 to, $3 time zone, $4 tenant id.
const params = (f: TradeFilter) => [f.from, f.to, f.timezone, f.tenantId];
const inRange = (column: string) => `($1::date IS NULL OR (${column} AT TIME ZONE $3)::date >= $1::date) AND ($2::date IS NULL OR (${column} AT TIME ZONE $3)::date <= $2::date)`;
const month = (column: string) => `to_char(${column} AT TIME ZONE $3, 'YYYY-MM')`;

/** The approved credits of an order, by the side's own order id column. */
const credited = (side: 'merchant' | 'supplier', orderId: string) => `coalesce((
    SELECT sum(c.approved_amount) FROM public.order_records r
      JOIN public.order_credits c ON c.record_id = r.id AND c.status = 'approved'
     WHERE r.${side}_tenant_id = $4 AND r.${side}_order_id = ${orderId}), 0)`;

const SPEND_ORDERS = `
  WITH orders AS (
    SELECT o.id, o.supplier_name AS name, ${month('o.created_at')} AS month, (o.total - ${credited('merchant', 'o.id')})::float8 AS amount
      FROM purchase_orders o
     WHERE o.status <> 'REJECTED' AND ${inRange('o.created_at')}
  )`;

const SALES_ORDERS = `
  WITH orders AS (
    SELECT o.id, t.name, ${month('o.created_at')} AS month, (o.total - ${credited('supplier', 'o.id')})::float8 AS amount
      FROM incoming_orders o JOIN public.tenants t ON t.id = o.merchant_tenant_id
     WHERE o.status <> 'rejected' AND ${inRange('o.created_at')}
  )`;

/** Per partner and month (months in order, then the biggest amount first), and per partner (biggest first). */
async function byPartner(tx: Tx, orders: string, f: TradeFilter) {
  const months = await tx.query<Schemas['MonthAmount']>(
    `${orders} SELECT month, name, round(sum(amount)::numeric, 2)::float8 AS amount FROM orders GROUP BY month, name ORDER BY month, amount DESC, name`,
    params(f),
  );
  const partners = await tx.query<Schemas['PartnerTotal']>(
    `${orders} SELECT name, round(sum(amount)::numeric, 2)::float8 AS amount, count(*)::int AS orders FROM orders GROUP BY name ORDER BY amount DESC, name`,
    params(f),
  );
  return { months, partners };
}

export async function spendReport(tx: Tx, f: TradeFilter): Promise<Schemas['SpendReport']> {
  const { months, partners } = await byPartner(tx, SPEND_ORDERS, f);
  const price_changes = await tx.query<Schemas['PriceChange']>(
    `WITH priced AS (
       SELECT coalesce(p.product_name, l.name) AS product_name, coalesce(p.sku, l.sku) AS sku, o.supplier_name,
              coalesce(l.product_id::text, l.name) AS product_key,
              coalesce(l.confirmed_unit_price, l.unit_price)::float8 AS price, o.created_at, l.id AS line_id
         FROM purchase_order_lines l
         JOIN purchase_orders o ON o.id = l.order_id
         LEFT JOIN products p ON p.id = l.product_id
        WHERE o.status <> 'REJECTED' AND coalesce(l.confirmed_unit_price, l.unit_price) IS NOT NULL AND ${inRange('o.created_at')}
     ), ends AS (
       SELECT DISTINCT ON (product_key, supplier_name) product_key, supplier_name, product_name, sku,
              first_value(price) OVER w AS first_price, last_value(price) OVER w AS last_price,
              first_value(created_at) OVER w AS first_at, last_value(created_at) OVER w AS last_at
         FROM priced
       WINDOW w AS (PARTITION BY product_key, supplier_name ORDER BY created_at, line_id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
     )
     SELECT product_name, sku, supplier_name, first_price, last_price, round((last_price - first_price)::numeric, 2)::float8 AS change, first_at, last_at
       FROM ends WHERE first_price <> last_price
      ORDER BY last_price - first_price DESC, product_name, supplier_name`,
    params(f).slice(0, 3),
  );
  return { months, suppliers: partners, price_changes };
}

export async function salesReport(tx: Tx, f: TradeFilter): Promise<Schemas['SalesReport']> {
  const { months, partners } = await byPartner(tx, SALES_ORDERS, f);
  const top_products = await tx.query<Schemas['TopProduct']>(
    `SELECT coalesce(l.substitute_name, l.name) AS name, coalesce(l.substitute_sku, l.sku) AS sku,
            sum(coalesce(l.confirmed_qty, l.qty))::float8 AS qty,
            round(sum(coalesce(l.confirmed_qty, l.qty) * coalesce(l.confirmed_unit_price, l.unit_price, 0)), 2)::float8 AS amount
       FROM incoming_order_lines l JOIN incoming_orders o ON o.id = l.order_id
      WHERE o.status <> 'rejected' AND ${inRange('o.created_at')}
      GROUP BY 1, 2
      ORDER BY amount DESC, qty DESC, name
      LIMIT ${TOP_PRODUCTS}`,
    params(f).slice(0, 3),
  );
  return { months, merchants: partners, top_products };
}
