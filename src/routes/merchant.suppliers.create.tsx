import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/suppliers/create')({
  component: CreateSupplierScreen,
});

function CreateSupplierScreen() {
  return <Placeholder title="Create Supplier" />;
}
