import { createFileRoute } from '@tanstack/react-router';
import { AddInventoryItemScreen } from '../areas/inventory/add-item';

export const Route = createFileRoute('/merchant/inventory/items/new')({
  component: AddInventoryItemScreen,
});
