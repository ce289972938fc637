import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/')({
  component: DashboardScreen,
});

function DashboardScreen() {
  return <Placeholder title="Dashboard" />;
}
