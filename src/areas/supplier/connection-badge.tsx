// A connection's status as a coloured label, in the supplier's words: an ACTIVE connection reads
// Connected (the merchants list's Active column is the record's own switch).
import { CONNECTION_STATUS_LABELS, type ConnectionStatus } from '../../lib/connection-rules';

export const CONNECTION_LABELS: Record<ConnectionStatus, string> = { ...CONNECTION_STATUS_LABELS, ACTIVE: 'Connected' };

const COLOURS: Record<ConnectionStatus, string> = {
  INVITED: 'bg-blue-100 text-blue-800',
  ACTIVE: 'bg-green-100 text-green-800',
  PAUSED: 'bg-amber-100 text-amber-900',
  DECLINED: 'bg-slate-200 text-slate-700',
  ARCHIVED: 'bg-slate-200 text-slate-700',
};

export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${COLOURS[status]}`}>{CONNECTION_LABELS[status]}</span>;
}
