import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.db.exec('CREATE TABLE public.prepared_probe (id int PRIMARY KEY); INSERT INTO public.prepared_probe VALUES (1)');
});
afterAll(() => t.close());

describe('parameterised queries', () => {
  // On PostgreSQL they run as prepared statements, which a change of columns would otherwise break.
  it('see the new columns of a table altered after they first ran', async () => {
    const read = () => t.db.query('SELECT * FROM public.prepared_probe WHERE id = $1', [1]);
    expect(await read()).toEqual([{ id: 1 }]);
    await t.db.exec("ALTER TABLE public.prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'added'");
    expect(await read()).toEqual([{ id: 1, note: 'added' }]);
    expect(await t.db.readTenant('corner_bistro', (tx) => tx.query('SELECT * FROM public.prepared_probe WHERE id = $1', [1]))).toEqual([{ id: 1, note: 'added' }]);
  });

  it('give the same answers many times over, with different values', async () => {
    for (let i = 0; i < 12; i++) {
      const [row] = await t.db.query<{ n: number; s: string }>('SELECT $1::int * 2 AS n, $2::text AS s', [i, `v${i}`]);
      expect(row).toEqual({ n: i * 2, s: `v${i}` });
    }
  });
});
