// Merchants (/supplier/merchants, platform.md sections 2 and 4): title Merchants, 'New Merchant',
// the table with an Active switch per row (its own toggle machine), 'View / Edit' and Delete
// (confirmed with 'Are you sure you want to delete {merchant name}?'); 'No merchants found' with
// 'Create one'. A failed load shows the server's detail with a retry, and as a toast. A merchant
// tied to a live connection (issue 21) shows it beside its name: Connected, Paused or Requested.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createListMachine } from '../../machines/list.machine';
import { MESSAGES as DELETE_MESSAGES, merchantDeleteMachine, type MerchantRef } from '../../machines/supplier/merchant-delete.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { LIVE_STATUSES } from '../../lib/connection-rules';
import { MerchantActiveToggle } from './merchant-active-toggle';
import { deleteMerchant, fetchMerchantPage, LIST_FAILED, type Merchant } from './merchants.actors';
import { StatusBadge } from '../../ui/status-badge';

export const MERCHANTS_TEXT = {
  title: 'Merchants',
  create: 'New Merchant',
  loading: 'Loading merchants...',
  empty: 'No merchants found',
  createOne: 'Create one',
} as const;

const merchantsListMachine = createListMachine<Merchant>().provide({
  actors: { fetchPage: fromPromise(({ signal }) => fetchMerchantPage(undefined, signal)) },
  actions: { notifyFailed: ({ context }) => void toast(context.error ?? LIST_FAILED, 'error') },
});

const liveDeleteMachine = merchantDeleteMachine.provide({
  actors: { perform: fromPromise(({ input }: { input: { target: MerchantRef } }) => deleteMerchant(input.target.id)) },
});

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');
const col = columnHelper<Merchant>();

export function MerchantsListScreen() {
  const navigate = useNavigate();
  const role = useRole();
  const list = useActorRef(merchantsListMachine, { input: { debounceMs: 0 } });
  const empty = useSelector(list, (s) => s.hasTag('empty'));
  const confirm = useActorRef(
    liveDeleteMachine.provide({
      actions: {
        onDone: () => {
          toast(DELETE_MESSAGES.deleted, 'success');
          list.send({ type: 'reload' });
        },
        onFailed: ({ context }) => void toast(context.error ?? DELETE_MESSAGES.failed, 'error'),
      },
    }),
    { input: { role, operation: 'deleteMerchant' } },
  );
  const { target, dialog } = useConfirmDialog(confirm);
  // A role that may not change merchants (staff) reads them: no New, Delete or Active switch.
  const manage = useSelector(confirm, (s) => s.context.allowed);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('merchant_name', {
          header: 'Merchant Name',
          cell: ({ row: { original: m } }) => (
            <span className="flex flex-wrap items-center gap-2">
              <span>{m.merchant_name}</span>
              {m.connection && LIVE_STATUSES.includes(m.connection.status) && <StatusBadge kind="connection" status={m.connection.status} />}
            </span>
          ),
        }),
        col.accessor('city', { header: 'City', cell: (info) => dash(info.getValue()) }),
        col.accessor('state', { header: 'State', cell: (info) => dash(info.getValue()) }),
        col.accessor('phone_number', { header: 'Phone Number', cell: (info) => dash(info.getValue()) }),
        col.accessor('email', { header: 'Email', cell: (info) => dash(info.getValue()) }),
        col.display({
          id: 'active',
          header: 'Active',
          // A new toggle when the server's value changes (after a reload).
          cell: ({ row: { original: m } }) => <MerchantActiveToggle key={`${m.id}-${m.is_active}`} id={m.id} name={m.merchant_name} isActive={m.is_active} role={role} />,
        }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row: { original: m } }) => (
            <div className="flex items-center gap-2">
              <Link
                to="/supplier/merchants/merchant-detail/$id"
                params={{ id: String(m.id) }}
                aria-label={`${manage ? 'View / Edit' : 'View'} ${m.merchant_name}`}
                className="px-1 text-blue-700 underline-offset-2 hover:underline"
              >
                {manage ? 'View / Edit' : 'View'}
              </Link>
              {manage && (
                <Button variant="link" className="text-red-700" aria-label={`Delete ${m.merchant_name}`} onClick={() => confirm.send({ type: 'confirm.open', target: m })}>
                  Delete
                </Button>
              )}
            </div>
          ),
        }),
      ]),
    [confirm, manage, role],
  );

  return (
    <Page
      title={MERCHANTS_TEXT.title}
      actions={
        manage && (
          <Link to="/supplier/merchants/create" className={buttonClasses('primary')}>
            {MERCHANTS_TEXT.create}
          </Link>
        )
      }
    >
      <ListTable list={list} columns={columns} getRowId={(m) => String(m.id)} text={MERCHANTS_TEXT} caption="Merchants" />
      {empty && manage && <Button onClick={() => void navigate({ to: '/supplier/merchants/create' })}>{MERCHANTS_TEXT.createOne}</Button>}
      <ConfirmDialog {...dialog} title={DELETE_MESSAGES.title} message={target ? DELETE_MESSAGES.question(target) : ''} confirmLabel="Delete" />
    </Page>
  );
}
