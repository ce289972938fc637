// Cycle counts on the server: the list, creating and starting, the lines with their search, saving
// counts and adding missing lines (the transitions: transitions.test.ts; finalize with its
// conflicts: finalize.test.ts). Every call checks the stock ledger's invariant after it
// (openInventoryTests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { act, areaId, areaWithItems, batchOf, lines } from '../../../test/cycle-counts';
import { historyWeeks } from '../../db/seed-history';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

describe('GET cycle-counts/', () => {
  it("answers Corner Bistro's demo batches newest first, one in each status", async () => {
    const res = await api.get('cycle-counts/?page_size=100');
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    // This week's six, then the history's weekly full counts (seed-history.ts), posted.
    const weeks = historyWeeks().length;
    expect(count).toBe(6 + weeks);
    expect(results.slice(6).map((b: any) => [b.name.replace(/\(.*\)/, '(…)'), b.status])).toEqual(Array(weeks).fill(['Weekly full count (…)', 'POSTED']));
    expect(results.slice(0, 6).map((b: any) => [b.name, b.status])).toEqual([
      ['Month-end full count', 'DRAFT'],
      ['Weekly cooler count', 'OPEN'],
      ['Test count', 'CANCELLED'],
      ['Dry storage count', 'ARCHIVED'],
      ['Bar count', 'FINALIZED'],
      ['Freezer count (last week)', 'POSTED'],
    ]);
    const cooler = results[1];
    expect(cooler).toMatchObject({ started_by: { name: 'Maria Lopez' }, started_by_name: 'Maria Lopez', area_names: ['Walk-in Cooler'], counted_count: 3, closed_at: null });
    expect(cooler.line_count).toBe(8);
    expect(Date.parse(cooler.started_at)).not.toBeNaN();
    expect(Date.parse(results[5].closed_at)).not.toBeNaN();
  });

  it('filters by one status or several, pages with page and page_size, and reads a tab badge with page_size 1', async () => {
    const open = (await api.get('cycle-counts/?status=OPEN')).json();
    expect(open.results.map((b: any) => b.status)).toEqual(['OPEN']);
    const closed = (await api.get('cycle-counts/?status=ARCHIVED&status=CANCELLED')).json();
    expect(closed.results.map((b: any) => b.status)).toEqual(['CANCELLED', 'ARCHIVED']);
    const badge = (await api.get('cycle-counts/?status=FINALIZED&page_size=1')).json();
    expect(badge.count).toBe(1);
    const all = (await api.get('cycle-counts/')).json().results.map((b: any) => b.id);
    const page2 = (await api.get('cycle-counts/?page=2&page_size=4')).json();
    expect(page2.count).toBe(all.length);
    expect(page2.results.map((b: any) => b.id)).toEqual(all.slice(4, 8));
    expect((await api.get('cycle-counts/?status=SHIPPED')).statusCode).toBe(400);
  });
});

describe('POST cycle-counts/ and start/', () => {
  it('an empty body creates a DRAFT without lines', async () => {
    const res = await api.post('cycle-counts/', {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'DRAFT', areas: [], line_count: 0, started_at: null, started_by: null });
    expect(res.json().timeline.map((e: any) => [e.action, e.status_from, e.status_to, e.user.name])).toEqual([['created', null, 'DRAFT', 'Maria Lopez']]);
  });

  it('with areas it is OPEN at once: a line per active item of those areas, expecting its on-hand', async () => {
    const { area, items } = await areaWithItems(api, 'Pantry A', 3);
    await api.patch(`items/${items[2]}/`, { is_active: false });
    const res = await api.post('cycle-counts/', { areas: [area], notes: '  Before lunch ', name: 'Pantry check' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'OPEN', name: 'Pantry check', notes: 'Before lunch', areas: [area], area_names: ['Pantry A'], line_count: 2, counted_count: 0 });
    expect(created.timeline.map((e: any) => e.action)).toEqual(['created', 'started']);
    const ls = await lines(api, created.id);
    expect(ls.map((l) => [l.item, l.expected_qty, l.counted_qty, l.area_name, l.sku])).toEqual([
      [items[0], 10, null, 'Pantry A', 'PANTRY-A-1'],
      [items[1], 11, null, 'Pantry A', 'PANTRY-A-2'],
    ]);
  });

  it('an unknown area is a field error, and nothing is created', async () => {
    const before = (await api.get('cycle-counts/')).json().count;
    const res = await api.post('cycle-counts/', { areas: [99999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ areas: ['Invalid pk "99999" - object does not exist.'] });
    expect((await api.get('cycle-counts/')).json().count).toBe(before);
  });

  it('start/ turns a DRAFT into an OPEN batch over the chosen areas, once', async () => {
    const cooler = await areaId(api, 'Walk-in Cooler');
    const draft = (await api.post('cycle-counts/', {})).json().id;
    const res = await act(api, draft, 'start', { areas: [cooler], notes: 'Friday' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', notes: 'Friday', areas: [cooler], started_by: { name: 'Maria Lopez' } });
    expect(res.json().line_count).toBeGreaterThan(0);
    const again = await act(api, draft, 'start', { areas: [cooler] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Only a DRAFT batch can be started.' });
    expect((await act(api, draft, 'start', { areas: [] })).statusCode).toBe(400);
  });
});

describe('lines/ and submit_lines/', () => {
  let id: number;
  let all: any[];
  beforeAll(async () => {
    id = (await api.post('cycle-counts/', { areas: [await areaId(api, 'Walk-in Cooler'), await areaId(api, 'Bar')] })).json().id;
    all = await lines(api, id);
  });

  it('lists lines by area and product with their product, category and SKU', async () => {
    expect(all.length).toBeGreaterThan(5);
    const areas = all.map((l) => l.area_name);
    expect(areas.indexOf('Walk-in Cooler')).toBeGreaterThan(areas.lastIndexOf('Bar'));
    expect(all.find((l) => l.sku === 'PRD-TOM-01')).toMatchObject({
      product_name: 'Roma Tomatoes',
      product_category: 'Produce',
      area_name: 'Walk-in Cooler',
      unit_name: 'lb',
      counted_qty: null,
      note: null,
    });
  });

  it('q matches product, SKU or area, in any case', async () => {
    expect((await lines(api, id, '?q=roma')).map((l) => l.sku)).toEqual(['PRD-TOM-01', 'PRD-LET-02']);
    expect((await lines(api, id, '?q=dai-mlk')).map((l) => l.area_name)).toEqual(['Bar', 'Walk-in Cooler']);
    expect((await lines(api, id, '?q=BAR')).every((l) => l.area_name === 'Bar')).toBe(true);
    expect(await lines(api, id, '?q=nothing-like-this')).toEqual([]);
  });

  it('saves counts and notes; a field left out keeps its value, null uncounts', async () => {
    const [a, b] = all;
    const res = await act(api, id, 'submit_lines', {
      lines: [
        { id: a.id, counted_qty: 4.125, note: '  top shelf ' },
        { id: b.id, counted_qty: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(2);
    expect(Date.parse(res.json().last_saved_at)).not.toBeNaN();
    expect((await batchOf(api, id)).last_saved_at).toBe(res.json().last_saved_at);
    await act(api, id, 'submit_lines', {
      lines: [
        { id: a.id, note: 'moved' },
        { id: b.id, counted_qty: null },
      ],
    });
    const [a2, b2] = await lines(api, id);
    expect([a2.counted_qty, a2.note, b2.counted_qty, b2.note]).toEqual([4.125, 'moved', null, null]);
    expect((await lines(api, id, '?uncounted=1')).map((l) => l.id)).not.toContain(a.id);
    expect((await lines(api, id, '?uncounted=1')).length).toBe(all.length - 1);
  });

  it('refuses a line of another batch, a line given twice and a negative count, saving none of them', async () => {
    const other = (await lines(api, (await api.get('cycle-counts/?status=OPEN')).json().results.find((b: any) => b.name === 'Weekly cooler count').id))[0];
    const [a] = all;
    let res = await act(api, id, 'submit_lines', {
      lines: [
        { id: a.id, counted_qty: 9 },
        { id: other.id, counted_qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ lines: [`Line ${other.id} is not a line of this cycle count.`] });
    res = await act(api, id, 'submit_lines', {
      lines: [
        { id: a.id, counted_qty: 9 },
        { id: a.id, counted_qty: 8 },
      ],
    });
    expect(res.json()).toEqual({ lines: [`Line ${a.id} is given more than once.`] });
    expect((await act(api, id, 'submit_lines', { lines: [{ id: a.id, counted_qty: -1 }] })).statusCode).toBe(400);
    expect((await lines(api, id))[0].counted_qty).toBe(4.125);
  });
});

describe('add_missing_lines/', () => {
  it('adds lines for active items created in the batch areas since the start, and answers added', async () => {
    const { area } = await areaWithItems(api, 'Cellar', 2);
    const other = (await api.post('areas/', { name: 'Attic' })).json().id;
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const made = (name: string, a: number, on_hand: number, is_active = true) => api.post('items/', { name, area: a, on_hand, is_active });
    const late = (await made('Late arrival', area, 7)).json().id;
    await made('Resting item', area, 2, false);
    await made('Elsewhere item', other, 1);
    const res = await act(api, id, 'add_missing_lines');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 1 });
    expect((await lines(api, id)).find((l) => l.item === late)).toMatchObject({ expected_qty: 7, counted_qty: null });
    expect((await act(api, id, 'add_missing_lines')).json()).toEqual({ added: 0 });
    expect((await batchOf(api, id)).timeline.filter((e: any) => e.action === 'lines_added').map((e: any) => e.details)).toEqual([{ added: 1 }, { added: 0 }]);
  });
});
