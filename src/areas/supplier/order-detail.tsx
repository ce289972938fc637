// One order of the supplier's inbox (/supplier/orders/{orderId}, decisions.md): merchant, date,
// status, note, delivery date, lines with the supplier's SKUs and prices (issue 22), each ordered,
// confirmed and received, the totals, the credits and the timeline (issue 23), with the actions its
// status allows - Accept as ordered, Accept with changes (line by line), Reject (a dialog asking for
// the reason) and Mark Fulfilled (shipped). The supplier order machine does the behaviour.
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { useLiveOrder } from '../../app/live-orders';
import { useRole } from '../../ui/role';
import { selectRejectDialogOpen, supplierOrderMachine, type TransitionInput } from '../../machines/supplier/supplier-order.machine';
import { confirmingMachine, type AcceptOrderRequest, type ConfirmingMachine, type SubstituteChoice } from '../../machines/supplier/confirming.machine';
import { createListMachine, type ListQuery } from '../../machines/list.machine';
import { OrderTimeline } from '../../ui/order-timeline';
import { Button, buttonClasses } from '../../ui/button';
import { dayLabel, OrderTotal } from '../../ui/priced-lines';
import { ErrorRetry } from '../../ui/error-retry';
import { FormDialog } from '../../ui/form-dialog';
import { Page } from '../../ui/page';
import { LoadingText } from '../../ui/spinner';
import { TextareaField } from '../../ui/textarea-field';
import { toast } from '../../ui/toasts';
import { formatDateTime } from '../../ui/format-date';
import { acceptOrder, fetchSubstitutePage, loadOrder, transitionOrder } from './orders.actors';
import { ConfirmLines } from './confirm-lines';
import { OrderCredits } from './order-credits';
import { OrderTotals, SupplierOrderLines } from './order-lines';
import { StatusBadge } from '../../ui/status-badge';

const liveOrderMachine = supplierOrderMachine.provide({
  actors: {
    load: fromPromise(({ input }: { input: { id: number } }) => loadOrder(input.id)),
    transition: fromPromise(({ input }: { input: TransitionInput }) => transitionOrder(input)),
    confirming: confirmingMachine.provide({
      actors: {
        accept: fromPromise(({ input }: { input: { id: number; body: AcceptOrderRequest | null } }) => acceptOrder(input)),
        products: createListMachine<SubstituteChoice>().provide({
          actors: { fetchPage: fromPromise(({ input, signal }: { input: ListQuery; signal: AbortSignal }) => fetchSubstitutePage(input, signal)) },
        }),
      },
    }),
  },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const role = useRole();
  const actor = useActorRef(liveOrderMachine, { input: { id: orderId, role } });
  useLiveOrder(orderId, () => actor.send({ type: 'reload' }));
  const order = useSelector(actor, (s) => s.context.order);
  const error = useSelector(actor, (s) => s.context.error);
  const reason = useSelector(actor, (s) => s.context.reason);
  const pending = useSelector(actor, (s) => s.context.pending);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const rejectOpen = useSelector(actor, selectRejectDialogOpen);
  const canAccept = useSelector(actor, (s) => s.can({ type: 'order.accept' }));
  const canReject = useSelector(actor, (s) => s.can({ type: 'reject.open' }));
  const canFulfill = useSelector(actor, (s) => s.can({ type: 'order.fulfill' }));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'confirm.open' }));
  const confirming = useSelector(actor, (s) => s.children.confirming as ActorRefFrom<ConfirmingMachine> | undefined);
  const title = order ? `Order ${order.number}` : 'Order';
  const back = (
    <Link to="/supplier/orders" className={buttonClasses('secondary')}>
      Back to orders
    </Link>
  );

  if (loadFailed) {
    return (
      <Page title={title} actions={back}>
        <ErrorRetry message={error} onRetry={() => actor.send({ type: 'retry' })} />
      </Page>
    );
  }
  if (!order) {
    return (
      <Page title={title} actions={back}>
        <LoadingText>Loading order...</LoadingText>
      </Page>
    );
  }

  return (
    <Page title={title} actions={back}>
      <section aria-label="Order" aria-busy={loading || undefined} className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">Merchant</dt>
            <dd className="text-slate-900">{order.merchant.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Placed</dt>
            <dd className="text-slate-900">{formatDateTime(order.created_at)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Status</dt>
            <dd>
              <StatusBadge kind="supplierOrder" status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Delivery date</dt>
            <dd className="text-slate-900">{dayLabel(order.delivery_date)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Total</dt>
            <dd className="text-slate-900">
              <OrderTotal total={order.net_total} belowMinimum={order.below_minimum} />
            </dd>
          </div>
          {order.note && (
            <div>
              <dt className="font-medium text-slate-600">Note</dt>
              <dd className="text-slate-900">{order.note}</dd>
            </div>
          )}
          {order.reject_reason && (
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">Reason for rejection</dt>
              <dd className="text-slate-900">{order.reject_reason}</dd>
            </div>
          )}
        </dl>
        {confirming ? (
          <ConfirmLines confirming={confirming} />
        ) : (
          <>
            <SupplierOrderLines lines={order.lines} />
            <OrderTotals order={order} />
          </>
        )}
        {/* The allowed actions; the one on its way keeps its spinner. */}
        <div className="flex flex-wrap gap-2">
          {(canAccept || pending === 'accept') && (
            <Button onClick={() => actor.send({ type: 'order.accept' })} loading={pending === 'accept'} disabled={busy}>
              Accept as ordered
            </Button>
          )}
          {canConfirm && (
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'confirm.open' })}>
              Accept with changes
            </Button>
          )}
          {canReject && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'reject.open' })}>
              Reject
            </Button>
          )}
          {(canFulfill || pending === 'fulfill') && (
            <Button onClick={() => actor.send({ type: 'order.fulfill' })} loading={pending === 'fulfill'} disabled={busy}>
              Mark Fulfilled
            </Button>
          )}
        </div>
      </section>

      <OrderCredits credits={order.credits} reload={() => actor.send({ type: 'reload' })} />
      <OrderTimeline events={order.events} />

      <FormDialog
        open={rejectOpen}
        title="Reject order"
        description={`Tell ${order.merchant.name} why this order is rejected.`}
        submitLabel="Reject Order"
        danger
        busy={busy}
        error={error}
        onClose={() => actor.send({ type: 'reject.cancel' })}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'reject.confirm' });
        }}
      >
        <TextareaField label="Reason" rows={4} value={reason} disabled={busy} onChange={(e) => actor.send({ type: 'reason.change', reason: e.target.value })} />
      </FormDialog>
    </Page>
  );
}
