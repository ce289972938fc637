import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../areas/audit/activity';

export const Route = createFileRoute('/supplier/team/activity')({
  component: () => <ActivityScreen scope="tenant" home="/supplier" />,
});
