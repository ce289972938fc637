import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/merchants/merchant-detail/$id')({
  component: MerchantDetailsScreen,
});

function MerchantDetailsScreen() {
  return <Placeholder title="Merchant Details" />;
}
