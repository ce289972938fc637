import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/products')({
  component: ProductsScreen,
});

function ProductsScreen() {
  return <Placeholder title="Products" />;
}
