import { createFileRoute } from '@tanstack/react-router';
import { requireSuperadmin } from '../app/guards';
import { AreaLayout } from './-components/area-layout';

export const Route = createFileRoute('/superadmin')({
  beforeLoad: ({ context }) => requireSuperadmin(context),
  component: SuperadminLayout,
});

function SuperadminLayout() {
  return <AreaLayout area="superadmin" title="Superadmin" />;
}
