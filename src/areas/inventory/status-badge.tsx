import type { CycleCountStatus } from '../../machines/inventory/cycle-count.machine';

const COLORS: Record<CycleCountStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-700',
  OPEN: 'bg-blue-100 text-blue-800',
  FINALIZED: 'bg-amber-100 text-amber-900',
  POSTED: 'bg-green-100 text-green-800',
  ARCHIVED: 'bg-slate-200 text-slate-700',
  CANCELLED: 'bg-red-100 text-red-800',
};

/** A cycle count's status as a coloured badge (the status word itself is the text). */
export function StatusBadge({ status }: { status: CycleCountStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${COLORS[status]}`}>{status}</span>;
}
