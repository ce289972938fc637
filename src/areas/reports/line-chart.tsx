// A line chart over time (visx: SVG, so it prints sharp) with its data table beside it: each row a
// point in order, the first and last labelled under the axis, the highest value above it.
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFigure, type ChartRow } from './chart-figure';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 16, right: 16, top: 24, bottom: 28 };

export function LineChart({
  title,
  rows,
  format,
  labelHeader,
  valueHeader,
}: {
  title: string;
  rows: readonly ChartRow[];
  format: (v: number) => string;
  labelHeader: string;
  valueHeader: string;
}) {
  const high = Math.max(0, ...rows.map((r) => r.value));
  const x = scaleLinear<number>({ domain: [0, Math.max(rows.length - 1, 1)], range: [PAD.left, WIDTH - PAD.right] });
  const y = scaleLinear<number>({ domain: [0, high || 1], range: [HEIGHT - PAD.bottom, PAD.top] });
  const [first, last] = [rows[0], rows.at(-1)];
  return (
    <ChartFigure title={title} rows={rows} format={format} labelHeader={labelHeader} valueHeader={valueHeader}>
      <svg role="img" aria-label={`${title}: chart`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full">
        <Group>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
          <text x={PAD.left} y={PAD.top - 8} className="fill-slate-600 text-[11px]">
            {format(high)}
          </text>
          <LinePath data={[...rows]} x={(_, i) => x(i)} y={(r) => y(r.value)} className="fill-none stroke-sky-600 stroke-2" />
          {rows.map((r, i) => (
            <circle key={r.label} cx={x(i)} cy={y(r.value)} r={3} className="fill-sky-600" />
          ))}
          {first && (
            <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-700 text-[12px]">
              {first.label}
            </text>
          )}
          {last && rows.length > 1 && (
            <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-slate-700 text-[12px]">
              {last.label}
            </text>
          )}
        </Group>
      </svg>
    </ChartFigure>
  );
}
