import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { OrdersHistoryScreen } from '../areas/purchasing/orders-history';
import { ORDER_FILTERS } from '../areas/purchasing/order-filters';

// The sidebar's 'My Orders' (decisions.md: Orders History is also reached here).
export const Route = createFileRoute('/merchant/orders')({
  validateSearch: listSearch(ORDER_FILTERS),
  component: OrdersHistoryScreen,
});
