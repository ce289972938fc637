// One order of the Orders History (/merchant/purchasing/orders-history/{id}): supplier, status (and
// the supplier's reason for a rejection), date, note, delivery date, its lines with their prices and
// the total (issue 22), and the delivery status of its messages, which refreshes by itself while one
// is still queued.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { orderDetailMachine, type PurchaseOrder } from '../../machines/purchasing/order-detail.machine';
import { buttonClasses } from '../../ui/button';
import { DataTable, columnHelper } from '../../ui/data-table';
import { dayLabel, OrderTotal, PricedLinesTable } from '../../ui/priced-lines';
import { possessive } from '../../lib/text';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { dateTime, MESSAGE_TYPE_LABELS } from './labels';
import { loadPurchaseOrder } from './purchasing.actors';
import { StatusBadge } from '../../ui/status-badge';

export const ORDER_DETAIL_TEXT = {
  loading: 'Loading order...',
  back: 'Back to orders',
  noLines: 'No lines.',
  noMessages: 'No messages were sent for this order: the supplier has no email or phone.',
  inInbox: (supplier: string) => `Also in ${possessive(supplier)} orders inbox on Tradepost.`,
};

const liveOrderDetailMachine = orderDetailMachine.provide({
  actors: { load: fromPromise(({ input }: { input: { id: number } }) => loadPurchaseOrder(input.id)) },
});

type Message = PurchaseOrder['messages'][number];

const messageCol = columnHelper<Message>();
const messageColumns = messageCol.columns([
  messageCol.accessor('message_type', { header: 'Type', cell: (info) => MESSAGE_TYPE_LABELS[info.getValue()] }),
  messageCol.accessor('send_to', { header: 'To' }),
  messageCol.accessor('status', { header: 'Status', cell: (info) => <StatusBadge kind="message" status={info.getValue()} /> }),
  messageCol.accessor('attempts', { header: 'Attempts' }),
  messageCol.accessor('sent_at', { header: 'Sent', cell: (info) => (info.getValue() ? dateTime(info.getValue()!) : '-') }),
  messageCol.accessor('last_error', { header: 'Last error', cell: (info) => info.getValue() || '-' }),
]);

/** A term and its value; the value is named by its term (getByRole('definition', { name })). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <dt id={id} className="font-medium text-slate-600">
        {term}
      </dt>
      <dd aria-labelledby={id} className="text-slate-900">
        {children}
      </dd>
    </div>
  );
}

export function PurchaseOrderDetailScreen({ orderId }: { orderId: number }) {
  const actor = useActorRef(liveOrderDetailMachine, { input: { id: orderId } });
  const order = useSelector(actor, (s) => s.context.order);
  const error = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const back = (
    <Link to="/merchant/purchasing/orders-history" className={buttonClasses('secondary')}>
      {ORDER_DETAIL_TEXT.back}
    </Link>
  );
  if (error) {
    return (
      <Page title="Order" actions={back}>
        <ErrorRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />
      </Page>
    );
  }
  if (!order) {
    return (
      <Page title="Order" actions={back}>
        <LoadingText>{ORDER_DETAIL_TEXT.loading}</LoadingText>
      </Page>
    );
  }
  return (
    <Page title={`Order ${order.number}`} actions={back}>
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 text-sm sm:grid-cols-2">
        <Fact term="Supplier">{order.supplier_name}</Fact>
        <Fact term="Status">
          <StatusBadge kind="purchaseOrder" status={order.status} />
        </Fact>
        {order.status_reason && <Fact term="Supplier's reason">{order.status_reason}</Fact>}
        <Fact term="Placed">{dateTime(order.created_at)}</Fact>
        <Fact term="Note">{order.note || '-'}</Fact>
        <Fact term="Delivery date">{dayLabel(order.delivery_date)}</Fact>
        <Fact term="Total">
          <OrderTotal total={order.total} belowMinimum={order.below_minimum} />
        </Fact>
      </dl>
      {order.in_supplier_inbox && <p className="text-sm text-slate-700">{ORDER_DETAIL_TEXT.inInbox(order.supplier_name)}</p>}
      <section aria-labelledby="order-lines" className="space-y-2">
        <h2 id="order-lines" className="text-lg font-semibold text-slate-900">
          Lines
        </h2>
        <PricedLinesTable lines={order.lines} total={order.total} emptyText={ORDER_DETAIL_TEXT.noLines} caption="Lines" />
      </section>
      <section aria-labelledby="order-messages" className="space-y-2">
        <h2 id="order-messages" className="text-lg font-semibold text-slate-900">
          Messages
        </h2>
        <DataTable columns={messageColumns} rows={order.messages} emptyText={ORDER_DETAIL_TEXT.noMessages} getRowId={(m) => String(m.id)} caption="Messages" />
      </section>
    </Page>
  );
}
