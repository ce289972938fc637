import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { ORDER_FILTERS, OrdersHistoryScreen } from '../areas/purchasing/orders-history';

export const Route = createFileRoute('/merchant/purchasing/orders-history/')({
  validateSearch: listSearch(ORDER_FILTERS),
  component: OrdersHistoryScreen,
});
