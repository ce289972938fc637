import { createFileRoute } from '@tanstack/react-router';
import { TeamScreen } from '../areas/team/team-screen';

export const Route = createFileRoute('/supplier/team/')({
  component: () => <TeamScreen area="supplier" />,
});
