import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/supplier/merchants/')({
  component: MerchantsScreen,
});

function MerchantsScreen() {
  return <Placeholder title="Merchants" />;
}
