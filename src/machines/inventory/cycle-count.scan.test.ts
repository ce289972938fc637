// A scan on the count sheet (issue 25, item 5): the line a barcode finds, and the cycle-count
// machine's `line.find` showing the product's lines and asking for its box's focus.
import { describe, expect, it } from 'vitest';
import { editing, startCycleCount } from '../../../test/machines/cycle-count-harness';
import { line } from '../../../test/msw/inventory-data';
import { lineByBarcode } from './count-sheet';

const lines = () => [
  line({ id: 1, product_name: 'Roma Tomatoes', barcode: '2000000010014', counted_qty: 9 }),
  line({ id: 2, product_name: 'Sparkling Water', barcode: '012345678905' }),
  line({ id: 3, product_name: 'Roma Tomatoes', area: 2, area_name: 'Dry Storage', barcode: '2000000010014' }),
  line({ id: 4, product_name: 'Fresh Basil', barcode: null }),
];

describe('lineByBarcode', () => {
  it('finds the first uncounted line of the product, else its first line', () => {
    expect(lineByBarcode(lines(), {}, '2000000010014')?.id).toBe(3);
    expect(lineByBarcode(lines(), { 3: { counted_qty: 2 } }, '2000000010014')?.id).toBe(1);
  });

  it('finds a UPC-A scanned as its EAN-13, and nothing for an unknown code', () => {
    expect(lineByBarcode(lines(), {}, '0012345678905')?.id).toBe(2);
    expect(lineByBarcode(lines(), {}, '0123456789012')).toBeNull();
  });
});

describe('line.find', () => {
  it("filters to the product's lines by the code and asks for the line's focus, once per scan", async () => {
    const h = startCycleCount({ lines: lines() });
    await editing(h);
    h.actor.send({ type: 'line.find', lineId: 3, code: '2000000010014' });
    let ctx = h.actor.getSnapshot().context;
    expect(ctx.filter.query).toBe('2000000010014');
    expect(ctx.visible.map((i) => ctx.lines[i].id)).toEqual([1, 3]);
    expect(ctx.focus).toEqual({ lineId: 3, n: 1 });
    h.actor.send({ type: 'line.find', lineId: 3, code: '2000000010014' });
    ctx = h.actor.getSnapshot().context;
    expect(ctx.focus).toEqual({ lineId: 3, n: 2 });
  });

  it("turns 'Show uncounted only' off only when it would hide the line found", async () => {
    const h = startCycleCount({ lines: lines() });
    await editing(h);
    h.actor.send({ type: 'filter.uncounted', uncountedOnly: true });
    h.actor.send({ type: 'line.find', lineId: 3, code: '2000000010014' });
    expect(h.actor.getSnapshot().context.filter.uncountedOnly).toBe(true);
    h.actor.send({ type: 'line.find', lineId: 1, code: '2000000010014' });
    const ctx = h.actor.getSnapshot().context;
    expect(ctx.filter.uncountedOnly).toBe(false);
    expect(ctx.visible.map((i) => ctx.lines[i].id)).toEqual([1, 3]);
  });

  it('filters by the barcode as stored when the scan wrote it another way', async () => {
    const h = startCycleCount({ lines: lines() });
    await editing(h);
    h.actor.send({ type: 'line.find', lineId: 2, code: '0012345678905' });
    const ctx = h.actor.getSnapshot().context;
    expect(ctx.filter.query).toBe('012345678905');
    expect(ctx.visible.map((i) => ctx.lines[i].id)).toEqual([2]);
  });

  it('ignores a line that is not on the sheet', async () => {
    const h = startCycleCount({ lines: lines() });
    await editing(h);
    h.actor.send({ type: 'line.find', lineId: 99, code: '2000000010014' });
    expect(h.actor.getSnapshot().context.focus).toBeNull();
    expect(h.actor.getSnapshot().context.filter.query).toBe('');
  });

  it('the filter matches barcodes as the scanner types them', async () => {
    const h = startCycleCount({ lines: lines() });
    await editing(h);
    h.actor.send({ type: 'filter.query', query: '0123456789' });
    const ctx = h.actor.getSnapshot().context;
    expect(ctx.visible.map((i) => ctx.lines[i].id)).toEqual([2]);
  });
});
