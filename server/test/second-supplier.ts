// The supplier area's server tests: Fresh Farms' signed-in supplier and a second supplier tenant
// (Green Valley) with its own user, for the isolation tests.
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/modules/users/repo';
import { addMembership, createTenant, type TenantRow } from '../src/modules/tenants/repo';
import { createTestContext, DEMO, HOSTS, type TestContext } from './helpers';

/** Who calls and on which host (spread into t.request). */
export interface Caller {
  token: string;
  host: string;
}

export interface SupplierTests {
  t: TestContext;
  /** Fresh Farms' supplier on freshfarms.localhost. */
  farms: Caller;
  /** Green Valley's supplier on greenvalley.localhost. */
  valley: Caller;
  valleyTenant: TenantRow;
}

const VALLEY_HOST = 'greenvalley.localhost';

/** Green Valley, a second supplier tenant with its own member, signed in. */
export async function addGreenValley(t: TestContext): Promise<{ valley: Caller; valleyTenant: TenantRow }> {
  const valleyTenant = await t.db.transaction(async (tx) => {
    const row = await createTenant(tx, { name: 'Green Valley', schema_name: 'green_valley', domain: VALLEY_HOST, type: 'supplier' });
    const user = await insertUser(tx, { username: 'valley', email: 'valley@example.com', password_hash: await hashPassword(DEMO.password), is_supplier: true });
    await addMembership(tx, user.id, row.id);
    return row;
  });
  return { valley: { token: await t.login('valley@example.com', VALLEY_HOST), host: VALLEY_HOST }, valleyTenant };
}

/** A fresh test database with Green Valley beside Fresh Farms, and both suppliers signed in. */
export async function openSupplierTests(): Promise<SupplierTests> {
  const t = await createTestContext();
  const { valley, valleyTenant } = await addGreenValley(t);
  return { t, farms: { token: await t.login(DEMO.supplier, HOSTS.supplier), host: HOSTS.supplier }, valley, valleyTenant };
}
