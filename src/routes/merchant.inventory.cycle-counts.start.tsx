import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/start')({
  component: StartCycleCountScreen,
});

function StartCycleCountScreen() {
  return <Placeholder title="Start Cycle Count" />;
}
