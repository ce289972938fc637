import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { ProductsListScreen } from '../areas/supplier/products-list';

export const Route = createFileRoute('/supplier/products')({
  validateSearch: listSearch(),
  component: ProductsListScreen,
});
