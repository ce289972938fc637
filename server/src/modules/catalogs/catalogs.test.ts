// The supplier's catalog calls: list, detail, create and update with an image, and the
// assignment of merchants and products; isolation between two suppliers; the gate for merchants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO, HOSTS, type TestContext } from '../../../test/helpers';
import { FILES, multipart, type FormValue } from '../../../test/multipart';
import { openSupplierTests, type Caller } from '../../../test/second-supplier';

let t: TestContext;
let farms: Caller;
let valley: Caller;
beforeAll(async () => void ({ t, farms, valley } = await openSupplierTests()));
afterAll(() => t.close());
const list = (as = farms) => t.request({ url: '/1/api/catalogs/list-catalogs/', ...as });
const get = (id: number, as = farms) => t.request({ url: `/1/api/catalogs/catalog-detail/${id}`, ...as });
async function save(fields: Record<string, FormValue>, id?: number, as = farms) {
  const { payload, headers } = await multipart(fields);
  const url = id ? `/1/api/catalogs/update-catalog/${id}` : '/1/api/catalogs/add-catalog/';
  return t.request({ method: id ? 'PATCH' : 'POST', url, payload, headers, ...as });
}
const assignment = (method: 'POST' | 'DELETE', kind: 'merchants' | 'products', catalogId: number, id: number, as = farms) =>
  method === 'POST'
    ? t.request({ method, url: `/1/api/catalogs/${catalogId}/${kind}/`, payload: { [kind === 'merchants' ? 'merchant_id' : 'product_id']: id }, ...as })
    : t.request({ method, url: `/1/api/catalogs/${catalogId}/${kind}/${id}/`, ...as });
const images = async () => readdir(path.join(t.config.dataDir, 'uploads', 'catalog-images')).catch(() => [] as string[]);
const merchantId = async (name: string) => (await t.request({ url: '/1/api/merchants/list-merchants/', ...farms })).json().find((m: any) => m.merchant_name === name).id as number;
const productId = async (sku: string) => (await t.request({ url: `/1/api/supplier-products/products/?search=${sku}`, ...farms })).json().results[0].id as number;

describe('GET catalogs/list-catalogs/ and catalogs/catalog-detail/{id}', () => {
  it('answers the catalogs newest first with their merchants, products, creator and flags', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const catalogs = res.json();
    expect(catalogs.map((c: any) => c.catalog_name)).toEqual(['Spring Specials', 'Bakery & Eggs', 'Restaurant Produce', 'Corner Bistro Pricing']);
    expect(catalogs[2]).toMatchObject({
      description: 'Everyday vegetables, herbs and citrus for restaurant kitchens.',
      image: null,
      is_active: true,
      created_by: { id: expect.any(Number), username: 'supplier' },
      updated_by_super_admin: false,
      merchants: [
        { id: expect.any(Number), name: 'Corner Bistro' },
        { id: expect.any(Number), name: 'Harbor Cafe' },
      ],
    });
    expect(catalogs[2].products.map((p: any) => p.name)).toEqual(['Flat-Leaf Parsley', 'Fresh Basil', 'Garlic', 'Lemons', 'Limes', 'Roma Tomatoes', 'Romaine Hearts', 'Yellow Onions']);
    expect(catalogs[0]).toMatchObject({ description: null, is_active: false, merchants: [] });
    expect((await get(catalogs[1].id)).json()).toEqual(catalogs[1]);
    expect((await get(99999)).statusCode).toBe(404);
  });
});

describe('POST catalogs/add-catalog/ and PATCH catalogs/update-catalog/{id}', () => {
  it("creates a catalog (multipart, is_active 'false') with an image; the caller is its creator", async () => {
    const res = await save({
      catalog_name: ' Winter Roots ',
      description: ' Beets, turnips and more. ',
      is_active: 'false',
      image: { name: 'roots.png', type: 'image/png', content: FILES.png },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ catalog_name: 'Winter Roots', description: 'Beets, turnips and more.', is_active: false, merchants: [], products: [], created_by: { username: 'supplier' } });
    expect(c.image).toMatch(/^\/1\/api\/media\/catalog-images\/[A-Za-z0-9_-]{24}\.png$/);
    expect((await t.request({ url: c.image })).statusCode).toBe(200);
    expect((await list()).json()[0].id).toBe(c.id);
    const plain = await save({ catalog_name: 'Plain', description: '' });
    expect(plain.json()).toMatchObject({ is_active: true, description: null, image: null });
  });

  it('refuses a blank or missing name and a bad image, storing nothing', async () => {
    const before = await images();
    const count = (await list()).json().length;
    expect((await save({ catalog_name: '  ' })).json()).toEqual({ catalog_name: ['This field may not be blank.'] });
    expect((await save({ description: 'No name' })).json()).toEqual({ catalog_name: ['This field is required.'] });
    expect((await save({ catalog_name: 'Odd', is_active: 'maybe' })).json()).toEqual({ is_active: ['Must be a valid boolean.'] });
    expect((await save({ catalog_name: 'Text', image: { name: 'a.png', type: 'image/png', content: FILES.text } })).json()).toEqual({ image: ['Unsupported type: text/plain.'] });
    expect(await images()).toEqual(before);
    expect((await list()).json()).toHaveLength(count);
  });

  it('updates only the sent fields; a new image replaces the old file; 404 for an unknown catalog', async () => {
    const created = (await save({ catalog_name: 'Herbs', description: 'Fresh herbs', image: { name: 'a.png', type: 'image/png', content: FILES.png } })).json();
    const renamed = await save({ catalog_name: 'Herb Garden', is_active: 'false' }, created.id);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ catalog_name: 'Herb Garden', description: 'Fresh herbs', is_active: false, image: created.image });
    const reimaged = await save({ image: { name: 'b.jpg', type: 'image/jpeg', content: FILES.jpeg } }, created.id);
    expect(reimaged.json().image).toMatch(/\.jpg$/);
    expect(await images()).not.toContain(created.image.split('/').pop());
    expect((await save({ catalog_name: 'Ghost' }, 99999)).statusCode).toBe(404);
  });
});

describe('assignments', () => {
  it('assigns merchants and products (once each) and takes them off, each call answering the catalog', async () => {
    const c = (await save({ catalog_name: 'Assignments' })).json();
    const harbor = await merchantId('Harbor Cafe');
    const sunrise = await merchantId('Sunrise Bakery');
    const lemons = await productId('FF-CIT-LEMN');
    expect((await assignment('POST', 'merchants', c.id, sunrise)).json().merchants.map((m: any) => m.name)).toEqual(['Sunrise Bakery']);
    expect((await assignment('POST', 'merchants', c.id, harbor)).statusCode).toBe(200);
    // Assigning again changes nothing.
    expect((await assignment('POST', 'merchants', c.id, harbor)).json().merchants.map((m: any) => m.name)).toEqual(['Harbor Cafe', 'Sunrise Bakery']);
    const withProduct = await assignment('POST', 'products', c.id, lemons);
    expect(withProduct.json().products).toEqual([{ id: lemons, name: 'Lemons', sku: 'FF-CIT-LEMN', unit: 'lb', is_active: true, list_price: 1.79, price: 1.79, has_catalog_price: false }]);
    expect((await assignment('DELETE', 'merchants', c.id, sunrise)).json().merchants.map((m: any) => m.name)).toEqual(['Harbor Cafe']);
    // Taking off what is not assigned changes nothing.
    expect((await assignment('DELETE', 'merchants', c.id, sunrise)).json().merchants.map((m: any) => m.name)).toEqual(['Harbor Cafe']);
    expect((await assignment('DELETE', 'products', c.id, lemons)).json().products).toEqual([]);
    expect((await get(c.id)).json()).toMatchObject({ merchants: [{ name: 'Harbor Cafe' }], products: [] });
    // The list shows the merchants too.
    expect((await list()).json().find((x: any) => x.id === c.id).merchants).toEqual([{ id: harbor, name: 'Harbor Cafe' }]);
  });

  it('answers 400 on the field for a merchant or product the supplier does not have, 404 for an unknown catalog', async () => {
    const c = (await save({ catalog_name: 'Strict' })).json();
    expect((await assignment('POST', 'merchants', c.id, 99999)).json()).toEqual({ merchant_id: ['Invalid pk "99999" - object does not exist.'] });
    expect((await assignment('POST', 'products', c.id, 99999)).json()).toEqual({ product_id: ['Invalid pk "99999" - object does not exist.'] });
    expect((await assignment('DELETE', 'products', c.id, 99999)).statusCode).toBe(400);
    expect((await assignment('POST', 'merchants', 99999, await merchantId('Harbor Cafe'))).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/1/api/catalogs/${c.id}/merchants/`, payload: {}, ...farms })).json()).toEqual({ merchant_id: ['This field is required.'] });
  });
});

describe('isolation and the gate', () => {
  it("a supplier never sees or changes another supplier's catalogs, nor assigns its merchants or products (404 / 400)", async () => {
    const [farmsCatalog] = (await list()).json();
    expect((await list(valley)).json()).toEqual([]);
    expect((await get(farmsCatalog.id, valley)).statusCode).toBe(404);
    expect((await save({ catalog_name: 'Taken over' }, farmsCatalog.id, valley)).statusCode).toBe(404);
    expect((await assignment('POST', 'merchants', farmsCatalog.id, 1, valley)).statusCode).toBe(404);
    // Green Valley's own catalog cannot take Fresh Farms' merchants or products: they do not exist there.
    const own = (await save({ catalog_name: 'Valley Basics' }, undefined, valley)).json();
    expect((await assignment('POST', 'merchants', own.id, await merchantId('Corner Bistro'), valley)).statusCode).toBe(400);
    expect((await assignment('POST', 'products', own.id, await productId('FF-TOM-ROMA'), valley)).statusCode).toBe(400);
    expect((await list()).json().map((c: any) => c.catalog_name)).not.toContain('Valley Basics');
  });

  it("a merchant gets the gate's answer (403 on their own domain)", async () => {
    const merchant = await t.login(DEMO.merchant, HOSTS.bistro);
    expect((await list({ token: merchant, host: HOSTS.bistro })).statusCode).toBe(403);
  });
});
