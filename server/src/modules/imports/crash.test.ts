// Crash atomicity of an import's commit: the real server process is killed (SIGKILL) while it
// writes 10,000 products, at the log line it writes just before the rows. After a restart the
// import is wholly there or not at all, and when not, the upload still commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { callServer as call, serverDatabase, startServer } from '../../../test/server-process';
import { saveUpload } from './repo';

const ROWS = 10_000;
let database: Awaited<ReturnType<typeof serverDatabase>>;
let uploadId: number;

beforeAll(async () => {
  database = await serverDatabase();
  const db = await database.open();
  const rows = Array.from({ length: ROWS }, (_, i) => ({ row: i + 2, values: [`Crash product ${i}`, `CRASH-${i}`, `Crash category ${i % 10}`, '1.50'] }));
  // far in the future: the server's clock is the real one
  uploadId = await db.withTenant('corner_bistro', (tx) =>
    saveUpload(tx, 'products', 'crash.csv', { columns: ['Product name', 'SKU', 'Category', 'Base price'], rows }, null, new Date('2100-01-01')),
  );
  await db.close();
}, 300_000);

afterAll(() => database.drop());

const signIn = async (port: number) => (await call(port, 'POST', '/auth/token/', undefined, { email: 'merchant@example.com', password: DEMO_PASSWORD })).body.access;

describe('kill -9 during an import commit', () => {
  it('leaves all of it imported or none of it', async () => {
    const server = await startServer(database.env);
    const token = await signIn(server.port);
    const answer = call(server.port, 'POST', `/imports/${uploadId}/commit/`, token, { on_existing: 'update' }).then(
      (r) => ({ answered: r.status }),
      (err: Error) => ({ failed: err.message }),
    );
    await server.nextLine(/import: writing rows/);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    expect(await answer).toEqual({ failed: expect.stringMatching(/socket hang up|ECONNRESET/) });

    const db = await database.open();
    const counts = async () =>
      (
        await db.withTenant('corner_bistro', (tx) =>
          tx.query<{ products: number; categories: number; uploads: number }>(
            `SELECT (SELECT count(*)::int FROM products WHERE sku LIKE 'CRASH-%') AS products,
                    (SELECT count(*)::int FROM categories WHERE category_name LIKE 'Crash category %') AS categories,
                    (SELECT count(*)::int FROM import_uploads WHERE id = $1) AS uploads`,
            [uploadId],
          ),
        )
      )[0];
    const after = await counts();
    await db.close();
    // all or nothing: every row with its categories and the upload gone, or none and the upload kept
    expect([
      { products: ROWS, categories: 10, uploads: 0 },
      { products: 0, categories: 0, uploads: 1 },
    ]).toContainEqual(after);
    console.log(`crash during an import of ${ROWS} rows: ${after.products} rows were there after the restart`);

    if (after.products === 0) {
      const again = await startServer(database.env);
      const retried = await call(again.port, 'POST', `/imports/${uploadId}/commit/`, await signIn(again.port), { on_existing: 'update' });
      again.child.kill('SIGTERM');
      await again.exited;
      expect(retried.body).toEqual({ created: ROWS, updated: 0, skipped: 0 });
    }
  }, 120_000);
});
