import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/products/$id')({
  component: EditProductScreen,
});

function EditProductScreen() {
  return <Placeholder title="Edit Product" />;
}
