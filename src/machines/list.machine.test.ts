import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { createListMachine, selectPageCount, toListPage, type ListInput, type ListPage, type ListQuery } from './list.machine';
import { deferred, flush } from '../../test/promises';

type Row = { id: number; name: string };

function rowsFor(q: ListQuery, count = 25): ListPage<Row> {
  const start = (q.page - 1) * q.pageSize;
  const rows = Array.from({ length: Math.max(0, Math.min(q.pageSize, count - start)) }, (_, i) => ({
    id: start + i + 1,
    name: `${q.query}${start + i + 1}`,
  }));
  return { rows, count };
}

function start(fetch: (q: ListQuery) => Promise<ListPage<Row>>, input: ListInput = {}) {
  const calls: ListQuery[] = [];
  const clock = new SimulatedClock();
  const machine = createListMachine<Row>().provide({
    actors: {
      fetchPage: fromPromise(async ({ input: q }: { input: ListQuery }) => {
        calls.push(q);
        return fetch(q);
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, calls, clock };
}

describe('list machine: a state from the URL', () => {
  it('starts from the search and page it is given', async () => {
    const { actor, calls } = start(async (q) => rowsFor(q), { query: 'tom', page: 3, pageSize: 5, filters: { status: 'OPEN' } });
    expect(calls).toEqual([{ query: 'tom', page: 3, pageSize: 5, filters: { status: 'OPEN' } }]);
    await waitFor(actor, (s) => s.hasTag('ready'));
  });

  it('takes a whole new state at once and fetches it without waiting for the debounce', async () => {
    const { actor, calls } = start(async (q) => rowsFor(q), { query: 'tom', page: 2, filters: { status: 'OPEN' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'state.restore', query: '', page: 1, pageSize: 20, filters: { status: '' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls.at(-1)).toEqual({ query: '', page: 1, pageSize: 20, filters: { status: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ query: '', page: 1, pageSize: 20, filters: { status: '' } });
  });
});

describe('list machine', () => {
  it('loads page 1 first with the loading tag, then holds rows and count', async () => {
    const d = deferred<ListPage<Row>>();
    const { actor, calls } = start(() => d.promise);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual([{ query: '', page: 1, pageSize: 10, filters: {} }]);
    d.resolve(rowsFor(calls[0]));
    await waitFor(actor, (s) => !s.hasTag('loading'));
    const s = actor.getSnapshot();
    expect(s.context.rows).toHaveLength(10);
    expect(s.context.count).toBe(25);
    expect(s.hasTag('empty')).toBe(false);
    expect(selectPageCount(s)).toBe(3);
  });

  it('debounces the search: no fetch before 300 ms, one after; typing again restarts the wait', async () => {
    const { actor, calls, clock } = start(async (q) => rowsFor(q));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls).toHaveLength(1);

    actor.send({ type: 'search.change', query: 'a' });
    clock.increment(299);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'search.change', query: 'ab' });
    clock.increment(299);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ query: 'ab', page: 1, pageSize: 10, filters: {} });
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.rows[0].name).toBe('ab1');
  });

  it('fetches at once with debounce 0 and resets to page 1 on a new search', async () => {
    const { actor, calls } = start(async (q) => rowsFor(q), { debounceMs: 0 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.goto', page: 3 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'search.change', query: 'x' });
    expect(calls[2]).toEqual({ query: 'x', page: 1, pageSize: 10, filters: {} });
  });

  it('ignores a stale answer when the search changes mid-flight', async () => {
    const pending: Record<string, ReturnType<typeof deferred<ListPage<Row>>>> = {};
    const { actor, clock } = start((q) => {
      pending[q.query] = deferred<ListPage<Row>>();
      return pending[q.query].promise;
    });
    pending[''].resolve({ rows: [{ id: 1, name: 'first' }], count: 1 });
    await waitFor(actor, (s) => s.hasTag('ready'));

    actor.send({ type: 'search.change', query: 'old' });
    clock.increment(300);
    expect(pending.old).toBeDefined();
    actor.send({ type: 'search.change', query: 'new' });
    clock.increment(300);
    pending.old.resolve({ rows: [{ id: 2, name: 'stale' }], count: 1 });
    await flush();
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    expect(actor.getSnapshot().context.rows[0].name).toBe('first');

    pending.new.resolve({ rows: [{ id: 3, name: 'fresh' }], count: 1 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    await flush();
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['fresh']);
  });

  it('ignores a stale page when another page is requested mid-flight', async () => {
    const pending: Record<number, ReturnType<typeof deferred<ListPage<Row>>>> = {};
    const { actor } = start((q) => {
      if (q.page === 1) return Promise.resolve(rowsFor(q));
      pending[q.page] = deferred<ListPage<Row>>();
      return pending[q.page].promise;
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.goto', page: 2 });
    actor.send({ type: 'page.goto', page: 3 });
    pending[2].resolve(rowsFor({ query: '', page: 2, pageSize: 10, filters: {} }));
    await flush();
    expect(actor.getSnapshot().context.rows[0].id).toBe(1);
    pending[3].resolve(rowsFor({ query: '', page: 3, pageSize: 10, filters: {} }));
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.page).toBe(3);
    expect(actor.getSnapshot().context.rows[0].id).toBe(21);
  });

  it('changes page size and goes back to page 1', async () => {
    const { actor, calls } = start(async (q) => rowsFor(q));
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.goto', page: 2 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'pageSize.change', pageSize: 20 });
    expect(calls.at(-1)).toEqual({ query: '', page: 1, pageSize: 20, filters: {} });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.rows).toHaveLength(20);
    expect(selectPageCount(actor.getSnapshot())).toBe(2);
  });

  it('goes to the last page when the current page comes back empty', async () => {
    let count = 25;
    const { actor, calls } = start(async (q) => rowsFor(q, count));
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.goto', page: 3 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    count = 20;
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls.map((c) => c.page)).toEqual([1, 3, 3, 2]);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('tags an empty result', async () => {
    const { actor } = start(async () => ({ rows: [], count: 0 }));
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(selectPageCount(actor.getSnapshot())).toBe(1);
  });

  it('tags an error with its message, and reload recovers', async () => {
    const fetch = vi.fn<(q: ListQuery) => Promise<ListPage<Row>>>();
    fetch.mockRejectedValueOnce(new Error('Server down')).mockResolvedValueOnce({ rows: [{ id: 1, name: 'a' }], count: 1 });
    const { actor } = start(fetch);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Server down');
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts with the given filters and refetches page 1 at once when a filter changes', async () => {
    const { actor, calls, clock } = start(async (q) => rowsFor(q), { filters: { status: 'OPEN' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(calls[0].filters).toEqual({ status: 'OPEN' });
    actor.send({ type: 'page.goto', page: 2 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filters.change', filters: { supplier: '4' } });
    // No debounce for a filter: the call goes out before any time passes.
    expect(calls.at(-1)).toEqual({ query: '', page: 1, pageSize: 10, filters: { status: 'OPEN', supplier: '4' } });
    actor.send({ type: 'filters.change', filters: { status: '' } });
    expect(calls.at(-1)?.filters).toEqual({ status: '', supplier: '4' });
    clock.increment(1000);
    expect(calls).toHaveLength(4);
  });

  it('asks nothing below minQuery: idle with no rows, then fetches once the search is long enough', async () => {
    const { actor, calls, clock } = start(async (q) => rowsFor(q), { minQuery: 2 });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'search.change', query: ' a ' });
    clock.increment(300);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    actor.send({ type: 'search.change', query: 'ab' });
    clock.increment(300);
    expect(calls.map((c) => c.query)).toEqual(['ab']);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.rows).toHaveLength(10);
    // Back below the minimum: the rows go away without a call.
    actor.send({ type: 'search.change', query: 'a' });
    clock.increment(300);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([]);
    expect(actor.getSnapshot().context.count).toBe(0);
  });

  it('raises notifyFailed with the error in context on each failed load, and not on a good one', async () => {
    const notified: (string | null)[] = [];
    const fetch = vi.fn<(q: ListQuery) => Promise<ListPage<Row>>>();
    fetch.mockRejectedValueOnce(new Error('Server down')).mockResolvedValueOnce({ rows: [], count: 0 });
    const machine = createListMachine<Row>().provide({
      actors: { fetchPage: fromPromise(({ input }: { input: ListQuery }) => fetch(input)) },
      actions: { notifyFailed: ({ context }) => void notified.push(context.error) },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(notified).toEqual(['Server down']);
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.hasTag('empty'));
    expect(notified).toEqual(['Server down']);
  });

  it('reads the message of a non-Error rejection', async () => {
    const { actor } = start(() => Promise.reject({ message: 'Nope' }));
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Nope');
  });
});

describe('toListPage', () => {
  it('adapts both list shapes', () => {
    expect(toListPage([1, 2])).toEqual({ rows: [1, 2], count: 2 });
    expect(toListPage({ count: 9, results: [1] })).toEqual({ rows: [1], count: 9 });
  });
});
