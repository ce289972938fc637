// A report's date range: two labelled date inputs (From, To); an emptied one is no bound.
import type { DateRange } from '../../machines/reports/report.machine';

export const RANGE_TEXT = { from: 'From', to: 'To' } as const;

/** The local date `days` days back to today, as yyyy-mm-dd. */
export function lastDays(days: number, now = new Date()): DateRange {
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: iso(start), to: iso(now) };
}

export function DateRangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const field = (key: keyof DateRange) => (
    <label className="flex flex-col text-sm font-medium text-slate-700">
      {RANGE_TEXT[key]}
      <input type="date" className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" value={range[key]} onChange={(e) => onChange({ ...range, [key]: e.target.value })} />
    </label>
  );
  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
