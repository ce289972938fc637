// The demo trading network (decisions.md "Connections"): Corner Bistro and Fresh Farms are
// connected (ACTIVE), tied on each side to its record of the other; Harbor Cafe has asked Fresh
// Farms to connect (INVITED, requested by the merchant), tied to its own Fresh Farms record. Corner
// Bistro's offers of Fresh Farms are tied to Fresh Farms' products, so they take its catalog prices.
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

// Corner Bistro's SKU and Fresh Farms' SKU of the same product.
export const BISTRO_TO_FRESH_FARMS: [string, string][] = [
  ['PRD-TOM-01', 'FF-TOM-ROMA'],
  ['PRD-LET-02', 'FF-LET-ROM3'],
  ['PRD-ONI-03', 'FF-ONI-YELL'],
  ['PRD-BAS-04', 'FF-HRB-BASL'],
  ['DAI-EGG-04', 'FF-EGG-LGBR'],
  ['BAK-SOU-01', 'FF-BAK-SOUR'],
];

export async function seedNetwork(tx: Tx, opts: { bistro: Tenant; harbor: Tenant; freshFarms: Tenant }): Promise<void> {
  const freshFarms = await idByName(tx, opts.bistro.schema_name, 'suppliers', 'name', 'Fresh Farms');
  await insertConnection(tx, {
    merchant_tenant_id: opts.bistro.id,
    supplier_tenant_id: opts.freshFarms.id,
    status: 'ACTIVE',
    requested_by: 'merchant',
    merchant_supplier_id: freshFarms,
    merchant_id: await idByName(tx, opts.freshFarms.schema_name, 'merchants', 'merchant_name', 'Corner Bistro'),
  });
  const [b, f] = [quoteIdent(opts.bistro.schema_name), quoteIdent(opts.freshFarms.schema_name)];
  for (const [bistroSku, farmsSku] of BISTRO_TO_FRESH_FARMS) {
    await tx.query(
      `UPDATE ${b}.offers o SET supplier_product_id = (SELECT id FROM ${f}.supplier_products WHERE sku = $3)
        FROM ${b}.products p WHERE p.id = o.product_id AND p.sku = $2 AND o.supplier_id = $1`,
      [freshFarms, bistroSku, farmsSku],
    );
  }
  await insertConnection(tx, {
    merchant_tenant_id: opts.harbor.id,
    supplier_tenant_id: opts.freshFarms.id,
    status: 'INVITED',
    requested_by: 'merchant',
    merchant_supplier_id: await idByName(tx, opts.harbor.schema_name, 'suppliers', 'name', 'Fresh Farms'),
  });
}
