// Crash atomicity of finalize: the real server process is killed (SIGKILL) while it finalizes a
// 10,000-line batch, at the log line it writes just before stock changes. After a restart the
// batch is either wholly finalized or not at all, and every item still equals its movements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { bulkArea } from '../../../test/bulk-stock';
import { ledgerImbalances } from '../../../test/inventory';
import { callServer as call, serverDatabase, startServer } from '../../../test/server-process';
import { createBatch, submitLines } from './transitions';
import { listLines } from './repo';

const LINES = 10_000;
let database: Awaited<ReturnType<typeof serverDatabase>>;
let batchId: number;

beforeAll(async () => {
  database = await serverDatabase();
  const db = await database.open();
  const [{ id: userId }] = await db.query<{ id: number }>('SELECT id FROM public.users WHERE email = $1', ['merchant@example.com']);
  batchId = await db.withTenant('corner_bistro', async (tx) => {
    const area = await bulkArea(tx, 'Warehouse', LINES);
    const id = await createBatch(tx, { name: 'Warehouse count', areas: [area] }, userId);
    const lines = await listLines(tx, id);
    await submitLines(
      tx,
      id,
      lines.map((l) => ({ id: l.id, counted_qty: l.expected_qty - 1 })),
      userId,
    );
    return id;
  });
  await db.close();
}, 300_000);

afterAll(() => database.drop());

describe('kill -9 during a finalize', () => {
  it('leaves all of it applied or none of it, and the ledger balanced', async () => {
    const server = await startServer(database.env);
    const login = await call(server.port, 'POST', '/auth/token/', undefined, { email: 'merchant@example.com', password: DEMO_PASSWORD });
    const token = login.body.access;
    const answer = call(server.port, 'POST', `/inventory/cycle-counts/${batchId}/finalize/`, token).then(
      (r) => ({ answered: r.status }),
      (err: Error) => ({ failed: err.message }),
    );
    await server.nextLine(/finalize: applying counted lines/);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    // The client never got an answer: the server died before it could commit and reply.
    expect(await answer).toEqual({ failed: expect.stringMatching(/socket hang up|ECONNRESET/) });

    const again = await startServer(database.env);
    const relogin = (await call(again.port, 'POST', '/auth/token/', undefined, { email: 'merchant@example.com', password: DEMO_PASSWORD })).body.access;
    const batch = (await call(again.port, 'GET', `/inventory/cycle-counts/${batchId}/`, relogin)).body;
    // A batch left OPEN finalizes normally after the restart.
    const retried = batch.status === 'OPEN' ? (await call(again.port, 'POST', `/inventory/cycle-counts/${batchId}/finalize/`, relogin)).status : null;
    again.child.kill('SIGTERM');
    await again.exited;

    const db = await database.open();
    try {
      expect(await ledgerImbalances(db)).toEqual([]);
      const [moves] = await db.withTenant('corner_bistro', (tx) =>
        tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_movements WHERE cycle_count_id = $1 AND reason = 'count_finalize'`, [batchId]),
      );
      // All or nothing: a finalized batch has every movement, an open one none.
      if (batch.status === 'FINALIZED') expect(moves.n).toBe(LINES);
      else expect([batch.status, retried, moves.n]).toEqual(['OPEN', 200, LINES]);
      console.log(`crash during a finalize of ${LINES} lines: the batch was ${batch.status} after the restart`);
    } finally {
      await db.close();
    }
    // Two server starts and two finalizes of 10,000 lines: more than the default 30 s on a busy machine.
  }, 120_000);
});
