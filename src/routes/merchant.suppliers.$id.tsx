import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/suppliers/$id')({
  component: EditSupplierScreen,
});

function EditSupplierScreen() {
  return <Placeholder title="Edit Supplier" />;
}
