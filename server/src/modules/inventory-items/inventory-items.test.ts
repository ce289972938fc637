// Inventory items on the server: create (item modal and simple add form), edit with the on-hand as
// a ledger movement, the stale-view refusal, uniqueness, search, delete and the movement history.
// Every call checks the ledger's invariant after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { ITEM_COLUMNS, stored } from './repo';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

let n = 0;
const unique = (name: string) => `${name} ${++n}`;
const newArea = async (name = unique('Area')) => (await api.post('areas/', { name })).json() as { id: number; name: string };
const history = async (id: number) => (await api.get(`items/${id}/movements/`)).json() as { reason: string; delta: number; balance: number; user: { name: string } | null }[];

describe('inventory items', () => {
  it('the simple add form: creates the product from the name, sku and unit, with the defaults', async () => {
    const area = await newArea();
    const res = await api.post('items/', { name: 'Olive Oil', sku: 'OIL-01', uom: null, area: area.id, min_qty: 0, par_qty: 6, cost_price: 0, notes: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      product_name: 'Olive Oil',
      product_detail: { sku: 'OIL-01', unit_name: null, status: 'ACT' },
      area: area.id,
      area_name: area.name,
      on_hand: 0,
      par_level: 6,
      min_qty: 0,
      cost_price: 0,
      notes: null,
      is_active: true,
    });
    const withUnit = await api.post('items/', { name: 'Sea Salt', uom: 'jar' });
    expect(withUnit.json().product_detail.unit_name).toBe('jar');
    expect((await api.post('items/', { name: 'Pepper', uom: 999999 })).statusCode).toBe(400);
    expect((await api.post('items/', { area: area.id })).json()).toEqual({ product: ['Either product or name is required.'] });
  });

  it('the item modal: an opening movement for the stock it starts with; one item per product and area', async () => {
    const area = await newArea();
    const product = (await api.post('items/', { name: unique('Rye Flour') })).json().product;
    const res = await api.post('items/', { product, area: area.id, on_hand: 12.5, par_level: null });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ product, on_hand: 12.5, par_level: null });
    expect((await history(item.id)).map((m) => [m.reason, m.delta, m.balance, m.user?.name])).toEqual([['opening', 12.5, 12.5, 'Maria Lopez']]);
    expect(item.ledger_position).toBeGreaterThan(0);
    const again = await api.post('items/', { product, area: area.id });
    expect([again.statusCode, again.json()]).toEqual([400, { non_field_errors: ['This product already has an item in this area.'] }]);
    expect((await api.post('items/', { product: 999999 })).statusCode).toBe(400);
  });

  it('an on-hand edit is a manual_edit movement; other fields change no stock', async () => {
    const item = (await api.post('items/', { name: unique('Butter'), on_hand: 4 })).json();
    const edited = await api.patch(`items/${item.id}/`, { on_hand: 9, notes: 'Top shelf', ledger_position: item.ledger_position });
    expect(edited.json()).toMatchObject({ on_hand: 9, notes: 'Top shelf' });
    expect(edited.json().ledger_position).toBeGreaterThan(item.ledger_position);
    await api.patch(`items/${item.id}/`, { par_level: 3, on_hand: 9 });
    expect((await history(item.id)).map((m) => [m.reason, m.delta, m.balance])).toEqual([
      ['manual_edit', 5, 9],
      ['opening', 4, 4],
    ]);
  });

  it('an edit moves the item to another area, but not onto a second item of its product there', async () => {
    const [front, back] = [await newArea(), await newArea()];
    const first = (await api.post('items/', { name: unique('Oats'), area: front.id })).json();
    const second = (await api.post('items/', { product: first.product, area: back.id })).json();
    const moved = await api.patch(`items/${first.id}/`, { area: null, is_active: false, notes: '  ' });
    expect(moved.json()).toMatchObject({ area: null, area_name: null, is_active: false, notes: null });
    const clash = await api.patch(`items/${first.id}/`, { area: back.id });
    expect([clash.statusCode, clash.json()]).toEqual([400, { non_field_errors: ['This product already has an item in this area.'] }]);
    expect((await api.patch(`items/${second.id}/`, { area: 999999 })).json()).toEqual({ area: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('refuses an on-hand edit made on a stale view with a 409 and changes nothing', async () => {
    const item = (await api.post('items/', { name: unique('Milk'), on_hand: 10 })).json();
    await api.patch(`items/${item.id}/`, { on_hand: 8 });
    const stale = await api.patch(`items/${item.id}/`, { on_hand: 12, notes: 'lost?', ledger_position: item.ledger_position });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: 'The stock of this item changed since you opened it. Reload it and try again.' }]);
    expect((await api.get(`items/?q=${encodeURIComponent(item.product_name)}`)).json()[0]).toMatchObject({ on_hand: 8, notes: null });
  });

  it('lists with q over product, SKU and area; deletes with its history', async () => {
    const area = await newArea('Pastry Corner');
    const item = (await api.post('items/', { name: 'Almond Flour', sku: 'ALM-77', area: area.id, on_hand: 2 })).json();
    for (const q of ['almond', 'alm-77', 'pastry corner']) expect((await api.get(`items/?q=${encodeURIComponent(q)}`)).json().map((i: any) => i.id)).toEqual([item.id]);
    expect((await api.del(`items/${item.id}/`)).statusCode).toBe(204);
    expect((await api.get(`items/${item.id}/movements/`)).statusCode).toBe(404);
    expect(await api.sql('SELECT 1 FROM stock_movements WHERE item_id = $1', [item.id])).toEqual([]);
    expect((await api.del(`items/${item.id}/`)).statusCode).toBe(404);
  });

  it("every column of the repository's list is a column of the table", async () => {
    const table = await api.sql<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'inventory_items'");
    const names = table.map((c) => c.column_name);
    expect(ITEM_COLUMNS.map(stored).filter((c) => !names.includes(c))).toEqual([]);
  });
});
