import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserTenant } from './user-form.machine';
import { addableTenants, userTenantsMachine, type MembershipInput, type RoleInput } from './user-tenants.machine';

const farms = { id: 1, name: 'Fresh Farms' };
const bistro = { id: 2, name: 'Corner Bistro' };
const harbor = { id: 3, name: 'Harbor Cafe' };

function start(
  opts: {
    list?: () => Promise<UserTenant[]>;
    add?: (i: MembershipInput) => Promise<{ tenants: UserTenant[] }>;
    setRole?: (i: RoleInput) => Promise<{ tenants: UserTenant[] }>;
  } = {},
) {
  const notify = vi.fn();
  const list = vi.fn(opts.list ?? (async () => [farms, bistro, harbor]));
  const add = vi.fn(opts.add ?? (async ({ tenantId }: MembershipInput) => ({ tenants: [farms, [farms, bistro, harbor].find((t) => t.id === tenantId)!] })));
  const setRole = vi.fn(opts.setRole ?? (async ({ role }: RoleInput) => ({ tenants: [{ ...farms, role }] })));
  const machine = userTenantsMachine.provide({
    actors: {
      listTenants: fromPromise(() => list()),
      addTenant: fromPromise(({ input }: { input: MembershipInput }) => add(input)),
      setRole: fromPromise(({ input }: { input: RoleInput }) => setRole(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  const actor = createActor(machine, { input: { userId: 7, tenants: [{ ...farms, role: 'owner' }] } }).start();
  return { actor, list, add, notify, setRole };
}

describe('addableTenants', () => {
  it('lists the tenants the user is not in, by name', () => {
    expect(addableTenants({ tenants: [farms], allTenants: [farms, harbor, bistro] })).toEqual([bistro, harbor]);
  });
});

describe('user tenants machine', () => {
  it('adds the selected tenant and takes the answered list', async () => {
    const { actor, add, notify } = start();
    expect(actor.getSnapshot().hasTag('tenantsLoading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'tenant.add' })).toBe(false);
    await waitFor(actor, (s) => !s.hasTag('tenantsLoading'));
    actor.send({ type: 'tenant.select', tenantId: 1 });
    expect(actor.getSnapshot().can({ type: 'tenant.add' })).toBe(false);
    actor.send({ type: 'tenant.select', tenantId: 3 });
    actor.send({ type: 'tenant.add' });
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    expect(add).toHaveBeenCalledWith({ userId: 7, tenantId: 3 });
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(actor.getSnapshot().context).toMatchObject({ tenants: [farms, harbor], selected: null });
    expect(notify).toHaveBeenCalledWith({ message: 'Added to Harbor Cafe.', variant: 'success' });
  });

  it('toasts the server message when adding fails and keeps the list', async () => {
    const { actor, notify } = start({ add: () => Promise.reject(new Error('Invalid pk "3" - object does not exist.')) });
    await waitFor(actor, (s) => !s.hasTag('tenantsLoading'));
    actor.send({ type: 'tenant.select', tenantId: 3 });
    actor.send({ type: 'tenant.add' });
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(actor.getSnapshot().context).toMatchObject({ tenants: [farms], selected: 3 });
    expect(notify).toHaveBeenCalledWith({ message: 'Invalid pk "3" - object does not exist.', variant: 'error' });
  });

  it('takes the tenants a removal answered with (the confirm machine removes), keeping the choices in step', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => !s.hasTag('tenantsLoading'));
    expect(addableTenants(actor.getSnapshot().context)).toEqual([bistro, harbor]);
    actor.send({ type: 'tenants.replace', tenants: [] });
    expect(actor.getSnapshot().context.tenants).toEqual([]);
    expect(addableTenants(actor.getSnapshot().context)).toEqual([bistro, farms, harbor]);
  });

  it('a failed tenant list can be retried; adding waits for it', async () => {
    const list = vi.fn<() => Promise<UserTenant[]>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([farms, bistro]);
    const { actor } = start({ list });
    await waitFor(actor, (s) => s.hasTag('tenantsFailed'));
    actor.send({ type: 'tenant.select', tenantId: 2 });
    expect(actor.getSnapshot().can({ type: 'tenant.add' })).toBe(false);
    actor.send({ type: 'tenants.retry' });
    await waitFor(actor, (s) => !s.hasTag('tenantsLoading') && !s.hasTag('tenantsFailed'));
    expect(addableTenants(actor.getSnapshot().context)).toEqual([bistro]);
  });
});

describe('roles (decisions.md "Roles")', () => {
  it("sets a membership's role and takes the answered list; the same role sends nothing", async () => {
    const { actor, setRole, notify } = start();
    actor.send({ type: 'role.set', tenantId: 1, role: 'owner' });
    expect(setRole).not.toHaveBeenCalled();
    actor.send({ type: 'role.set', tenantId: 1, role: 'staff' });
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(setRole).toHaveBeenCalledWith({ userId: 7, tenantId: 1, role: 'staff' });
    expect(actor.getSnapshot().context.tenants).toEqual([{ ...farms, role: 'staff' }]);
    expect(notify).toHaveBeenCalledWith({ message: 'Staff in Fresh Farms.', variant: 'success' });
  });

  it("toasts the server's refusal and keeps the role", async () => {
    const { actor, notify } = start({ setRole: async () => Promise.reject({ message: 'Fresh Farms must keep at least one owner. Make another member an owner first.' }) });
    actor.send({ type: 'role.set', tenantId: 1, role: 'manager' });
    await waitFor(actor, (s) => !s.hasTag('adding'));
    expect(actor.getSnapshot().context.tenants).toEqual([{ ...farms, role: 'owner' }]);
    expect(notify).toHaveBeenCalledWith({ message: 'Fresh Farms must keep at least one owner. Make another member an owner first.', variant: 'error' });
  });
});
