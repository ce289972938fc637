import { createFileRoute } from '@tanstack/react-router';
import { SupplierFormScreen } from '../areas/merchant/supplier-form';

export const Route = createFileRoute('/merchant/suppliers/$id')({
  component: EditSupplierRoute,
});

function EditSupplierRoute() {
  const { id } = Route.useParams();
  // A new actor per supplier: the form machine loads its id once.
  return <SupplierFormScreen key={id} id={Number(id)} />;
}
