// A user's tenant memberships on User Details (decisions.md): the user's tenants with their role
// (set with `role.set`: decisions.md "Roles") and an 'Add tenant' choice among the other tenants. Adding answers the user with their tenants, which replace the
// list; removing goes through the confirm machine, whose answer arrives as `tenants.replace`. The
// tenant list loads beside (a failure there only blocks adding). Supply `listTenants`, `addTenant`
// and the `notify` action.
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../failure';
import type { UserTenant } from './user-form.machine';
import { ROLE_LABEL, type Role } from '../../lib/roles';

export interface MembershipInput {
  userId: number;
  tenantId: number;
}

export type RoleInput = MembershipInput & { role: Role };

export interface UserTenantsContext {
  userId: number;
  tenants: UserTenant[];
  /** Every tenant of the platform. */
  allTenants: UserTenant[];
  /** The tenant chosen in 'Add tenant'. */
  selected: number | null;
  /** The role change on its way. */
  roleChange: RoleInput | null;
}

export type UserTenantsEvent =
  | { type: 'tenants.retry' }
  | { type: 'tenant.select'; tenantId: number | null }
  | { type: 'tenant.add' }
  | { type: 'tenants.replace'; tenants: UserTenant[] }
  | { type: 'role.set'; tenantId: number; role: Role };

export const MESSAGES = {
  tenantsFailed: 'Failed to load tenants.',
  addFailed: 'Failed to add tenant.',
  removeFailed: 'Failed to remove tenant.',
  added: (name: string) => `Added to ${name}.`,
  roleSet: (name: string, role: Role) => `${ROLE_LABEL[role]} in ${name}.`,
  roleFailed: 'Failed to set the role.',
  removed: (name: string) => `Removed from ${name}.`,
};

/** The tenants the user can still be added to, by name. */
export function addableTenants(context: Pick<UserTenantsContext, 'tenants' | 'allTenants'>): UserTenant[] {
  const mine = new Set(context.tenants.map((t) => t.id));
  return context.allTenants.filter((t) => !mine.has(t.id)).sort((a, b) => a.name.localeCompare(b.name));
}

const nameOf = (context: UserTenantsContext, id: number | null) => context.allTenants.find((t) => t.id === id)?.name ?? '';

export const userTenantsMachine = setup({
  types: {
    context: {} as UserTenantsContext,
    events: {} as UserTenantsEvent,
    input: {} as { userId: number; tenants: UserTenant[] },
  },
  actors: {
    listTenants: fromPromise<UserTenant[]>(async () => {
      throw new Error('listTenants is not provided');
    }),
    addTenant: fromPromise<{ tenants: UserTenant[] }, MembershipInput>(async () => {
      throw new Error('addTenant is not provided');
    }),
    setRole: fromPromise<{ tenants: UserTenant[] }, RoleInput>(async () => {
      throw new Error('setRole is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    selectionAddable: ({ context }) => addableTenants(context).some((t) => t.id === context.selected),
    // A membership whose role would change.
    roleChanges: ({ context, event }) => event.type === 'role.set' && context.tenants.some((t) => t.id === event.tenantId && t.role !== event.role),
  },
}).createMachine({
  id: 'userTenants',
  context: ({ input }) => ({ userId: input.userId, tenants: input.tenants, allTenants: [], selected: null, roleChange: null }),
  type: 'parallel',
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'tenantsLoading',
          invoke: {
            src: 'listTenants',
            onDone: { target: 'ready', actions: assign({ allTenants: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        failed: { tags: 'tenantsFailed', on: { 'tenants.retry': 'loading' } },
        ready: {},
      },
    },
    membership: {
      initial: 'idle',
      // A removal (confirm machine) answered with the user's tenants.
      on: { 'tenants.replace': { actions: assign({ tenants: ({ event }) => event.tenants }) } },
      states: {
        idle: {
          on: {
            'tenant.select': { actions: assign({ selected: ({ event }) => event.tenantId }) },
            'tenant.add': { guard: 'selectionAddable', target: 'adding' },
            'role.set': {
              guard: 'roleChanges',
              target: 'settingRole',
              actions: assign({ roleChange: ({ context, event }) => ({ userId: context.userId, tenantId: event.tenantId, role: event.role }) }),
            },
          },
        },
        settingRole: {
          tags: 'adding',
          invoke: {
            src: 'setRole',
            input: ({ context }) => context.roleChange!,
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: MESSAGES.roleSet(context.tenants.find((t) => t.id === context.roleChange!.tenantId)?.name ?? '', context.roleChange!.role),
                    variant: 'success' as const,
                  }),
                },
                assign({ tenants: ({ event }) => event.output.tenants, roleChange: null }),
              ],
            },
            // The last owner's refusal (409) says why; the select shows the role as it was.
            onError: {
              target: 'idle',
              actions: [{ type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.roleFailed), variant: 'error' as const }) }, assign({ roleChange: null })],
            },
          },
        },
        adding: {
          tags: 'adding',
          invoke: {
            src: 'addTenant',
            input: ({ context }) => ({ userId: context.userId, tenantId: context.selected! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context }) => ({ message: MESSAGES.added(nameOf(context, context.selected)), variant: 'success' as const }) },
                assign({ tenants: ({ event }) => event.output.tenants, selected: null }),
              ],
            },
            onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ message: messageOf(event.error, MESSAGES.addFailed), variant: 'error' as const }) } },
          },
        },
      },
    },
  },
});

export type UserTenantsMachine = typeof userTenantsMachine;
