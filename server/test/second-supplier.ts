// A second supplier tenant beside Fresh Farms, with its own signed-in user, for the supplier
// area's isolation tests.
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/modules/users/repo';
import { addMembership, createTenant, type TenantRow } from '../src/modules/tenants/repo';
import { DEMO, type TestContext } from './helpers';

export const OTHER_SUPPLIER_HOST = 'greenvalley.localhost';

export async function createSecondSupplier(t: TestContext): Promise<{ tenant: TenantRow; token: string; host: string }> {
  const tenant = await t.db.transaction(async (tx) => {
    const row = await createTenant(tx, { name: 'Green Valley', schema_name: 'green_valley', domain: OTHER_SUPPLIER_HOST, type: 'supplier' });
    const user = await insertUser(tx, { username: 'valley', email: 'valley@example.com', password_hash: await hashPassword(DEMO.password), is_supplier: true });
    await addMembership(tx, user.id, row.id);
    return row;
  });
  return { tenant, token: await t.login('valley@example.com', OTHER_SUPPLIER_HOST), host: OTHER_SUPPLIER_HOST };
}
