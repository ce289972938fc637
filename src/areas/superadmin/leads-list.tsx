// Leads Management (/superadmin/leads, platform.md section 2): the leads table with Edit and Delete
// per row, a row click or Edit opening the lead, Delete asking 'Are you sure you want to delete
// this lead?' first (confirm machine), and the '+ Create Lead' link. The list machine loads.
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '../../lib/inspection';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine } from '../../machines/list.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toasts';
import { DELETE_FAILED, deleteLead, fetchLeadPage, type Lead } from './leads.actors';
import { StatusBadge } from '../../ui/status-badge';
import { useUrlList } from '../../ui/list-url';

export const LEADS_TEXT = {
  title: 'Leads Management',
  create: '+ Create Lead',
  loading: 'Loading leads...',
  empty: 'No leads found.',
  emptyHelp: 'Businesses that ask about Tradepost appear here. Add one to follow it up.',
  confirmTitle: 'Delete lead',
  confirm: 'Are you sure you want to delete this lead?',
  deleted: 'Lead deleted.',
} as const;

const leadsListMachine = createListMachine<Lead>().provide({
  actors: { fetchPage: fromPromise(({ signal }) => fetchLeadPage(undefined, signal)) },
});

const deleteLeadMachine = createConfirmMachine<Lead, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: Lead } }) => deleteLead(input.target.id)) },
});

const col = columnHelper<Lead>();

export function LeadsManagementScreen() {
  const navigate = useNavigate();
  const list = useUrlList(leadsListMachine, { pageSize: 10, debounceMs: 0 });
  const confirm = useActorRef(
    deleteLeadMachine.provide({
      actions: {
        onDone: () => {
          toast(LEADS_TEXT.deleted, 'success');
          list.send({ type: 'reload' });
        },
        onFailed: ({ context }) => void toast(context.error ?? DELETE_FAILED, 'error'),
      },
    }),
  );
  const { dialog } = useConfirmDialog(confirm);

  const open = useMemo(() => (lead: Lead) => void navigate({ to: '/superadmin/leads/lead-detail/$id', params: { id: String(lead.id) } }), [navigate]);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', { header: 'ID' }),
        col.accessor('first_name', { header: 'First Name' }),
        col.accessor('last_name', { header: 'Last Name' }),
        col.accessor('email', { header: 'Email' }),
        col.accessor('phone_number', { header: 'Phone', cell: (info) => info.getValue() || '-' }),
        col.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="lead" status={info.getValue()} /> }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => {
            const name = `${row.original.first_name} ${row.original.last_name}`;
            return (
              <div className="flex gap-1">
                <Button variant="link" aria-label={`Edit ${name}`} onClick={() => open(row.original)}>
                  Edit
                </Button>
                <Button variant="link" className="text-red-700" aria-label={`Delete ${name}`} onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}>
                  Delete
                </Button>
              </div>
            );
          },
        }),
      ]),
    [confirm, open],
  );

  return (
    <Page
      title={LEADS_TEXT.title}
      actions={
        <Link to="/superadmin/leads/create" className={buttonClasses('primary')}>
          {LEADS_TEXT.create}
        </Link>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        text={LEADS_TEXT}
        onRowClick={open}
        rowLabel={(lead) => `Open lead ${lead.first_name} ${lead.last_name}`}
        caption="Leads"
        emptyAction={
          <Link to="/superadmin/leads/create" className={buttonClasses('secondary')}>
            {LEADS_TEXT.create}
          </Link>
        }
      />
      <ConfirmDialog {...dialog} title={LEADS_TEXT.confirmTitle} message={LEADS_TEXT.confirm} />
    </Page>
  );
}
