// The stock ledger: on_hand is the sum of the movements, kept by the database; no statement can
// change on_hand or a movement any other way; the demo data balances; an item's history reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerImbalances, openInventoryTests, type InventoryApi } from '../../../test/inventory';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

const itemOf = async (sku: string, area = 'Walk-in Cooler') =>
  (
    await api.sql<{ id: number; on_hand: number }>(
      `SELECT i.id, i.on_hand FROM inventory_items i JOIN products p ON p.id = i.product_id JOIN areas a ON a.id = i.area_id WHERE p.sku = $1 AND a.name = $2`,
      [sku, area],
    )
  )[0];

describe('the ledger in the database', () => {
  it('the demo data balances in every tenant, and every Corner Bistro item has a history', async () => {
    expect(await ledgerImbalances(api.t.db)).toEqual([]);
    const bare = await api.sql('SELECT i.id FROM inventory_items i WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.item_id = i.id)');
    expect(bare).toEqual([]);
  });

  it('appending movements moves on_hand by their sum, in the same statement', async () => {
    const tomato = await itemOf('PRD-TOM-01');
    await api.sql(`INSERT INTO stock_movements (item_id, delta, reason) VALUES ($1, 5, 'manual_edit'), ($1, -1.5, 'manual_edit')`, [tomato.id]);
    expect((await itemOf('PRD-TOM-01')).on_hand).toBe(tomato.on_hand + 3.5);
    expect(await ledgerImbalances(api.t.db)).toEqual([]);
  });

  it('refuses to change on_hand, or a movement, in any other way', async () => {
    const tomato = await itemOf('PRD-TOM-01');
    const refused = async (sql: string, params: unknown[] = []) => {
      await expect(api.sql(sql, params)).rejects.toThrow(/stock changes only by appending stock movements/);
    };
    await refused('UPDATE inventory_items SET on_hand = on_hand + 1 WHERE id = $1', [tomato.id]);
    await refused('UPDATE stock_movements SET delta = delta + 1 WHERE item_id = $1', [tomato.id]);
    await refused('DELETE FROM stock_movements WHERE item_id = $1', [tomato.id]);
    await refused('INSERT INTO inventory_items (product_id, on_hand) SELECT product_id, 3 FROM inventory_items WHERE id = $1', [tomato.id]);
    expect((await itemOf('PRD-TOM-01')).on_hand).toBe(tomato.on_hand);
    // Other columns change freely, and an unknown reason is refused.
    await api.sql(`UPDATE inventory_items SET notes = 'top shelf' WHERE id = $1`, [tomato.id]);
    await expect(api.sql(`INSERT INTO stock_movements (item_id, delta, reason) VALUES ($1, 1, 'stolen')`, [tomato.id])).rejects.toThrow(/stock_movements_reason/);
  });

  it('deleting an item takes its movements with it', async () => {
    const basil = await itemOf('PRD-BAS-04');
    await api.sql('DELETE FROM inventory_items WHERE id = $1', [basil.id]);
    expect(await api.sql('SELECT id FROM stock_movements WHERE item_id = $1', [basil.id])).toEqual([]);
  });
});
