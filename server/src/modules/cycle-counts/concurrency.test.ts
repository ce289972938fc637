// Cycle counts under concurrent use (decisions.md: the ledger invariant holds under concurrent
// use). On PostgreSQL the requests really overlap: a transaction of the test holds a lock and the
// requests queue behind it in a known order. PGlite runs one transaction at a time, so there the
// same races run in the order PGlite would serialize them. Both check the same outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, openInventoryTests, type InventoryApi } from '../../../test/inventory';
import { areaWithItems, countLines, movementsOf, onHand } from '../../../test/cycle-counts';
import { deferred } from '../../../../test/promises';

let api: InventoryApi;
beforeAll(async () => {
  api = await openInventoryTests();
});
afterAll(() => api.t.close());

const onPostgres = () => api.t.db.kind === 'postgres';
const finalize = (id: number, body: object = {}) => api.post(`cycle-counts/${id}/finalize/`, body);

/** Requests of this database waiting for a lock (PostgreSQL). */
const waiting = async () => (await api.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n;

async function untilWaiting(n: number) {
  // Each look is a query; the loop ends on the condition, or fails after many looks.
  for (let i = 0; i < 5000; i++) if ((await waiting()) >= n) return;
  throw new Error(`never saw ${n} requests waiting for a lock`);
}

/**
 * Runs `first` and `second` as if they raced, `first` winning: on PostgreSQL both start while the
 * test holds the row lock of `itemId`, so both wait and then go in the order they queued.
 */
async function race<A, B>(itemId: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (!onPostgres()) return [await first(), await second()];
  const locked = deferred<void>();
  const release = deferred<void>();
  const holder = api.t.db.withTenant('corner_bistro', async (tx) => {
    await tx.query('SELECT id FROM inventory_items WHERE id = $1 FOR UPDATE', [itemId]);
    locked.resolve();
    await release.promise;
  });
  await locked.promise;
  const a = first();
  await untilWaiting(1);
  const b = second();
  await untilWaiting(2);
  release.resolve();
  await holder;
  return [await a, await b];
}

describe('two finalizes of the same batch at once', () => {
  it('apply exactly once: one answers the finalized batch, the other 409, and each item moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const { area, items } = await areaWithItems(api, `Twice ${round}`, 3);
      const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
      await countLines(api, id, { 0: 1, 1: 2, 2: 3 });
      const answers = await Promise.all([finalize(id), finalize(id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: 'Batch must be OPEN to finalize.' });
      for (const [i, item] of items.entries()) {
        expect((await movementsOf(api, item)).filter((m) => m.reason === 'count_finalize')).toHaveLength(1);
        expect(await onHand(api, item)).toBe(i + 1);
      }
      const timeline = (await api.get(`cycle-counts/${id}/`)).json().timeline;
      expect(timeline.filter((e: any) => e.action === 'finalized')).toHaveLength(1);
    }
  });
});

describe('an item edit racing a finalize', () => {
  async function counted(name: string) {
    const { area, items } = await areaWithItems(api, name, 2);
    const id = (await api.post('cycle-counts/', { areas: [area] })).json().id;
    await countLines(api, id, { 0: 4, 1: 5 });
    const item = (await api.get('items/')).json().find((i: any) => i.id === items[0]);
    return { id, item: items[0], position: item.ledger_position as number };
  }

  it('that lands first makes the finalize answer a conflict for that item', async () => {
    const { id, item, position } = await counted('Race edit first');
    const [edit, fin] = await race(
      item,
      () => api.patch(`items/${item}/`, { on_hand: 25, ledger_position: position }),
      () => finalize(id),
    );
    expect(edit.statusCode).toBe(200);
    expect(fin.statusCode).toBe(409);
    expect(fin.json().conflicts).toMatchObject([{ expected_at_snapshot: 10, current_on_hand: 25, counted_qty: 4 }]);
    expect(await onHand(api, item)).toBe(25);
  });

  it('that comes second, made on what it read before the finalize, is refused with 409: no lost update', async () => {
    const { id, item, position } = await counted('Race finalize first');
    const [fin, edit] = await race(
      item,
      () => finalize(id),
      () => api.patch(`items/${item}/`, { on_hand: 25, ledger_position: position }),
    );
    expect(fin.statusCode).toBe(200);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ detail: 'The stock of this item changed since you opened it. Reload it and try again.' });
    expect(await onHand(api, item)).toBe(4);
    // Read again, the same edit applies on top of the count.
    const fresh = (await api.get('items/')).json().find((i: any) => i.id === item);
    expect((await api.patch(`items/${item}/`, { on_hand: 25, ledger_position: fresh.ledger_position })).statusCode).toBe(200);
    expect((await movementsOf(api, item)).map((m) => [m.delta, m.reason])).toEqual([
      [10, 'opening'],
      [-6, 'count_finalize'],
      [21, 'manual_edit'],
    ]);
  });

  it('many edits and finalizes at once leave every item equal to the sum of its movements', async () => {
    const batches = await Promise.all([0, 1, 2].map((i) => counted(`Storm ${i}`)));
    const calls = batches.flatMap(({ id, item }, i) => [
      finalize(id),
      api.patch(`items/${item}/`, { on_hand: 30 + i }),
      api.patch(`items/${item}/`, { on_hand: 40 + i }),
      finalize(id, { force: true }),
    ]);
    const answers = await Promise.all(calls);
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    await expectLedgerBalanced(api.t.db);
    for (const { id } of batches) expect((await api.get(`cycle-counts/${id}/`)).json().status).toBe('FINALIZED');
  });
});
