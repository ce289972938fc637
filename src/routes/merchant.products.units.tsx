import { createFileRoute } from '@tanstack/react-router';
import { UnitsScreen } from '../areas/merchant/units';

export const Route = createFileRoute('/merchant/products/units')({
  component: UnitsScreen,
});
