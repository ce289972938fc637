import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../areas/team/team-screen';

export const Route = createFileRoute('/merchant/team/')({
  component: () => <TeamScreen area="merchant" />,
});
