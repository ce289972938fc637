import { createFileRoute } from '@tanstack/react-router';
import { MerchantDetailsScreen } from '../areas/supplier/merchant-details';

export const Route = createFileRoute('/supplier/merchants/merchant-detail/$id')({
  component: MerchantDetailsRoute,
});

function MerchantDetailsRoute() {
  const { id } = Route.useParams();
  // A new actor per merchant: the screen's machine loads its id once.
  return <MerchantDetailsScreen key={id} merchantId={Number(id)} />;
}
