import { createFileRoute } from '@tanstack/react-router';
import { OrdersHistoryScreen } from '../areas/purchasing/orders-history';

export const Route = createFileRoute('/merchant/purchasing/orders-history/')({
  component: OrdersHistoryScreen,
});
