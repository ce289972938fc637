// Cycle counts on the server: the list, creating and starting, every transition legal and illegal,
// saving counts, missing lines, finalize with its conflicts and force, the reopen reversal, and the
// timeline. Every call checks the stock ledger's invariant after it (openInventoryTests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { areaId, areaWithItems, batchIn, countLines, lines, movementsOf, onHand, type Status } from '../../../test/cycle-counts';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

const batch = async (id: number) => (await api.get(`cycle-counts/${id}/`)).json();
const act = (id: number, action: string, body?: object) => api.post(`cycle-counts/${id}/${action}/`, body);
const totalMovements = async () => (await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM stock_movements'))[0].n;

describe('GET cycle-counts/', () => {
  it("answers Corner Bistro's demo batches newest first, one in each status", async () => {
    const res = await api.get('cycle-counts/');
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(count).toBe(6);
    expect(results.map((b: any) => [b.name, b.status])).toEqual([
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
    const res = await act(draft, 'start', { areas: [cooler], notes: 'Friday' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', notes: 'Friday', areas: [cooler], started_by: { name: 'Maria Lopez' } });
    expect(res.json().line_count).toBeGreaterThan(0);
    const again = await act(draft, 'start', { areas: [cooler] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Only a DRAFT batch can be started.' });
    expect((await act(draft, 'start', { areas: [] })).statusCode).toBe(400);
  });
});

describe('every transition from every status', () => {
  // What each action does from each status: the status it leads to, or 409 (merchant-operations.md
  // section 4, decisions.md): counts only while OPEN; Post from FINALIZED; Reopen from FINALIZED
  // (disabled while OPEN, never for POSTED); Archive and cancel from any status but ARCHIVED and CANCELLED.
  const RULES: Record<string, Record<Status, Status | 409>> = {
    start: { DRAFT: 'OPEN', OPEN: 409, FINALIZED: 409, POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    submit_lines: { DRAFT: 409, OPEN: 'OPEN', FINALIZED: 409, POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    add_missing_lines: { DRAFT: 409, OPEN: 'OPEN', FINALIZED: 409, POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    resnapshot: { DRAFT: 409, OPEN: 'OPEN', FINALIZED: 409, POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    finalize: { DRAFT: 409, OPEN: 'FINALIZED', FINALIZED: 409, POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    post_adjustments: { DRAFT: 409, OPEN: 409, FINALIZED: 'POSTED', POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    reopen: { DRAFT: 409, OPEN: 409, FINALIZED: 'OPEN', POSTED: 409, ARCHIVED: 409, CANCELLED: 409 },
    archive: { DRAFT: 'ARCHIVED', OPEN: 'ARCHIVED', FINALIZED: 'ARCHIVED', POSTED: 'ARCHIVED', ARCHIVED: 409, CANCELLED: 409 },
    cancel: { DRAFT: 'CANCELLED', OPEN: 'CANCELLED', FINALIZED: 'CANCELLED', POSTED: 'CANCELLED', ARCHIVED: 409, CANCELLED: 409 },
  };
  const STATUSES: Status[] = ['DRAFT', 'OPEN', 'FINALIZED', 'POSTED', 'ARCHIVED', 'CANCELLED'];
  let area: number;
  beforeAll(async () => {
    area = (await areaWithItems(api, 'Matrix', 2)).area;
  });

  const body = async (action: string, id: number) => {
    if (action === 'start') return { areas: [area] };
    if (action === 'submit_lines') return { lines: (await lines(api, id)).slice(0, 1).map((l) => ({ id: l.id, counted_qty: 3 })) };
    return {};
  };

  for (const action of Object.keys(RULES)) {
    it(`${action}/`, async () => {
      for (const from of STATUSES) {
        const id = await batchIn(api, from, area);
        if (from === 'OPEN') await countLines(api, id, { 0: 5 });
        const before = await batch(id);
        const movements = await totalMovements();
        const res = await act(id, action, await body(action, id));
        const expected = RULES[action][from];
        const after = await batch(id);
        if (expected === 409) {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(409);
          expect(typeof res.json().detail, `${action} from ${from}`).toBe('string');
          expect(res.json().conflicts).toBeUndefined();
          // Refused: nothing moved.
          expect(after).toEqual(before);
          expect(await totalMovements()).toBe(movements);
        } else {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(200);
          expect(after.status, `${action} from ${from}`).toBe(expected);
          // Only finalize and reopen move stock.
          if (!['finalize', 'reopen'].includes(action)) expect(await totalMovements(), action).toBe(movements);
        }
      }
    });
  }

  it('answers the refusals in the spec\'s words where it has them', async () => {
    const posted = await batchIn(api, 'POSTED', area);
    expect((await act(posted, 'reopen')).json()).toEqual({ detail: 'Posted batches cannot be reopened.' });
    expect((await act(posted, 'add_missing_lines')).json()).toEqual({ detail: 'Batch must be OPEN to add missing lines.' });
    const open = await batchIn(api, 'OPEN', area);
    expect((await act(open, 'reopen')).json()).toEqual({ detail: 'This cycle count is already open.' });
    await act(open, 'archive');
    expect((await act(open, 'archive')).json()).toEqual({ detail: 'This cycle count is already archived.' });
    expect((await act(open, 'submit_lines', { lines: [] })).json()).toEqual({ detail: 'Batch must be OPEN to save counts.' });
  });

  it('an unknown batch is a 404 for every action', async () => {
    const bodies: Record<string, object> = { start: { areas: [area] }, submit_lines: { lines: [] } };
    for (const action of Object.keys(RULES)) expect((await act(99999, action, bodies[action] ?? {})).statusCode, action).toBe(404);
    expect((await api.get('cycle-counts/99999/')).statusCode).toBe(404);
    expect((await api.get('cycle-counts/99999/lines/')).statusCode).toBe(404);
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
    expect(all.find((l) => l.sku === 'PRD-TOM-01')).toMatchObject({ product_name: 'Roma Tomatoes', product_category: 'Produce', area_name: 'Walk-in Cooler', unit_name: 'lb', counted_qty: null, note: null });
  });

  it('q matches product, SKU or area, in any case', async () => {
    expect((await lines(api, id, '?q=roma')).map((l) => l.sku)).toEqual(['PRD-TOM-01', 'PRD-LET-02']);
    expect((await lines(api, id, '?q=dai-mlk')).map((l) => l.area_name)).toEqual(['Bar', 'Walk-in Cooler']);
    expect((await lines(api, id, '?q=BAR')).every((l) => l.area_name === 'Bar')).toBe(true);
    expect(await lines(api, id, '?q=nothing-like-this')).toEqual([]);
  });

  it('saves counts and notes; a field left out keeps its value, null uncounts', async () => {
    const [a, b] = all;
    const res = await act(id, 'submit_lines', { lines: [{ id: a.id, counted_qty: 4.125, note: '  top shelf ' }, { id: b.id, counted_qty: 0 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(2);
    expect(Date.parse(res.json().last_saved_at)).not.toBeNaN();
    expect((await batch(id)).last_saved_at).toBe(res.json().last_saved_at);
    await act(id, 'submit_lines', { lines: [{ id: a.id, note: 'moved' }, { id: b.id, counted_qty: null }] });
    const [a2, b2] = await lines(api, id);
    expect([a2.counted_qty, a2.note, b2.counted_qty, b2.note]).toEqual([4.125, 'moved', null, null]);
    expect((await lines(api, id, '?uncounted=1')).map((l) => l.id)).not.toContain(a.id);
    expect((await lines(api, id, '?uncounted=1')).length).toBe(all.length - 1);
  });

  it('refuses a line of another batch, a line given twice and a negative count, saving none of them', async () => {
    const other = (await lines(api, (await api.get('cycle-counts/?status=OPEN')).json().results.find((b: any) => b.name === 'Weekly cooler count').id))[0];
    const [a] = all;
    let res = await act(id, 'submit_lines', { lines: [{ id: a.id, counted_qty: 9 }, { id: other.id, counted_qty: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ lines: [`Line ${other.id} is not a line of this cycle count.`] });
    res = await act(id, 'submit_lines', { lines: [{ id: a.id, counted_qty: 9 }, { id: a.id, counted_qty: 8 }] });
    expect(res.json()).toEqual({ lines: [`Line ${a.id} is given more than once.`] });
    expect((await act(id, 'submit_lines', { lines: [{ id: a.id, counted_qty: -1 }] })).statusCode).toBe(400);
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
    const res = await act(id, 'add_missing_lines');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 1 });
    expect((await lines(api, id)).find((l) => l.item === late)).toMatchObject({ expected_qty: 7, counted_qty: null });
    expect((await act(id, 'add_missing_lines')).json()).toEqual({ added: 0 });
    expect((await batch(id)).timeline.filter((e: any) => e.action === 'lines_added').map((e: any) => e.details)).toEqual([{ added: 1 }, { added: 0 }]);
  });
});

describe('finalize/', () => {
  it('with no saved count is a 400 in the spec\'s words, and the batch stays OPEN', async () => {
    const { area } = await areaWithItems(api, 'Empty Count', 1);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const res = await act(id, 'finalize');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'No saved counts found. Save at least one line before finalizing.' });
    expect((await batch(id)).status).toBe('OPEN');
  });

  it("sets each counted item's on-hand to its count, one movement per changed item; uncounted lines change nothing", async () => {
    const { area, items } = await areaWithItems(api, 'Final A', 3);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    // item 0: 10 → 7; item 1: 11 counted 11 (no change); item 2: uncounted.
    const all = await countLines(api, id, { 0: 7, 1: 11 });
    const res = await act(id, 'finalize');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FINALIZED' });
    expect(Date.parse(res.json().finalized_at)).not.toBeNaN();
    expect([await onHand(api, items[0]), await onHand(api, items[1]), await onHand(api, items[2])]).toEqual([7, 11, 12]);
    expect(await movementsOf(api, items[0])).toEqual([
      { delta: 10, reason: 'opening', cycle_count_id: null },
      { delta: -3, reason: 'count_finalize', cycle_count_id: id },
    ]);
    expect((await movementsOf(api, items[1])).map((m) => m.reason)).toEqual(['opening']);
    // The stock effect of each line.
    const after = await lines(api, id);
    expect(after.map((l) => [l.id, l.on_hand_before, l.applied_delta, l.resolution])).toEqual([
      [all[0].id, 10, -3, 'counted'],
      [all[1].id, 11, 0, 'counted'],
      [all[2].id, null, null, null],
    ]);
    expect(res.json().timeline.at(-1)).toMatchObject({ action: 'finalized', status_from: 'OPEN', status_to: 'FINALIZED', user: { name: 'Maria Lopez' }, details: { forced: false, conflicts: 0, movements: 1 } });
  });

  it('when a counted item moved since the snapshot, answers 409 with the conflict rows and changes nothing', async () => {
    const { area, items } = await areaWithItems(api, 'Conflict A', 3);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const all = await countLines(api, id, { 0: 8, 1: 9 });
    // Item 0 gets a delivery after the snapshot; item 1 moves and comes back; item 2 (uncounted) moves too.
    await api.patch(`items/${items[0]}/`, { on_hand: 15 });
    await api.patch(`items/${items[1]}/`, { on_hand: 20 });
    await api.patch(`items/${items[1]}/`, { on_hand: 11 });
    await api.patch(`items/${items[2]}/`, { on_hand: 1 });
    const movements = await totalMovements();
    const res = await act(id, 'finalize');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Conflicts detected. Review them below.',
      conflicts: [
        { line: all[0].id, area, area_name: 'Conflict A', product: all[0].product, product_name: 'Conflict A product 1', sku: 'CONFLICT-A-1', expected_at_snapshot: 10, current_on_hand: 15, counted_qty: 8 },
        { line: all[1].id, area, area_name: 'Conflict A', product: all[1].product, product_name: 'Conflict A product 2', sku: 'CONFLICT-A-2', expected_at_snapshot: 11, current_on_hand: 11, counted_qty: 9 },
      ],
    });
    expect((await batch(id)).status).toBe('OPEN');
    expect(await totalMovements()).toBe(movements);
  });

  it('with force applies; each conflicting line keeps the counted quantity or the difference, as chosen', async () => {
    const { area, items } = await areaWithItems(api, 'Force A', 3);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const all = await countLines(api, id, { 0: 8, 1: 9, 2: 12 });
    await api.patch(`items/${items[0]}/`, { on_hand: 15 }); // expected 10, counted 8
    await api.patch(`items/${items[1]}/`, { on_hand: 20 }); // expected 11, counted 9
    const strange = await act(id, 'finalize', { force: true, resolutions: [{ line: 99999, keep: 'difference' }] });
    expect(strange.statusCode).toBe(400);
    expect(strange.json()).toEqual({ resolutions: ['Line 99999 is not a counted line of this cycle count.'] });
    const res = await act(id, 'finalize', { force: true, resolutions: [{ line: all[1].id, keep: 'difference' }] });
    expect(res.statusCode).toBe(200);
    // Line 0 (default: counted) → 8; line 1 (difference: 9 − 11 = −2 on 20) → 18; line 2 unmoved → its count.
    expect([await onHand(api, items[0]), await onHand(api, items[1]), await onHand(api, items[2])]).toEqual([8, 18, 12]);
    expect((await lines(api, id)).map((l) => [l.on_hand_before, l.applied_delta, l.resolution])).toEqual([
      [15, -7, 'counted'],
      [20, -2, 'difference'],
      [12, 0, 'counted'],
    ]);
    expect(res.json().timeline.at(-1).details).toEqual({ forced: true, conflicts: 2, movements: 2 });
  });

  it('resnapshot/ takes the snapshot again, keeping the counts, so finalize no longer conflicts', async () => {
    const { area, items } = await areaWithItems(api, 'Resnap A', 2);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4 });
    await api.patch(`items/${items[0]}/`, { on_hand: 30 });
    expect((await act(id, 'finalize')).statusCode).toBe(409);
    const res = await act(id, 'resnapshot');
    expect(res.statusCode).toBe(200);
    expect(res.json().timeline.at(-1)).toMatchObject({ action: 'resnapshotted', details: { lines: 2 } });
    expect((await lines(api, id)).map((l) => [l.expected_qty, l.counted_qty])).toEqual([[30, 4], [11, null]]);
    expect((await act(id, 'finalize')).statusCode).toBe(200);
    expect(await onHand(api, items[0])).toBe(4);
  });
});

describe('reopen/', () => {
  it('reverses the finalize movements, clears the stock effects, and a second finalize does not conflict with the first', async () => {
    const { area, items } = await areaWithItems(api, 'Reopen A', 2);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4, 1: 20 });
    await act(id, 'finalize');
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([4, 20]);
    const res = await act(id, 'reopen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', finalized_at: null });
    expect(res.json().timeline.at(-1)).toMatchObject({ action: 'reopened', status_from: 'FINALIZED', status_to: 'OPEN', details: { movements: 2 } });
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([10, 11]);
    expect((await movementsOf(api, items[0])).map((m) => [m.delta, m.reason])).toEqual([[10, 'opening'], [-6, 'count_finalize'], [6, 'count_reopen']]);
    expect((await lines(api, id)).map((l) => [l.counted_qty, l.applied_delta])).toEqual([[4, null], [20, null]]);
    // The batch's own movements are not a conflict; a count changed after the reopen applies.
    await countLines(api, id, { 1: 19 });
    expect((await act(id, 'finalize')).statusCode).toBe(200);
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([4, 19]);
  });

  it('reverses only the finalize: an edit made since stays', async () => {
    const { area, items } = await areaWithItems(api, 'Reopen B', 1);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4 }); // 10 → 4 (−6)
    await act(id, 'finalize');
    await api.patch(`items/${items[0]}/`, { on_hand: 9 }); // +5 delivered after the count
    await act(id, 'reopen');
    expect(await onHand(api, items[0])).toBe(15);
  });
});

describe('post, archive and cancel', () => {
  it('change no stock, close the batch and keep its stock effects readable', async () => {
    const { area, items } = await areaWithItems(api, 'Close A', 2);
    const finalized = await batchIn(api, 'FINALIZED', area);
    const stock = [await onHand(api, items[0]), await onHand(api, items[1])];
    const movements = await totalMovements();
    const posted = await act(finalized, 'post_adjustments');
    expect(posted.json()).toMatchObject({ status: 'POSTED' });
    expect(Date.parse(posted.json().closed_at)).not.toBeNaN();
    expect((await lines(api, finalized)).map((l) => l.applied_delta)).toEqual([-7, -7]);
    const open = await batchIn(api, 'OPEN', area);
    await countLines(api, open, { 0: 1 });
    expect((await act(open, 'archive')).json()).toMatchObject({ status: 'ARCHIVED' });
    expect((await act(await batchIn(api, 'DRAFT', area), 'cancel')).json()).toMatchObject({ status: 'CANCELLED' });
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual(stock);
    expect(await totalMovements()).toBe(movements);
    // Archived counts stay as saved, read-only.
    expect((await lines(api, open))[0].counted_qty).toBe(1);
  });
});

describe('the timeline', () => {
  it('records every transition with its user and time, oldest first', async () => {
    const { area } = await areaWithItems(api, 'Timeline A', 1);
    const id = (await api.post('cycle-counts/', {})).json().id;
    await act(id, 'start', { areas: [area] });
    await countLines(api, id, { 0: 2 });
    await act(id, 'finalize');
    await act(id, 'reopen');
    await act(id, 'finalize');
    const ownerToken = await api.t.login('owner@example.com', 'bistro.localhost');
    await api.t.request({ method: 'POST', url: `/1/api/inventory/cycle-counts/${id}/post_adjustments/`, host: 'bistro.localhost', token: ownerToken, payload: {} });
    const { timeline } = await batch(id);
    expect(timeline.map((e: any) => [e.action, e.status_from, e.status_to, e.user.name])).toEqual([
      ['created', null, 'DRAFT', 'Maria Lopez'],
      ['started', 'DRAFT', 'OPEN', 'Maria Lopez'],
      ['finalized', 'OPEN', 'FINALIZED', 'Maria Lopez'],
      ['reopened', 'FINALIZED', 'OPEN', 'Maria Lopez'],
      ['finalized', 'OPEN', 'FINALIZED', 'Maria Lopez'],
      ['posted', 'FINALIZED', 'POSTED', 'Oscar Owner'],
    ]);
    const times = timeline.map((e: any) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
