// Server test helpers for cycle counts: batches brought into a given status through the API, and
// the demo tenant's areas and items by name.
import { expect } from 'vitest';
import type { InventoryApi } from './inventory';

export type Status = 'DRAFT' | 'OPEN' | 'FINALIZED' | 'POSTED' | 'ARCHIVED' | 'CANCELLED';

export async function areaId(api: InventoryApi, name: string): Promise<number> {
  const [row] = await api.sql<{ id: number }>('SELECT id FROM areas WHERE name = $1', [name]);
  return row.id;
}

/** A new area with `n` items (on hand 10, 11, ...), for batches no other test touches; SKUs from the area's whole name (they are unique). */
export async function areaWithItems(api: InventoryApi, name: string, n: number): Promise<{ area: number; items: number[] }> {
  const area = (await api.post('areas/', { name })).json().id;
  const items: number[] = [];
  // SKUs are unique per merchant (tenant migration 0020): built from the whole name, 'Reopen A' and 'Reopen B' differ.
  for (let i = 0; i < n; i++) {
    const res = await api.post('items/', { name: `${name} product ${i + 1}`, sku: `${name.toUpperCase().replace(/\W+/g, '-')}-${i + 1}`, area, on_hand: 10 + i });
    expect(res.statusCode, res.body).toBe(201);
    items.push(res.json().id);
  }
  return { area, items };
}

/** The batch with its timeline, as GET cycle-counts/{id}/ answers it. */
export const batchOf = async (api: InventoryApi, id: number) => (await api.get(`cycle-counts/${id}/`)).json();

/** POST cycle-counts/{id}/{action}/ (a transition, or a save): the answer. */
export const act = (api: InventoryApi, id: number, action: string, body?: object) => api.post(`cycle-counts/${id}/${action}/`, body);

/** How many stock movements Corner Bistro has, all items together. */
export const totalMovements = async (api: InventoryApi) => (await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM stock_movements'))[0].n;

export const lines = async (api: InventoryApi, id: number, query = '') => (await api.get(`cycle-counts/${id}/lines/${query}`)).json() as any[];

/** Saves counts: line index → counted quantity. */
export async function countLines(api: InventoryApi, id: number, counts: Record<number, number | null>) {
  const all = await lines(api, id);
  const res = await api.post(`cycle-counts/${id}/submit_lines/`, {
    lines: Object.entries(counts).map(([i, counted_qty]) => ({ id: all[Number(i)].id, counted_qty })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return all;
}

/** A new batch over `area`, brought to `status` through the API (counted lines 0 and 1 for the later ones). */
export async function batchIn(api: InventoryApi, status: Status, area: number): Promise<number> {
  if (status === 'DRAFT') return (await api.post('cycle-counts/', {})).json().id;
  const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
  const step = async (action: string) => expect((await act(api, id, action)).statusCode).toBe(200);
  if (status === 'ARCHIVED') await step('archive');
  if (status === 'CANCELLED') await step('cancel');
  if (status === 'FINALIZED' || status === 'POSTED') {
    await countLines(api, id, { 0: 3, 1: 4 });
    await step('finalize');
  }
  if (status === 'POSTED') await step('post_adjustments');
  expect((await batchOf(api, id)).status).toBe(status);
  return id;
}

export const onHand = async (api: InventoryApi, itemId: number) => (await api.sql<{ on_hand: number }>('SELECT on_hand FROM inventory_items WHERE id = $1', [itemId]))[0].on_hand;

export const movementsOf = (api: InventoryApi, itemId: number) =>
  api.sql<{ delta: number; reason: string; cycle_count_id: number | null }>('SELECT delta, reason, cycle_count_id FROM stock_movements WHERE item_id = $1 ORDER BY id', [itemId]);
