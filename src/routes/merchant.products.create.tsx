import { createFileRoute } from '@tanstack/react-router';
import { ProductFormScreen } from '../areas/merchant/product-form';

export const Route = createFileRoute('/merchant/products/create')({
  component: ProductFormScreen,
});
