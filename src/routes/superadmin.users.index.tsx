import { createFileRoute } from '@tanstack/react-router';
import { RegisteredUsersScreen } from '../areas/superadmin/users-list';

export const Route = createFileRoute('/superadmin/users/')({
  component: RegisteredUsersScreen,
});
