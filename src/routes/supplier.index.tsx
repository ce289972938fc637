import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/')({
  component: SupplierOrdersScreen,
});

function SupplierOrdersScreen() {
  return <Placeholder title="Supplier Orders" />;
}
