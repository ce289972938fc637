// Each server project runs on the database it says: the server-pglite project on PGlite even when
// DATABASE_URL names a server (vite.config.ts), the server project on DATABASE_URL's server when set.
import { expect, inject, it } from 'vitest';
import { createTestContext } from '../../test/helpers';

it("opens the test's database on the kind its environment names", async () => {
  const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  expect(inject('dbTemplate').kind).toBe(expected);
  const t = await createTestContext();
  try {
    expect(t.db.kind).toBe(expected);
  } finally {
    await t.close();
  }
});
