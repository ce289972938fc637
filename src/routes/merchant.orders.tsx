import { createFileRoute } from '@tanstack/react-router';
import { OrdersHistoryScreen } from '../areas/purchasing/orders-history';

// The sidebar's 'My Orders' (decisions.md: Orders History is also reached here).
export const Route = createFileRoute('/merchant/orders')({
  component: OrdersHistoryScreen,
});
