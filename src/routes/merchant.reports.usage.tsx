import { createFileRoute } from '@tanstack/react-router';
import { UsageReportScreen } from '../areas/reports/usage-report';

// The router plugin splits the component (and the charts) into this route's own chunk.
export const Route = createFileRoute('/merchant/reports/usage')({
  component: UsageReportScreen,
});
