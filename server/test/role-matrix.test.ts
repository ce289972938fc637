// Walks EVERY tenant operation of the contract as an owner, a manager and a staff member, on a
// merchant and on a supplier, and checks the gate keeps the contract's x-roles (docs/decisions.md
// "Roles"): a role the operation does not list gets 403 with the role's detail. Operations added
// later are covered without touching this file; the named rules are checked below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';
import { loadDocument, type Operation } from '../src/openapi/document';
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/modules/users/repo';
import { addMembership, findTenantByDomain } from '../src/modules/tenants/repo';
import { roleRefusal, type Role } from '@shared/roles';

const ROLES: Role[] = ['staff', 'manager', 'owner'];
const TENANT_HOSTS = { merchant: [HOSTS.bistro], supplier: [HOSTS.supplier], tenant: [HOSTS.bistro, HOSTS.supplier] } as const;
const PARAM_VALUES: Record<string, string> = { kind: 'products' };
const fillPath = (p: string) => p.replace(/\{([^}]+)\}/g, (_m, name) => PARAM_VALUES[name] ?? '1');

const operations = loadDocument().operations.filter((op) => op.audience in TENANT_HOSTS);
const rolesOf = (op: Operation): Role[] => op.raw['x-roles'];
/** A token per host and role. */
const tokens = new Map<string, string>();
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  const password_hash = await hashPassword(DEMO.password);
  const members: [string, string, Role][] = [
    [HOSTS.bistro, 'bistro-manager', 'manager'],
    [HOSTS.supplier, 'farms-manager', 'manager'],
    [HOSTS.supplier, 'farms-staff', 'staff'],
  ];
  for (const [host, username, role] of members) {
    const user = await insertUser(t.db, { username, email: `${username}@example.com`, password_hash, is_merchant: host === HOSTS.bistro, is_supplier: host === HOSTS.supplier });
    await addMembership(t.db, user.id, (await findTenantByDomain(t.db, host))!.id, role);
  }
  const emails: Record<string, Record<Role, string>> = {
    [HOSTS.bistro]: { owner: DEMO.merchant, manager: 'bistro-manager@example.com', staff: DEMO.staff },
    [HOSTS.supplier]: { owner: DEMO.supplier, manager: 'farms-manager@example.com', staff: 'farms-staff@example.com' },
  };
  for (const [host, byRole] of Object.entries(emails)) for (const role of ROLES) tokens.set(`${host} ${role}`, await t.login(byRole[role], host));
});

afterAll(() => t.close());

describe('role matrix', () => {
  it('every tenant operation declares its roles, and owners may call every one', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    for (const op of operations) {
      expect(rolesOf(op), op.operationId).toEqual(expect.arrayContaining(['owner']));
      for (const role of rolesOf(op)) expect(ROLES, op.operationId).toContain(role);
    }
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', async (_name, op) => {
    for (const host of TENANT_HOSTS[op.audience as keyof typeof TENANT_HOSTS]) {
      // Staff first, owners last, so an allowed call's side effects cannot hide a refusal.
      for (const role of ROLES) {
        const res = await t.request({
          method: op.method.toUpperCase() as any,
          url: `/1/api${fillPath(op.path)}`,
          host,
          token: tokens.get(`${host} ${role}`),
          ...(op.jsonBody ? { payload: {} } : {}),
        });
        const label = `${role} on ${host}: ${res.statusCode} ${res.body}`;
        if (rolesOf(op).includes(role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ detail: roleRefusal(role, op.operationId) });
        }
      }
    }
  });
});

describe("the issue's rules in the contract", () => {
  const roles = (id: string) => rolesOf(operations.find((op) => op.operationId === id)!);

  it('staff counts stock and reads the rest, but changes nothing else', () => {
    for (const id of ['createCycleCount', 'startCycleCount', 'submitCycleCountLines', 'addMissingCycleCountLines', 'listProducts', 'listSupplierOrders', 'listCatalogs'])
      expect(roles(id), id).toContain('staff');
    const refused = [
      'finalizeCycleCount',
      'postCycleCountAdjustments',
      'reopenCycleCount',
      'archiveCycleCount',
      'placeOrders',
      'createProduct',
      'updateProduct',
      'createMerchantSupplier',
      'createStockArea',
      'acceptSupplierOrder',
      'rejectSupplierOrder',
      'fulfillSupplierOrder',
      'updateSupplierProduct',
      'updateCatalogProduct',
      'getCountVarianceReport',
      'getUsageReport',
      'getSpendReport',
      'getStockValueReport',
      'getSalesReport',
    ];
    for (const id of refused) expect(roles(id), id).toEqual(['owner', 'manager']);
  });

  it('only owners read the security log', () => {
    expect(roles('listAuditEvents')).toEqual(['owner']);
  });

  it('the refusal names the role and who to ask', () => {
    expect(roleRefusal('staff', 'finalizeCycleCount')).toBe('Your role (staff) cannot do this. Ask an owner or a manager.');
    expect(roleRefusal('manager', 'listAuditEvents')).toBe('Your role (manager) cannot do this. Ask an owner.');
  });
});
