// Tenant memberships on User Details (decisions.md): the user's tenants with their role (a select:
// decisions.md "Roles") and a Remove button each
// (confirmed in a dialog: the confirm machine) and an 'Add tenant' choice among the other tenants
// (the user tenants machine).
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../lib/inspection';
import { fromPromise } from 'xstate';
import { createConfirmMachine } from '../../machines/confirm.machine';
import { MESSAGES, addableTenants, userTenantsMachine, type MembershipInput, type RoleInput } from '../../machines/superadmin/user-tenants.machine';
import { ROLE_LABEL, ROLES, type Role } from '../../lib/roles';
import type { UserTenant } from '../../machines/superadmin/user-form.machine';
import { Button } from '../../ui/button';
import { ErrorRetry } from '../../ui/error-retry';
import { ConfirmDialog, useConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toasts';
import { addUserTenant, listAllTenants, removeUserTenant, setUserTenantRole } from './users.actors';

const liveUserTenantsMachine = userTenantsMachine.provide({
  actors: {
    listTenants: fromPromise(() => listAllTenants()),
    addTenant: fromPromise<{ tenants: UserTenant[] }, MembershipInput>(({ input }) => addUserTenant(input)),
    setRole: fromPromise<{ tenants: UserTenant[] }, RoleInput>(({ input }) => setUserTenantRole(input)),
  },
  actions: { notify: (_, { message, variant }) => void toast(message, variant) },
});

const removeTenantMachine = createConfirmMachine<UserTenant, { tenants: UserTenant[] }>();

export function UserTenantsSection({ userId, username, tenants: initial }: { userId: number; username: string; tenants: UserTenant[] }) {
  const actor = useActorRef(liveUserTenantsMachine, { input: { userId, tenants: initial } });
  const remove = useActorRef(
    removeTenantMachine.provide({
      actors: { perform: fromPromise<{ tenants: UserTenant[] }, { target: UserTenant }>(({ input }) => removeUserTenant({ userId, tenantId: input.target.id })) },
      actions: {
        onDone: (_, { target, output }) => {
          toast(MESSAGES.removed(target.name), 'success');
          actor.send({ type: 'tenants.replace', tenants: output.tenants });
        },
        onFailed: ({ context }) => void toast(context.error ?? MESSAGES.removeFailed, 'error'),
      },
    }),
  );
  const tenants = useSelector(actor, (s) => s.context.tenants);
  const options = useSelector(actor, (s) => addableTenants(s.context));
  const selected = useSelector(actor, (s) => s.context.selected);
  const canAdd = useSelector(actor, (s) => s.can({ type: 'tenant.add' }));
  const adding = useSelector(actor, (s) => s.hasTag('adding'));
  const listLoading = useSelector(actor, (s) => s.hasTag('tenantsLoading'));
  const listFailed = useSelector(actor, (s) => s.hasTag('tenantsFailed'));
  const { target: removing, dialog } = useConfirmDialog(remove);

  return (
    <section aria-labelledby="user-tenants-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="user-tenants-heading" className="text-lg font-semibold text-slate-900">
        Tenants
      </h2>
      {tenants.length === 0 ? (
        <p className="text-sm text-slate-600">This user belongs to no tenant.</p>
      ) : (
        <ul aria-label="Tenant memberships" className="divide-y divide-slate-100">
          {tenants.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800">
              <span className="flex-1">{t.name}</span>
              <SelectField
                label="Role"
                aria-label={`Role in ${t.name}`}
                className="flex items-center gap-2 [&>label]:mb-0"
                options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
                value={t.role ?? ''}
                disabled={adding}
                onChange={(e) => actor.send({ type: 'role.set', tenantId: t.id, role: e.target.value as Role })}
              />
              {/* One membership change at a time: both answers carry the whole list. */}
              <Button variant="secondary" aria-label={`Remove ${t.name}`} disabled={adding} onClick={() => remove.send({ type: 'confirm.open', target: t })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listFailed ? (
        <ErrorRetry compact message={MESSAGES.tenantsFailed} onRetry={() => actor.send({ type: 'tenants.retry' })} />
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'tenant.add' });
          }}
        >
          <SelectField
            label="Add tenant"
            className="min-w-56"
            placeholder={listLoading ? 'Loading tenants...' : options.length ? 'Select a tenant' : 'No other tenants'}
            options={options.map((t) => ({ value: t.id, label: t.name }))}
            value={selected ?? ''}
            disabled={listLoading || adding}
            onChange={(e) => actor.send({ type: 'tenant.select', tenantId: e.target.value ? Number(e.target.value) : null })}
          />
          <Button type="submit" disabled={!canAdd || dialog.busy} loading={adding}>
            Add
          </Button>
        </form>
      )}
      <ConfirmDialog {...dialog} title="Remove tenant" message={removing ? `Remove ${username} from ${removing.name}?` : ''} confirmLabel="Remove" />
    </section>
  );
}
