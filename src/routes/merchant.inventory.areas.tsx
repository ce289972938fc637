import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/areas')({
  component: StockAreasScreen,
});

function StockAreasScreen() {
  return <Placeholder title="Stock Areas" />;
}
