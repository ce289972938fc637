import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/items/')({
  component: InventoryItemsScreen,
});

function InventoryItemsScreen() {
  return <Placeholder title="Inventory Items" />;
}
