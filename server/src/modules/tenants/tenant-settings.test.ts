// The tenant's settings by role (docs/decisions.md "Roles"): managers change them, but only an owner
// changes whether two-factor sign-in is required ("an owner may require it for their tenant").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../users/repo';
import { addMembership, findTenantByDomain } from './repo';
import { REQUIRE_TWO_FACTOR_REFUSAL } from './routes';

let t: TestContext;
let owner: string;
let manager: string;
const patch = (token: string, payload: object) => t.request({ method: 'PATCH', url: '/1/api/tenant-settings/', host: HOSTS.supplier, token, payload });
const stored = async () => (await findTenantByDomain(t.db, HOSTS.supplier))!;

beforeAll(async () => {
  t = await createTestContext();
  const user = await insertUser(t.db, { username: 'farms-manager', email: 'farms-manager@example.com', password_hash: await hashPassword(DEMO.password), is_supplier: true });
  await addMembership(t.db, user.id, (await stored()).id, 'manager');
  owner = await t.login(DEMO.supplier, HOSTS.supplier);
  manager = await t.login('farms-manager@example.com', HOSTS.supplier);
});
afterAll(() => t.close());

describe('PATCH /tenant-settings/ by role', () => {
  it("refuses a manager's change of require_two_factor (403) and writes nothing, the time zone included", async () => {
    const before = await stored();
    const res = await patch(manager, { timezone: 'Europe/Paris', require_two_factor: !before.require_two_factor });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: REQUIRE_TWO_FACTOR_REFUSAL });
    expect(REQUIRE_TWO_FACTOR_REFUSAL).toBe('Only an owner can change whether two-factor sign-in is required. Ask an owner.');
    expect(await stored()).toMatchObject({ timezone: before.timezone, require_two_factor: before.require_two_factor });
  });

  it('lets a manager change the rest, and send require_two_factor back unchanged', async () => {
    const { require_two_factor } = await stored();
    const res = await patch(manager, { timezone: 'Europe/Paris', require_two_factor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timezone: 'Europe/Paris', require_two_factor });
  });

  it('lets an owner require it and lift it again', async () => {
    expect((await patch(owner, { require_two_factor: true })).json()).toMatchObject({ require_two_factor: true });
    expect((await stored()).require_two_factor).toBe(true);
    // Now required, a manager may not lift it either.
    expect((await patch(manager, { require_two_factor: false })).statusCode).toBe(403);
    expect((await patch(owner, { require_two_factor: false })).json()).toMatchObject({ require_two_factor: false });
  });
});
