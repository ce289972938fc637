// Supplier Orders (/supplier and /supplier/orders, decisions.md): the inbox of the orders merchants
// placed with this supplier - number (the merchant's), merchant, date, delivery date, line count,
// total (net of approved credits, issue 23), status and note - newest first, with a status filter and paging. A row click opens the order.
// On /supplier the home's tiles (issue 28) come first.
import { Link, useNavigate } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useLiveOrders } from '../../app/live-orders';
import { STATUS_LABELS, SUPPLIER_ORDER_STATUSES } from '../../lib/supplier-order-status';
import { createListMachine, selectPageCount, type ListQuery } from '../../machines/list.machine';
import { columnHelper } from '../../ui/data-table';
import { ListTable } from '../../ui/list-table';
import { dayLabel, OrderTotal } from '../../ui/priced-lines';
import { Page } from '../../ui/page';
import { Pager } from '../../ui/pager';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toasts';
import { fetchOrderPage, LIST_FAILED, type SupplierOrder } from './orders.actors';
import { DateTime } from '../../ui/date-time';
import { StatusBadge } from '../../ui/status-badge';
import { SupplierHomeTiles } from './home-tiles';
import { useUrlList } from '../../ui/list-url';

export const INBOX_TEXT = {
  title: 'Supplier Orders',
  loading: 'Loading orders...',
  empty: 'No orders found.',
  emptyHelp: 'Orders your merchants place with you appear here. Add your merchants and invite them to Tradepost from Merchants.',
  merchants: 'Go to Merchants',
  allStatuses: 'All statuses',
} as const;

export const PAGE_SIZE = 20;

const inboxMachine = createListMachine<SupplierOrder>().provide({
  actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchOrderPage(input, signal)) },
  actions: { notifyFailed: ({ context }) => void toast(context.error ?? LIST_FAILED, 'error') },
});

/** When an order was placed: how long ago within a week, else the local date and time. */
const col = columnHelper<SupplierOrder>();
const columns = col.columns([
  col.accessor('number', { header: 'Order', cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
  col.accessor('merchant', { header: 'Merchant', cell: (info) => info.getValue().name }),
  col.accessor('created_at', { header: 'Date', cell: (info) => <DateTime iso={info.getValue()} relative /> }),
  col.accessor('delivery_date', { header: 'Delivery date', cell: (info) => dayLabel(info.getValue()) }),
  col.accessor('line_count', { header: 'Lines' }),
  col.accessor('total', { header: 'Total', cell: ({ row }) => <OrderTotal total={row.original.net_total} belowMinimum={row.original.below_minimum} /> }),
  col.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="supplierOrder" status={info.getValue()} /> }),
  col.accessor('note', { header: 'Note', cell: (info) => <span className="line-clamp-2 max-w-56">{info.getValue() || '-'}</span> }),
]);

/** The inbox; on the supplier home (`home`) the day's tiles come first. */
export function OrdersInboxScreen({ home = false }: { home?: boolean }) {
  const navigate = useNavigate();
  const list = useUrlList(inboxMachine, { pageSize: PAGE_SIZE, debounceMs: 0, filters: { status: '' } });
  const status = useSelector(list, (s) => s.context.filters.status ?? '');
  const page = useSelector(list, (s) => s.context.page);
  const pageCount = useSelector(list, selectPageCount);
  useLiveOrders(() => list.send({ type: 'reload' }));
  const open = useMemo(() => (o: SupplierOrder) => void navigate({ to: '/supplier/orders/$orderId', params: { orderId: String(o.id) } }), [navigate]);

  return (
    <Page title={INBOX_TEXT.title}>
      {home && <SupplierHomeTiles />}
      <SelectField
        label="Status"
        className="max-w-xs"
        value={status}
        onChange={(e) => list.send({ type: 'filters.change', filters: { status: e.target.value } })}
        options={[{ value: '', label: INBOX_TEXT.allStatuses }, ...SUPPLIER_ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
      />
      <ListTable
        list={list}
        columns={columns}
        getRowId={(o) => String(o.id)}
        text={INBOX_TEXT}
        onRowClick={open}
        rowLabel={(o) => `Open order ${o.number} from ${o.merchant.name}`}
        caption="Orders"
        emptyAction={
          <Link to="/supplier/merchants" className={buttonClasses('secondary')}>
            {INBOX_TEXT.merchants}
          </Link>
        }
      />
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPageChange={(p) => list.send({ type: 'page.goto', page: p })} />}
    </Page>
  );
}
