import { createFileRoute } from '@tanstack/react-router';
import { StockValueReportScreen } from '../areas/reports/stock-value-report';

// The router plugin splits the component (and the charts) into this route's own chunk.
export const Route = createFileRoute('/merchant/reports/stock-value')({
  component: StockValueReportScreen,
});
