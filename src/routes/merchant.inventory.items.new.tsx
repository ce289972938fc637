import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/items/new')({
  component: AddInventoryItemScreen,
});

function AddInventoryItemScreen() {
  return <Placeholder title="Add Inventory Item" />;
}
