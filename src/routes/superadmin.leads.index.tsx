import { createFileRoute } from '@tanstack/react-router';
import { LeadsManagementScreen } from '../areas/superadmin/leads-list';

export const Route = createFileRoute('/superadmin/leads/')({
  component: LeadsManagementScreen,
});
