import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/products/create')({
  component: CreateProductScreen,
});

function CreateProductScreen() {
  return <Placeholder title="Create Product" />;
}
