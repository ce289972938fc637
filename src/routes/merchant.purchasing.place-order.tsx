import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/purchasing/place-order')({
  component: PlaceOrdersScreen,
});

function PlaceOrdersScreen() {
  return <Placeholder title="Place Orders" />;
}
