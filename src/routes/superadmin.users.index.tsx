import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../ui/list-url';
import { RegisteredUsersScreen } from '../areas/superadmin/users-list';

export const Route = createFileRoute('/superadmin/users/')({
  validateSearch: listSearch(),
  component: RegisteredUsersScreen,
});
