import { createFileRoute } from '@tanstack/react-router';
import { StockAreasScreen } from '../areas/inventory/stock-areas';

export const Route = createFileRoute('/merchant/inventory/areas')({
  component: StockAreasScreen,
});
