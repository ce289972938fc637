import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { PlaceOrdersScreen } from '../areas/purchasing/place-orders';

export const Route = createFileRoute('/merchant/purchasing/place-order')({
  validateSearch: listSearch(),
  component: PlaceOrdersScreen,
});
