import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { LeadsManagementScreen } from '../areas/superadmin/leads-list';

export const Route = createFileRoute('/superadmin/leads/')({
  validateSearch: listSearch(),
  component: LeadsManagementScreen,
});
