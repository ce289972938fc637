import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailScreen } from '../areas/supplier/order-detail';

export const Route = createFileRoute('/supplier/orders/$orderId')({
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { orderId } = Route.useParams();
  // A new actor per order: the screen's machine loads its id once.
  return <OrderDetailScreen key={orderId} orderId={Number(orderId)} />;
}
