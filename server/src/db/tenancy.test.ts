import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createTenant } from '../modules/tenants/repo';
import { isValidSchemaName, quoteIdent } from './identifiers';
import { migrate } from './migrate';
import type { Tx } from './database';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('schema per tenant', () => {
  it('creates and migrates the schema of a new tenant', async () => {
    await t.db.transaction((tx) => createTenant(tx, { name: 'Green Grocer', schema_name: 'green_grocer', domain: 'green-grocer.localhost', type: 'merchant' }));
    const tables = await t.db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'green_grocer' ORDER BY table_name");
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['categories', 'products', 'inventory_items', 'cycle_counts']));
    const applied = await t.db.query("SELECT version FROM public.schema_migrations WHERE schema_name = 'green_grocer'");
    expect(applied.length).toBeGreaterThan(0);
  });

  it('keeps a row written in one tenant invisible from another', async () => {
    await t.db.withTenant('corner_bistro', (tx) => tx.query("INSERT INTO categories (category_name) VALUES ('Only at the bistro')"));
    const count = (schema: string) => t.db.withTenant(schema, async (tx) => (await tx.query("SELECT count(*)::int AS n FROM categories WHERE category_name = 'Only at the bistro'"))[0].n);
    expect(await count('corner_bistro')).toBe(1);
    expect(await count('harbor_cafe')).toBe(0);
  });

  it('does not leak the search_path out of the tenant transaction', async () => {
    await t.db.withTenant('harbor_cafe', async (tx) => {
      expect((await tx.query('SHOW search_path'))[0].search_path).toContain('harbor_cafe');
    });
    expect((await t.db.query('SHOW search_path'))[0].search_path).not.toContain('harbor_cafe');
    await expect(t.db.query('SELECT * FROM categories')).rejects.toThrow();
  });

  it('reads each tenant in its own schema, and a tenant read leaks its search_path nowhere', async () => {
    await t.db.withTenant('harbor_cafe', (tx) => tx.query("INSERT INTO categories (category_name) VALUES ('Only at the harbor')"));
    const names = (schema: string) => t.db.readTenant(schema, async (tx) => (await tx.query<{ category_name: string }>('SELECT category_name FROM categories')).map((r) => r.category_name));
    // One after the other, so PostgreSQL hands the same kept connection to each read.
    for (let i = 0; i < 3; i++) {
      expect(await names('harbor_cafe')).toContain('Only at the harbor');
      expect(await names('corner_bistro')).not.toContain('Only at the harbor');
    }
    // Unqualified names resolve in no tenant outside a tenant call, writes included.
    await expect(t.db.query('SELECT * FROM categories')).rejects.toThrow();
    await expect(t.db.transaction((tx) => tx.query('SELECT * FROM categories'))).rejects.toThrow();
    expect(await t.db.withTenant('corner_bistro', async (tx) => (await tx.query('SHOW search_path'))[0].search_path)).toContain('corner_bistro');
    // Many reads at once, of several tenants, each see their own tenant only.
    const seen = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? 'harbor_cafe' : 'corner_bistro')).map(async (schema) => [schema, (await names(schema)).includes('Only at the harbor')]),
    );
    for (const [schema, sawHarborRow] of seen) expect(sawHarborRow, String(schema)).toBe(schema === 'harbor_cafe');
  });

  it('rolls a failed tenant transaction back entirely', async () => {
    await expect(
      t.db.withTenant('corner_bistro', async (tx) => {
        await tx.query("INSERT INTO categories (category_name) VALUES ('Rolled back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await t.db.withTenant('corner_bistro', (tx) => tx.query("SELECT 1 FROM categories WHERE category_name = 'Rolled back'"));
    expect(rows).toEqual([]);
  });

  it('migrates idempotently', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM public.schema_migrations');
    await migrate(t.db);
    expect(await t.db.query('SELECT count(*)::int AS n FROM public.schema_migrations')).toEqual(before);
  });

  it('opens no transaction for tenants whose migrations all ran (a restart with many tenants)', async () => {
    const transactions: string[] = [];
    const watched = { ...t.db, transaction: <T>(fn: (tx: Tx) => Promise<T>) => (transactions.push('tx'), t.db.transaction(fn)) };
    await migrate(watched);
    expect(transactions).toHaveLength(1); // the public schema's check, under the migration lock
  });

  it('brings a tenant that is behind up to date, and only that one', async () => {
    // A tenant row whose schema was never migrated (as after adding a tenant migration file).
    await t.db.query("INSERT INTO public.tenants (name, schema_name, domain, type) VALUES ('Late', 'late_tenant', 'late.localhost', 'merchant')");
    const transactions: string[] = [];
    const watched = { ...t.db, transaction: <T>(fn: (tx: Tx) => Promise<T>) => (transactions.push('tx'), t.db.transaction(fn)) };
    await migrate(watched);
    expect(transactions).toHaveLength(2); // public, then late_tenant alone
    expect(await t.db.readTenant('late_tenant', (tx) => tx.query('SELECT * FROM categories'))).toEqual([]);
  });
});

describe('schema names', () => {
  it.each(['fresh_farms', 'a', 'abc123_x', 'a'.repeat(63)])('accepts %s', (name) => expect(isValidSchemaName(name)).toBe(true));
  it.each(['', 'Fresh', '1abc', 'a-b', 'a b', 'a"; DROP SCHEMA public; --', 'a'.repeat(64), 'public', 'pg_catalog'])('refuses %j and never quotes it into SQL', (name) => {
    expect(isValidSchemaName(name)).toBe(false);
    expect(() => quoteIdent(name)).toThrow();
  });
});
