import { createFileRoute } from '@tanstack/react-router';
import { StartCycleCountScreen } from '../areas/inventory/start-count';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/start')({
  component: StartCycleCountScreen,
});
