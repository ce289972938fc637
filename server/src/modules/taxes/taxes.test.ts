import { describe, expect, it } from 'vitest';
import { openMerchantTests } from '../../../test/merchant';

const m = openMerchantTests();

describe('merchant-products/taxes/', () => {
  it('lists the tax rates by name with a display name, each tenant its own', async () => {
    const res = await m.call('GET', '/merchant-products/taxes/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), name: 'Oregon Sales Tax', rate: 0, display_name: 'Oregon Sales Tax (0%)' },
      { id: expect.any(Number), name: 'Portland Beverage Tax', rate: 2.5, display_name: 'Portland Beverage Tax (2.5%)' },
    ]);
    expect((await m.call('GET', '/merchant-products/taxes/', undefined, 'harbor')).json().map((t: any) => t.name)).toEqual(['Washington Sales Tax']);
  });

  it('creates, edits and deletes a tax; the name is trimmed, the rate a percentage from 0 to 100', async () => {
    const created = await m.call('POST', '/merchant-products/taxes/', { name: ' City Tax ', rate: 8.875 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: 'City Tax', rate: 8.875, display_name: 'City Tax (8.875%)' });
    expect((await m.call('POST', '/merchant-products/taxes/', { name: 'Free' })).json()).toMatchObject({ rate: 0 });
    for (const rate of [-1, 100.5]) {
      const res = await m.call('PATCH', `/merchant-products/taxes/${id}/`, { rate });
      expect(res.statusCode).toBe(400);
      expect(res.json().rate).toHaveLength(1);
    }
    expect((await m.call('POST', '/merchant-products/taxes/', { name: ' ' })).json()).toEqual({ name: ['This field may not be blank.'] });
    expect((await m.call('PATCH', `/merchant-products/taxes/${id}/`, { rate: 9 })).json()).toMatchObject({ name: 'City Tax', rate: 9 });
    expect((await m.call('PATCH', `/merchant-products/taxes/${id}/`, { name: 'Town Tax' })).json()).toMatchObject({ name: 'Town Tax', rate: 9 });
    expect((await m.call('PATCH', `/merchant-products/taxes/${id}/`, { rate: 1 }, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/taxes/${id}/`)).statusCode).toBe(204);
    expect((await m.call('DELETE', `/merchant-products/taxes/${id}/`)).statusCode).toBe(404);
  });

  it('a deleted tax leaves the products that had it', async () => {
    const { id } = (await m.call('POST', '/merchant-products/taxes/', { name: 'Temporary', rate: 1 })).json();
    const [{ id: category }] = await m.rows<{ id: number }>("SELECT id FROM categories WHERE category_name = 'Produce'");
    const product = (await m.form('POST', '/merchant-products/products/', { product_name: 'Taxed Kale', category, taxes: [String(id)] })).json();
    expect(product.taxes).toEqual([id]);
    await m.call('DELETE', `/merchant-products/taxes/${id}/`);
    expect((await m.call('GET', `/merchant-products/products/${product.id}/`)).json().taxes).toEqual([]);
  });
});
