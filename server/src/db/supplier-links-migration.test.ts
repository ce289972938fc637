// Tenant migration 0070 on a tenant built as it stood before it: merchant suppliers linked by
// suppliers.supplier_client_id become ACTIVE connections requested by the merchant, tied to the
// record (one per pair: the oldest record keeps it), and the old columns are gone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createTenant } from '../modules/tenants/repo';
import { findSupplier } from '../modules/merchant-suppliers/repo';
import { setTenantPath } from './database';
import { migrateTenant } from './migrate';

const TENANT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'tenant');
const MIGRATION = '0070_supplier_links_to_connections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe(`tenant migration ${MIGRATION}`, () => {
  it('finds nothing to move in the demo tenants (created with every migration): the demo holds only the connections the seed made', async () => {
    const rows = await t.db.query<{ merchant: string; supplier: string; status: string; requested_by: string }>(
      `SELECT m.name AS merchant, s.name AS supplier, c.status, c.requested_by FROM public.connections c
         JOIN public.tenants m ON m.id = c.merchant_tenant_id JOIN public.tenants s ON s.id = c.supplier_tenant_id ORDER BY c.id`,
    );
    expect(rows).toEqual([
      { merchant: 'Corner Bistro', supplier: 'Fresh Farms', status: 'ACTIVE', requested_by: 'merchant' },
      { merchant: 'Harbor Cafe', supplier: 'Fresh Farms', status: 'INVITED', requested_by: 'merchant' },
    ]);
  });

  it('moves each link to an ACTIVE connection tied to its record, then drops supplier_client_id and relationship_status', async () => {
    const result = await t.db.transaction(async (tx) => {
      const farms = (await tx.query<{ id: number }>("SELECT id FROM public.tenants WHERE schema_name = 'fresh_farms'"))[0].id;
      const valley = (await createTenant(tx, { name: 'Green Valley', schema_name: 'green_valley', domain: 'greenvalley.localhost', type: 'supplier' })).id;
      // A merchant tenant migrated only up to the migration before this one, as an older server left it.
      const [diner] = await tx.query<{ id: number }>(
        "INSERT INTO public.tenants (name, schema_name, domain, type) VALUES ('Old Diner', 'old_diner', 'olddiner.localhost', 'merchant') RETURNING id",
      );
      await tx.exec('CREATE SCHEMA old_diner');
      await setTenantPath(tx, 'old_diner');
      for (const file of readdirSync(TENANT_DIR).sort()) {
        const version = file.replace(/\.sql$/, '');
        if (version >= MIGRATION) continue;
        await tx.exec(readFileSync(path.join(TENANT_DIR, file), 'utf8'));
        await tx.query('INSERT INTO public.schema_migrations (schema_name, version) VALUES ($1, $2)', ['old_diner', version]);
      }
      const supplier = async (name: string, clientId: number | null, status = 'OFF_SYSTEM') =>
        (await tx.query<{ id: number }>('INSERT INTO suppliers (name, supplier_client_id, relationship_status) VALUES ($1, $2, $3) RETURNING id', [name, clientId, status]))[0].id;
      const records = {
        farms: await supplier('Fresh Farms', farms, 'PAUSED'),
        farmsAgain: await supplier('Fresh Farms (old copy)', farms),
        valley: await supplier('Green Valley', valley, 'ACTIVE'),
        plain: await supplier('Corner Shop', null),
      };
      await tx.exec('SET LOCAL search_path TO public');

      await migrateTenant(tx, 'old_diner');

      const connections = await tx.query(
        'SELECT supplier_tenant_id, status, requested_by, merchant_supplier_id, merchant_id FROM public.connections WHERE merchant_tenant_id = $1 ORDER BY merchant_supplier_id',
        [diner.id],
      );
      const columns = await tx.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = 'old_diner' AND table_name = 'suppliers'");
      await setTenantPath(tx, 'old_diner');
      const shown = Object.fromEntries(await Promise.all(Object.entries(records).map(async ([k, id]) => [k, await findSupplier(tx, diner.id, id)] as const)));
      return { farms, valley, records, connections, columns: columns.map((c) => c.column_name), shown };
    });

    expect(result.connections).toEqual([
      { supplier_tenant_id: result.farms, status: 'ACTIVE', requested_by: 'merchant', merchant_supplier_id: result.records.farms, merchant_id: null },
      { supplier_tenant_id: result.valley, status: 'ACTIVE', requested_by: 'merchant', merchant_supplier_id: result.records.valley, merchant_id: null },
    ]);
    expect(result.columns).not.toContain('supplier_client_id');
    expect(result.columns).not.toContain('relationship_status');
    expect(result.shown.farms).toMatchObject({ relationship_status: 'ACTIVE', supplier_client: result.farms, supplier_client_name: 'Fresh Farms' });
    // A second record of the same supplier tenant cannot hold a second live connection: it is off-system now.
    expect(result.shown.farmsAgain).toMatchObject({ relationship_status: 'OFF_SYSTEM', supplier_client: null, connection: null });
    expect(result.shown.plain).toMatchObject({ relationship_status: 'OFF_SYSTEM', connection: null });
  });
});
