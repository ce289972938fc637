import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { OrdersInboxScreen } from '../areas/supplier/orders-inbox';

export const Route = createFileRoute('/supplier/')({
  validateSearch: listSearch(['status']),
  component: () => <OrdersInboxScreen home />,
});
