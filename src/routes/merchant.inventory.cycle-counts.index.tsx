import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/')({
  component: CycleCountsScreen,
});

function CycleCountsScreen() {
  return <Placeholder title="Cycle Counts" />;
}
