import { createFileRoute } from '@tanstack/react-router';
import { startMerchantDashboard } from '../areas/merchant/dashboard.actors';
import { MerchantHome } from './-components/merchant-home';

export const Route = createFileRoute('/merchant/dashboard')({
  component: MerchantHome,
  // The figures are asked for as the route resolves, not once the page has rendered (LCP on a slow phone).
  loader: startMerchantDashboard,
});
