// One order of the Orders History (/merchant/purchasing/orders-history/{id}): supplier, status (and
// the supplier's reason for a rejection), date, note, delivery date, its lines with what the supplier
// confirmed and what was received, the totals (ordered, confirmed, credited, net), the credits, the
// shared timeline (issue 23), and the delivery status of its messages, which refreshes by itself
// while one is still queued. 'Receive delivery' opens the receiving dialog where the status allows it.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { useLiveOrder } from '../../app/live-orders';
import { orderDetailMachine, type PurchaseOrder } from '../../machines/purchasing/order-detail.machine';
import { receivingMachine } from '../../machines/purchasing/receiving.machine';
import { canReceive } from '../../machines/purchasing/receiving.rules';
import { formatMoney } from '../../lib/money';
import { Button, buttonClasses } from '../../ui/button';
import { DataTable, columnHelper } from '../../ui/data-table';
import { OrderTimeline } from '../../ui/order-timeline';
import { dayLabel, OrderTotal } from '../../ui/priced-lines';
import { toast } from '../../ui/toasts';
import { possessive } from '../../lib/text';
import { ErrorRetry } from '../../ui/error-retry';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { dateTime, MESSAGE_TYPE_LABELS } from './labels';
import { OrderCredits, OrderLinesTable } from './order-lines';
import { loadPurchaseOrder, loadStockAreas, receiveOrder } from './purchasing.actors';
import { ReceivingDialog, RECEIVING_TEXT } from './receiving-dialog';
import { StatusBadge } from '../../ui/status-badge';

export const ORDER_DETAIL_TEXT = {
  loading: 'Loading order...',
  back: 'Back to orders',
  noMessages: 'No messages were sent for this order: the supplier has no email or phone.',
  inInbox: (supplier: string) => `Also in ${possessive(supplier)} orders inbox on Tradepost.`,
};

const liveOrderDetailMachine = orderDetailMachine.provide({
  actors: { load: fromPromise(({ input }: { input: { id: number } }) => loadPurchaseOrder(input.id)) },
});

const liveReceivingMachine = receivingMachine.provide({
  actors: { loadAreas: fromPromise(({ signal }) => loadStockAreas(signal)), receive: fromPromise(({ input }) => receiveOrder(input)) },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
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
  // A receipt in, or a 409 closed: show the order as it now is.
  const receiving = useActorRef(liveReceivingMachine.provide({ actions: { reloadOrder: () => actor.send({ type: 'reload' }) } }));
  useLiveOrder(orderId, () => actor.send({ type: 'reload' }));
  const order = useSelector(actor, (s) => s.context.order);
  const error = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const back = (
    <Link to="/merchant/purchasing/orders-history" className={buttonClasses('secondary')}>
      {ORDER_DETAIL_TEXT.back}
    </Link>
  );
  const actions = (
    <>
      {canReceive(order) && <Button onClick={() => receiving.send({ type: 'receive.open', order: order! })}>{RECEIVING_TEXT.open}</Button>}
      {back}
    </>
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
    <Page title={`Order ${order.number}`} actions={actions}>
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 text-sm sm:grid-cols-2">
        <Fact term="Supplier">{order.supplier_name}</Fact>
        <Fact term="Status">
          <StatusBadge kind="purchaseOrder" status={order.status} />
        </Fact>
        {order.status_reason && <Fact term="Supplier's reason">{order.status_reason}</Fact>}
        <Fact term="Placed">{dateTime(order.created_at)}</Fact>
        <Fact term="Note">{order.note || '-'}</Fact>
        <Fact term="Delivery date">{dayLabel(order.delivery_date)}</Fact>
        {order.ordered_total !== order.total && <Fact term="Ordered total">{formatMoney(order.ordered_total)}</Fact>}
        <Fact term="Total">
          <OrderTotal total={order.total} belowMinimum={order.below_minimum} />
        </Fact>
        {order.credits.length > 0 && (
          <>
            <Fact term="Credited">{formatMoney(order.credited)}</Fact>
            <Fact term="Net total">{formatMoney(order.net_total)}</Fact>
          </>
        )}
      </dl>
      {order.in_supplier_inbox && <p className="text-sm text-slate-700">{ORDER_DETAIL_TEXT.inInbox(order.supplier_name)}</p>}
      <section aria-labelledby="order-lines" className="space-y-2">
        <h2 id="order-lines" className="text-lg font-semibold text-slate-900">
          Lines
        </h2>
        <OrderLinesTable lines={order.lines} />
      </section>
      <OrderCredits credits={order.credits} />
      <OrderTimeline events={order.events} />
      <section aria-labelledby="order-messages" className="space-y-2">
        <h2 id="order-messages" className="text-lg font-semibold text-slate-900">
          Messages
        </h2>
        <DataTable columns={messageColumns} rows={order.messages} emptyText={ORDER_DETAIL_TEXT.noMessages} getRowId={(m) => String(m.id)} caption="Messages" />
      </section>
      <ReceivingDialog receiving={receiving} orderNumber={order.number} />
    </Page>
  );
}
