// The shared role rules (decisions.md "Roles"), read by the gate and the web app alike.
import { describe, expect, it } from 'vitest';
import { mayAll, roleIn, roleMay, roleRefusal, rolesFor } from './roles';

describe('roleMay', () => {
  it("follows the contract's x-roles", () => {
    expect(roleMay('staff', 'submitCycleCountLines')).toBe(true);
    expect(roleMay('staff', 'finalizeCycleCount')).toBe(false);
    expect(roleMay('manager', 'finalizeCycleCount')).toBe(true);
    expect(roleMay('manager', 'listAuditEvents')).toBe(false);
    expect(roleMay('owner', 'listAuditEvents')).toBe(true);
  });

  it('refuses without a role', () => {
    expect(roleMay(null, 'listProducts')).toBe(false);
    expect(roleMay(undefined, 'listProducts')).toBe(false);
  });

  it('knows no roles for an operation outside a tenant', () => {
    expect(rolesFor('getMedia')).toBeUndefined();
  });
});

describe('mayAll', () => {
  it("names a machine's actions by the role's rights", () => {
    expect(mayAll('staff', { save: 'submitCycleCountLines', place: 'placeOrders' })).toEqual({ save: true, place: false });
  });
});

describe('roleIn', () => {
  const tenants = [
    { id: 2, role: 'staff' as const },
    { id: 3, role: 'owner' as const },
  ];

  it("reads the role of a tenant from the session's tenants", () => {
    expect(roleIn(tenants, 2)).toBe('staff');
    expect(roleIn(tenants, 3)).toBe('owner');
    expect(roleIn(tenants, 4)).toBeNull();
    expect(roleIn(undefined, 2)).toBeNull();
  });
});

describe('roleRefusal', () => {
  it('says who to ask', () => {
    expect(roleRefusal('staff', 'placeOrders')).toBe('Your role (staff) cannot do this. Ask an owner or a manager.');
    expect(roleRefusal('manager', 'listAuditEvents')).toBe('Your role (manager) cannot do this. Ask an owner.');
  });
});
