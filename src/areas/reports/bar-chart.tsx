// A bar chart (visx: SVG, so it prints sharp) with its data table beside it: the table is what a
// screen reader reads, the chart an image named by its title. Negative values (losses) draw left
// of the zero line in the warning colour.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFigure, type ChartRow } from './chart-figure';

const WIDTH = 640;
const LABEL_WIDTH = 180;
const ROW_HEIGHT = 28;

export function BarChart({ title, rows, format, valueHeader }: { title: string; rows: readonly ChartRow[]; format: (v: number) => string; valueHeader: string }) {
  const height = Math.max(rows.length, 1) * ROW_HEIGHT + 8;
  const low = Math.min(0, ...rows.map((r) => r.value));
  const high = Math.max(0, ...rows.map((r) => r.value));
  const x = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [LABEL_WIDTH, WIDTH - 80] });
  const y = scaleBand<string>({ domain: rows.map((r) => r.label), range: [4, height - 4], padding: 0.2 });
  return (
    <ChartFigure title={title} rows={rows} format={format} valueHeader={valueHeader}>
      <svg role="img" aria-label={`${title}: chart`} viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full">
        <Group>
          {rows.map((r) => {
            const top = y(r.label) ?? 0;
            const start = x(Math.min(0, r.value));
            const end = x(Math.max(0, r.value));
            return (
              <g key={r.label}>
                <text x={LABEL_WIDTH - 8} y={top + y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle" className="fill-slate-700 text-[12px]">
                  {r.label}
                </text>
                <Bar x={start} y={top} width={Math.max(end - start, 1)} height={y.bandwidth()} className={r.value < 0 ? 'fill-amber-600' : 'fill-sky-600'} />
                <text x={end + 4} y={top + y.bandwidth() / 2} dominantBaseline="middle" className="fill-slate-600 text-[11px]">
                  {format(r.value)}
                </text>
              </g>
            );
          })}
          <line x1={x(0)} x2={x(0)} y1={0} y2={height} className="stroke-slate-400" />
        </Group>
      </svg>
    </ChartFigure>
  );
}
