import { createFileRoute } from '@tanstack/react-router';
import { ProductsListScreen } from '../areas/supplier/products-list';

export const Route = createFileRoute('/supplier/products')({
  component: ProductsListScreen,
});
