import { createFileRoute } from '@tanstack/react-router';
import { TaxesScreen } from '../areas/merchant/taxes';

export const Route = createFileRoute('/merchant/products/taxes')({
  component: TaxesScreen,
});
