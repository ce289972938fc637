// The tenant picker of the session machine (after a sign-in with several tenants, or from the
// header's tenant button). The dialog code loads only when it is needed.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useSession } from './session-context';

const TenantPickerDialog = lazy(() => import('../ui/shell/tenant-picker-dialog').then((m) => ({ default: m.TenantPickerDialog })));

export function SessionTenantPicker() {
  const session = useSession();
  const open = useSelector(session, (s) => s.hasTag('pickingTenant'));
  const tenants = useSelector(session, (s) => s.context.tenants);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TenantPickerDialog open tenants={tenants} onChoose={(id) => session.send({ type: 'tenant.choose', id })} onClose={() => session.send({ type: 'picker.close' })} />
    </Suspense>
  );
}
