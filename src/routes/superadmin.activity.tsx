import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../areas/audit/activity';

export const Route = createFileRoute('/superadmin/activity')({
  component: () => <ActivityScreen scope="platform" />,
});
