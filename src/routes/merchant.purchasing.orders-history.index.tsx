import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { OrdersHistoryScreen } from '../areas/purchasing/orders-history';
import { ORDER_FILTERS } from '../areas/purchasing/order-filters';

export const Route = createFileRoute('/merchant/purchasing/orders-history/')({
  validateSearch: listSearch(ORDER_FILTERS),
  component: OrdersHistoryScreen,
});
