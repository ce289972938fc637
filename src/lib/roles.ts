// Membership roles (decisions.md "Roles"): the one place that says which role may do what, for the
// server's audience gate and the web app's guards alike. The table comes from the contract's x-roles.
import type { components } from '../api/schema';
import { OPERATION_ROLES } from './operation-roles.gen';

export type Role = components['schemas']['Role'];
export const ROLES: readonly Role[] = ['owner', 'manager', 'staff'];

/** A tenant operation of the contract (merchant, supplier or tenant audience). */
export type TenantOperation = keyof typeof OPERATION_ROLES;

/** Rules finer than an operation's x-roles: a field of a call that fewer of its roles may change (decisions.md "Roles"). */
export const FIELD_ROLES = {
  /** `updateTenantSettings`' `require_two_factor`: "an owner may require it for their tenant". */
  requireTwoFactor: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

/** An operation, or a field rule of one. */
export type RoleRule = TenantOperation | keyof typeof FIELD_ROLES;

const OPERATIONS: Readonly<Record<string, readonly Role[]>> = OPERATION_ROLES;
const TABLE: Readonly<Record<RoleRule, readonly Role[]>> = { ...OPERATION_ROLES, ...FIELD_ROLES };

/** The roles that may call an operation (undefined: not a tenant operation). */
export const rolesFor = (operationId: string): readonly Role[] | undefined => OPERATIONS[operationId];

/** May a member with this role call the operation (or change the field of a field rule)? Without a role (not a member), no. */
export function roleMay(role: Role | null | undefined, rule: RoleRule): boolean {
  return Boolean(role && TABLE[rule].includes(role));
}

/** A machine's input: the member's role and the call its action makes (decisions.md "Roles"). */
export interface RoleInput {
  /** Without one, an owner's: the server still refuses what the role may not do. */
  role?: Role | null;
  operation?: RoleRule;
}

/** May the input's role make its call? Without an operation, yes. */
export const allowedBy = (input?: RoleInput): boolean => !input?.operation || roleMay(input.role ?? 'owner', input.operation);

/** Whom a member asks for a call their role does not allow. */
const askWhom = (rule: string) => ((rolesFor(rule) ?? []).includes('manager') ? 'Ask an owner or a manager.' : 'Ask an owner.');

/** The gate's 403 detail for a role the operation does not allow. */
export function roleRefusal(role: Role, operationId: string): string {
  return `Your role (${role}) cannot do this. ${askWhom(operationId)}`;
}

/**
 * What a screen tells a role its call does not allow (null when allowed): on a screen that would
 * create, the gate's refusal; on a stored record, that the role only views it.
 */
export function roleNoteFor(input: RoleInput | undefined, screen: 'create' | 'view'): string | null {
  if (allowedBy(input) || !input?.operation) return null;
  const role = input.role ?? 'owner';
  return screen === 'create' ? roleRefusal(role, input.operation) : `View only: your role (${role}) cannot change this. ${askWhom(input.operation)}`;
}

/** The role of a member in a tenant, from the tenants a session carries (null when not a member). */
export function roleIn(tenants: readonly { id: number; role: Role }[] | undefined, tenantId: number | undefined): Role | null {
  return tenants?.find((t) => t.id === tenantId)?.role ?? null;
}

/** The label shown for a role. */
export const ROLE_LABEL: Record<Role, string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };

/** What a role may do, by the names a machine uses: `mayAll('staff', { finalize: 'finalizeCycleCount' })` → `{ finalize: false }`. */
export function mayAll<K extends string>(role: Role | null | undefined, actions: Record<K, RoleRule>): Record<K, boolean> {
  return Object.fromEntries(Object.entries<RoleRule>(actions).map(([name, op]) => [name, roleMay(role, op)])) as Record<K, boolean>;
}
