import { createFileRoute } from '@tanstack/react-router';
import { PurchaseOrderDetailScreen } from '../areas/purchasing/order-detail';

export const Route = createFileRoute('/merchant/purchasing/orders-history/$id')({
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { id } = Route.useParams();
  return <PurchaseOrderDetailScreen key={id} orderId={Number(id)} />;
}
