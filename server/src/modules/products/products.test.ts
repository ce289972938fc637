import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { openMerchantTests } from '../../../test/merchant';
import { FILES, type FormValue } from '../../../test/multipart';

const m = openMerchantTests();
const names = (res: { json(): any }) => res.json().results.map((p: any) => p.product_name);
const stored = async () => readdir(path.join(m.t.config.dataDir, 'uploads', 'product-images')).catch(() => [] as string[]);
const idOf = async (table: string, column: string, value: string, tenant: 'bistro' | 'harbor' = 'bistro') =>
  (await m.rows<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value], tenant))[0].id;
const create = (fields: Record<string, FormValue | FormValue[]>) => m.form('POST', '/merchant-products/products/', fields);
const productCount = async () => (await m.rows<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0].n;

describe('GET merchant-products/products/', () => {
  it('pages by limit and offset with {count, results}, by name', async () => {
    const first = await m.call('GET', '/merchant-products/products/?limit=3&offset=0');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(16);
    expect(names(first)).toEqual(['All-Purpose Flour', 'Arborio Rice', 'Atlantic Salmon']);
    expect(names(await m.call('GET', '/merchant-products/products/?limit=3&offset=3'))).toEqual(['Chicken Thighs', 'Cold Brew Coffee', 'Extra Virgin Olive Oil']);
    expect(names(await m.call('GET', '/merchant-products/products/?limit=10&offset=15'))).toEqual(['Yellow Onions']);
    expect((await m.call('GET', '/merchant-products/products/?limit=10&offset=40')).json()).toEqual({ count: 16, results: [] });
    // page/page_size are read when limit and offset are absent.
    expect(names(await m.call('GET', '/merchant-products/products/?page=2&page_size=3'))).toEqual(['Chicken Thighs', 'Cold Brew Coffee', 'Extra Virgin Olive Oil']);
    expect((await m.call('GET', '/merchant-products/products/')).json().results).toHaveLength(16);
  });

  it('searches the name or the SKU in any case', async () => {
    const byName = await m.call('GET', '/merchant-products/products/?search=ROMA');
    expect(byName.json()).toMatchObject({ count: 2 });
    expect(names(byName)).toEqual(['Roma Tomatoes', 'Romaine Lettuce']);
    expect(names(await m.call('GET', '/merchant-products/products/?search=dai-')).length).toBe(4);
    expect(names(await m.call('GET', '/merchant-products/products/?search=bev-cbc&limit=10'))).toEqual(['Cold Brew Coffee']);
    expect((await m.call('GET', '/merchant-products/products/?search=_')).json().count).toBe(0);
  });

  it('answers each product with its category, unit, taxes and preferred offer', async () => {
    const [milk] = (await m.call('GET', '/merchant-products/products/?search=Whole%20Milk')).json().results;
    const metro = await idOf('suppliers', 'name', 'Metro Restaurant Supply');
    expect(milk).toMatchObject({
      product_name: 'Whole Milk',
      sku: 'DAI-MLK-01',
      category_name: 'Dairy',
      unit_name: 'gal',
      status: 'ACT',
      base_price: 4.15,
      quantity: 0,
      taxes: [await idOf('taxes', 'name', 'Oregon Sales Tax')],
      image: null,
      image_url: null,
      preferred_supplier: metro,
      preferred_supplier_id: metro,
      preferred_supplier_name: 'Metro Restaurant Supply',
      preferred_offer: { id: expect.any(Number), supplier: { id: metro, name: 'Metro Restaurant Supply' } },
    });
    const [coffee] = (await m.call('GET', '/merchant-products/products/?search=Cold%20Brew')).json().results;
    expect(coffee).toMatchObject({ preferred_supplier: null, preferred_offer: null });
  });
});

describe('POST merchant-products/products/', () => {
  it('creates a product from the whole form: multipart, taxes once per id, images, preferred supplier', async () => {
    const before = await stored();
    const [dairy, lb, stateTax, bevTax, ocean] = [
      await idOf('categories', 'category_name', 'Dairy'),
      await idOf('units', 'unit_choice', 'lb'),
      await idOf('taxes', 'name', 'Oregon Sales Tax'),
      await idOf('taxes', 'name', 'Portland Beverage Tax'),
      await idOf('suppliers', 'name', 'Ocean Catch Seafood'),
    ];
    const res = await create({
      product_name: '  Burrata  ',
      pos_name: 'BURRATA',
      sku: ' DAI-BUR-05 ',
      base_price: '12.5',
      category: String(dairy),
      units: String(lb),
      status: 'OUT',
      description: 'Creamy',
      quantity: '4',
      taxes: [String(stateTax), String(bevTax)],
      gross_weight: '1.125',
      net_weight: '1',
      height: '5.25',
      length: '10',
      volume: '0.5',
      pack_size: '6 x 125 g',
      pack_weight: '0.75',
      limits: 'Max 10',
      ingredients: 'Milk, cream',
      handling_instructions: 'Keep cold',
      preferred_supplier_id: String(ocean),
      image: { name: 'burrata.png', type: 'image/png', content: FILES.png },
      image_high_res: { name: 'burrata-large.webp', type: 'image/webp', content: FILES.webp },
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      product_name: 'Burrata',
      pos_name: 'BURRATA',
      sku: 'DAI-BUR-05',
      base_price: 12.5,
      category: dairy,
      category_name: 'Dairy',
      units: lb,
      unit_name: 'lb',
      status: 'OUT',
      description: 'Creamy',
      quantity: 4,
      taxes: [stateTax, bevTax].sort((a, b) => a - b),
      gross_weight: 1.125,
      net_weight: 1,
      height: 5.25,
      length: 10,
      volume: 0.5,
      pack_size: '6 x 125 g',
      pack_weight: 0.75,
      limits: 'Max 10',
      ingredients: 'Milk, cream',
      handling_instructions: 'Keep cold',
      preferred_supplier: ocean,
      preferred_supplier_name: 'Ocean Catch Seafood',
    });
    expect(p.image).toMatch(/^product-images\/[\w-]{24}\.png$/);
    expect(p.image_url).toBe(`/1/api/media/${p.image}`);
    expect(p.image_high_res_url).toMatch(/^\/1\/api\/media\/product-images\/[\w-]{24}\.webp$/);
    expect((await stored()).length).toBe(before.length + 2);
    expect((await m.t.request({ url: p.image_url })).statusCode).toBe(200);
    // The preferred supplier got an active offer.
    expect((await m.call('GET', `/merchant-products/offers/?product=${p.id}`)).json()).toEqual([
      {
        id: expect.any(Number),
        product_id: p.id,
        supplier_id: ocean,
        supplier: { id: ocean, name: 'Ocean Catch Seafood' },
        is_active: true,
        is_preferred: true,
        supplier_product_id: null,
        price: null,
      },
    ]);
  });

  it("takes the inventory's quick-create (name, sku, category, price, status ACT) with the form's defaults", async () => {
    const res = await create({ product_name: 'Quick Oats', sku: 'DRY-OAT-09', category: String(await idOf('categories', 'category_name', 'Dry Goods')), base_price: '3.10', status: 'ACT' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      product_name: 'Quick Oats',
      base_price: 3.1,
      status: 'ACT',
      quantity: 0,
      units: null,
      taxes: [],
      pos_name: null,
      description: null,
      preferred_offer: null,
    });
    // Empty values count as omitted.
    const empty = await create({
      product_name: 'Blank Fields',
      category: String(await idOf('categories', 'category_name', 'Dry Goods')),
      sku: '',
      base_price: '',
      quantity: '',
      units: '',
      preferred_supplier_id: '',
      pos_name: ' ',
    });
    expect(empty.json()).toMatchObject({ sku: null, base_price: 0, quantity: 0, units: null, pos_name: null });
  });

  it('answers every field error at once and stores nothing', async () => {
    const before = await productCount();
    const missing = await create({ sku: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ product_name: ['This field is required.'], category: ['This field is required.'] });
    const bad = await create({
      product_name: '  ',
      category: '1',
      quantity: '-1',
      base_price: '1,234.50',
      status: 'NEW',
      gross_weight: 'heavy',
    });
    expect(bad.json()).toEqual({
      product_name: ['This field may not be blank.'],
      quantity: ['Ensure this value is greater than or equal to 0.'],
      base_price: ['A valid number is required.'],
      status: ['"NEW" is not a valid choice.'],
      gross_weight: ['A valid number is required.'],
    });
    expect((await create({ product_name: 'Half', category: '1', quantity: '1.5' })).json()).toEqual({ quantity: ['A valid integer is required.'] });
    const refs = await create({
      product_name: 'Ghost',
      category: '9999',
      units: '9998',
      taxes: ['9997', String(await idOf('taxes', 'name', 'Oregon Sales Tax'))],
      preferred_supplier_id: '9996',
      sku: 'prd-tom-01',
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json()).toEqual({
      category: ['Invalid pk "9999" - object does not exist.'],
      units: ['Invalid pk "9998" - object does not exist.'],
      taxes: ['Invalid pk "9997" - object does not exist.'],
      preferred_supplier_id: ['Invalid pk "9996" - object does not exist.'],
      sku: ['product with this sku already exists.'],
    });
    expect(await productCount()).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and the spec message, writing nothing', async () => {
    const before = await stored();
    const rows = await productCount();
    const big = Buffer.concat([FILES.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await create({
      product_name: 'Huge Photo',
      category: '1',
      image: { name: 'ok.png', type: 'image/png', content: FILES.png },
      image_high_res: { name: 'big.jpg', type: 'image/jpeg', content: big },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ image_high_res: ['File too large. Max 5.0MB.'] });
    expect(await stored()).toEqual(before);
    expect(await productCount()).toBe(rows);
  });

  it('refuses a file that is not jpeg, png or webp by its bytes, and a failed form keeps no file', async () => {
    const before = await stored();
    const gif = await create({ product_name: 'Gif', category: '1', image: { name: 'a.png', type: 'image/png', content: FILES.gif } });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ image: ['Unsupported type: image/gif.'] });
    const late = await create({ product_name: 'Late failure', category: '9999', image: { name: 'ok.png', type: 'image/png', content: FILES.png } });
    expect(late.json()).toEqual({ category: ['Invalid pk "9999" - object does not exist.'] });
    expect(await stored()).toEqual(before);
  });
});

describe('GET, PUT and DELETE merchant-products/products/{id}/', () => {
  async function burger() {
    const res = await create({
      product_name: 'Burger Buns',
      sku: `BAK-BUN-${Math.random().toString(36).slice(2, 8)}`,
      category: String(await idOf('categories', 'category_name', 'Bakery')),
      base_price: '4',
      quantity: '12',
      taxes: String(await idOf('taxes', 'name', 'Oregon Sales Tax')),
      description: 'Brioche',
      image: { name: 'bun.jpg', type: 'image/jpeg', content: FILES.jpeg },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('gets a product, or 404', async () => {
    const p = await burger();
    expect((await m.call('GET', `/merchant-products/products/${p.id}/`)).json()).toEqual(p);
    expect((await m.call('GET', '/merchant-products/products/99999/')).statusCode).toBe(404);
  });

  it('PUT replaces the fields (omitted ones take their defaults) and keeps the images unless new ones come', async () => {
    const p = await burger();
    const res = await m.form('PUT', `/merchant-products/products/${p.id}/`, {
      product_name: 'Brioche Buns',
      category: String(p.category),
      sku: p.sku.toLowerCase(),
      base_price: '4.5',
      image: '/1/api/media/whatever',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ product_name: 'Brioche Buns', base_price: 4.5, quantity: 0, taxes: [], description: null, status: 'ACT', image: p.image, image_high_res: null });
    expect(new Date(res.json().updated_at).getTime()).toBeGreaterThan(new Date(p.updated_at).getTime());
  });

  it('PUT with a new image deletes the replaced file after saving', async () => {
    const p = await burger();
    const oldName = p.image.split('/')[1];
    expect(await stored()).toContain(oldName);
    const res = await m.form('PUT', `/merchant-products/products/${p.id}/`, {
      product_name: p.product_name,
      category: String(p.category),
      image: { name: 'new.webp', type: 'image/webp', content: FILES.webp },
    });
    expect(res.json().image).toMatch(/\.webp$/);
    const files = await stored();
    expect(files).not.toContain(oldName);
    expect(files).toContain(res.json().image.split('/')[1]);
  });

  it('PUT sets, moves and clears the preferred supplier with preferred_supplier_id', async () => {
    const p = await burger();
    const [metro, costco] = [await idOf('suppliers', 'name', 'Metro Restaurant Supply'), await idOf('suppliers', 'name', 'Costco Business Center')];
    const put = (preferred: string) =>
      m.form('PUT', `/merchant-products/products/${p.id}/`, { product_name: p.product_name, category: String(p.category), preferred_supplier_id: preferred });
    expect((await put(String(metro))).json()).toMatchObject({ preferred_supplier: metro });
    expect((await put(String(costco))).json()).toMatchObject({ preferred_supplier: costco, preferred_supplier_name: 'Costco Business Center' });
    const offers = (await m.call('GET', `/merchant-products/offers/?product=${p.id}`)).json();
    expect(offers.map((o: any) => [o.supplier.name, o.is_preferred])).toEqual([
      ['Costco Business Center', true],
      ['Metro Restaurant Supply', false],
    ]);
    expect((await put('')).json()).toMatchObject({ preferred_supplier: null, preferred_offer: null });
    expect((await m.call('GET', `/merchant-products/offers/?product=${p.id}`)).json()).toHaveLength(2);
  });

  it("PUT refuses another product's SKU and a missing product", async () => {
    const p = await burger();
    const res = await m.form('PUT', `/merchant-products/products/${p.id}/`, { product_name: 'X', category: String(p.category), sku: 'BAK-SOU-01' });
    expect(res.json()).toEqual({ sku: ['product with this sku already exists.'] });
    expect((await m.form('PUT', '/merchant-products/products/99999/', { product_name: 'X', category: '1' })).statusCode).toBe(404);
  });

  it('deletes a product with its offers and images', async () => {
    const p = await burger();
    await m.call('POST', '/merchant-products/offers/', { product_id: p.id, supplier_id: await idOf('suppliers', 'name', 'Fresh Farms') });
    expect((await m.call('DELETE', `/merchant-products/products/${p.id}/`)).statusCode).toBe(204);
    expect(await stored()).not.toContain(p.image.split('/')[1]);
    expect(await m.rows('SELECT id FROM offers WHERE product_id = $1', [p.id])).toEqual([]);
    expect((await m.call('DELETE', `/merchant-products/products/${p.id}/`)).statusCode).toBe(404);
  });
});

describe('GET merchant-products/products/{id}/eligible-suppliers/', () => {
  it("answers the active suppliers with an active offer, preferred first, with shop_in_store and this merchant's price", async () => {
    const tomatoes = await idOf('products', 'product_name', 'Roma Tomatoes');
    const res = await m.call('GET', `/merchant-products/products/${tomatoes}/eligible-suppliers/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: await idOf('suppliers', 'name', 'Fresh Farms'), name: 'Fresh Farms', supplier_name: 'Fresh Farms', is_preferred: true, shop_in_store: false, price: 1.35 },
      {
        id: await idOf('suppliers', 'name', 'Costco Business Center'),
        name: 'Costco Business Center',
        supplier_name: 'Costco Business Center',
        is_preferred: false,
        shop_in_store: true,
        price: 2.12,
      },
    ]);
    await m.rows("UPDATE suppliers SET is_active = false WHERE name = 'Costco Business Center'");
    expect((await m.call('GET', `/merchant-products/products/${tomatoes}/eligible-suppliers/`)).json().map((s: any) => s.name)).toEqual(['Fresh Farms']);
    await m.rows("UPDATE suppliers SET is_active = true WHERE name = 'Costco Business Center'");
    await m.rows('UPDATE offers SET is_active = false WHERE product_id = $1 AND is_preferred', [tomatoes]);
    expect((await m.call('GET', `/merchant-products/products/${tomatoes}/eligible-suppliers/`)).json().map((s: any) => s.name)).toEqual(['Costco Business Center']);
    expect((await m.call('GET', '/merchant-products/products/99999/eligible-suppliers/')).statusCode).toBe(404);
  });
});

describe('two merchant tenants', () => {
  it("Harbor Cafe sees none of Corner Bistro's products, and cannot read, change or delete them", async () => {
    const res = await create({ product_name: 'Bistro Secret Sauce', category: '1', sku: 'SECRET-1' });
    const secret = res.json();
    expect(names(await m.call('GET', '/merchant-products/products/?search=Secret', undefined, 'harbor'))).toEqual([]);
    expect((await m.call('GET', '/merchant-products/products/', undefined, 'harbor')).json().count).toBe(3);
    expect((await m.call('GET', `/merchant-products/products/${secret.id}/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.form('PUT', `/merchant-products/products/${secret.id}/`, { product_name: 'Stolen', category: '1' }, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/products/${secret.id}/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.call('GET', `/merchant-products/products/${secret.id}/`)).json().product_name).toBe('Bistro Secret Sauce');
    // A SKU is unique per merchant, not across merchants.
    expect((await m.form('POST', '/merchant-products/products/', { product_name: 'Harbor Sauce', category: '1', sku: 'SECRET-1' }, 'harbor')).statusCode).toBe(201);
  });
});
