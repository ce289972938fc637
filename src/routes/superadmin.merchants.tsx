import { createFileRoute } from '@tanstack/react-router';
import { MerchantsOverviewScreen } from '../areas/superadmin/merchants-overview';

export const Route = createFileRoute('/superadmin/merchants')({
  component: MerchantsOverviewScreen,
});
