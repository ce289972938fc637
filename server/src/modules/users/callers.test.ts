// The gate's lookups kept in memory: never an answer older than the last change to users,
// tenants or memberships, made in this process or in another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { CALLER_TTL_MS, watchCallers } from './callers';

let t: TestContext;
let ownerId: number;
beforeAll(async () => {
  t = await createTestContext();
  [{ id: ownerId }] = await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.owner]);
});
afterAll(() => t.close());

/** The database, counting the queries made through it. */
function counted(db: Database, overrides: Partial<Database> = {}) {
  const calls = { n: 0 };
  const wrapped: Database = { ...db, query: <T>(sql: string, params?: unknown[]) => (calls.n++, db.query<T>(sql, params)), ...overrides };
  return { db: wrapped, calls };
}

describe('the callers kept in memory', () => {
  it('answer a repeated lookup without the database, each user and Host apart', async () => {
    const { db, calls } = counted(t.db);
    const callers = await watchCallers(db, simulatedClock());
    const first = await callers.find(ownerId, HOSTS.bistro);
    expect(first?.user.email).toBe(DEMO.owner);
    expect(await callers.find(ownerId, HOSTS.bistro)).toBe(first);
    expect(calls.n).toBe(1);
    expect((await callers.find(ownerId, HOSTS.harbor))?.tenant?.domain).toBe(HOSTS.harbor);
    expect(calls.n).toBe(2);
    expect(Object.isFrozen(first?.user)).toBe(true);
    callers.stop();
  });

  it('are asked again once their short life is over', async () => {
    const clock = simulatedClock();
    const { db, calls } = counted(t.db);
    const callers = await watchCallers(db, clock);
    await callers.find(ownerId, HOSTS.bistro);
    clock.advance(CALLER_TTL_MS / 1000 - 1);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(1);
    clock.advance(1);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it.each([
    ['a user', 'UPDATE public.users SET first_name = first_name WHERE id = $1'],
    ['a membership', 'UPDATE public.memberships SET user_id = user_id WHERE user_id = $1'],
    ['a tenant', 'UPDATE public.tenants SET name = name WHERE id = (SELECT min(id) FROM public.tenants WHERE $1::int IS NOT NULL)'],
  ])('are forgotten as soon as this process changes %s', async (_what, change) => {
    const { db, calls } = counted(t.db);
    const callers = await watchCallers(db, simulatedClock());
    await callers.find(ownerId, HOSTS.bistro);
    await t.db.query(change, [ownerId]);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it('never keep an answer read before a change that landed while it was read', async () => {
    const { db, calls } = counted(t.db);
    let raced = false;
    const racing: Database = {
      ...db,
      async query<T>(sql: string, params?: unknown[]) {
        const rows = await db.query<T>(sql, params);
        if (!raced) await t.db.query('UPDATE public.users SET is_active = false WHERE id = $1', [ownerId]);
        raced = true;
        return rows;
      },
    };
    const callers = await watchCallers(racing, simulatedClock());
    try {
      expect((await callers.find(ownerId, HOSTS.bistro))?.user.is_active).toBe(true);
    } finally {
      await t.db.query('UPDATE public.users SET is_active = true WHERE id = $1', [ownerId]);
    }
    expect((await callers.find(ownerId, HOSTS.bistro))?.user.is_active).toBe(true);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it('come from the database every time while changes cannot be heard', async () => {
    const { db, calls } = counted(t.db, { hearsChanges: () => false });
    const callers = await watchCallers(db, simulatedClock());
    await callers.find(ownerId, HOSTS.bistro);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it("let another process's deactivation of a user take effect there as soon as it is heard", async () => {
    const other = await t.otherProcess();
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    const call = () => other.request({ url: '/1/api/clients/list-user-tenants/', host: HOSTS.bistro, token });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200); // now answered from the other process's memory
    let stop = () => {};
    const heard = new Promise<void>((resolve) => void other.db.watchChanges(resolve).then((s) => (stop = s)));
    await t.db.query('UPDATE public.users SET is_active = false WHERE id = $1', [ownerId]);
    try {
      await heard;
      expect((await call()).statusCode).toBe(401);
    } finally {
      stop();
      await t.db.query('UPDATE public.users SET is_active = true WHERE id = $1', [ownerId]);
    }
  });
});
