import { createFileRoute } from '@tanstack/react-router';
import { OrdersInboxScreen } from '../areas/supplier/orders-inbox';

export const Route = createFileRoute('/supplier/orders/')({
  component: OrdersInboxScreen,
});
