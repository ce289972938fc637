// Stock value over time (issue 26, item 3), read back from the ledger: an item's stock at the end of
// a day is its on hand now less every movement after that moment. Valued like the variance report
// (the last price paid by then, else the cost price), per category; days in the tenant's time zone.
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import type { Schemas } from '../../openapi/operations';
import { unitCost } from './repo';

export type StockValueFilter = { from: string | null; to: string | null; timezone: string; now: Date };

/** The longest range asked for (10 years), and the default one (the last 90 days). */
export const MAX_RANGE_DAYS = 3660;
const DEFAULT_DAYS = 90;

export const STOCK_VALUE_TEXT = { tooLong: 'The range can be at most 10 years.' };

type Step = Schemas['StockValueReport']['step'];

/** Daily points up to a month, weekly up to a year, else monthly: a chart of tens of points. */
export const stepFor = (days: number): Step => (days <= 31 ? 'day' : days <= 366 ? 'week' : 'month');

const INTERVAL: Record<Step, string> = { day: '1 day', week: '7 days', month: '1 month' };

/** The range's bounds as dates: a missing `to` is today (tenant's zone), a missing `from` 89 days before `to`. */
async function bounds(tx: Tx, f: StockValueFilter) {
  const [row] = await tx.query<{ from: string; to: string; days: number }>(
    `WITH b AS (SELECT coalesce($2::date, ($4::timestamptz AT TIME ZONE $3)::date) AS to_day)
     SELECT to_char(coalesce($1::date, to_day - ${DEFAULT_DAYS - 1}), 'YYYY-MM-DD') AS "from", to_char(to_day, 'YYYY-MM-DD') AS "to",
            (to_day - coalesce($1::date, to_day - ${DEFAULT_DAYS - 1}) + 1)::int AS days
       FROM b`,
    [f.from, f.to, f.timezone, f.now],
  );
  return row;
}

// Points count back from the last day, so the last point is always the range's end ($1 from, $2 to, $3 zone, $4 step).
const POINTS = `WITH points AS (
    SELECT d::date AS day, ((d::date + 1)::timestamp AT TIME ZONE $3) AS until
      FROM generate_series($2::date::timestamp, $1::date::timestamp, -$4::interval) d
  )`;

export async function stockValueReport(tx: Tx, f: StockValueFilter): Promise<Schemas['StockValueReport']> {
  const { from, to, days } = await bounds(tx, f);
  if (days > MAX_RANGE_DAYS) throw badRequest({ from: [STOCK_VALUE_TEXT.tooLong] });
  const step = stepFor(days);
  const params = [from, to, f.timezone, INTERVAL[step]];
  const dates = await tx.query<{ date: string }>(`${POINTS} SELECT to_char(day, 'YYYY-MM-DD') AS date FROM points ORDER BY day`, params);
  const by_category = await tx.query<Schemas['StockValueByCategory']>(
    `${POINTS}, stock AS (
       SELECT pt.day, i.product_id,
              i.on_hand - coalesce((SELECT sum(m.delta) FROM stock_movements m WHERE m.item_id = i.id AND m.created_at >= pt.until), 0) AS qty,
              ${unitCost('pt.until')} AS unit_cost
         FROM points pt JOIN inventory_items i ON i.created_at < pt.until
     )
     SELECT to_char(s.day, 'YYYY-MM-DD') AS date, coalesce(cat.category_name, 'No category') AS category,
            sum(s.qty)::float8 AS quantity, round(sum(s.qty * coalesce(s.unit_cost, 0))::numeric, 2)::float8 AS value
       FROM stock s
       JOIN products p ON p.id = s.product_id
       LEFT JOIN categories cat ON cat.id = p.category_id
      GROUP BY s.day, 2
      ORDER BY s.day, 2`,
    params,
  );
  return { from, to, step, points: totals(dates, by_category), by_category };
}

/** The total per point, oldest first (a point before any stock is 0). */
function totals(dates: readonly { date: string }[], rows: readonly Schemas['StockValueByCategory'][]): Schemas['StockValuePoint'][] {
  const byDate = new Map(dates.map(({ date }) => [date, 0]));
  for (const r of rows) byDate.set(r.date, byDate.get(r.date)! + r.value);
  return [...byDate].map(([date, value]) => ({ date, value: Math.round(value * 100) / 100 }));
}
