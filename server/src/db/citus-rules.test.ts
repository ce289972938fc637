// Past one PostgreSQL: Citus's schema-based sharding puts each tenant schema on one worker and
// makes the public tables reference tables. That works only while (README, "Past one PostgreSQL")
//   1. a tenant schema's tables reference only their own schema and public;
//   2. no statement touches two tenant schemas (a cross-tenant write is separate statements);
//   3. every public table a tenant table references can be a reference table (it has a primary
//      key and references only public tables).
// Citus is not installable here: this reads the migrations, the server's SQL and the migrated
// catalog, and fails when a rule breaks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDurableCopy } from '../../test/helpers';
import type { Database } from './database';

const src = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(file, 'utf8');
const tenantMigrations = readdirSync(path.join(src, 'db/migrations/tenant')).map((f) => path.join(src, 'db/migrations/tenant', f));

/** The server's source files (tests and seeds aside: the demo seed writes each tenant in turn). */
function serverSources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return serverSources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.startsWith('seed') ? [file] : [];
  });
}

/** Schema-qualified names in SQL text after FROM, JOIN, INTO, UPDATE, TABLE and REFERENCES (a trigger's OLD and NEW are rows, not schemas). */
function qualifiers(sql: string): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE|REFERENCES)\s+([a-z_][a-z0-9_]*)\.[a-z_]/gi)].map((m) => m[1].toLowerCase()).filter((q) => q !== 'old' && q !== 'new');
}

/** Each template literal's distinct `${expr}.name` qualifiers: a schema chosen at run time. */
function runtimeSchemasPerStatement(code: string): string[][] {
  return [...code.matchAll(/`[^`]*`/g)].map((m) => [...new Set([...m[0].matchAll(/\$\{([^}]+)\}\.[a-z_]/g)].map((q) => q[1].trim()))]);
}

describe('rules that keep each tenant schema on one Citus worker', () => {
  it('tenant migrations name no schema but public', () => {
    const named = tenantMigrations.flatMap((file) => qualifiers(read(file)).map((q) => `${path.basename(file)}: ${q}`));
    expect(named.filter((n) => !/: (public|pg_catalog)$/.test(n))).toEqual([]);
    expect(named.length).toBeGreaterThan(0); // the migrations do name public (the check reads them)
    expect(qualifiers('INSERT INTO fresh_farms.orders SELECT * FROM public.tenants')).toEqual(['fresh_farms', 'public']);
  });

  it('no statement in the server reaches two tenant schemas', () => {
    const both = serverSources().flatMap((file) =>
      runtimeSchemasPerStatement(read(file))
        .filter((schemas) => schemas.length > 1)
        .map((schemas) => `${path.relative(src, file)}: ${schemas.join(' and ')}`),
    );
    expect(both).toEqual([]);
    // The check sees the cross-tenant writes: they name one schema chosen at run time each.
    const mirror = runtimeSchemasPerStatement(read(path.join(src, 'modules/purchase-orders/mirror.ts')));
    expect(mirror.some((schemas) => schemas.length === 1)).toBe(true);
    expect(runtimeSchemasPerStatement('`SELECT * FROM ${a}.orders o JOIN ${b}.lines l ON true`')).toEqual([['a', 'b']]);
  });
});

describe('the migrated catalog', () => {
  let copy: Awaited<ReturnType<typeof openDurableCopy>>;
  let db: Database;
  beforeAll(async () => {
    copy = await openDurableCopy();
    db = copy.db;
  });
  afterAll(() => copy?.drop());

  const foreignKeys = () =>
    db.query<{ from_schema: string; from_table: string; to_schema: string; to_table: string }>(
      `SELECT fn.nspname AS from_schema, fc.relname AS from_table, tn.nspname AS to_schema, tc.relname AS to_table
         FROM pg_constraint c
         JOIN pg_class fc ON fc.oid = c.conrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
         JOIN pg_class tc ON tc.oid = c.confrelid JOIN pg_namespace tn ON tn.oid = tc.relnamespace
        WHERE c.contype = 'f' AND (fn.nspname = 'public' OR fn.nspname IN (SELECT schema_name FROM public.tenants))`,
    );

  it('tenant tables reference only their own schema and public; public tables only public', async () => {
    const keys = await foreignKeys();
    expect(keys.some((k) => k.from_schema !== 'public' && k.to_schema === 'public')).toBe(true);
    expect(keys.filter((k) => k.to_schema !== 'public' && k.to_schema !== k.from_schema)).toEqual([]);
    expect(keys.filter((k) => k.from_schema === 'public' && k.to_schema !== 'public')).toEqual([]);
  });

  it('every public table a tenant table references has a primary key (it can be a reference table)', async () => {
    const referenced = [...new Set((await foreignKeys()).filter((k) => k.from_schema !== 'public' && k.to_schema === 'public').map((k) => k.to_table))];
    const withKey = (
      await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE k.contype = 'p' AND n.nspname = 'public'`,
      )
    ).map((r) => r.name);
    expect(referenced.filter((t) => !withKey.includes(t))).toEqual([]);
  });
});
