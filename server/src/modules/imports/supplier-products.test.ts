// The supplier products import into a catalog at a catalog price (issue 26, item 1), on real PGlite:
// created, updated and skipped rows, a catalog that does not exist as the row's problem, and each
// supplier seeing only its own catalogs (Fresh Farms beside Green Valley).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { openSupplierTests, type Caller, type SupplierTests } from '../../../test/second-supplier';

let s: SupplierTests;
beforeAll(async () => {
  s = await openSupplierTests();
  await s.t.db.query("INSERT INTO fresh_farms.catalogs (catalog_name) VALUES ('Import Restaurants'), ('Import Hotels')");
  await s.t.db.query("INSERT INTO green_valley.catalogs (catalog_name) VALUES ('Valley Only')");
});
afterAll(() => s.t.close());

async function upload(text: string, as: Caller = s.farms) {
  const { payload, headers } = await multipart({ kind: 'supplier-products', file: { name: 'p.csv', type: 'text/csv', content: text } });
  const res = await s.t.request({ method: 'POST', url: '/1/api/imports/', payload, headers, ...as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function importRows(text: string, on_existing: 'update' | 'skip', as: Caller = s.farms) {
  const { id } = await upload(text, as);
  const res = await s.t.request({ method: 'POST', url: `/1/api/imports/${id}/commit/`, payload: { on_existing }, ...as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** Fresh Farms' catalog places of the test's products: [catalog, sku, catalog price]. */
const placed = async (schema = 'fresh_farms') =>
  (
    await s.t.db.query<{ catalog_name: string; sku: string; price: string | null }>(
      `SELECT c.catalog_name, p.sku, cp.price FROM ${schema}.catalog_products cp
         JOIN ${schema}.catalogs c ON c.id = cp.catalog_id JOIN ${schema}.supplier_products p ON p.id = cp.product_id
        WHERE p.sku LIKE 'IMP-%' ORDER BY c.catalog_name, p.sku`,
    )
  ).map((r) => [r.catalog_name, r.sku, r.price === null ? null : Number(r.price)]);

const HEADER = 'SKU,Name,Price,Catalog,Catalog price';

describe('supplier products into a catalog', () => {
  it('maps the Catalog and Catalog price columns, and creates products in the catalog named (any case) at its price', async () => {
    const preview = await upload(`${HEADER}\nIMP-A,Apple,2,import restaurants,1.80\n`);
    expect(preview.mapping).toMatchObject({ catalog: 'Catalog', catalog_price: 'Catalog price' });
    expect(await importRows(`${HEADER}\nIMP-A,Apple,2,import restaurants,1.80\nIMP-B,Bean,3,,\n`, 'update')).toEqual({ created: 2, updated: 0, skipped: 0 });
    expect(await placed()).toEqual([['Import Restaurants', 'IMP-A', 1.8]]);
  });

  it('on update: changes the catalog price, adds to another catalog, and a blank catalog price keeps the one set (a new place follows the list price)', async () => {
    expect(await importRows(`${HEADER}\nimp-a,Apple,2.5,Import Restaurants,1.70\nIMP-B,Bean,3,Import Restaurants,\n`, 'update')).toEqual({ created: 0, updated: 2, skipped: 0 });
    expect(await importRows(`${HEADER}\nIMP-A,Apple,2.5,Import Restaurants,\nIMP-A2,Apricot,1,Import Hotels,0.9\n`, 'update')).toEqual({ created: 1, updated: 1, skipped: 0 });
    expect(await placed()).toEqual([
      ['Import Hotels', 'IMP-A2', 0.9],
      ['Import Restaurants', 'IMP-A', 1.7],
      ['Import Restaurants', 'IMP-B', null],
    ]);
    const [apple] = await s.t.db.query<{ price: string }>("SELECT price FROM fresh_farms.supplier_products WHERE sku = 'IMP-A'");
    expect(Number(apple.price)).toBe(2.5);
  });

  it('on skip: an existing product stays out of the catalog and keeps its prices', async () => {
    expect(await importRows(`${HEADER}\nIMP-A,Apple,9,Import Hotels,8\n`, 'skip')).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect((await placed()).filter(([, sku]) => sku === 'IMP-A')).toEqual([['Import Restaurants', 'IMP-A', 1.7]]);
  });

  it('reports a catalog that does not exist, and a catalog price without a catalog, as row problems', async () => {
    const preview = await upload(`${HEADER}\nIMP-C,Corn,1,Nope,2\nIMP-D,Date,1,,2\nIMP-E,Egg,1,Import Hotels,-1\n`);
    expect(preview).toMatchObject({ total_rows: 3, valid_rows: 0 });
    expect(preview.errors).toEqual([
      { row: 2, column: 'Catalog', message: 'Object with name=Nope does not exist.' },
      { row: 3, column: 'Catalog price', message: 'Name the catalog this catalog price is for.' },
      { row: 4, column: 'Catalog price', message: 'Ensure this value is greater than or equal to 0.' },
    ]);
  });

  it("knows only the importing supplier's own catalogs", async () => {
    const preview = await upload(`${HEADER}\nIMP-V,Valley thing,1,Import Restaurants,1\n`, s.valley);
    expect(preview.errors).toEqual([{ row: 2, column: 'Catalog', message: 'Object with name=Import Restaurants does not exist.' }]);
    expect(await importRows(`${HEADER}\nIMP-V,Valley thing,1,valley only,1\n`, 'update', s.valley)).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await placed('green_valley')).toEqual([['Valley Only', 'IMP-V', 1]]);
    expect((await placed()).some(([, sku]) => sku === 'IMP-V')).toBe(false);
  });
});
