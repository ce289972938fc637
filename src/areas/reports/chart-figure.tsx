// A chart's figure: its title, the chart (an SVG image named '<title>: chart') and beside it the data
// table holding the same figures, which is what a screen reader reads. Shared by the bar and line charts.
import type { ReactNode } from 'react';

export interface ChartRow {
  label: string;
  value: number;
}

export function ChartFigure({
  title,
  rows,
  format,
  labelHeader = 'Name',
  valueHeader,
  children,
}: {
  title: string;
  rows: readonly ChartRow[];
  format: (v: number) => string;
  labelHeader?: string;
  valueHeader: string;
  /** The chart's SVG. */
  children: ReactNode;
}) {
  return (
    <figure className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold text-slate-800">{title}</figcaption>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        {children}
        <table className="min-w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-semibold text-slate-700">
                {labelHeader}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-semibold text-slate-700">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {r.label}
                </th>
                <td className="px-2 py-1 text-right tabular-nums">{format(r.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
