import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/purchasing/orders')({
  component: OrdersHistoryScreen,
});

function OrdersHistoryScreen() {
  return <Placeholder title="Orders History" />;
}
