import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { ClientsListScreen } from '../areas/superadmin/clients-list';

export const Route = createFileRoute('/superadmin/')({
  validateSearch: listSearch(),
  component: () => <ClientsListScreen home />,
});
