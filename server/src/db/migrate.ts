// Numbered SQL migrations: public/ once, tenant/ in every tenant schema.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { setTenantPath, type Database, type Tx } from './database';
import { quoteIdent } from './identifiers';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function load(kind: 'public' | 'tenant') {
  return readdirSync(path.join(dir, kind))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, kind, f), 'utf8') }));
}

/** The newest migration this code knows, of public or of a tenant schema. */
export const newestVersion = (kind: 'public' | 'tenant'): string => load(kind).at(-1)!.version;

async function apply(tx: Tx, schema: string, migrations: { version: string; sql: string }[]) {
  const done = new Set((await tx.query<{ version: string }>('SELECT version FROM public.schema_migrations WHERE schema_name = $1', [schema])).map((r) => r.version));
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await tx.exec(m.sql);
    await tx.query('INSERT INTO public.schema_migrations (schema_name, version) VALUES ($1, $2)', [schema, m.version]);
  }
}

/** Creates the tenant's schema if needed and brings it up to date, inside the caller's transaction. */
export async function migrateTenant(tx: Tx, schema: string): Promise<void> {
  await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  await setTenantPath(tx, schema);
  await apply(tx, schema, load('tenant'));
  await tx.exec('SET LOCAL search_path TO public');
}

export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two servers starting together must not migrate at the same time.
    await tx.query('SELECT pg_advisory_xact_lock(7254001)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
      schema_name text NOT NULL, version text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (schema_name, version))`);
    await tx.exec('SET LOCAL search_path TO public');
    await apply(tx, 'public', load('public'));
  });
  // One query tells which tenants are behind: a restart with every migration applied opens no
  // transaction per tenant, however many tenants there are.
  const versions = load('tenant').map((m) => m.version);
  const behind = await db.query<{ schema_name: string }>(
    `SELECT t.schema_name FROM public.tenants t
      WHERE (SELECT count(*) FROM public.schema_migrations m
              WHERE m.schema_name = t.schema_name AND m.version = ANY($1::text[])) < $2
      ORDER BY t.id`,
    [versions, versions.length],
  );
  for (const t of behind) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7254001)');
      await migrateTenant(tx, t.schema_name);
    });
  }
}
