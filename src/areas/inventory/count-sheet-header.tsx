// The count sheet's header (batch, status, last saved; started by, started, finalized, notes) and
// the batch's timeline: every transition with its user and time.
import type { Batch } from '../../machines/inventory/cycle-count.machine';
import { formatRelative } from '../../ui/format-date';
import { useRelativeNow } from '../../ui/date-time';
import { formatWhen } from './format';

type TimelineEvent = Batch['timeline'][number];

export const HEADER_TEXT = {
  lastSaved: 'Last saved',
  never: 'Not saved yet',
  startedBy: 'Started by',
  started: 'Started',
  finalized: 'Finalized',
  notes: 'Notes',
  areas: 'Areas',
  timeline: 'Timeline',
} as const;

const ACTIONS: Record<TimelineEvent['action'], string> = {
  created: 'Created',
  started: 'Started',
  lines_added: 'Missing lines added',
  resnapshotted: 'Re-snapshotted',
  finalized: 'Finalized',
  posted: 'Posted',
  reopened: 'Reopened',
  archived: 'Archived',
  cancelled: 'Cancelled',
};

/** What a step did beyond its name, e.g. 'forced past 2 conflicts, 5 stock movements'. */
export function eventDetails({ details: d }: TimelineEvent): string {
  const parts: string[] = [];
  if (d.lines !== undefined) parts.push(`${d.lines} lines`);
  if (d.added !== undefined) parts.push(`${d.added} added`);
  if (d.forced) parts.push(`forced past ${d.conflicts ?? 0} conflicts`);
  else if (d.conflicts) parts.push(`${d.conflicts} conflicts settled`);
  if (d.movements !== undefined) parts.push(`${d.movements} stock movements`);
  return parts.join(', ');
}

export function CountSheetHeader({ batch }: { batch: Batch }) {
  const now = useRelativeNow(!!batch.last_saved_at);
  const facts: [string, string][] = [
    [HEADER_TEXT.startedBy, batch.started_by?.name ?? batch.started_by_name ?? '-'],
    [HEADER_TEXT.started, formatWhen(batch.started_at)],
    [HEADER_TEXT.finalized, formatWhen(batch.finalized_at)],
    [HEADER_TEXT.areas, batch.area_names?.length ? batch.area_names.join(', ') : '-'],
    [HEADER_TEXT.notes, batch.notes || '-'],
  ];
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      {batch.name && <p className="font-medium text-slate-900">{batch.name}</p>}
      <p className="text-sm text-slate-600" title={batch.last_saved_at ? formatWhen(batch.last_saved_at) : undefined}>
        {`${HEADER_TEXT.lastSaved}: ${batch.last_saved_at ? formatRelative(batch.last_saved_at, now) : HEADER_TEXT.never}`}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function CountTimeline({ timeline }: { timeline: TimelineEvent[] }) {
  return (
    <section aria-labelledby="count-timeline" className="space-y-2">
      <h2 id="count-timeline" className="text-lg font-semibold text-slate-900">
        {HEADER_TEXT.timeline}
      </h2>
      <ol className="space-y-1 text-sm text-slate-700">
        {timeline.map((e) => {
          const details = eventDetails(e);
          return (
            <li key={e.id}>
              <span className="font-medium text-slate-900">{ACTIONS[e.action]}</span>
              {details && ` (${details})`}
              {` by ${e.user?.name ?? 'unknown user'}, ${formatWhen(e.at)}`}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
