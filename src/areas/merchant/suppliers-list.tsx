// Merchant suppliers (/merchant/suppliers, merchant-operations.md sections 2 and 9): a paged list
// (10/20/50/100, default 10) searched by q (300 ms), 'New Supplier', Edit, and delete after
// 'Delete this supplier?'. The list and confirm machines do the behaviour.
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { SUPPLIER_MESSAGES } from '../../machines/merchant/supplier-form.machine';
import { columnHelper } from '../../ui/data-table';
import { ListTransfer } from '../imports/list-transfer';
import { PagedList } from './paged-list';
import { relationshipKey } from '../connections/connection-text';
import { StatusBadge } from '../../ui/status-badge';
import { deleteSupplier, fetchSupplierPage, type MerchantSupplier } from './suppliers.actors';

export const SUPPLIERS_TEXT = {
  title: 'Suppliers',
  search: 'Search suppliers',
  create: 'New Supplier',
  loading: 'Loading suppliers...',
  searching: 'Searching...',
  empty: 'No suppliers yet.',
  emptyHelp: 'Add the suppliers you order from: Place Orders sends each its part of your cart.',
  confirmTitle: 'Delete supplier',
  confirm: SUPPLIER_MESSAGES.confirm,
  deleted: SUPPLIER_MESSAGES.deleted,
  deleteFailed: SUPPLIER_MESSAGES.deleteFailed,
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
const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('account_manager', { header: 'Account Manager', cell: (info) => orDash(info.getValue()) }),
  col.accessor('email', { header: 'Email', cell: (info) => orDash(info.getValue()) }),
  col.accessor('phone', { header: 'Phone', cell: (info) => orDash(info.getValue()) }),
  // The connection says who asked, which relationship_status alone does not.
  col.accessor('connection', { header: 'Status', cell: (info) => <StatusBadge kind="relationship" status={relationshipKey(info.getValue(), 'merchant')} /> }),
  col.accessor('supplier_client_name', { header: 'Tradepost Supplier', cell: (info) => orDash(info.getValue()) }),
];

const supplierName = (s: MerchantSupplier) => s.name;

export function SuppliersListScreen() {
  return (
    <PagedList
      listMachine={supplierListMachine}
      deleteMachine={deleteSupplierMachine}
      text={SUPPLIERS_TEXT}
      columns={columns}
      rowName={supplierName}
      createTo="/merchant/suppliers/create"
      editTo="/merchant/suppliers/$id"
      deleteOperation="deleteMerchantSupplier"
      pageSizes={SUPPLIER_PAGE_SIZES}
      actions={(list, manage) => <ListTransfer list={list} exportKind="suppliers" importKind={manage ? 'suppliers' : undefined} searchParam="q" />}
    />
  );
}
