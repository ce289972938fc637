// The supplier's product calls: the paged, searchable list; create and update with an image and
// a SKU unique per supplier; delete; isolation between two suppliers; the gate for merchants.
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
const BASE = '/1/api/supplier-products/products/';
const list = (query = '', as = farms) => t.request({ url: `${BASE}${query}`, ...as });
const get = (id: number, as = farms) => t.request({ url: `${BASE}${id}/`, ...as });
const remove = (id: number, as = farms) => t.request({ method: 'DELETE', url: `${BASE}${id}/`, ...as });
async function save(fields: Record<string, FormValue>, id?: number, as = farms) {
  const { payload, headers } = await multipart(fields);
  return t.request({ method: id ? 'PUT' : 'POST', url: id ? `${BASE}${id}/` : BASE, payload, headers, ...as });
}
const images = async () => readdir(path.join(t.config.dataDir, 'uploads', 'product-images')).catch(() => [] as string[]);

describe('GET supplier-products/products/', () => {
  it("answers the first page of Fresh Farms' products by name with the count", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(count).toBe(24);
    expect(results).toHaveLength(20);
    expect(results.slice(0, 3).map((p: any) => p.name)).toEqual(['Asparagus', 'Baby Spinach', 'Butter Lettuce']);
    expect(results[0]).toMatchObject({ sku: 'FF-ASP-GRN', unit: 'lb', price: 3.4, is_active: false, image: null });
  });

  it('pages with limit and offset, and searches name or SKU in any case', async () => {
    const all = (await list('?limit=1000')).json().results.map((p: any) => p.name);
    const page = (await list('?limit=5&offset=10')).json();
    expect(page.count).toBe(24);
    expect(page.results.map((p: any) => p.name)).toEqual(all.slice(10, 15));
    expect((await list('?search=TOMATO')).json().results.map((p: any) => p.name)).toEqual(['Cherry Tomatoes', 'Heirloom Tomatoes', 'Roma Tomatoes']);
    expect((await list('?search=ff-cit')).json()).toMatchObject({ count: 2, results: [{ name: 'Lemons' }, { name: 'Limes' }] });
    expect((await list('?search=%25')).json().count).toBe(0);
    expect((await list('?limit=0')).statusCode).toBe(400);
  });
});

describe('POST and PUT supplier-products/products/', () => {
  it('creates a product with name, SKU, unit, price, active and an image; reads it back', async () => {
    const res = await save({
      name: ' Purple Kohlrabi ',
      sku: ' FF-KOH-PURP ',
      unit: 'lb',
      price: '2.35',
      is_active: 'true',
      image: { name: 'k.jpg', type: 'image/jpeg', content: FILES.jpeg },
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ name: 'Purple Kohlrabi', sku: 'FF-KOH-PURP', unit: 'lb', price: 2.35, is_active: true });
    expect(p.image).toMatch(/^\/1\/api\/media\/product-images\/[A-Za-z0-9_-]{24}\.jpg$/);
    expect((await t.request({ url: p.image })).statusCode).toBe(200);
    expect((await get(p.id)).json()).toEqual(p);
  });

  it('defaults: price 0, active, no unit', async () => {
    const res = await save({ name: 'Mystery Box', sku: 'FF-MYS-BOX', unit: '' });
    expect(res.json()).toMatchObject({ price: 0, is_active: true, unit: null, image: null });
  });

  it('refuses a SKU another product has, in any case, on create and update (field error on sku)', async () => {
    const taken = await save({ name: 'Other Tomatoes', sku: 'ff-tom-roma' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ sku: ['A product with this SKU already exists.'] });
    const lemons = (await list('?search=Lemons')).json().results[0];
    expect((await save({ sku: 'FF-CIT-LIME' }, lemons.id)).json()).toEqual({ sku: ['A product with this SKU already exists.'] });
    // Its own SKU (another case) is fine.
    expect((await save({ sku: 'ff-cit-lemn' }, lemons.id)).json().sku).toBe('ff-cit-lemn');
  });

  it('refuses blank or missing name and SKU, a negative price, and a bad image, storing nothing', async () => {
    const before = await images();
    expect((await save({ name: ' ', sku: 'X-1' })).json()).toEqual({ name: ['This field may not be blank.'] });
    expect((await save({ name: 'No Sku' })).json()).toEqual({ sku: ['This field is required.'] });
    expect((await save({ name: 'Cheap', sku: 'X-2', price: '-1' })).json()).toEqual({ price: ['Ensure this value is greater than or equal to 0.'] });
    expect((await save({ name: 'Pricey', sku: 'X-3', price: 'abc' })).json()).toEqual({ price: ['A valid number is required.'] });
    const big = await save({ name: 'Big', sku: 'X-4', image: { name: 'b.png', type: 'image/png', content: Buffer.concat([FILES.png, Buffer.alloc(5 * 1024 * 1024)]) } });
    expect(big.statusCode).toBe(413);
    expect((await save({ name: 'Gif', sku: 'X-5', image: { name: 'g.png', type: 'image/png', content: FILES.gif } })).json()).toEqual({ image: ['Unsupported type: image/gif.'] });
    expect(await images()).toEqual(before);
    expect((await list('?search=X-')).json().count).toBe(0);
  });

  it('updates only the sent fields; a new image replaces the old file', async () => {
    const created = (await save({ name: 'Fennel', sku: 'FF-FEN-BULB', unit: 'each', price: '1.25', image: { name: 'a.png', type: 'image/png', content: FILES.png } })).json();
    const res = await save({ price: '1.5', is_active: 'false', image: { name: 'b.webp', type: 'image/webp', content: FILES.webp } }, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: 'Fennel', sku: 'FF-FEN-BULB', unit: 'each', price: 1.5, is_active: false });
    expect(res.json().image).toMatch(/\.webp$/);
    expect(await images()).not.toContain(created.image.split('/').pop());
    expect((await save({ name: 'Ghost' }, 99999)).statusCode).toBe(404);
  });
});

describe('DELETE supplier-products/products/{id}/', () => {
  it('deletes the product, its image and its catalog assignments; then 404', async () => {
    const created = (await save({ name: 'Gone Soon', sku: 'FF-GONE', image: { name: 'a.png', type: 'image/png', content: FILES.png } })).json();
    const [catalog] = (await t.request({ url: '/1/api/catalogs/list-catalogs/', ...farms })).json();
    await t.request({ method: 'POST', url: `/1/api/catalogs/${catalog.id}/products/`, payload: { product_id: created.id }, ...farms });
    expect((await remove(created.id)).statusCode).toBe(204);
    expect((await get(created.id)).statusCode).toBe(404);
    expect(await images()).not.toContain(created.image.split('/').pop());
    const after = (await t.request({ url: `/1/api/catalogs/catalog-detail/${catalog.id}`, ...farms })).json();
    expect(after.products.map((p: any) => p.name)).not.toContain('Gone Soon');
    expect((await remove(created.id)).statusCode).toBe(404);
  });
});

describe('isolation and the gate', () => {
  it("a supplier never sees, changes or deletes another supplier's products (404); SKUs are unique per supplier only", async () => {
    const roma = (await list('?search=FF-TOM-ROMA')).json().results[0];
    expect((await list('', valley)).json()).toEqual({ count: 0, results: [] });
    expect((await get(roma.id, valley)).statusCode).toBe(404);
    expect((await save({ name: 'Mine now' }, roma.id, valley)).statusCode).toBe(404);
    expect((await remove(roma.id, valley)).statusCode).toBe(404);
    const own = await save({ name: 'Valley Romas', sku: 'FF-TOM-ROMA' }, undefined, valley);
    expect(own.statusCode).toBe(201);
    expect((await list('?search=FF-TOM-ROMA')).json().results.map((p: any) => p.name)).toEqual(['Roma Tomatoes']);
  });

  it("a merchant gets the gate's answer (403 on their own domain)", async () => {
    const merchant = await t.login(DEMO.merchant, HOSTS.bistro);
    expect((await list('', { token: merchant, host: HOSTS.bistro })).statusCode).toBe(403);
  });
});
