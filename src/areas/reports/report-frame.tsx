// What every report screen shares: the title with 'Export CSV' (hidden in print), the date range
// and any filters of the report's own, a failure with Retry, the first load's text, then the body.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createReportMachine, type ReportParams } from '../../machines/reports/report.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { DateRangeFields, lastDays } from './date-range';
import type { TenantOperation } from '../../lib/roles';
import { useRole } from '../../ui/role';
import { RoleRefusedPage } from '../../ui/role-note';

export const FRAME_TEXT = { loading: 'Loading the report...', exportCsv: 'Export CSV', back: 'Back to the dashboard' } as const;

type ReportActor<T> = ActorRefFrom<ReturnType<typeof createReportMachine<T>>>;

/** The screen's report machine, started on the last 90 days (and `params`); `operation` is the report's call, for the member's role. */
export function useReportActor<T>(machine: ReturnType<typeof createReportMachine<T>>, operation: TenantOperation, params: Partial<ReportParams> = {}): ReportActor<T> {
  return useActorRef(machine, { input: { range: { ...lastDays(90), ...params }, role: useRole(), operation } });
}

export function ReportFrame<T>({
  title,
  actor,
  filters,
  hasRows,
  children,
  home = '/merchant/dashboard',
}: {
  title: string;
  /** Where a role refused the report goes back to. */
  home?: '/merchant/dashboard' | '/supplier';
  actor: ReportActor<T>;
  /** The report's own filters, beside the date range. */
  filters?: ReactNode;
  /** Whether the loaded report has anything to export. */
  hasRows: (report: T) => boolean;
  children: (report: T) => ReactNode;
}) {
  const range = useSelector(actor, (s) => s.context.range);
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const canExport = useSelector(actor, (s) => s.can({ type: 'export' }) && s.context.report !== null && hasRows(s.context.report));
  const refused = useSelector(actor, (s) => (s.hasTag('refused') ? s.context.roleNote : null));
  if (refused) return <RoleRefusedPage title={title} note={refused} backTo={home} backLabel={FRAME_TEXT.back} />;
  return (
    <Page
      title={title}
      actions={
        <Button variant="secondary" className="print:hidden" disabled={!canExport} onClick={() => actor.send({ type: 'export' })}>
          {FRAME_TEXT.exportCsv}
        </Button>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-4 print:hidden">
        <DateRangeFields range={range} onChange={({ from, to }) => actor.send({ type: 'range.change', range: { from, to, cycleCount: null, opening: null, closing: null } })} />
        {filters}
      </div>
      {error && <ErrorRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />}
      {loading && !report && <LoadingText>{FRAME_TEXT.loading}</LoadingText>}
      {report !== null && children(report)}
    </Page>
  );
}
