// The gate's lookups: on PGlite kept in memory, never older than the last change to users,
// tenants or memberships; on PostgreSQL, which other processes share, read on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, HOSTS, simulatedClock, type TestContext } from '../../../test/helpers';
import type { Database } from '../../db/database';
import { CALLER_TTL_MS, watchCallers } from './callers';

let t: TestContext;
let ownerId: number;
let keeps: boolean;
beforeAll(async () => {
  t = await createTestContext();
  [{ id: ownerId }] = await t.db.query('SELECT id FROM public.users WHERE email = $1', [DEMO.owner]);
  keeps = t.db.kind === 'pglite';
});
afterAll(() => t.close());

/** The database, counting the queries made through it. */
function counted(db: Database, overrides: Partial<Database> = {}) {
  const calls = { n: 0 };
  const wrapped: Database = { ...db, query: <T>(sql: string, params?: unknown[]) => (calls.n++, db.query<T>(sql, params)), ...overrides };
  return { db: wrapped, calls };
}

describe('the callers', () => {
  it('answer a repeated lookup from memory on PGlite, each user and Host apart, and from the database on PostgreSQL', async () => {
    const { db, calls } = counted(t.db);
    const callers = watchCallers(db, simulatedClock());
    const first = await callers.find(ownerId, HOSTS.bistro);
    expect(first?.user.email).toBe(DEMO.owner);
    expect(await callers.find(ownerId, HOSTS.bistro)).toEqual(first);
    expect(calls.n).toBe(keeps ? 1 : 2);
    expect((await callers.find(ownerId, HOSTS.harbor))?.tenant?.domain).toBe(HOSTS.harbor);
    expect(calls.n).toBe(keeps ? 2 : 3);
    expect(Object.isFrozen(first?.user)).toBe(true);
    callers.stop();
  });

  it('are asked again once their short life is over', async () => {
    const clock = simulatedClock();
    const { db, calls } = counted(t.db);
    const callers = watchCallers(db, clock);
    await callers.find(ownerId, HOSTS.bistro);
    clock.advance(CALLER_TTL_MS / 1000 - 1);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(keeps ? 1 : 2);
    clock.advance(1);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(keeps ? 2 : 3);
    callers.stop();
  });

  it.each([
    ['a user', 'UPDATE public.users SET first_name = first_name WHERE id = $1'],
    ['a membership', 'UPDATE public.memberships SET user_id = user_id WHERE user_id = $1'],
    ['a tenant', 'UPDATE public.tenants SET name = name WHERE id = (SELECT min(id) FROM public.tenants WHERE $1::int IS NOT NULL)'],
  ])('are asked again as soon as %s changes', async (_what, change) => {
    const { db, calls } = counted(t.db);
    const callers = watchCallers(db, simulatedClock());
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
    const callers = watchCallers(racing, simulatedClock());
    try {
      expect((await callers.find(ownerId, HOSTS.bistro))?.user.is_active).toBe(true);
    } finally {
      await t.db.query('UPDATE public.users SET is_active = true WHERE id = $1', [ownerId]);
    }
    expect((await callers.find(ownerId, HOSTS.bistro))?.user.is_active).toBe(true);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it('come from the database every time when it cannot tell of every change (a shared server)', async () => {
    const { db, calls } = counted(t.db, { watchChanges: () => null });
    const callers = watchCallers(db, simulatedClock());
    await callers.find(ownerId, HOSTS.bistro);
    await callers.find(ownerId, HOSTS.bistro);
    expect(calls.n).toBe(2);
    callers.stop();
  });

  it("refuse on the very next request a user deactivated through another process's connection", async () => {
    const other = await t.otherProcess();
    const token = await t.login(DEMO.owner, HOSTS.bistro);
    const call = () => other.request({ url: '/1/api/clients/list-user-tenants/', host: HOSTS.bistro, token });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    await t.db.query('UPDATE public.users SET is_active = false WHERE id = $1', [ownerId]);
    try {
      expect((await call()).statusCode).toBe(401);
    } finally {
      await t.db.query('UPDATE public.users SET is_active = true WHERE id = $1', [ownerId]);
    }
  });
});
