import { createFileRoute } from '@tanstack/react-router';
import { PlaceOrdersScreen } from '../areas/purchasing/place-orders';

export const Route = createFileRoute('/merchant/purchasing/place-order')({
  component: PlaceOrdersScreen,
});
