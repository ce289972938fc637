import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/')({
  component: InventoryScreen,
});

function InventoryScreen() {
  return <Placeholder title="Inventory" />;
}
