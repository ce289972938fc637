// Actual usage (issue 26, item 3): between two finalized counts of the range (to start, the newest
// two over the same areas), opening + received − closing per product, its value charted beside its table.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { formatMoney } from '../../lib/money';
import { createReportMachine } from '../../machines/reports/report.machine';
import { formatDate, formatNumber } from '../../ui/format-date';
import { PlainTable } from '../../ui/plain-table';
import { BarChart } from './bar-chart';
import { ReportFrame, useReportActor } from './report-frame';
import { exportUsage, loadUsage, USAGE_HEADERS, usageRows, type FinalizedCount, type UsageScreenReport } from './reports.actors';

export const USAGE_TEXT = {
  title: 'Actual usage',
  opening: 'Opening count',
  closing: 'Closing count',
  chart: 'Usage value by product',
  value: 'Value',
  table: 'Usage per product',
  fewCounts: 'Usage needs two finalized counts in these dates.',
  none: 'No product was counted in both counts.',
} as const;

const usageMachine = createReportMachine<UsageScreenReport>().provide({
  actors: { loadReport: fromPromise(({ input }) => loadUsage(input)) },
  actions: { exportReport: (_, params) => exportUsage(params) },
});

const countLabel = (c: FinalizedCount) => `${c.name ?? `Count ${c.id}`} (${formatDate(c.finalized_at)})`;

function CountPicker({ label, value, counts, onChange }: { label: string; value: number | null; counts: readonly FinalizedCount[]; onChange: (id: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col text-sm font-medium text-slate-700">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {counts.map((c) => (
          <option key={c.id} value={c.id}>
            {countLabel(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function UsageReportScreen() {
  const actor = useReportActor(usageMachine, 'getUsageReport');
  const report = useSelector(actor, (s) => s.context.report);
  const choose = (which: 'opening' | 'closing') => (id: number) => report && actor.send({ type: 'range.change', range: { opening: report.opening, closing: report.closing, [which]: id } });
  const filters = report && report.counts.length >= 2 && (
    <>
      <CountPicker label={USAGE_TEXT.opening} value={report.opening} counts={report.counts} onChange={choose('opening')} />
      <CountPicker label={USAGE_TEXT.closing} value={report.closing} counts={report.counts} onChange={choose('closing')} />
    </>
  );
  return (
    <ReportFrame title={USAGE_TEXT.title} actor={actor} filters={filters} hasRows={(r) => (r.usage?.lines.length ?? 0) > 0}>
      {({ usage }) =>
        !usage ? (
          <p className="text-slate-600">{USAGE_TEXT.fewCounts}</p>
        ) : usage.lines.length === 0 ? (
          <p className="text-slate-600">{USAGE_TEXT.none}</p>
        ) : (
          <div className="space-y-6">
            <BarChart title={USAGE_TEXT.chart} valueHeader={USAGE_TEXT.value} format={formatMoney} rows={usage.lines.map((l) => ({ label: l.product_name, value: l.usage_value }))} />
            <PlainTable caption={USAGE_TEXT.table} headers={USAGE_HEADERS} empty={null}>
              {usageRows(usage).map((cells, n) => (
                <tr key={n}>
                  {cells.map((cell, i) => (
                    <td key={i} className={`px-3 py-2 ${i >= 3 ? 'text-right tabular-nums' : ''}`}>
                      {cell === null ? '-' : typeof cell === 'number' ? (i >= 7 ? formatMoney(cell) : formatNumber(cell)) : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </PlainTable>
          </div>
        )
      }
    </ReportFrame>
  );
}
