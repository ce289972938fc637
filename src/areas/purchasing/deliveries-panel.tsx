// The merchant home's deliveries (issue 28): the orders overdue (delivery date passed, not
// received) and those arriving today, each a link to the order.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { components } from '../../api/schema';
import { formatMoney } from '../../lib/money';
import { PlainTable } from '../../ui/plain-table';
import { dayLabel } from '../../ui/priced-lines';
import { StatusBadge } from '../../ui/status-badge';

type DashboardOrder = components['schemas']['DashboardOrder'];

export const DELIVERIES_TEXT = {
  title: 'Deliveries',
  headers: ['Order', 'Supplier', 'Delivery date', 'Status', 'Total'],
  overdue: 'Overdue',
  today: 'Today',
} as const;

function OrderRow({ order, overdue }: { order: DashboardOrder; overdue: boolean }) {
  return (
    <tr>
      <td className="px-3 py-2 whitespace-nowrap">
        <Link to="/merchant/purchasing/orders-history/$id" params={{ id: String(order.id) }} className="text-blue-700 underline-offset-2 hover:underline">
          {order.number}
        </Link>
      </td>
      <td className="px-3 py-2">{order.supplier_name}</td>
      <td className={`px-3 py-2 ${overdue ? 'font-medium text-red-700' : ''}`}>
        {dayLabel(order.delivery_date)} ({overdue ? DELIVERIES_TEXT.overdue : DELIVERIES_TEXT.today})
      </td>
      <td className="px-3 py-2">
        <StatusBadge kind="purchaseOrder" status={order.status} />
      </td>
      <td className="px-3 py-2">{formatMoney(order.total)}</td>
    </tr>
  );
}

/** The deliveries due; `id` lets the home's tiles lead to it. */
export function DeliveriesPanel({ overdue, arriving, id }: { overdue: DashboardOrder[]; arriving: DashboardOrder[]; id?: string }) {
  const headingId = useId();
  if (overdue.length + arriving.length === 0) return null;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-4 space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {DELIVERIES_TEXT.title}
      </h2>
      <PlainTable caption={DELIVERIES_TEXT.title} headers={DELIVERIES_TEXT.headers} empty={null}>
        {overdue.map((o) => (
          <OrderRow key={o.id} order={o} overdue />
        ))}
        {arriving.map((o) => (
          <OrderRow key={o.id} order={o} overdue={false} />
        ))}
      </PlainTable>
    </section>
  );
}
