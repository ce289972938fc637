// Count variance report (issue 26, item 3): the finalized counts of a date range (or one count),
// their differences in quantity and value at cost, by category and by area, biggest losses first,
// each chart with its table; the lines below; CSV export of the lines.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { formatMoney } from '../../lib/money';
import { createReportMachine } from '../../machines/reports/report.machine';
import { formatDate, formatNumber } from '../../ui/format-date';
import { PlainTable } from '../../ui/plain-table';
import { BarChart } from './bar-chart';
import { ReportFrame, useReportActor } from './report-frame';
import { exportCountVariance, loadCountVariance, VARIANCE_HEADERS, varianceRows, type CountVarianceReport } from './reports.actors';

export const VARIANCE_TEXT = {
  title: 'Count variance',
  count: 'Count',
  allCounts: 'All counts in these dates',
  overTime: 'Value difference per count',
  byCategory: 'Value difference by category',
  byArea: 'Value difference by area',
  lines: 'Differences, biggest losses first',
  value: 'Value',
  none: 'No finalized count with a difference in these dates.',
  shown: (shown: number, all: number) => `The ${shown} biggest of ${all} differences are shown; the export holds the same.`,
} as const;

const varianceMachine = createReportMachine<CountVarianceReport>().provide({
  actors: { loadReport: fromPromise(({ input }) => loadCountVariance(input)) },
  actions: { exportReport: (_, params) => exportCountVariance(params) },
});

const countName = (c: { id: number; name: string | null }) => c.name ?? `Count ${c.id}`;

export function CountVarianceScreen({ cycleCount = null }: { cycleCount?: number | null }) {
  const actor = useReportActor(varianceMachine, 'getCountVarianceReport', { cycleCount });
  const chosen = useSelector(actor, (s) => s.context.range.cycleCount ?? null);
  const counts = useSelector(actor, (s) => s.context.report?.counts);
  const selectId = useId();
  const filters = (
    <div className="flex flex-col text-sm font-medium text-slate-700">
      <label htmlFor={selectId}>{VARIANCE_TEXT.count}</label>
      <select
        id={selectId}
        className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
        value={chosen ?? ''}
        onChange={(e) => actor.send({ type: 'range.change', range: { cycleCount: e.target.value ? Number(e.target.value) : null } })}
      >
        <option value="">{VARIANCE_TEXT.allCounts}</option>
        {counts?.map((c) => (
          <option key={c.id} value={c.id}>
            {`${countName(c)} (${formatDate(c.finalized_at)})`}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <ReportFrame title={VARIANCE_TEXT.title} actor={actor} filters={filters} hasRows={(r) => r.lines.length > 0}>
      {(report) => <VarianceBody report={report} />}
    </ReportFrame>
  );
}

function VarianceBody({ report }: { report: CountVarianceReport }) {
  if (report.lines.length === 0) return <p className="text-slate-600">{VARIANCE_TEXT.none}</p>;
  const money = (v: number) => formatMoney(v);
  return (
    <div className="space-y-6">
      <BarChart
        title={VARIANCE_TEXT.overTime}
        valueHeader={VARIANCE_TEXT.value}
        format={money}
        rows={report.counts.map((c) => ({ label: `${countName(c)} (${formatDate(c.finalized_at)})`, value: c.value_difference }))}
      />
      <BarChart title={VARIANCE_TEXT.byCategory} valueHeader={VARIANCE_TEXT.value} format={money} rows={report.by_category.map((c) => ({ label: c.name, value: c.value_difference }))} />
      <BarChart title={VARIANCE_TEXT.byArea} valueHeader={VARIANCE_TEXT.value} format={money} rows={report.by_area.map((c) => ({ label: c.name, value: c.value_difference }))} />
      {report.lines_count > report.lines.length && <p className="text-sm text-slate-600">{VARIANCE_TEXT.shown(report.lines.length, report.lines_count)}</p>}
      <PlainTable caption={VARIANCE_TEXT.lines} headers={VARIANCE_HEADERS} empty={null}>
        {varianceRows(report).map((cells, n) => (
          <tr key={n}>
            {cells.map((cell, i) => (
              <td key={i} className={`px-3 py-2 ${typeof cell === 'number' || i >= 5 ? 'text-right tabular-nums' : ''}`}>
                {cell === null ? '-' : typeof cell === 'number' ? (i >= 8 ? formatMoney(cell) : formatNumber(cell)) : cell}
              </td>
            ))}
          </tr>
        ))}
      </PlainTable>
    </div>
  );
}
