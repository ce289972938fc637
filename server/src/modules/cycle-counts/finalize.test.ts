// Finalize on the server (OPEN → FINALIZED): each counted item's on-hand becomes its count; when
// counted items moved since the snapshot, the conflicts (409), finalizing with force and a choice
// per line, or re-snapshotting first. Every call checks the stock ledger's invariant after it
// (openInventoryTests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { act, areaWithItems, batchOf, countLines, lines, movementsOf, onHand, totalMovements } from '../../../test/cycle-counts';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

describe('finalize/', () => {
  it("with no saved count is a 400 in the spec's words, and the batch stays OPEN", async () => {
    const { area } = await areaWithItems(api, 'Empty Count', 1);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const res = await act(api, id, 'finalize');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'No saved counts found. Save at least one line before finalizing.' });
    expect((await batchOf(api, id)).status).toBe('OPEN');
  });

  it("sets each counted item's on-hand to its count, one movement per changed item; uncounted lines change nothing", async () => {
    const { area, items } = await areaWithItems(api, 'Final A', 3);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    // item 0: 10 → 7; item 1: 11 counted 11 (no change); item 2: uncounted.
    const all = await countLines(api, id, { 0: 7, 1: 11 });
    const res = await act(api, id, 'finalize');
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
    expect(res.json().timeline.at(-1)).toMatchObject({
      action: 'finalized',
      status_from: 'OPEN',
      status_to: 'FINALIZED',
      user: { name: 'Maria Lopez' },
      details: { forced: false, conflicts: 0, movements: 1 },
    });
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
    const movements = await totalMovements(api);
    const res = await act(api, id, 'finalize');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Conflicts detected. Review them below.',
      conflicts: [
        {
          line: all[0].id,
          area,
          area_name: 'Conflict A',
          product: all[0].product,
          product_name: 'Conflict A product 1',
          sku: 'CONFLICT-A-1',
          expected_at_snapshot: 10,
          current_on_hand: 15,
          counted_qty: 8,
        },
        {
          line: all[1].id,
          area,
          area_name: 'Conflict A',
          product: all[1].product,
          product_name: 'Conflict A product 2',
          sku: 'CONFLICT-A-2',
          expected_at_snapshot: 11,
          current_on_hand: 11,
          counted_qty: 9,
        },
      ],
    });
    expect((await batchOf(api, id)).status).toBe('OPEN');
    expect(await totalMovements(api)).toBe(movements);
  });

  it('with force applies; each conflicting line keeps the counted quantity or the difference, as chosen', async () => {
    const { area, items } = await areaWithItems(api, 'Force A', 3);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    const all = await countLines(api, id, { 0: 8, 1: 9, 2: 12 });
    await api.patch(`items/${items[0]}/`, { on_hand: 15 }); // expected 10, counted 8
    await api.patch(`items/${items[1]}/`, { on_hand: 20 }); // expected 11, counted 9
    const strange = await act(api, id, 'finalize', { force: true, resolutions: [{ line: 99999, keep: 'difference' }] });
    expect(strange.statusCode).toBe(400);
    expect(strange.json()).toEqual({ resolutions: ['Line 99999 is not a counted line of this cycle count.'] });
    const res = await act(api, id, 'finalize', { force: true, resolutions: [{ line: all[1].id, keep: 'difference' }] });
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
    expect((await act(api, id, 'finalize')).statusCode).toBe(409);
    const res = await act(api, id, 'resnapshot');
    expect(res.statusCode).toBe(200);
    expect(res.json().timeline.at(-1)).toMatchObject({ action: 'resnapshotted', details: { lines: 2 } });
    expect((await lines(api, id)).map((l) => [l.expected_qty, l.counted_qty])).toEqual([
      [30, 4],
      [11, null],
    ]);
    expect((await act(api, id, 'finalize')).statusCode).toBe(200);
    expect(await onHand(api, items[0])).toBe(4);
  });
});
