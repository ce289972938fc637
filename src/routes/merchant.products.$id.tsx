import { createFileRoute } from '@tanstack/react-router';
import { ProductFormScreen } from '../areas/merchant/product-form';

export const Route = createFileRoute('/merchant/products/$id')({
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id } = Route.useParams();
  // A new actor per product: the screen's machine loads its id once.
  return <ProductFormScreen key={id} productId={Number(id)} />;
}
