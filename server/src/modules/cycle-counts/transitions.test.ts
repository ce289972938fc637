// Cycle-count transitions on the server: every action from every status (allowed or 409, and a
// refusal moves nothing), the reopen reversal, post, archive and cancel, and the timeline. Every
// call checks the stock ledger's invariant after it (openInventoryTests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { act, areaWithItems, batchIn, batchOf, countLines, lines, movementsOf, onHand, totalMovements, type Status } from '../../../test/cycle-counts';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

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
        const before = await batchOf(api, id);
        const movements = await totalMovements(api);
        const res = await act(api, id, action, await body(action, id));
        const expected = RULES[action][from];
        const after = await batchOf(api, id);
        if (expected === 409) {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(409);
          expect(typeof res.json().detail, `${action} from ${from}`).toBe('string');
          expect(res.json().conflicts).toBeUndefined();
          // Refused: nothing moved.
          expect(after).toEqual(before);
          expect(await totalMovements(api)).toBe(movements);
        } else {
          expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(200);
          expect(after.status, `${action} from ${from}`).toBe(expected);
          // Only finalize and reopen move stock.
          if (!['finalize', 'reopen'].includes(action)) expect(await totalMovements(api), action).toBe(movements);
        }
      }
    });
  }

  it("answers the refusals in the spec's words where it has them", async () => {
    const posted = await batchIn(api, 'POSTED', area);
    expect((await act(api, posted, 'reopen')).json()).toEqual({ detail: 'Posted batches cannot be reopened.' });
    expect((await act(api, posted, 'add_missing_lines')).json()).toEqual({ detail: 'Batch must be OPEN to add missing lines.' });
    const open = await batchIn(api, 'OPEN', area);
    expect((await act(api, open, 'reopen')).json()).toEqual({ detail: 'This cycle count is already open.' });
    await act(api, open, 'archive');
    expect((await act(api, open, 'archive')).json()).toEqual({ detail: 'This cycle count is already archived.' });
    expect((await act(api, open, 'submit_lines', { lines: [] })).json()).toEqual({ detail: 'Batch must be OPEN to save counts.' });
  });

  it('an unknown batch is a 404 for every action', async () => {
    const bodies: Record<string, object> = { start: { areas: [area] }, submit_lines: { lines: [] } };
    for (const action of Object.keys(RULES)) expect((await act(api, 99999, action, bodies[action] ?? {})).statusCode, action).toBe(404);
    expect((await api.get('cycle-counts/99999/')).statusCode).toBe(404);
    expect((await api.get('cycle-counts/99999/lines/')).statusCode).toBe(404);
  });
});

describe('reopen/', () => {
  it('reverses the finalize movements, clears the stock effects, and a second finalize does not conflict with the first', async () => {
    const { area, items } = await areaWithItems(api, 'Reopen A', 2);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4, 1: 20 });
    await act(api, id, 'finalize');
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([4, 20]);
    const res = await act(api, id, 'reopen');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', finalized_at: null });
    expect(res.json().timeline.at(-1)).toMatchObject({ action: 'reopened', status_from: 'FINALIZED', status_to: 'OPEN', details: { movements: 2 } });
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([10, 11]);
    expect((await movementsOf(api, items[0])).map((m) => [m.delta, m.reason])).toEqual([
      [10, 'opening'],
      [-6, 'count_finalize'],
      [6, 'count_reopen'],
    ]);
    expect((await lines(api, id)).map((l) => [l.counted_qty, l.applied_delta])).toEqual([
      [4, null],
      [20, null],
    ]);
    // The batch's own movements are not a conflict; a count changed after the reopen applies.
    await countLines(api, id, { 1: 19 });
    expect((await act(api, id, 'finalize')).statusCode).toBe(200);
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual([4, 19]);
  });

  it('reverses only the finalize: an edit made since stays', async () => {
    const { area, items } = await areaWithItems(api, 'Reopen B', 1);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4 }); // 10 → 4 (−6)
    await act(api, id, 'finalize');
    await api.patch(`items/${items[0]}/`, { on_hand: 9 }); // +5 delivered after the count
    await act(api, id, 'reopen');
    expect(await onHand(api, items[0])).toBe(15);
  });
});

describe('post, archive and cancel', () => {
  it('change no stock, close the batch and keep its stock effects readable', async () => {
    const { area, items } = await areaWithItems(api, 'Close A', 2);
    const finalized = await batchIn(api, 'FINALIZED', area);
    const stock = [await onHand(api, items[0]), await onHand(api, items[1])];
    const movements = await totalMovements(api);
    const posted = await act(api, finalized, 'post_adjustments');
    expect(posted.json()).toMatchObject({ status: 'POSTED' });
    expect(Date.parse(posted.json().closed_at)).not.toBeNaN();
    expect((await lines(api, finalized)).map((l) => l.applied_delta)).toEqual([-7, -7]);
    const open = await batchIn(api, 'OPEN', area);
    await countLines(api, open, { 0: 1 });
    expect((await act(api, open, 'archive')).json()).toMatchObject({ status: 'ARCHIVED' });
    expect((await act(api, await batchIn(api, 'DRAFT', area), 'cancel')).json()).toMatchObject({ status: 'CANCELLED' });
    expect([await onHand(api, items[0]), await onHand(api, items[1])]).toEqual(stock);
    expect(await totalMovements(api)).toBe(movements);
    // Archived counts stay as saved, read-only.
    expect((await lines(api, open))[0].counted_qty).toBe(1);
  });
});

describe('the timeline', () => {
  it('records every transition with its user and time, oldest first', async () => {
    const { area } = await areaWithItems(api, 'Timeline A', 1);
    const id = (await api.post('cycle-counts/', {})).json().id;
    await act(api, id, 'start', { areas: [area] });
    await countLines(api, id, { 0: 2 });
    await act(api, id, 'finalize');
    await act(api, id, 'reopen');
    await act(api, id, 'finalize');
    const ownerToken = await api.t.login('owner@example.com', 'bistro.localhost');
    await api.t.request({ method: 'POST', url: `/1/api/inventory/cycle-counts/${id}/post_adjustments/`, host: 'bistro.localhost', token: ownerToken, payload: {} });
    const { timeline } = await batchOf(api, id);
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
