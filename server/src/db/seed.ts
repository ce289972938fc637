// Demo data for a fresh database (decisions.md "Demo data"); all passwords are demo12345.
import type { FastifyBaseLogger } from 'fastify';
import { setTenantPath, type Database, type Tx } from './database';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../modules/users/repo';
import { addMembership, createTenant, setTenantTimezone } from '../modules/tenants/repo';
import { seedBistro, seedHarbor } from './seed-merchant';
import { seedFreshFarms } from './seed-supplier';
import { seedBistroCounts, seedBistroStock, seedHarborInventory } from './seed-inventory';
import { seedHistory } from './seed-history';
import { seedPurchasing } from './seed-purchasing';
import { seedNetwork } from './seed-network';
import { seedFulfilment } from './seed-fulfilment';
import { insertTeamInvitation } from '../modules/team/repo';
import { teamExpiryFrom } from '../modules/team/rules';
import { newToken } from '../modules/invitations/rules';

export const DEMO_PASSWORD = 'demo12345';
/** The demo superadmin's two-factor secret (README: add it to an authenticator app). Demo only. */
export const DEMO_TOTP_SECRET = 'TRADEPOSTDEMOADMINTOTPSECRET2345';

export async function seedDemoIfEmpty(db: Database, log?: FastifyBaseLogger): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits, then finds users.
    await tx.query('SELECT pg_advisory_xact_lock(7254002)');
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM public.users');
    if (n > 0) return false;
    await seedDemo(tx);
    return true;
  });
  if (seeded) log?.info('loaded demo data (all passwords: demo12345)');
  return seeded;
}

export async function seedDemo(tx: Tx): Promise<void> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await insertUser(tx, {
    username: 'admin',
    email: 'admin@example.com',
    password_hash,
    first_name: 'Ada',
    last_name: 'Admin',
    is_superadmin: true,
    is_admin: true,
    is_staff: true,
  });
  // Two-factor sign-in is required of superadmins: the demo one is enrolled already.
  await tx.query("UPDATE public.users SET totp_secret = $1 WHERE email = 'admin@example.com'", [DEMO_TOTP_SECRET]);
  const supplier = await insertUser(tx, {
    username: 'supplier',
    email: 'supplier@example.com',
    password_hash,
    first_name: 'Sam',
    last_name: 'Grower',
    is_supplier: true,
  });
  const merchant = await insertUser(tx, {
    username: 'merchant',
    email: 'merchant@example.com',
    password_hash,
    first_name: 'Maria',
    last_name: 'Lopez',
    is_merchant: true,
  });
  const owner = await insertUser(tx, {
    username: 'owner',
    email: 'owner@example.com',
    password_hash,
    first_name: 'Oscar',
    last_name: 'Owner',
    is_merchant: true,
  });

  // Corner Bistro's staff member: counts stock and builds the cart (decisions.md "Roles").
  const staff = await insertUser(tx, {
    username: 'staff',
    email: 'staff@example.com',
    password_hash,
    first_name: 'Sasha',
    last_name: 'Reyes',
    is_merchant: true,
  });

  const freshFarms = await createTenant(tx, {
    name: 'Fresh Farms',
    schema_name: 'fresh_farms',
    domain: 'freshfarms.localhost',
    type: 'supplier',
    city: 'Salinas',
    state: 'CA',
  });
  const bistro = await createTenant(tx, {
    name: 'Corner Bistro',
    schema_name: 'corner_bistro',
    domain: 'bistro.localhost',
    type: 'merchant',
    city: 'Portland',
    state: 'OR',
  });
  const harbor = await createTenant(tx, {
    name: 'Harbor Cafe',
    schema_name: 'harbor_cafe',
    domain: 'harbor.localhost',
    type: 'merchant',
    city: 'Seattle',
    state: 'WA',
    on_trial: true,
  });
  // Fresh Farms (Salinas, CA) reads its cut-off times in its own zone.
  await setTenantTimezone(tx, freshFarms.id, 'America/Los_Angeles');
  await addMembership(tx, supplier.id, freshFarms.id);
  await addMembership(tx, merchant.id, bistro.id);
  await addMembership(tx, owner.id, bistro.id);
  await addMembership(tx, owner.id, harbor.id);
  // Corner Bistro's team screen shows a pending invitation; its link was never sent (Resend sends one).
  const now = new Date();
  await insertTeamInvitation(tx, {
    tenant_id: bistro.id,
    invited_by: merchant.id,
    email: 'line.cook@example.com',
    role: 'staff',
    token_hash: newToken().hash,
    created_at: now,
    expires_at: teamExpiryFrom(now),
  });
  await addMembership(tx, staff.id, bistro.id, 'staff');

  await inSchema(tx, bistro.schema_name, () => seedBistro(tx));
  await inSchema(tx, harbor.schema_name, () => seedHarbor(tx));
  await inSchema(tx, bistro.schema_name, () => seedBistroStock(tx, { ownerId: owner.id }));
  await inSchema(tx, harbor.schema_name, () => seedHarborInventory(tx, { ownerId: owner.id }));
  await inSchema(tx, freshFarms.schema_name, () => seedFreshFarms(tx, { freshFarmsId: freshFarms.id, cornerBistroId: bistro.id, createdBy: supplier.id }));
  await seedNetwork(tx, { bistro, harbor, freshFarms });
  await seedPurchasing(tx, { bistro, freshFarms, placedBy: merchant.id });
  // The weeks since Corner Bistro opened its stock, then this week (the ledger is in time order).
  await inSchema(tx, bistro.schema_name, () => seedHistory(tx, { bistro, merchantId: merchant.id, ownerId: owner.id }));
  await inSchema(tx, bistro.schema_name, () => seedBistroCounts(tx, { merchantId: merchant.id, ownerId: owner.id }));
  await seedFulfilment(tx, { bistroId: bistro.id, freshFarmsId: freshFarms.id, merchantUserId: merchant.id, supplierUserId: supplier.id });
  // The demo's history was written, not lived: no open screen is owed a live event for it.
  await tx.query('DELETE FROM public.live_events');
}

async function inSchema(tx: Tx, schema: string, fn: () => Promise<void>) {
  await setTenantPath(tx, schema);
  await fn();
  await tx.exec('SET LOCAL search_path TO public');
}
