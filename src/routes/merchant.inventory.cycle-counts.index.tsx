import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { CycleCountsListScreen } from '../areas/inventory/cycle-counts-list';
import { parseTab, type Tab } from '../areas/inventory/cycle-count-tabs';

export const Route = createFileRoute('/merchant/inventory/cycle-counts/')({
  validateSearch: (search: Record<string, unknown>): { tab?: Tab; status?: string; page?: number; size?: number } => ({
    ...listSearch()(search),
    tab: search.tab === undefined && search.status === undefined ? undefined : parseTab(search),
  }),
  component: CycleCountsRoute,
});

function CycleCountsRoute() {
  return <CycleCountsListScreen tab={Route.useSearch().tab ?? 'open'} />;
}
