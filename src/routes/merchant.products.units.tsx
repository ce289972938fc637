import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from './-components/placeholder';

export const Route = createFileRoute('/merchant/products/units')({
  component: UnitsScreen,
});

function UnitsScreen() {
  return <Placeholder title="Units" />;
}
