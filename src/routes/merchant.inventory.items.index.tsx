import { createFileRoute } from '@tanstack/react-router';
import { InventoryItemsScreen } from '../areas/inventory/inventory-items';

export const Route = createFileRoute('/merchant/inventory/items/')({
  component: InventoryItemsScreen,
});
