import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/merchants/create')({
  component: CreateMerchantScreen,
});

function CreateMerchantScreen() {
  return <Placeholder title="Create Merchant" />;
}
