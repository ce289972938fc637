import { describe, expect, it } from 'vitest';
import { openMerchantTests } from '../../../test/merchant';

const m = openMerchantTests();
const names = (res: { json(): any }) => res.json().results.map((c: any) => c.category_name);

describe('GET merchant-products/categories/', () => {
  it('answers {count, results} by name, searching the name in any case, paged by page and page_size', async () => {
    const all = await m.call('GET', '/merchant-products/categories/');
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(6);
    expect(names(all)).toEqual(['Bakery', 'Beverages', 'Dairy', 'Dry Goods', 'Meat & Seafood', 'Produce']);
    expect(all.json().results[0]).toEqual({ id: expect.any(Number), category_name: 'Bakery', description: 'Bakery for the kitchen and bar', is_active: true });

    const page2 = await m.call('GET', '/merchant-products/categories/?page=2&page_size=4');
    expect(page2.json()).toMatchObject({ count: 6 });
    expect(names(page2)).toEqual(['Meat & Seafood', 'Produce']);
    // A page past the end still tells how many there are; a search that finds nothing counts 0.
    expect((await m.call('GET', '/merchant-products/categories/?page=3&page_size=4')).json()).toEqual({ count: 6, results: [] });
    expect((await m.call('GET', '/merchant-products/categories/?search=nothing-like-it')).json()).toEqual({ count: 0, results: [] });
    const dry = await m.call('GET', '/merchant-products/categories/?search=dRy');
    expect(names(dry)).toEqual(['Dry Goods']);
    expect(names(await m.call('GET', '/merchant-products/categories/?search=%25'))).toEqual([]);
  });

  it("shows only the tenant's own categories", async () => {
    expect(names(await m.call('GET', '/merchant-products/categories/', undefined, 'harbor'))).toEqual(['Coffee & Tea', 'Pastry']);
  });
});

describe('GET merchant-products/categories/{id}/', () => {
  it('answers the category, and 404 for a category of no one or of another tenant', async () => {
    const { id } = (await m.call('POST', '/merchant-products/categories/', { category_name: 'Pickles', description: 'Jars' })).json();
    const res = await m.call('GET', `/merchant-products/categories/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, category_name: 'Pickles', description: 'Jars', is_active: true });
    expect((await m.call('GET', '/merchant-products/categories/99999/')).statusCode).toBe(404);
    expect((await m.call('GET', `/merchant-products/categories/${id}/`, undefined, 'harbor')).statusCode).toBe(404);
  });
});

describe('POST, PATCH and DELETE merchant-products/categories/', () => {
  it('creates a category with the name trimmed, active by default and an empty description', async () => {
    const res = await m.call('POST', '/merchant-products/categories/', { category_name: '  Frozen  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), category_name: 'Frozen', description: '', is_active: true });
    const withAll = await m.call('POST', '/merchant-products/categories/', { category_name: 'Snacks', description: ' Chips ', is_active: false });
    expect(withAll.json()).toMatchObject({ category_name: 'Snacks', description: 'Chips', is_active: false });
  });

  it('requires a name that is not blank', async () => {
    for (const body of [{}, { category_name: '' }, { category_name: '   ' }]) {
      const res = await m.call('POST', '/merchant-products/categories/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().category_name).toEqual([expect.stringMatching(/^This field (is required|may not be blank)\.$/)]);
    }
  });

  it('edits only the fields sent, and 404 for a category of no one or of another tenant', async () => {
    const { id } = (await m.call('POST', '/merchant-products/categories/', { category_name: 'Spices', description: 'Dried' })).json();
    const res = await m.call('PATCH', `/merchant-products/categories/${id}/`, { is_active: false });
    expect(res.json()).toEqual({ id, category_name: 'Spices', description: 'Dried', is_active: false });
    const renamed = await m.call('PATCH', `/merchant-products/categories/${id}/`, { category_name: ' Herbs ', description: null });
    expect(renamed.json()).toEqual({ id, category_name: 'Herbs', description: '', is_active: false });
    expect((await m.call('PATCH', '/merchant-products/categories/99999/', { is_active: true })).statusCode).toBe(404);
    expect((await m.call('PATCH', `/merchant-products/categories/${id}/`, { is_active: true }, 'harbor')).statusCode).toBe(404);
  });

  it('deletes a category; its products keep no category', async () => {
    const { id } = (await m.call('POST', '/merchant-products/categories/', { category_name: 'Doomed' })).json();
    const product = await m.form('POST', '/merchant-products/products/', { product_name: 'Doomed Thing', category: id });
    expect((await m.call('DELETE', `/merchant-products/categories/${id}/`)).statusCode).toBe(204);
    expect((await m.call('DELETE', `/merchant-products/categories/${id}/`)).statusCode).toBe(404);
    expect((await m.call('GET', `/merchant-products/products/${product.json().id}/`)).json()).toMatchObject({ category: null, category_name: null });
  });
});
