import { createFileRoute } from '@tanstack/react-router';
import { CycleCountSheetScreen } from '../areas/inventory/cycle-count-sheet';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/$id')({
  component: CycleCountRoute,
});

function CycleCountRoute() {
  const { id } = Route.useParams();
  // A new machine per batch: the sheet loads its batch once.
  return <CycleCountSheetScreen key={id} id={Number(id)} />;
}
