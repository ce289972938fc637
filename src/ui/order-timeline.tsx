// An order's shared timeline (issue 23): the merchant's and the supplier's order details both render
// the same `events` of the one shared record, oldest first, each with who took the step and when.
import type { components } from '../api/schema';
import { formatDateTime } from './format-date';

type OrderEvent = components['schemas']['OrderEvent'];

export const TIMELINE_TEXT = {
  heading: 'Timeline',
  empty: 'Nothing has happened to this order yet.',
  kinds: {
    placed: 'Placed',
    accepted: 'Accepted',
    accepted_with_changes: 'Accepted with changes',
    rejected: 'Rejected',
    shipped: 'Shipped',
    received: 'Received',
    partially_received: 'Partly received',
    credit_requested: 'Credit requested',
    credit_approved: 'Credit approved',
    credit_disputed: 'Credit disputed',
  } satisfies Record<OrderEvent['kind'], string>,
  /** 'Maria Lopez (Corner Bistro)', or the tenant alone for a step the system took. */
  who: (e: Pick<OrderEvent, 'user_name' | 'tenant_name'>) => (e.user_name ? `${e.user_name} (${e.tenant_name})` : e.tenant_name),
};

export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <section aria-labelledby="order-timeline-heading" className="space-y-2">
      <h2 id="order-timeline-heading" className="text-base font-semibold text-slate-900">
        {TIMELINE_TEXT.heading}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{TIMELINE_TEXT.empty}</p>
      ) : (
        <ol aria-label={TIMELINE_TEXT.heading} className="space-y-2 border-l border-slate-200 pl-4">
          {events.map((e) => (
            <li key={e.id} className="text-sm">
              <p className="font-medium text-slate-900">{TIMELINE_TEXT.kinds[e.kind]}</p>
              <p className="text-slate-600">
                {TIMELINE_TEXT.who(e)} · <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              </p>
              {e.detail ? <p className="text-slate-700">{e.detail}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
