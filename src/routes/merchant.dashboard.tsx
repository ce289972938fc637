import { createFileRoute } from '@tanstack/react-router';
import { MerchantDashboardScreen } from '../areas/merchant/dashboard';

export const Route = createFileRoute('/merchant/dashboard')({
  component: MerchantDashboardScreen,
});
