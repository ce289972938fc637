import type { StockLevel } from '../../lib/stock-level';

const COLOURS: Record<StockLevel, string> = {
  Needs: 'bg-red-100 text-red-800',
  Soon: 'bg-amber-100 text-amber-900',
  OK: 'bg-green-100 text-green-800',
};

/** The Needs / Soon / OK chip of a Place Orders row. */
export function StockChip({ level }: { level: StockLevel }) {
  return <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${COLOURS[level]}`}>{level}</span>;
}
