import { createFileRoute } from '@tanstack/react-router';
import { requireTenantType } from '../app/guards';
import { AreaLayout } from './-components/area-layout';

export const Route = createFileRoute('/supplier')({
  beforeLoad: ({ context }) => requireTenantType(context, 'supplier'),
  component: SupplierLayout,
});

function SupplierLayout() {
  return <AreaLayout area="supplier" title="Supplier" />;
}
