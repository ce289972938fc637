// The count sheet of one batch (/merchant/inventory/cycle-counts/{id}, merchant-operations.md
// "Cycle count sheet"): breadcrumb, header, line filter and 'Show uncounted only', summary, the
// bulk buttons, the actions of the batch's status, the lines, the timeline, and the dialogs. The
// cycle-count machine holds every rule; this screen shows its tags and `can()` and sends events.
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { cycleCountMachine, finalizeBlocker, type CycleCountEvent, type CycleCountMachine } from '../../machines/inventory/cycle-count.machine';
import { archiveCountMachine, type ArchiveCountMachine } from '../../machines/inventory/archive-count.machine';
import { finalizeCountMachine, type FinalizeCountMachine } from '../../machines/inventory/finalize-count.machine';
import { startCountMachine, type StartCountMachine } from '../../machines/inventory/start-count.machine';
import { Button } from '../../ui/button';
import { ExportButtons } from '../imports/export-buttons';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { LoadingText } from '../../ui/spinner';
import { toast } from '../../ui/toasts';
import * as calls from './count-sheet.actors';
import { CountConflictsDialog } from './count-conflicts-dialog';
import { AreaProgressList, StaleLinesDialog } from './count-sheet-team';
import { useLiveCountLines } from '../../app/live-orders';
import { CountSheetHeader, CountTimeline } from './count-sheet-header';
import { CountSheetCards } from './count-sheet-cards';
import { CountSheetTable } from './count-sheet-table';
import { CountStartForm } from './count-start-form';
import { CycleCountsBreadcrumb } from './cycle-counts-breadcrumb';
import { formatQty } from './format';
import { listAreas } from './inventory.actors';
import { FLUSH_EDITS_EVENT, readStoredEdits, storeEdits, type EditsOwner } from './stored-edits';
import { useMember } from '../../ui/member';
import { connectivity } from './connectivity';
import { CountSheetConnection } from './count-sheet-connection';
import { StatusBadge } from '../../ui/status-badge';
import { useRole } from '../../ui/role';
import { PHONE_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { lineByBarcode, type CountLine } from '../../machines/inventory/count-sheet';
import { cycleCountTitle } from '../../lib/page-headings';
import { createScanMachine } from '../../machines/scan.machine';
import { ScanCameraButton, ScanMessage } from '../../ui/scan-controls';

export const SHEET_TEXT = {
  title: cycleCountTitle,
  loading: 'Loading cycle count...',
  filter: 'Filter lines',
  filterPlaceholder: 'Product, SKU, area or barcode',
  uncountedOnly: 'Show uncounted only',
  summary: (lines: number, counted: number, total: number) => `${lines} lines, ${counted} counted, counted total ${formatQty(total)}`,
  fill: 'Fill = Expected (visible)',
  zero: 'Zero uncounted (visible)',
  clear: 'Clear edits',
  save: 'Save',
  finalize: 'Finalize & Update Stock',
  addMissing: 'Add missing lines',
  post: 'Post',
  reopen: 'Reopen',
  archive: 'Archive',
  postTitle: 'Post adjustments',
  postMessage: 'Mark as POSTED?',
  reopenTitle: 'Reopen cycle count',
  reopenMessage: 'Reopen this cycle count? (Posted batches cannot be reopened.)',
  archiveTitle: 'Archive cycle count',
  archiveMessage: 'Archive this cycle count? Its counts become read-only and unsaved edits are discarded. Stock does not change.',
} as const;

const notify = { notify: (_: unknown, { message, variant }: { message: string; variant: Parameters<typeof toast>[1] }) => void toast(message, variant) };

/** The machine with the real calls; a DRAFT batch's start goes to its own id; edits are kept as `owner`'s. */
export function liveCycleCountMachine(batchId: number, owner: EditsOwner | null = null) {
  return cycleCountMachine.provide({
    actors: {
      loadSheet: fromPromise(({ input, signal }) => calls.loadSheet(input, signal)),
      saveLines: fromPromise(({ input }) => calls.saveLines(input)),
      addMissingLines: fromPromise(({ input }) => calls.addMissingLines(input)),
      postBatch: fromPromise(({ input }) => calls.postBatch(input)),
      reopenBatch: fromPromise(({ input }) => calls.reopenBatch(input)),
      readStoredEdits: fromPromise(({ input }) => readStoredEdits(input.batchId, owner)),
      connectivity,
      finalizeCount: finalizeCountMachine.provide({
        actors: { finalize: fromPromise(({ input }) => calls.finalize(input)), resnapshot: fromPromise(({ input }) => calls.resnapshot(input)) },
        actions: notify,
      }),
      archiveCount: archiveCountMachine.provide({
        actors: { archive: fromPromise(({ input }) => calls.archiveBatch(input)), cancel: fromPromise(({ input }) => calls.cancelBatch(input)) },
        actions: notify,
      }),
      startCount: startCountMachine.provide({
        actors: { loadAreas: fromPromise(({ signal }) => listAreas(signal)), start: fromPromise(({ input }) => calls.startDraftBatch(batchId)(input)) },
        actions: notify,
      }),
    },
    actions: { ...notify, storeEdits: (_, { batchId: id, edits, waiting }) => void storeEdits(id, edits, { owner, waiting }) },
  });
}

type SheetActor = ActorRefFrom<CycleCountMachine>;

/** The summary line: its own component, so a keystroke re-renders this line and not the filter. */
function SummaryLine({ sheet }: { sheet: SheetActor }) {
  const summary = useSelector(
    sheet,
    (s) => s.context.summary,
    (a, b) => a.lines === b.lines && a.counted === b.counted && a.total === b.total,
  );
  return (
    <p role="status" className="pb-2 text-sm text-slate-700">
      {SHEET_TEXT.summary(summary.lines, summary.counted, summary.total)}
    </p>
  );
}

const lineScanMachine = createScanMachine<CountLine>();

/** The sheet's scans: a code finds its line among the sheet's (lineByBarcode), which the sheet then shows and focuses. */
function useLineScan(sheet: SheetActor) {
  const logic = useMemo(
    () =>
      lineScanMachine.provide({
        actors: {
          lookup: fromPromise(async ({ input }: { input: { code: string } }) => {
            const { lines, edits } = sheet.getSnapshot().context;
            return lineByBarcode(lines, edits, input.code);
          }),
        },
        actions: { found: (_, { code, match }) => sheet.send({ type: 'line.find', lineId: match.id, code }) },
      }),
    [sheet],
  );
  return useActorRef(logic);
}

function Toolbar({ sheet }: { sheet: SheetActor }) {
  const query = useSelector(sheet, (s) => s.context.filter.query);
  const uncountedOnly = useSelector(sheet, (s) => s.context.filter.uncountedOnly);
  const batchId = useSelector(sheet, (s) => s.context.batch!.id);
  // The file holds the saved lines, filtered as the sheet is.
  const exportQuery = { cycle_count: batchId, ...(query.trim() ? { q: query.trim() } : {}), ...(uncountedOnly ? { uncounted: 1 as const } : {}) };
  const scan = useLineScan(sheet);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          label={SHEET_TEXT.filter}
          showLabel
          placeholder={SHEET_TEXT.filterPlaceholder}
          value={query}
          onChange={(v) => sheet.send({ type: 'filter.query', query: v })}
          // A keyboard-wedge scanner types the digits and Enter here; the next scan replaces the text.
          onKeyDown={(e) => e.key === 'Enter' && scan.send({ type: 'scan.enter', text: e.currentTarget.value })}
          onFocus={(e) => e.target.select()}
        />
        <ScanCameraButton scan={scan} />
        <CheckboxField
          label={SHEET_TEXT.uncountedOnly}
          checked={uncountedOnly}
          onChange={(e) => sheet.send({ type: 'filter.uncounted', uncountedOnly: e.target.checked })}
          className="pb-2"
        />
        <SummaryLine sheet={sheet} />
        <div className="ml-auto pb-2 print:hidden">
          <ExportButtons kind="cycle-count-lines" query={exportQuery} />
        </div>
      </div>
      <ScanMessage scan={scan} />
    </div>
  );
}

/** `phone`: Save is in the cards' bar at the bottom of the window instead. */
function Actions({ sheet, phone = false }: { sheet: SheetActor; phone?: boolean }) {
  const status = useSelector(sheet, (s) => s.context.batch!.status);
  const editable = useSelector(sheet, (s) => s.hasTag('editable'));
  const saving = useSelector(sheet, (s) => s.hasTag('saving'));
  // Busy while the first finalize call runs, not while the conflicts dialog waits for the user.
  const finalize = useSelector(sheet, (s) => s.children.finalize as ActorRefFrom<FinalizeCountMachine> | undefined);
  const finalizing = useSelector(finalize, (s) => s?.hasTag('asking') ?? false);
  const addingLines = useSelector(sheet, (s) => s.hasTag('addingLines'));
  const can = (type: CycleCountEvent['type']) => (s: ReturnType<SheetActor['getSnapshot']>) => s.can({ type } as CycleCountEvent);
  const canSave = useSelector(sheet, can('counts.save'));
  // Off, with the spec's reason beside it, while it cannot succeed (edits unsaved, nothing saved).
  const blocker = useSelector(sheet, (s) => (s.hasTag('editable') ? finalizeBlocker(s.context.summary) : null));
  const canFinalize = useSelector(sheet, can('finalize.request')) && !blocker;
  const canAddMissing = useSelector(sheet, can('lines.addMissing'));
  const canPost = useSelector(sheet, can('post.request'));
  const canReopen = useSelector(sheet, can('reopen.request'));
  const canArchive = useSelector(sheet, can('archive.request'));
  const send = (type: CycleCountEvent['type']) => () => sheet.send({ type } as CycleCountEvent);
  // What the member's role allows is not offered at all (a staff member counts, others close the count).
  const may = useSelector(sheet, (s) => s.context.may);
  const open = status === 'OPEN';

  return (
    <div className="space-y-2">
      {open && (
        <div role="group" aria-label="Bulk edits of the visible lines" className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!editable} onClick={send('bulk.fill')}>
            {SHEET_TEXT.fill}
          </Button>
          <Button variant="secondary" disabled={!editable} onClick={send('bulk.zero')}>
            {SHEET_TEXT.zero}
          </Button>
          <Button variant="secondary" disabled={!editable} onClick={send('bulk.clear')}>
            {SHEET_TEXT.clear}
          </Button>
        </div>
      )}
      <div role="group" aria-label="Batch actions" className="flex flex-wrap gap-2">
        {open && (
          <>
            {!phone && (
              <Button disabled={!canSave} loading={saving} onClick={send('counts.save')}>
                {SHEET_TEXT.save}
              </Button>
            )}
            {may.finalize && (
              <Button disabled={!canFinalize} loading={finalizing} onClick={send('finalize.request')} aria-describedby={blocker ? 'finalize-blocker' : undefined}>
                {SHEET_TEXT.finalize}
              </Button>
            )}
            <Button variant="secondary" disabled={!canAddMissing} loading={addingLines} onClick={send('lines.addMissing')}>
              {SHEET_TEXT.addMissing}
            </Button>
          </>
        )}
        {status === 'FINALIZED' && may.post && (
          <Button disabled={!canPost} onClick={send('post.request')}>
            {SHEET_TEXT.post}
          </Button>
        )}
        {(open || status === 'FINALIZED') && may.reopen && (
          <Button variant="secondary" disabled={!canReopen} onClick={send('reopen.request')}>
            {SHEET_TEXT.reopen}
          </Button>
        )}
        {status !== 'ARCHIVED' && status !== 'CANCELLED' && may.archive && (
          <Button variant="quiet" disabled={!canArchive} onClick={send('archive.request')}>
            {SHEET_TEXT.archive}
          </Button>
        )}
      </div>
      {open && blocker && may.finalize && (
        <p id="finalize-blocker" className="text-sm text-slate-600">
          {blocker}
        </p>
      )}
    </div>
  );
}

function ArchiveDialog({ archive }: { archive: ActorRefFrom<ArchiveCountMachine> }) {
  const open = useSelector(archive, (s) => s.hasTag('confirmArchive'));
  const busy = useSelector(archive, (s) => s.hasTag('working'));
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={SHEET_TEXT.archiveTitle}
      message={SHEET_TEXT.archiveMessage}
      confirmLabel={SHEET_TEXT.archive}
      onConfirm={() => archive.send({ type: 'confirm.yes' })}
      onCancel={() => archive.send({ type: 'confirm.no' })}
    />
  );
}

function StatusDialogs({ sheet }: { sheet: SheetActor }) {
  const confirmPost = useSelector(sheet, (s) => s.hasTag('confirmPost'));
  const confirmReopen = useSelector(sheet, (s) => s.hasTag('confirmReopen'));
  const working = useSelector(sheet, (s) => s.hasTag('working'));
  const yes = () => sheet.send({ type: 'confirm.yes' });
  const no = () => sheet.send({ type: 'confirm.no' });
  return (
    <>
      <ConfirmDialog
        open={confirmPost}
        busy={working}
        danger={false}
        title={SHEET_TEXT.postTitle}
        message={SHEET_TEXT.postMessage}
        confirmLabel={SHEET_TEXT.post}
        onConfirm={yes}
        onCancel={no}
      />
      <ConfirmDialog
        open={confirmReopen}
        busy={working}
        danger={false}
        title={SHEET_TEXT.reopenTitle}
        message={SHEET_TEXT.reopenMessage}
        confirmLabel={SHEET_TEXT.reopen}
        onConfirm={yes}
        onCancel={no}
      />
    </>
  );
}

/** Ctrl/Cmd+S saves while the batch is OPEN (and keeps the browser's own save dialog away). */
function useSaveShortcut(sheet: SheetActor) {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 's') return;
      if (!sheet.getSnapshot().hasTag('editable')) return;
      e.preventDefault();
      sheet.send({ type: 'counts.save' });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sheet]);
}

/** Unsaved edits are backed up at once when the page goes away (reload, tab closed) or the sheet does. */
function useBackupOnLeave(sheet: SheetActor, batchId: number, owner: EditsOwner | null) {
  useEffect(() => {
    const flush = () => sheet.send({ type: 'backup.flush' });
    window.addEventListener('pagehide', flush);
    window.addEventListener(FLUSH_EDITS_EVENT, flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener(FLUSH_EDITS_EVENT, flush);
      // The actor may be stopped already; its last snapshot still holds the edits not backed up yet
      // (only those: a sign-out may have deleted the backup since).
      const last = sheet.getSnapshot();
      if (last.hasTag('editable') && last.hasTag('backupPending')) void storeEdits(batchId, last.context.edits, { owner, waiting: last.context.waiting });
    };
  }, [sheet, batchId, owner]);
}

export function CycleCountSheetScreen({ id }: { id: number }) {
  // The route gives each batch its own screen (key), so one machine per mount is enough.
  const owner = useMember();
  const logic = useMemo(() => liveCycleCountMachine(id, owner), [id, owner]);
  const role = useRole();
  const sheet = useActorRef(logic, { input: { batchId: id, role } });
  const loading = useSelector(sheet, (s) => s.hasTag('loading'));
  const loadError = useSelector(sheet, (s) => (s.hasTag('loadFailed') ? s.context.error : null));
  const batch = useSelector(sheet, (s) => s.context.batch);
  const draftStart = useSelector(sheet, (s) => s.children.start as ActorRefFrom<StartCountMachine> | undefined);
  const finalize = useSelector(sheet, (s) => s.children.finalize as ActorRefFrom<FinalizeCountMachine> | undefined);
  const archive = useSelector(sheet, (s) => s.children.archive as ActorRefFrom<ArchiveCountMachine> | undefined);
  // Below `md` the lines are cards (a phone held upright); the table stays for wider screens.
  const phone = useMediaQuery(PHONE_QUERY);
  useSaveShortcut(sheet);
  useBackupOnLeave(sheet, id, owner);
  // Other counters' saves arrive live; null: read the lines again (the machine keeps unsaved edits).
  useLiveCountLines(id, (lines) => sheet.send(lines ? { type: 'lines.saved', lines } : { type: 'lines.reload' }));

  // The sheet drawn once its batch has come, in a deferred render (sliced like a transition, so the
  // page stays responsive): an update from the machine would render it all in one long task
  // (Lighthouse's TBT on a slow phone, issue 25). Until then the loading text stays.
  const drawn = useDeferredValue(!loading && !loadError && batch !== null, false);
  const title = SHEET_TEXT.title(id);
  if (loading || loadError || !batch || !drawn) {
    return (
      <Page title={title}>
        <CycleCountsBreadcrumb current={title} />
        {loadError ? <ErrorRetry message={loadError} onRetry={() => sheet.send({ type: 'retry' })} /> : <LoadingText>{SHEET_TEXT.loading}</LoadingText>}
      </Page>
    );
  }

  const showEffect = batch.status === 'FINALIZED' || batch.status === 'POSTED';
  return (
    <Page title={title} actions={<StatusBadge kind="cycleCount" status={batch.status} />}>
      <CycleCountsBreadcrumb current={title} />
      <CountSheetHeader batch={batch} />
      {batch.status === 'DRAFT' ? (
        <>
          {draftStart && <CountStartForm actor={draftStart} />}
          <Actions sheet={sheet} />
        </>
      ) : (
        <>
          {batch.status === 'OPEN' && <CountSheetConnection sheet={sheet} />}
          <Toolbar sheet={sheet} />
          {batch.status === 'OPEN' && <AreaProgressList sheet={sheet} />}
          <Actions sheet={sheet} phone={phone} />
          {phone ? <CountSheetCards sheet={sheet} /> : <CountSheetTable sheet={sheet} showEffect={showEffect} />}
        </>
      )}
      <CountTimeline timeline={batch.timeline} />
      <StatusDialogs sheet={sheet} />
      {finalize && <CountConflictsDialog finalize={finalize} />}
      <StaleLinesDialog sheet={sheet} />
      {archive && <ArchiveDialog archive={archive} />}
    </Page>
  );
}
