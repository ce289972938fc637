import { createFileRoute } from '@tanstack/react-router';
import { CountVarianceScreen } from '../areas/reports/count-variance';

// /merchant/reports/count-variance?cycle_count=N: one finalized count's variance, else the last 90 days'.
// The router plugin splits the component (and the charts) into this route's own chunk.
export const Route = createFileRoute('/merchant/reports/count-variance')({
  validateSearch: (search: Record<string, unknown>): { cycle_count?: number } => {
    const id = Number(search.cycle_count);
    return Number.isInteger(id) && id > 0 ? { cycle_count: id } : {};
  },
  component: CountVarianceRoute,
});

function CountVarianceRoute() {
  const { cycle_count } = Route.useSearch();
  return <CountVarianceScreen key={cycle_count ?? 0} cycleCount={cycle_count ?? null} />;
}
