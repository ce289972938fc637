import { describe, expect, it, vi } from 'vitest';
import { inventoryItem, SUPPLIERS } from '../../../test/msw/purchasing';
import { createItemSource, filterItems, toOrderItem, type OrderItem } from './purchasing.actors';

const items: OrderItem[] = [
  toOrderItem(inventoryItem(1, 'Roma Tomatoes', { sku: 'PRD-TOM-01', barcode: '012345678905', onHand: 18, par: 25, preferred: SUPPLIERS.farms })),
  toOrderItem(inventoryItem(2, 'Romaine Lettuce', { sku: 'PRD-LET-02', onHand: 2, par: 3 })),
  toOrderItem(inventoryItem(3, 'Cold Brew Coffee', { sku: null, onHand: 4, par: null })),
];

describe('toOrderItem', () => {
  it('takes the suggestion, the chip and the preferred supplier from the inventory item', () => {
    expect(items[0]).toMatchObject({ id: 1, product_id: 101, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', onHand: 18, par: 25, suggested: 7, level: 'Needs', preferred: SUPPLIERS.farms });
    expect(items[2]).toMatchObject({ suggested: 0, level: 'OK', preferred: null });
  });

  it('takes what is on order off the suggestion, and keeps its working', () => {
    const item = toOrderItem(inventoryItem(5, 'Carrots', { onHand: 5, par: 20, onOrder: 10 }));
    expect(item).toMatchObject({ onOrder: 10, suggested: 5, working: 'par 20 − on hand 5 − on order 10 = 5', level: 'Needs' });
  });

  it('reads the preferred supplier from preferred_offer when the flat fields are missing', () => {
    const item = inventoryItem(4, 'Basil', { onHand: 1, par: 2 });
    item.product_detail.preferred_offer = { id: 7, supplier: SUPPLIERS.metro };
    expect(toOrderItem(item).preferred).toEqual(SUPPLIERS.metro);
  });
});

describe('filterItems', () => {
  it('matches name or SKU, in any case, after trimming', () => {
    expect(filterItems(items, ' rom ').map((i) => i.id)).toEqual([1, 2]);
    expect(filterItems(items, 'prd-let').map((i) => i.id)).toEqual([2]);
    expect(filterItems(items, 'COFFEE').map((i) => i.id)).toEqual([3]);
    expect(filterItems(items, '')).toBe(items);
    expect(filterItems(items, 'zzz')).toEqual([]);
    expect(filterItems(items, '0123456').map((i) => i.id)).toEqual([1]);
  });
});

describe('createItemSource', () => {
  // The list machine's page size does not cut the answer: the table draws only the rows in view.
  const query = (q: string) => ({ query: q, page: 1, pageSize: 2, filters: {} });

  it('loads the items once, then searches them, answering every match', async () => {
    const load = vi.fn(async () => items);
    const source = createItemSource(load);
    expect(await source(query(''))).toEqual({ rows: items, count: 3 });
    expect(await source(query('rom'))).toEqual({ rows: items.slice(0, 2), count: 2 });
    expect(await source(query('coffee'))).toEqual({ rows: [items[2]], count: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the very same rows when a search has the same matches', async () => {
    const source = createItemSource(async () => items);
    const first = await source(query('ro'));
    const again = await source(query('rom'));
    expect(again.rows).toBe(first.rows);
    expect((await source(query('romaine'))).rows).toEqual([items[1]]);
    expect((await source(query('ro'))).rows).not.toBe(first.rows);
  });

  it('finds an item by barcode, as GTIN-14, from the items it loaded once', async () => {
    const load = vi.fn(async () => items);
    const source = createItemSource(load);
    expect((await source.byBarcode('012345678905'))?.id).toBe(1);
    expect((await source.byBarcode('0012345678905'))?.id).toBe(1);
    expect(await source.byBarcode('0123456789012')).toBeNull();
    await source(query(''));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn<() => Promise<OrderItem[]>>().mockRejectedValueOnce(new Error('Failed to load items.')).mockResolvedValueOnce(items);
    const source = createItemSource(load);
    await expect(source(query(''))).rejects.toThrow('Failed to load items.');
    expect((await source(query(''))).count).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
