import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/$id')({
  component: CycleCountScreen,
});

function CycleCountScreen() {
  return <Placeholder title="Cycle Count" />;
}
