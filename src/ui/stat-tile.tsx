// A dashboard tile: a figure with its label and a line of help, inside the link to the screen that
// acts on it (the caller's <Link className={STAT_TILE_CLASSES}>), so the link's name reads
// "Overdue 2 ..." for a screen reader.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useActorRef } from '../lib/inspection';
import type { createSummaryMachine } from '../machines/dashboard-counts.machine';
import { ErrorRetry } from './error-retry';
import { LoadingText } from './spinner';

type SummaryMachine<T> = ReturnType<typeof createSummaryMachine<T>>;

// A container, so the figure's size follows the tile's width (five tiles in a row at 1280 px are narrow).
export const STAT_TILE_CLASSES = '@container block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400 hover:bg-blue-50';

export function StatTile({ label, value, hint, tone = 'plain' }: { label: string; value: ReactNode; hint?: string; tone?: 'plain' | 'attention' }) {
  return (
    <>
      {/* The spaces keep the link's name readable: "Overdue 2 See them in Orders History". */}
      <span className="block text-sm text-slate-600">{label}</span>{' '}
      <span className={`block text-2xl font-semibold tabular-nums [overflow-wrap:anywhere] @[11rem]:text-3xl ${tone === 'attention' ? 'text-red-700' : 'text-slate-900'}`}>{value}</span>{' '}
      {hint && <span className="block text-sm text-slate-600">{hint}</span>}
    </>
  );
}

/** A summary's tiles: 'loading' while it loads, a failure with Retry, then `children(summary)` (each an <li>). */
export function SummaryTiles<T>({ machine, label, loading, children }: { machine: SummaryMachine<T>; label: string; loading: string; children: (summary: T) => ReactNode }) {
  const actor = useActorRef(machine);
  const summary = useSelector(actor, (s) => s.context.counts);
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : null));
  if (error) return <ErrorRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />;
  if (!summary) return <LoadingText>{loading}</LoadingText>;
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {children(summary)}
    </ul>
  );
}
