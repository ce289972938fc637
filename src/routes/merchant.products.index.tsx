import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { ProductListScreen } from '../areas/merchant/product-list';

export const Route = createFileRoute('/merchant/products/')({
  validateSearch: listSearch(),
  component: ProductListScreen,
});
