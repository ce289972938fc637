// The reports' calls (issue 26, item 3) and their CSV downloads, made in the browser from the
// report on screen (the same cell rules as the server's exports: src/lib/csv.ts).
import { api } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { csvText, type Cell } from '../../lib/csv';
import { saveBlob } from '../../lib/save-blob';
import { REPORT_TEXT, type DateRange, type ReportParams } from '../../machines/reports/report.machine';

export type CountVarianceReport = components['schemas']['CountVarianceReport'];

const rangeQuery = ({ from, to }: DateRange) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) });

export const loadCountVariance = ({ from, to, cycleCount }: ReportParams): Promise<CountVarianceReport> =>
  dataOf(api.GET('/reports/count-variance/', { params: { query: { ...rangeQuery({ from, to }), ...(cycleCount ? { cycle_count: cycleCount } : {}) } } }), REPORT_TEXT.loadFailed);

/** The file name of a report's CSV: its name and range, e.g. `count-variance-2030-01-01-to-2030-01-31.csv`. */
export const reportFileName = (name: string, { from, to }: DateRange) => `${name}${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;

export const VARIANCE_HEADERS = ['Count', 'Product', 'SKU', 'Category', 'Area', 'Expected', 'Counted', 'Difference', 'Unit cost', 'Value'] as const;

export function varianceRows(report: CountVarianceReport): Cell[][] {
  const names = new Map(report.counts.map((c) => [c.id, c.name ?? `Count ${c.id}`]));
  return report.lines.map((l) => [
    names.get(l.cycle_count_id) ?? `Count ${l.cycle_count_id}`,
    l.product_name,
    l.sku,
    l.category,
    l.area,
    l.expected,
    l.counted,
    l.qty_difference,
    l.unit_cost,
    l.value_difference,
  ]);
}

export function exportCountVariance({ report, range }: { report: CountVarianceReport; range: ReportParams }) {
  const csv = csvText([[...VARIANCE_HEADERS], ...varianceRows(report)]);
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), reportFileName('count-variance', range));
}

export type SpendReport = components['schemas']['SpendReport'];
export type SalesReport = components['schemas']['SalesReport'];
export type MonthAmount = components['schemas']['MonthAmount'];

export const loadSpend = (range: ReportParams): Promise<SpendReport> => dataOf(api.GET('/reports/spend/', { params: { query: rangeQuery(range) } }), REPORT_TEXT.loadFailed);
export const loadSales = (range: ReportParams): Promise<SalesReport> => dataOf(api.GET('/reports/sales/', { params: { query: rangeQuery(range) } }), REPORT_TEXT.loadFailed);

/** A month-by-partner report's CSV: Month, the partner's column, the amount's column. */
export function exportMonths(name: string, headers: readonly [string, string, string], months: readonly MonthAmount[], range: DateRange) {
  const csv = csvText([[...headers], ...months.map((m) => [m.month, m.name, m.amount])]);
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), reportFileName(name, range));
}

export type UsageReport = components['schemas']['UsageReport'];
export type FinalizedCount = { id: number; name: string | null; finalized_at: string };
/** The usage screen's report: the finalized counts of the range to choose from, and the usage between the two chosen. */
export type UsageScreenReport = { counts: FinalizedCount[]; opening: number | null; closing: number | null; usage: UsageReport | null };

/** The local date of an instant, yyyy-mm-dd (how the range's days are read). */
const localDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA');

/**
 * The finalized (and posted) counts finalized in the range, newest first, and the usage between the
 * chosen two: by default the newest two over the same areas (so their products were counted in
 * both), else the two newest.
 */
export async function loadUsage({ from, to, opening = null, closing = null }: ReportParams): Promise<UsageScreenReport> {
  const page = await dataOf(api.GET('/inventory/cycle-counts/', { params: { query: { status: ['FINALIZED', 'POSTED'], page_size: 1000 } } }), REPORT_TEXT.loadFailed);
  const offered = page.results
    .flatMap((c) => (c.finalized_at ? [{ id: c.id, name: c.name ?? null, finalized_at: c.finalized_at, areas: c.areas }] : []))
    .filter((c) => (!from || localDay(c.finalized_at) >= from) && (!to || localDay(c.finalized_at) <= to))
    .sort((a, b) => b.finalized_at.localeCompare(a.finalized_at) || b.id - a.id);
  const counts = offered.map(({ areas: _, ...c }) => c);
  const [o, c] = opening && closing ? [opening, closing] : defaultPair(offered);
  if (!o || !c) return { counts, opening: o, closing: c, usage: null };
  const usage = await dataOf(api.GET('/reports/usage/', { params: { query: { opening: o, closing: c } } }), REPORT_TEXT.loadFailed);
  return { counts, opening: o, closing: c, usage };
}

/** [opening, closing]: the newest pair over the same areas, else the two newest (newest first in `counts`). */
function defaultPair(counts: readonly { id: number; areas: readonly number[] }[]): [number | null, number | null] {
  const sameAreas = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));
  for (const [i, last] of counts.entries()) {
    const before = counts.slice(i + 1).find((c) => sameAreas(c.areas, last.areas));
    if (before) return [before.id, last.id];
  }
  return [counts[1]?.id ?? null, counts[0]?.id ?? null];
}

export const USAGE_HEADERS = ['Product', 'SKU', 'Category', 'Opening', 'Received', 'Closing', 'Usage', 'Unit cost', 'Value'] as const;

export const usageRows = (usage: UsageReport): Cell[][] => usage.lines.map((l) => [l.product_name, l.sku, l.category, l.opening, l.received, l.closing, l.usage, l.unit_cost, l.usage_value]);

export function exportUsage({ report, range }: { report: UsageScreenReport; range: DateRange }) {
  if (!report.usage) return;
  saveBlob(new Blob([csvText([[...USAGE_HEADERS], ...usageRows(report.usage)])], { type: 'text/csv;charset=utf-8' }), reportFileName('usage', range));
}

export type StockValueReport = components['schemas']['StockValueReport'];

export const loadStockValue = (range: ReportParams): Promise<StockValueReport> => dataOf(api.GET('/reports/stock-value/', { params: { query: rangeQuery(range) } }), REPORT_TEXT.loadFailed);

export const STOCK_VALUE_HEADERS = ['Date', 'Category', 'Quantity', 'Value'] as const;

export function exportStockValue({ report, range }: { report: StockValueReport; range: DateRange }) {
  const rows = report.by_category.map((r) => [r.date, r.category, r.quantity, r.value]);
  saveBlob(new Blob([csvText([[...STOCK_VALUE_HEADERS], ...rows])], { type: 'text/csv;charset=utf-8' }), reportFileName('stock-value', range));
}
