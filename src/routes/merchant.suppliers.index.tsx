import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/suppliers/')({
  component: SuppliersScreen,
});

function SuppliersScreen() {
  return <Placeholder title="Suppliers" />;
}
