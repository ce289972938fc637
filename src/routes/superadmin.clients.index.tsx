import { createFileRoute } from '@tanstack/react-router';
import { ClientsListScreen } from '../areas/superadmin/clients-list';

export const Route = createFileRoute('/superadmin/clients/')({
  component: ClientsListScreen,
});
