import { createFileRoute } from '@tanstack/react-router';
import { requireTenantType } from '../app/guards';
import { AreaLayout } from './-components/area-layout';

export const Route = createFileRoute('/merchant')({
  beforeLoad: ({ context }) => requireTenantType(context, 'merchant'),
  component: MerchantLayout,
});

function MerchantLayout() {
  return <AreaLayout area="merchant" title="Merchant" />;
}
