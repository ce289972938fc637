import { createFileRoute } from '@tanstack/react-router';
import { MerchantHome } from './-components/merchant-home';

export const Route = createFileRoute('/merchant/')({
  component: MerchantHome,
});
