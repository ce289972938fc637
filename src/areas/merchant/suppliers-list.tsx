// Merchant suppliers (/merchant/suppliers, merchant-operations.md sections 2 and 9): a paged list
// (10/20/50/100, default 10) searched by q (300 ms), 'New Supplier', Edit, and delete after
// 'Delete this supplier?'. The list and confirm machines do the behaviour.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { SUPPLIER_MESSAGES } from '../../machines/merchant/supplier-form.machine';
import { Button, buttonClasses } from '../../ui/button';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { columnHelper } from '../../ui/data-table';
import { ListPager, ListSearchBox } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toasts';
import { RELATIONSHIP_LABELS } from './supplier-form';
import { deleteSupplier, fetchSupplierPage, type MerchantSupplier } from './suppliers.actors';

export const SUPPLIERS_TEXT = {
  title: 'Suppliers',
  search: 'Search suppliers',
  create: 'New Supplier',
  loading: 'Loading suppliers...',
  searching: 'Searching...',
  empty: 'No suppliers yet.',
  confirmTitle: 'Delete supplier',
  confirm: SUPPLIER_MESSAGES.confirm,
} as const;

export const SUPPLIER_PAGE_SIZES = [10, 20, 50, 100];

const supplierListMachine = createListMachine<MerchantSupplier>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchSupplierPage(input, signal)) },
});

const deleteSupplierMachine = createConfirmMachine<MerchantSupplier, void>().provide({
  actors: { perform: fromPromise(({ input }: { input: { target: MerchantSupplier } }) => deleteSupplier(input.target.id)) },
});

const col = columnHelper<MerchantSupplier>();
const orDash = (v: string | null) => v || '-';

export function SuppliersListScreen() {
  const list = useActorRef(supplierListMachine, { input: { pageSize: SUPPLIER_PAGE_SIZES[0], debounceMs: 300 } });
  const confirm = useActorRef(
    deleteSupplierMachine.provide({
      actions: {
        onDone: () => {
          toast(SUPPLIER_MESSAGES.deleted, 'success');
          list.send({ type: 'reload' });
        },
        onFailed: ({ context }) => void toast(context.error ?? SUPPLIER_MESSAGES.deleteFailed, 'error'),
      },
    }),
  );
  const { dialog } = useConfirmDialog(confirm);

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', { header: 'Name' }),
        col.accessor('account_manager', { header: 'Account Manager', cell: (info) => orDash(info.getValue()) }),
        col.accessor('email', { header: 'Email', cell: (info) => orDash(info.getValue()) }),
        col.accessor('phone', { header: 'Phone', cell: (info) => orDash(info.getValue()) }),
        col.accessor('relationship_status', { header: 'Status', cell: (info) => RELATIONSHIP_LABELS[info.getValue()] }),
        col.accessor('supplier_client_name', { header: 'Linked To', cell: (info) => orDash(info.getValue()) }),
        col.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Link to="/merchant/suppliers/$id" params={{ id: String(row.original.id) }} aria-label={`Edit ${row.original.name}`} className={buttonClasses('link')}>
                Edit
              </Link>
              <Button variant="link" className="text-red-700" aria-label={`Delete ${row.original.name}`} onClick={() => confirm.send({ type: 'confirm.open', target: row.original })}>
                Delete
              </Button>
            </div>
          ),
        }),
      ]),
    [confirm],
  );

  return (
    <Page
      title={SUPPLIERS_TEXT.title}
      actions={
        <Link to="/merchant/suppliers/create" className={buttonClasses('primary')}>
          {SUPPLIERS_TEXT.create}
        </Link>
      }
    >
      <ListSearchBox list={list} label={SUPPLIERS_TEXT.search} placeholder={SUPPLIERS_TEXT.search} />
      <ListTable list={list} columns={columns} getRowId={(row) => String(row.id)} text={SUPPLIERS_TEXT} searchingMode="above" caption="Suppliers" />
      <ListPager list={list} pageSizeOptions={SUPPLIER_PAGE_SIZES} />
      <ConfirmDialog {...dialog} title={SUPPLIERS_TEXT.confirmTitle} message={SUPPLIERS_TEXT.confirm} />
    </Page>
  );
}
