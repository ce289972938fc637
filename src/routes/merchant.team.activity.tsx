import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../areas/audit/activity';

export const Route = createFileRoute('/merchant/team/activity')({
  component: () => <ActivityScreen scope="tenant" home="/merchant/dashboard" />,
});
