// The reports' figures (issue 26, item 3), each computed in SQL. A count's variance is the stock change
// its finalize made (applied_delta); its value is at the last price paid for the product before the
// count (a receipt's price, else the line's confirmed or ordered price), else the item's cost price.
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

/** At most this many variance lines come back (lines_count says how many there are). */
export const VARIANCE_LINES_LIMIT = 500;

/** Finalized counts (posted ones stay finalized): the statuses whose lines changed stock. */
const DONE = `c.status IN ('FINALIZED', 'POSTED') AND c.finalized_at IS NOT NULL`;

/** The last price paid for item i's product at or before `at` (a timestamptz expression), else its cost. */
export const unitCost = (at: string) => `coalesce((
    SELECT coalesce(rl.unit_price, pl.confirmed_unit_price, pl.unit_price)
      FROM receipt_lines rl
      JOIN receipts r ON r.id = rl.receipt_id
      JOIN purchase_order_lines pl ON pl.id = rl.line_id
     WHERE pl.product_id = i.product_id AND r.created_at <= ${at} AND rl.received_qty > 0
       AND coalesce(rl.unit_price, pl.confirmed_unit_price, pl.unit_price) IS NOT NULL
     ORDER BY r.created_at DESC, rl.id DESC LIMIT 1), i.cost_price)::float8`;

export type CountRow = Schemas['VarianceCount'];
export type VarianceFilter = { from: string | null; to: string | null; timezone: string; cycleCount: number | null };

/** Every line with a difference of the counts the filter picks, valued ($1 from, $2 to, $3 time zone, $4 count). */
const VARIANCE_LINES = `
  WITH picked AS (
    SELECT c.id, c.name, c.finalized_at FROM cycle_counts c
     WHERE ${DONE}
       AND ($4::int IS NULL OR c.id = $4)
       AND ($4::int IS NOT NULL OR $1::date IS NULL OR (c.finalized_at AT TIME ZONE $3)::date >= $1::date)
       AND ($4::int IS NOT NULL OR $2::date IS NULL OR (c.finalized_at AT TIME ZONE $3)::date <= $2::date)
  ), lines AS (
    SELECT c.id AS cycle_count_id, p.id AS product_id, p.product_name, p.sku,
           coalesce(cat.category_name, 'No category') AS category, coalesce(a.name, 'No area') AS area,
           l.on_hand_before::float8 AS expected, l.counted_qty::float8 AS counted, l.applied_delta::float8 AS qty_difference,
           ${unitCost('c.finalized_at')} AS unit_cost
      FROM picked c
      JOIN cycle_count_lines l ON l.cycle_count_id = c.id
      JOIN inventory_items i ON i.id = l.item_id
      JOIN products p ON p.id = i.product_id
      LEFT JOIN categories cat ON cat.id = p.category_id
      LEFT JOIN areas a ON a.id = i.area_id
     WHERE l.applied_delta IS NOT NULL AND l.applied_delta <> 0
  ), valued AS (
    SELECT *, round((qty_difference * coalesce(unit_cost, 0))::numeric, 2)::float8 AS value_difference FROM lines
  )`;

const params = (f: VarianceFilter) => [f.from, f.to, f.timezone, f.cycleCount];

/** The counts themselves with their totals, oldest first (the report over time). */
export async function varianceCounts(tx: Tx, f: VarianceFilter): Promise<CountRow[]> {
  return tx.query(
    `${VARIANCE_LINES}
     SELECT c.id, c.name, c.finalized_at,
            coalesce(sum(v.qty_difference), 0)::float8 AS qty_difference, coalesce(sum(v.value_difference), 0)::float8 AS value_difference
       FROM picked c LEFT JOIN valued v ON v.cycle_count_id = c.id
      GROUP BY c.id, c.name, c.finalized_at
      ORDER BY c.finalized_at, c.id`,
    params(f),
  );
}

/** Totals by category or by area, the biggest loss (most negative value) first. */
export async function varianceTotals(tx: Tx, f: VarianceFilter, by: 'category' | 'area'): Promise<Schemas['VarianceTotal'][]> {
  return tx.query(
    `${VARIANCE_LINES}
     SELECT ${by} AS name, sum(qty_difference)::float8 AS qty_difference, sum(value_difference)::float8 AS value_difference
       FROM valued GROUP BY ${by} ORDER BY sum(value_difference), sum(qty_difference), ${by}`,
    params(f),
  );
}

/** The lines, the biggest loss first, with how many there are in all. */
export async function varianceLines(tx: Tx, f: VarianceFilter): Promise<{ lines: Schemas['VarianceLine'][]; count: number }> {
  const rows = await tx.query<Schemas['VarianceLine'] & { total: number }>(
    `${VARIANCE_LINES}
     SELECT *, count(*) OVER ()::int AS total FROM valued
      ORDER BY value_difference, qty_difference, product_name, cycle_count_id
      LIMIT ${VARIANCE_LINES_LIMIT}`,
    params(f),
  );
  return { lines: rows.map(({ total: _, ...line }) => line), count: rows[0]?.total ?? 0 };
}

/** A count by id with its status, or undefined. */
export async function findCount(tx: Tx, id: number): Promise<{ id: number; name: string | null; status: string; finalized_at: Date | null } | undefined> {
  const [row] = await tx.query<{ id: number; name: string | null; status: string; finalized_at: Date | null }>('SELECT id, name, status, finalized_at FROM cycle_counts WHERE id = $1', [id]);
  return row;
}

/**
 * Usage per product counted in both counts: opening + received − closing. Received is the receipt
 * movements after the opening count's finalize, up to the closing count's ($1 opening, $2 closing).
 */
export async function usageLines(tx: Tx, opening: number, closing: number): Promise<Schemas['UsageLine'][]> {
  return tx.query(
    `WITH bounds AS (
       SELECT (SELECT finalized_at FROM cycle_counts WHERE id = $1) AS since, (SELECT finalized_at FROM cycle_counts WHERE id = $2) AS until
     ), counted AS (
       SELECT i.product_id, l.cycle_count_id, sum(l.counted_qty) AS qty
         FROM cycle_count_lines l JOIN inventory_items i ON i.id = l.item_id
        WHERE l.cycle_count_id IN ($1, $2) AND l.counted_qty IS NOT NULL
        GROUP BY i.product_id, l.cycle_count_id
     ), received AS (
       SELECT i.product_id, sum(m.delta) AS qty
         FROM stock_movements m JOIN inventory_items i ON i.id = m.item_id, bounds b
        WHERE m.reason = 'receipt' AND m.created_at > b.since AND m.created_at <= b.until
        GROUP BY i.product_id
     ), usage AS (
       SELECT p.id AS product_id, p.product_name, p.sku, coalesce(cat.category_name, 'No category') AS category,
              o.qty::float8 AS opening, coalesce(r.qty, 0)::float8 AS received, c.qty::float8 AS closing,
              (o.qty + coalesce(r.qty, 0) - c.qty)::float8 AS usage,
              (SELECT ${unitCost('b.until')} FROM inventory_items i, bounds b WHERE i.product_id = p.id ORDER BY i.id LIMIT 1) AS unit_cost
         FROM counted o
         JOIN counted c ON c.product_id = o.product_id AND c.cycle_count_id = $2
         JOIN products p ON p.id = o.product_id
         LEFT JOIN categories cat ON cat.id = p.category_id
         LEFT JOIN received r ON r.product_id = o.product_id
        WHERE o.cycle_count_id = $1
     )
     SELECT *, round((usage * coalesce(unit_cost, 0))::numeric, 2)::float8 AS usage_value FROM usage
      ORDER BY usage_value DESC, usage DESC, product_name`,
    [opening, closing],
  );
}
