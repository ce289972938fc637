import { createFileRoute } from '@tanstack/react-router';
import { InventoryDashboardScreen } from '../areas/inventory/inventory-dashboard';

export const Route = createFileRoute('/merchant/inventory/')({
  component: InventoryDashboardScreen,
});
