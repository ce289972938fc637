// Stock areas on the server: create with the name trimmed, list, edit, delete, and names unique in
// any case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaWithItems, batchIn } from '../../../test/cycle-counts';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

const newArea = async (name: string) => (await api.post('areas/', { name })).json() as { id: number; name: string };

describe('stock areas', () => {
  it('creates with the name trimmed, lists, edits and deletes', async () => {
    const res = await api.post('areas/', { name: '  Chest Freezer ', description: 'By the door' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Chest Freezer', description: 'By the door', is_active: true });
    expect((await api.get('areas/')).json().map((a: any) => a.name)).toContain('Chest Freezer');
    const edited = await api.patch(`areas/${created.id}/`, { is_active: false, description: null });
    expect(edited.json()).toMatchObject({ name: 'Chest Freezer', description: '', is_active: false });
    expect((await api.del(`areas/${created.id}/`)).statusCode).toBe(204);
    expect((await api.del(`areas/${created.id}/`)).statusCode).toBe(404);
  });

  it('refuses an empty name and a name taken in any case', async () => {
    expect((await api.post('areas/', { name: '   ' })).statusCode).toBe(400);
    const area = await newArea('Wine Cellar');
    const taken = await api.post('areas/', { name: 'wine cellar' });
    expect([taken.statusCode, taken.json()]).toEqual([400, { name: ['An area with this name already exists.'] }]);
    const other = await newArea('Side Room');
    expect((await api.patch(`areas/${other.id}/`, { name: 'WINE CELLAR' })).json()).toEqual({ name: ['An area with this name already exists.'] });
    expect((await api.patch(`areas/${area.id}/`, { name: 'Wine Cellar' })).statusCode).toBe(200);
  });

  it('lists how many items each area keeps, and refuses to delete an area while an OPEN count includes it', async () => {
    const { area, items } = await areaWithItems(api, 'Delete Guard', 2);
    const listed = (await api.get('areas/')).json().find((a: any) => a.id === area);
    expect(listed.item_count).toBe(2);
    const open = await batchIn(api, 'OPEN', area);
    const refused = await api.del(`areas/${area}/`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: 'This area is in an open cycle count. Finalize or archive the count before deleting the area.' }]);
    expect((await api.sql('SELECT id FROM areas WHERE id = $1', [area])).length).toBe(1);
    // Once the count is archived, the area goes and its items keep no area.
    expect((await api.post(`cycle-counts/${open}/archive/`)).statusCode).toBe(200);
    expect((await api.del(`areas/${area}/`)).statusCode).toBe(204);
    expect(await api.sql('SELECT area_id FROM inventory_items WHERE id = ANY($1::int[])', [items])).toEqual([{ area_id: null }, { area_id: null }]);
  });
});
