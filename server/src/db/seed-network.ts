// The demo trading network (decisions.md "Connections"): Corner Bistro and Fresh Farms are
// connected (ACTIVE), tied on each side to its record of the other; Harbor Cafe has asked Fresh
// Farms to connect (INVITED, requested by the merchant), tied to its own Fresh Farms record.
import type { Tx } from './database';
import { quoteIdent } from './identifiers';
import { insertConnection } from '../modules/connections/repo';

interface Tenant {
  id: number;
  schema_name: string;
}

async function idByName(tx: Tx, schema: string, table: 'suppliers' | 'merchants', column: 'name' | 'merchant_name', name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM ${quoteIdent(schema)}.${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`, [name]);
  if (!row) throw new Error(`seed: no ${table} row named ${name} in ${schema}`);
  return row.id;
}

export async function seedNetwork(tx: Tx, opts: { bistro: Tenant; harbor: Tenant; freshFarms: Tenant }): Promise<void> {
  await insertConnection(tx, {
    merchant_tenant_id: opts.bistro.id,
    supplier_tenant_id: opts.freshFarms.id,
    status: 'ACTIVE',
    requested_by: 'merchant',
    merchant_supplier_id: await idByName(tx, opts.bistro.schema_name, 'suppliers', 'name', 'Fresh Farms'),
    merchant_id: await idByName(tx, opts.freshFarms.schema_name, 'merchants', 'merchant_name', 'Corner Bistro'),
  });
  await insertConnection(tx, {
    merchant_tenant_id: opts.harbor.id,
    supplier_tenant_id: opts.freshFarms.id,
    status: 'INVITED',
    requested_by: 'merchant',
    merchant_supplier_id: await idByName(tx, opts.harbor.schema_name, 'suppliers', 'name', 'Fresh Farms'),
  });
}
