import { createFileRoute } from '@tanstack/react-router';
import { OrdersHistoryScreen } from '../areas/purchasing/orders-history';

// The 'View Orders' link of Place Orders (decisions.md: Orders History is also reached here).
export const Route = createFileRoute('/merchant/purchasing/orders')({
  component: OrdersHistoryScreen,
});
