// Stock value over time (issue 26, item 3): the total at each point of the range as a line, the
// value by category at the range's end as bars, each beside its table, and the change per category.
import { fromPromise } from 'xstate';
import { formatMoney } from '../../lib/money';
import { createReportMachine } from '../../machines/reports/report.machine';
import { PlainTable } from '../../ui/plain-table';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { ReportFrame, useReportActor } from './report-frame';
import { exportStockValue, loadStockValue, type StockValueReport } from './reports.actors';

export const STOCK_VALUE_TEXT = {
  title: 'Stock value',
  overTime: 'Stock value over time',
  byCategory: 'Stock value by category',
  change: 'Change by category',
  date: 'Date',
  value: 'Value',
  none: 'No stock in these dates.',
  changeHeaders: ['Category', 'Start value', 'End value', 'Change'],
} as const;

const stockValueMachine = createReportMachine<StockValueReport>().provide({
  actors: { loadReport: fromPromise(({ input }) => loadStockValue(input)) },
  actions: { exportReport: (_, params) => exportStockValue(params) },
});

const numeric = 'px-3 py-2 text-right tabular-nums';

/** Each category's value at the first and the last point, the biggest end value first. */
function categoryEnds({ points, by_category }: StockValueReport) {
  const [first, last] = [points[0]?.date, points.at(-1)?.date];
  const names = [...new Set(by_category.map((r) => r.category))];
  const at = (date: string | undefined, name: string) => by_category.find((r) => r.date === date && r.category === name)?.value ?? 0;
  return names.map((name) => ({ name, start: at(first, name), end: at(last, name) })).sort((a, b) => b.end - a.end || a.name.localeCompare(b.name));
}

function StockValueBody({ report }: { report: StockValueReport }) {
  const ends = categoryEnds(report);
  return (
    <div className="space-y-6">
      <LineChart
        title={STOCK_VALUE_TEXT.overTime}
        labelHeader={STOCK_VALUE_TEXT.date}
        valueHeader={STOCK_VALUE_TEXT.value}
        format={formatMoney}
        rows={report.points.map((p) => ({ label: p.date, value: p.value }))}
      />
      <BarChart title={STOCK_VALUE_TEXT.byCategory} valueHeader={STOCK_VALUE_TEXT.value} format={formatMoney} rows={ends.map((c) => ({ label: c.name, value: c.end }))} />
      <PlainTable caption={STOCK_VALUE_TEXT.change} headers={STOCK_VALUE_TEXT.changeHeaders} empty={null}>
        {ends.map((c) => (
          <tr key={c.name}>
            <td className="px-3 py-2">{c.name}</td>
            <td className={numeric}>{formatMoney(c.start)}</td>
            <td className={numeric}>{formatMoney(c.end)}</td>
            <td className={numeric}>{formatMoney(Math.round((c.end - c.start) * 100) / 100)}</td>
          </tr>
        ))}
      </PlainTable>
    </div>
  );
}

export function StockValueReportScreen() {
  const actor = useReportActor(stockValueMachine, 'getStockValueReport');
  return (
    <ReportFrame title={STOCK_VALUE_TEXT.title} actor={actor} hasRows={(r) => r.by_category.length > 0}>
      {(report) => (report.by_category.length === 0 ? <p className="text-slate-600">{STOCK_VALUE_TEXT.none}</p> : <StockValueBody report={report} />)}
    </ReportFrame>
  );
}
