// The Active switch of one merchant row: its own toggle machine (optimistic value, rollback on
// failure, the spec's toasts).
import { Switch } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../lib/inspection';
import { merchantToggleMachine, type MerchantToggleInput } from '../../machines/supplier/merchant-toggle.machine';
import type { Role } from '../../lib/roles';
import { toast } from '../../ui/toasts';
import { setMerchantStatus } from './merchants.actors';

const liveToggleMachine = merchantToggleMachine.provide({
  actors: { setStatus: fromPromise<{ is_active: boolean }, MerchantToggleInput>(({ input }) => setMerchantStatus(input)) },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

export function MerchantActiveToggle({ id, name, isActive, role }: { id: number; name: string; isActive: boolean; role: Role }) {
  const toggle = useActorRef(liveToggleMachine, { input: { id, isActive, role } });
  const checked = useSelector(toggle, (s) => s.context.isActive);
  const saving = useSelector(toggle, (s) => s.hasTag('saving'));
  // Staff see the state but cannot change it.
  const may = useSelector(toggle, (s) => s.context.may);
  return (
    <Switch
      checked={checked}
      disabled={saving || !may}
      onChange={() => toggle.send({ type: 'toggle' })}
      aria-label={`Active: ${name}`}
      className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-checked:bg-green-600 data-disabled:opacity-60"
    >
      <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
    </Switch>
  );
}
