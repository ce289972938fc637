// Cycle Counts (/merchant/inventory/cycle-counts, merchant-operations.md "Cycle Counts list"): tabs
// Draft, Open, Finalized and Posted with count badges (read with page_size 1), the tab in ?tab=,
// the heading '{Tab} Cycle Counts', rows linking to their sheet, and 'New Cycle Count', which
// creates a DRAFT batch (empty body) and opens it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { countsMachine } from '../../machines/dashboard-counts.machine';
import type { SaveInput } from '../../machines/form.machine';
import { newCountMachine, type NewCount } from '../../machines/inventory/new-count.machine';
import { createListMachine, selectPageCount } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { Pager } from '../../ui/pager';
import { toast } from '../../ui/toasts';
import { STATUSES_OF, TABS, tabLabel, type Tab } from './cycle-count-tabs';
import { formatWhen } from './format';
import { createDraftCount, fetchCycleCountPage, loadTabCounts, type CycleCount } from './inventory.actors';
import { StatusBadge } from '../../ui/status-badge';
import { useUrlList } from '../../ui/list-url';

export const COUNTS_LIST_TEXT = {
  title: 'Cycle Counts',
  newCount: 'New Cycle Count',
  loading: 'Loading cycle counts...',
  heading: (tab: Tab) => `${tabLabel(tab)} Cycle Counts`,
  empty: (tab: Tab) => `No ${tab} cycle counts.`,
  name: (batch: Pick<CycleCount, 'id' | 'name'>) => batch.name || `Cycle Count #${batch.id}`,
} as const;

export const COUNTS_PAGE_SIZE = 20;

const countsListMachine = createListMachine<CycleCount>().provide({
  actors: {
    fetchPage: fromPromise(({ input, signal }) => fetchCycleCountPage(input, signal)),
  },
});
const badgesMachine = countsMachine.provide({
  actors: {
    loadCounts: fromPromise(({ signal }) => loadTabCounts(Object.fromEntries(TABS.map((t) => [t, STATUSES_OF[t]])), signal)),
  },
});
const creatingCountMachine = newCountMachine.provide({
  actors: {
    save: fromPromise<NewCount | void, SaveInput<NewCount>>(() => createDraftCount()),
  },
});

const col = columnHelper<CycleCount>();
const columns = col.columns([
  col.display({
    id: 'name',
    header: 'Cycle Count',
    cell: ({ row }) => (
      <Link to="/merchant/inventory/cycle-counts/$id" params={{ id: String(row.original.id) }} className="text-blue-700 hover:underline">
        {COUNTS_LIST_TEXT.name(row.original)}
      </Link>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="cycleCount" status={info.getValue()} /> }),
  col.accessor('started_at', {
    header: 'Started',
    cell: (info) => formatWhen(info.getValue()),
  }),
  col.accessor('closed_at', {
    header: 'Closed',
    cell: (info) => formatWhen(info.getValue()),
  }),
]);

export function CycleCountsListScreen({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const badges = useSelector(useActorRef(badgesMachine), (s) => s.context.counts);
  const creator = useActorRef(
    creatingCountMachine.provide({
      actions: {
        notifySaved: ({ context }) =>
          void navigate({
            to: '/merchant/inventory/cycle-counts/$id',
            params: { id: String(context.id) },
          }),
        notifyFailed: ({ context }) => void toast(context.error ?? '', 'error'),
      },
    }),
    { input: { initial: {} } },
  );
  const creating = useSelector(creator, (s) => s.hasTag('saving') || s.hasTag('saved'));

  return (
    <Page
      title={COUNTS_LIST_TEXT.title}
      actions={
        <Button loading={creating} onClick={() => creator.send({ type: 'submit' })}>
          {COUNTS_LIST_TEXT.newCount}
        </Button>
      }
    >
      <nav aria-label="Cycle count status" className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t}
            to="/merchant/inventory/cycle-counts"
            search={{ tab: t }}
            aria-current={t === tab ? 'page' : undefined}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm ${t === tab ? 'border-blue-600 font-semibold text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {tabLabel(t)}
            <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{badges ? badges[t] : '…'}</span>
          </Link>
        ))}
      </nav>
      <TabList key={tab} tab={tab} />
    </Page>
  );
}

function TabList({ tab }: { tab: Tab }) {
  // The tab sets the status filter; the URL keeps the page and page size.
  const list = useUrlList(countsListMachine, { debounceMs: 0, pageSize: COUNTS_PAGE_SIZE, filters: { status: STATUSES_OF[tab].join(',') } }, []);
  const page = useSelector(list, (s) => s.context.page);
  const pageCount = useSelector(list, selectPageCount);
  return (
    <section aria-label={COUNTS_LIST_TEXT.heading(tab)} className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{COUNTS_LIST_TEXT.heading(tab)}</h2>
      <ListTable
        list={list}
        columns={columns}
        getRowId={(b) => String(b.id)}
        text={{
          loading: COUNTS_LIST_TEXT.loading,
          empty: COUNTS_LIST_TEXT.empty(tab),
        }}
        caption={COUNTS_LIST_TEXT.heading(tab)}
      />
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPageChange={(p) => list.send({ type: 'page.goto', page: p })} />}
    </section>
  );
}
