import { createFileRoute } from '@tanstack/react-router';
import { UserDetailsScreen } from '../areas/superadmin/user-details';

export const Route = createFileRoute('/superadmin/users/$id')({
  component: UserDetailsRoute,
});

function UserDetailsRoute() {
  const { id } = Route.useParams();
  // A new actor per user: the screen's machine loads its id once.
  return <UserDetailsScreen key={id} userId={Number(id)} />;
}
