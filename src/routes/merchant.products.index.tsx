import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '../areas/merchant/product-list';

export const Route = createFileRoute('/merchant/products/')({
  component: ProductListScreen,
});
