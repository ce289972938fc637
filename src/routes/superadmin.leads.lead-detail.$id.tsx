import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSession } from '../app/session-context';
import { LeadDetailScreen } from '../areas/superadmin/lead-detail';

export const Route = createFileRoute('/superadmin/leads/lead-detail/$id')({
  component: LeadDetailsRoute,
});

function LeadDetailsRoute() {
  const { id } = Route.useParams();
  // The signed-in user decides which comments are editable (their own).
  const currentUserId = useSelector(useSession(), (s) => s.context.auth?.user_id ?? 0);
  return <LeadDetailScreen key={id} leadId={Number(id)} currentUserId={currentUserId} />;
}
