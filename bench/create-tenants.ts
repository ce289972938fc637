// bench/tenants.mjs's helper (run with tsx): adds tenants of one type until there are COUNT bench
// tenants, each created and migrated as the app creates a client, and makes the demo user of that
// type a member of the first and the last.  Args: <count> <merchant|supplier>
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/open';
import { addMembership, createTenant, type TenantRow } from '../server/src/modules/tenants/repo';

const count = Number(process.argv[2]);
const type = process.argv[3] as TenantRow['type'];
const member = type === 'merchant' ? 'merchant@example.com' : 'supplier@example.com';
const BATCH = 50;

const name = (i: number) => `bench_t${String(i).padStart(4, '0')}`;
const db = await openDatabase(loadConfig());
try {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM public.tenants WHERE schema_name LIKE 'bench\\_t%'");
  for (let first = n + 1; first <= count; first += BATCH) {
    await db.transaction(async (tx) => {
      for (let i = first; i < Math.min(first + BATCH, count + 1); i++) {
        await createTenant(tx, { name: `Bench ${i}`, schema_name: name(i), domain: `${name(i).replace(/_/g, '-')}.localhost`, type });
      }
    });
  }
  const [user] = await db.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', [member]);
  for (const i of [1, count]) {
    const [tenant] = await db.query<{ id: number }>('SELECT id FROM public.tenants WHERE schema_name = $1', [name(i)]);
    await addMembership(db, user.id, tenant.id);
  }
  console.log(JSON.stringify({ first: `${name(1).replace(/_/g, '-')}.localhost`, last: `${name(count).replace(/_/g, '-')}.localhost`, member }));
} finally {
  await db.close();
}
