import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { InventoryItemsScreen } from '../areas/inventory/inventory-items';

export const Route = createFileRoute('/merchant/inventory/items/')({
  validateSearch: listSearch(),
  component: InventoryItemsScreen,
});
