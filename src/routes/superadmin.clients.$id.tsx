import { createFileRoute } from '@tanstack/react-router';
import { ClientDetailScreen } from '../areas/superadmin/client-detail';

export const Route = createFileRoute('/superadmin/clients/$id')({
  component: ClientDetailsRoute,
});

function ClientDetailsRoute() {
  const { id } = Route.useParams();
  // A new actor per client: the screen's form machine loads its id once.
  return <ClientDetailScreen key={id} id={id} />;
}
