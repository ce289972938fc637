import { describe, expect, it } from 'vitest';
import { openMerchantTests } from '../../../test/merchant';

const m = openMerchantTests();
const choices = (res: { json(): any }) => res.json().map((u: any) => u.unit_choice);

describe('merchant-products/units/', () => {
  it('lists the unit choices by name as a plain array, each tenant its own', async () => {
    const res = await m.call('GET', '/merchant-products/units/');
    expect(res.statusCode).toBe(200);
    expect(choices(res)).toEqual(['bunch', 'case', 'dozen', 'each', 'gal', 'lb']);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), unit_choice: 'bunch', description: null });
    expect(choices(await m.call('GET', '/merchant-products/units/', undefined, 'harbor'))).toEqual(['each', 'lb']);
  });

  it('creates a unit with unit_choice trimmed and an empty description as null', async () => {
    const res = await m.call('POST', '/merchant-products/units/', { unit_choice: '  kg ', description: '  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), unit_choice: 'kg', description: null });
    expect((await m.call('POST', '/merchant-products/units/', { unit_choice: 'oz', description: ' Ounce ' })).json()).toMatchObject({ description: 'Ounce' });
  });

  it('refuses a blank or taken unit_choice (any case) with an error on unit_choice', async () => {
    const blank = await m.call('POST', '/merchant-products/units/', { unit_choice: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ unit_choice: ['This field may not be blank.'] });
    for (const unit_choice of ['lb', ' LB ']) {
      const taken = await m.call('POST', '/merchant-products/units/', { unit_choice });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ unit_choice: ['unit with this unit choice already exists.'] });
    }
    // Another tenant's names are free.
    expect((await m.call('POST', '/merchant-products/units/', { unit_choice: 'case' }, 'harbor')).statusCode).toBe(201);
  });

  it("edits a unit (keeping its own name is fine, another's is not) and deletes it; 404 for others", async () => {
    const { id } = (await m.call('POST', '/merchant-products/units/', { unit_choice: 'tray' })).json();
    expect((await m.call('PATCH', `/merchant-products/units/${id}/`, { unit_choice: 'Tray', description: 'Baking tray' })).json()).toEqual({
      id,
      unit_choice: 'Tray',
      description: 'Baking tray',
    });
    const clash = await m.call('PATCH', `/merchant-products/units/${id}/`, { unit_choice: 'each' });
    expect(clash.json()).toEqual({ unit_choice: ['unit with this unit choice already exists.'] });
    expect((await m.call('PATCH', `/merchant-products/units/${id}/`, { unit_choice: 'x' }, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/units/${id}/`, undefined, 'harbor')).statusCode).toBe(404);
    expect((await m.call('DELETE', `/merchant-products/units/${id}/`)).statusCode).toBe(204);
    expect(choices(await m.call('GET', '/merchant-products/units/'))).not.toContain('Tray');
    expect((await m.call('PATCH', `/merchant-products/units/${id}/`, { unit_choice: 'x' })).statusCode).toBe(404);
  });
});
