// Roles within a tenant (decisions.md "Roles"): the superadmin sets them, the token carries them,
// the gate reads them live, and a tenant always keeps an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestContext, DEMO, demoIds, HOSTS, type TestContext } from '../../../test/helpers';

let t: TestContext;
let admin: string;
let ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login(DEMO.superadmin, HOSTS.admin);
  ids = await demoIds(t.db);
});
afterAll(() => t.close());

const membership = (userId: number, tenantId: number) => `/1/api/accounts/sm/users/${userId}/tenants/${tenantId}/`;
const setRole = (userId: number, tenantId: number, role: string) => t.request({ method: 'PATCH', url: membership(userId, tenantId), token: admin, payload: { role } });
const removeTenant = (userId: number, tenantId: number) => t.request({ method: 'DELETE', url: membership(userId, tenantId), token: admin });
const lastOwner = (name: string) => ({ detail: `${name} must keep at least one owner. Make another member an owner first.` });
const finalize = (token: string) => t.request({ method: 'POST', url: '/1/api/inventory/cycle-counts/1/finalize/', host: HOSTS.bistro, token, payload: {} });

describe('the claims', () => {
  it('carry the role of each tenant', async () => {
    const claims = decodeJwt(await t.login(DEMO.staff, HOSTS.bistro)) as any;
    expect(claims.tenants).toEqual([expect.objectContaining({ name: 'Corner Bistro', role: 'staff' })]);
    const owner = decodeJwt(await t.login(DEMO.owner, HOSTS.bistro)) as any;
    expect(owner.tenants.map((x: any) => [x.name, x.role])).toEqual([
      ['Corner Bistro', 'owner'],
      ['Harbor Cafe', 'owner'],
    ]);
  });

  it("are the caller's tenants list too", async () => {
    const token = await t.login(DEMO.staff, HOSTS.bistro);
    const res = await t.request({ url: '/1/api/clients/list-user-tenants/', host: HOSTS.bistro, token });
    expect(res.json().map((x: any) => x.role)).toEqual(['staff']);
  });
});

describe('PATCH accounts/sm/users/{id}/tenants/{tenant_id}/', () => {
  it('sets the role, which the gate reads at once for an issued token', async () => {
    const token = await t.login(DEMO.staff, HOSTS.bistro);
    expect(await finalize(token)).toMatchObject({ statusCode: 403 });
    expect((await finalize(token)).json()).toEqual({ detail: 'Your role (staff) cannot do this. Ask an owner or a manager.' });
    const res = await setRole(ids.staff, ids.corner_bistro, 'manager');
    expect(res.statusCode).toBe(200);
    expect(res.json().tenants).toEqual([expect.objectContaining({ name: 'Corner Bistro', role: 'manager' })]);
    expect([401, 403]).not.toContain((await finalize(token)).statusCode);
    expect((await setRole(ids.staff, ids.corner_bistro, 'staff')).statusCode).toBe(200);
    expect((await finalize(token)).statusCode).toBe(403);
  });

  it('refuses a user who is not a member, an unknown role, tenant or user', async () => {
    expect((await setRole(ids.supplier, ids.corner_bistro, 'staff')).json()).toEqual({ tenant_id: ['The user is not a member of this tenant.'] });
    expect((await setRole(ids.staff, ids.corner_bistro, 'boss')).statusCode).toBe(400);
    expect((await setRole(ids.staff, 9999, 'staff')).json()).toEqual({ tenant_id: ['Invalid pk "9999" - object does not exist.'] });
    expect((await setRole(99999, ids.corner_bistro, 'staff')).statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    const owner = await t.login(DEMO.owner, HOSTS.bistro);
    const res = await t.request({ method: 'PATCH', url: membership(ids.staff, ids.corner_bistro), token: owner, payload: { role: 'owner' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('a tenant keeps at least one owner', () => {
  it('refuses to demote or remove the last owner, and allows it once there is another', async () => {
    // Fresh Farms has one member, its owner.
    expect(await setRole(ids.supplier, ids.fresh_farms, 'manager')).toMatchObject({ statusCode: 409 });
    expect((await setRole(ids.supplier, ids.fresh_farms, 'staff')).json()).toEqual(lastOwner('Fresh Farms'));
    expect((await removeTenant(ids.supplier, ids.fresh_farms)).json()).toEqual(lastOwner('Fresh Farms'));
    expect((await setRole(ids.supplier, ids.fresh_farms, 'owner')).statusCode).toBe(200); // owner stays owner

    // Harbor Cafe: owner@ alone, then the merchant joins as a manager and becomes an owner.
    const add = await t.request({ method: 'POST', url: `/1/api/accounts/sm/users/${ids.merchant}/tenants/`, token: admin, payload: { tenant_id: ids.harbor_cafe, role: 'manager' } });
    expect(add.json().tenants.find((x: any) => x.name === 'Harbor Cafe').role).toBe('manager');
    expect((await setRole(ids.owner, ids.harbor_cafe, 'staff')).statusCode).toBe(409);
    expect((await setRole(ids.merchant, ids.harbor_cafe, 'owner')).statusCode).toBe(200);
    expect((await setRole(ids.owner, ids.harbor_cafe, 'staff')).statusCode).toBe(200);
    expect((await removeTenant(ids.merchant, ids.harbor_cafe)).json()).toEqual(lastOwner('Harbor Cafe'));
  });

  it('makes a new membership an owner unless a role is given', async () => {
    const res = await t.request({ method: 'POST', url: `/1/api/accounts/sm/users/${ids.staff}/tenants/`, token: admin, payload: { tenant_id: ids.fresh_farms } });
    expect(res.json().tenants.find((x: any) => x.name === 'Fresh Farms').role).toBe('owner');
  });
});
