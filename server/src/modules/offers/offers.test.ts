import { describe, expect, it } from 'vitest';
import { openMerchantTests } from '../../../test/merchant';

const m = openMerchantTests();
const idOf = async (table: string, column: string, value: string, tenant: 'bistro' | 'harbor' = 'bistro') =>
  (await m.rows<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value], tenant))[0].id;
const preferred = (productId: number) => m.rows<{ supplier_id: number }>('SELECT supplier_id FROM offers WHERE product_id = $1 AND is_preferred', [productId]);

async function newProduct(name: string) {
  const res = await m.form('POST', '/merchant-products/products/', { product_name: name, category: String(await idOf('categories', 'category_name', 'Produce')) });
  return res.json().id as number;
}

async function supplierIds() {
  return Promise.all(['Fresh Farms', 'Metro Restaurant Supply', 'Ocean Catch Seafood', 'Costco Business Center'].map((n) => idOf('suppliers', 'name', n)));
}

describe('merchant-products/offers/', () => {
  it("lists a product's offers by supplier name, filtered by supplier or supplier_id, at most page_size", async () => {
    const tomatoes = await idOf('products', 'product_name', 'Roma Tomatoes');
    const [fresh, , , costco] = await supplierIds();
    const res = await m.call('GET', `/merchant-products/offers/?product=${tomatoes}&page_size=500`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        product_id: tomatoes,
        supplier_id: costco,
        supplier: { id: costco, name: 'Costco Business Center' },
        is_active: true,
        is_preferred: false,
        supplier_product_id: null,
        price: 2.12,
      },
      {
        id: expect.any(Number),
        product_id: tomatoes,
        supplier_id: fresh,
        supplier: { id: fresh, name: 'Fresh Farms' },
        is_active: true,
        is_preferred: true,
        supplier_product_id: expect.any(Number),
        price: 1.35,
      },
    ]);
    expect((await m.call('GET', `/merchant-products/offers/?product=${tomatoes}&supplier=${fresh}`)).json().map((o: any) => o.supplier_id)).toEqual([fresh]);
    expect((await m.call('GET', `/merchant-products/offers/?product=${tomatoes}&supplier_id=${costco}`)).json().map((o: any) => o.supplier_id)).toEqual([costco]);
    expect((await m.call('GET', `/merchant-products/offers/?product=${tomatoes}&page_size=1`)).json()).toHaveLength(1);
    expect((await m.call('GET', '/merchant-products/offers/?product=99999')).json()).toEqual([]);
    expect((await m.call('GET', '/merchant-products/offers/')).json()).toEqual({ product: ['This field is required.'] });
  });

  it('adds a supplier as eligible (active, not preferred) once; a second add is refused as not unique', async () => {
    const product = await newProduct('Heirloom Carrots');
    const [fresh] = await supplierIds();
    const res = await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: fresh, is_active: true, is_preferred: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      product_id: product,
      supplier_id: fresh,
      supplier: { id: fresh, name: 'Fresh Farms' },
      is_active: true,
      is_preferred: false,
      supplier_product_id: null,
      price: null,
    });
    const again = await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: fresh });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['The fields product_id, supplier_id must make a unique set.'] });
    // Two adds at once: one is created, the other refused the same way.
    const [metro] = (await supplierIds()).slice(1);
    const both = await Promise.all([1, 2].map(() => m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: metro })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses an unknown product or supplier on their fields', async () => {
    const res = await m.call('POST', '/merchant-products/offers/', { product_id: 99999, supplier_id: 99998 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ product_id: ['Invalid pk "99999" - object does not exist.'], supplier_id: ['Invalid pk "99998" - object does not exist.'] });
  });

  it('an offer added as preferred takes the flag from the others', async () => {
    const product = await newProduct('Shallots');
    const [fresh, metro] = await supplierIds();
    await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: fresh, is_preferred: true });
    await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: metro, is_preferred: true });
    expect(await preferred(product)).toEqual([{ supplier_id: metro }]);
  });

  it('set_preferred makes one offer preferred and clears the others; 404 for an unknown offer', async () => {
    const product = await newProduct('Leeks');
    const offers = [];
    for (const supplier_id of await supplierIds()) offers.push((await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id })).json());
    const res = await m.call('POST', `/merchant-products/offers/${offers[2].id}/set_preferred/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: offers[2].id, is_preferred: true });
    await m.call('POST', `/merchant-products/offers/${offers[0].id}/set_preferred/`);
    expect(await preferred(product)).toEqual([{ supplier_id: offers[0].supplier_id }]);
    expect((await m.call('GET', `/merchant-products/products/${product}/`)).json().preferred_supplier).toBe(offers[0].supplier_id);
    expect((await m.call('POST', '/merchant-products/offers/99999/set_preferred/')).statusCode).toBe(404);
  });

  it('leaves exactly one preferred offer when set_preferred calls race', async () => {
    const product = await newProduct('Fennel');
    const offers: { id: number; supplier_id: number }[] = [];
    for (const supplier_id of await supplierIds()) offers.push((await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id })).json());
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([...offers, ...offers].map((o) => m.call('POST', `/merchant-products/offers/${o.id}/set_preferred/`)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const now = await preferred(product);
      expect(now).toHaveLength(1);
      expect(offers.map((o) => o.supplier_id)).toContain(now[0].supplier_id);
    }
  });

  it('deletes an offer; deleting the preferred one leaves no preferred supplier', async () => {
    const product = await newProduct('Radishes');
    const [fresh] = await supplierIds();
    const offer = (await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: fresh, is_preferred: true })).json();
    expect((await m.call('DELETE', `/merchant-products/offers/${offer.id}/`)).statusCode).toBe(204);
    expect((await m.call('GET', `/merchant-products/products/${product}/`)).json()).toMatchObject({ preferred_supplier: null, preferred_offer: null });
    expect((await m.call('DELETE', `/merchant-products/offers/${offer.id}/`)).statusCode).toBe(404);
  });

  it("keeps Harbor Cafe away from Corner Bistro's offers and suppliers", async () => {
    const product = await newProduct('Bistro Chard');
    const [fresh] = await supplierIds();
    const offer = (await m.call('POST', '/merchant-products/offers/', { product_id: product, supplier_id: fresh })).json();
    const harborProduct = await idOf('products', 'product_name', 'Espresso Beans', 'harbor');
    // Bistro's offer id is no offer in Harbor Cafe.
    expect((await m.call('POST', `/merchant-products/offers/${offer.id}/set_preferred/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/offers/${offer.id}/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.call('GET', `/merchant-products/offers/?product=${product}`, undefined, 'harbor')).json()).toEqual([]);
    // Bistro's fourth supplier is no supplier in Harbor Cafe (which has one).
    const costco = await idOf('suppliers', 'name', 'Costco Business Center');
    const res = await m.call('POST', '/merchant-products/offers/', { product_id: harborProduct, supplier_id: costco }, 'harbor');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ supplier_id: [`Invalid pk "${costco}" - object does not exist.`] });
    expect(await m.rows('SELECT id FROM offers WHERE id = $1', [offer.id])).toHaveLength(1);
  });
});
