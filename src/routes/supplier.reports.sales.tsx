import { createFileRoute } from '@tanstack/react-router';
import { SalesReportScreen } from '../areas/reports/trade-reports';

// The router plugin splits the component (and the charts) into this route's own chunk.
export const Route = createFileRoute('/supplier/reports/sales')({
  component: SalesReportScreen,
});
