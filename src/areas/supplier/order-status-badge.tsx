import { STATUS_LABELS, type SupplierOrderStatus } from '../../lib/supplier-order-status';

const COLOURS: Record<SupplierOrderStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  accepted: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-800',
  fulfilled: 'bg-green-100 text-green-800',
};

/** An inbox order's status as a coloured label. */
export function OrderStatusBadge({ status }: { status: SupplierOrderStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${COLOURS[status]}`}>{STATUS_LABELS[status]}</span>;
}
