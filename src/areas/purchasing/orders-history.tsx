// Orders History (/merchant/purchasing/orders-history, also /merchant/orders and
// /merchant/purchasing/orders; decisions.md "Placeholders become screens"): the merchant's orders
// with a search (300 ms), filters by supplier, status and dates, and paging; a row opens the order.
// The supplier filter's choices are a list machine of their own: a failed load shows a Retry.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { ListTransfer } from '../imports/list-transfer';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { buttonClasses } from '../../ui/button';
import { columnHelper } from '../../ui/data-table';
import { ErrorRetry } from '../../ui/error-retry';
import { ListPager } from '../../ui/list-controls';
import { ListTable } from '../../ui/list-table';
import { Page } from '../../ui/page';
import { SearchBox } from '../../ui/search-box';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { dayLabel, OrderTotal } from '../../ui/priced-lines';
import { deliverySummary, ORDER_STATUS_LABELS } from './labels';
import { DateTime } from '../../ui/date-time';
import { fetchOrderHistoryPage, fetchSupplierOptions, orderHistoryParams, type PurchaseOrderSummary, type SupplierOption } from './purchasing.actors';
import { StatusBadge } from '../../ui/status-badge';
import { useUrlList } from '../../ui/list-url';
import { ORDER_FILTERS } from './order-filters';

export const HISTORY_TEXT = {
  title: 'Orders History',
  search: 'Search orders',
  loading: 'Loading orders...',
  searching: 'Searching...',
  empty: 'No orders found.',
  emptyHelp: 'Orders you send from Place Orders appear here, with their status and delivery date.',
  allSuppliers: 'All suppliers',
  allStatuses: 'All statuses',
  placeOrders: 'Place Orders',
};

export const HISTORY_PAGE_SIZES = [10, 20, 50];

const historyMachine = createListMachine<PurchaseOrderSummary>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchOrderHistoryPage(input, signal)) },
});

const suppliersMachine = createListMachine<SupplierOption>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchSupplierOptions(input, signal)) },
});

/** The Supplier filter: 'All suppliers' and the merchant's suppliers once they have loaded. */
function SupplierFilter({ value, onChange }: { value: string; onChange: (e: { target: { value: string } }) => void }) {
  const suppliers = useActorRef(suppliersMachine, { input: { debounceMs: 0 } });
  const rows = useSelector(suppliers, (s) => s.context.rows);
  const error = useSelector(suppliers, (s) => (s.hasTag('error') ? s.context.error : null));
  return (
    <>
      {/* A fixed width: the suppliers' names arriving would otherwise widen it and move the filters beside it. */}
      <SelectField
        label="Supplier"
        className="w-full sm:w-48"
        value={value}
        onChange={onChange}
        options={[{ value: '', label: HISTORY_TEXT.allSuppliers }, ...rows.map((s) => ({ value: s.id, label: s.name }))]}
      />
      {error && <ErrorRetry compact message={error} onRetry={() => suppliers.send({ type: 'reload' })} />}
    </>
  );
}

const col = columnHelper<PurchaseOrderSummary>();
const columns = col.columns([
  col.accessor('number', {
    header: 'Order',
    cell: ({ row }) => (
      <Link to="/merchant/purchasing/orders-history/$id" params={{ id: String(row.original.id) }} className="whitespace-nowrap text-blue-700 underline-offset-2 hover:underline">
        {row.original.number}
      </Link>
    ),
  }),
  col.accessor('created_at', { header: 'Date', cell: (info) => <DateTime iso={info.getValue()} relative /> }),
  col.accessor('supplier_name', { header: 'Supplier' }),
  col.accessor('line_count', { header: 'Items' }),
  col.accessor('total_qty', { header: 'Units' }),
  col.accessor('total', {
    header: 'Total',
    cell: ({ row }) => <OrderTotal total={row.original.total} belowMinimum={row.original.below_minimum} />,
  }),
  col.accessor('delivery_date', { header: 'Delivery date', cell: (info) => dayLabel(info.getValue()) }),
  col.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="purchaseOrder" status={info.getValue()} /> }),
  col.accessor('messages', { header: 'Messages', cell: (info) => deliverySummary(info.getValue()) }),
]);

export function OrdersHistoryScreen() {
  const navigate = useNavigate();
  const list = useUrlList(historyMachine, { pageSize: HISTORY_PAGE_SIZES[0], filters: Object.fromEntries(ORDER_FILTERS.map((f) => [f, ''])) });
  const query = useSelector(list, (s) => s.context.query);
  const filters = useSelector(list, (s) => s.context.filters);
  const filter = (name: string) => (e: { target: { value: string } }) => list.send({ type: 'filters.change', filters: { [name]: e.target.value } });
  const open = useMemo(() => (o: PurchaseOrderSummary) => void navigate({ to: '/merchant/purchasing/orders-history/$id', params: { id: String(o.id) } }), [navigate]);

  return (
    <Page
      title={HISTORY_TEXT.title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ListTransfer list={list} exportKind="orders" paramsOf={orderHistoryParams} />
          <Link to="/merchant/purchasing/place-order" className={buttonClasses('secondary')}>
            {HISTORY_TEXT.placeOrders}
          </Link>
        </div>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={HISTORY_TEXT.search}
          placeholder="Number, supplier or product"
          value={query}
          onChange={(q) => list.send({ type: 'search.change', query: q })}
          className="min-w-56 flex-1"
        />
        <SupplierFilter value={filters.supplier} onChange={filter('supplier')} />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={filter('status')}
          options={[{ value: '', label: HISTORY_TEXT.allStatuses }, ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <TextField label="From" type="date" value={filters.from} max={filters.to || undefined} onChange={filter('from')} />
        <TextField label="To" type="date" value={filters.to} min={filters.from || undefined} onChange={filter('to')} />
      </div>
      <ListTable
        list={list}
        columns={columns}
        getRowId={(o) => String(o.id)}
        text={HISTORY_TEXT}
        searchingMode="above"
        onRowClick={open}
        rowLabel={(o) => `Open order ${o.number} to ${o.supplier_name}`}
        caption="Orders"
        emptyAction={
          <Link to="/merchant/purchasing/place-order" className={buttonClasses('secondary')}>
            {HISTORY_TEXT.placeOrders}
          </Link>
        }
      />
      <ListPager list={list} pageSizeOptions={HISTORY_PAGE_SIZES} />
    </Page>
  );
}
