// What a backup holds, counted the same way on both databases: every table of public and of each
// tenant schema with its row count and a checksum of its rows, the tenants, the schema versions.
import type { Tx } from '../db/database';
import { quoteCatalogName } from '../db/identifiers';

export interface TableStats {
  rows: number;
  /** md5 over the sorted md5 of each row's text: equal rows in any order give equal checksums. */
  checksum: string;
}

export interface DatabaseStats {
  tenants: string[];
  /** "schema.table" → its rows and checksum. */
  tables: Record<string, TableStats>;
  /** Each schema's newest applied migration (public and every tenant). */
  versions: Record<string, string>;
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Counts and checksums every table of public and of every tenant schema, in the caller's transaction (one snapshot). */
export async function databaseStats(tx: Tx): Promise<DatabaseStats> {
  const tenants = (await tx.query<{ schema_name: string }>('SELECT schema_name FROM public.tenants ORDER BY schema_name')).map((t) => t.schema_name);
  const tables = await tx.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND (table_schema = 'public' OR table_schema = ANY($1::text[]))
      ORDER BY 1, 2`,
    [tenants],
  );
  // One statement for all tables: a round trip per table costs more than the counting.
  const counted = tables.length
    ? await tx.query<TableStats & { name: string }>(
        tables
          .map(
            (t) => `SELECT ${quoteLiteral(`${t.schema}.${t.name}`)} AS name, count(*)::int AS rows, coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS checksum
                      FROM (SELECT md5(r::text) AS h FROM ${quoteCatalogName(t.schema)}.${quoteCatalogName(t.name)} r) x`,
          )
          .join(' UNION ALL '),
      )
    : [];
  const out = Object.fromEntries(counted.map(({ name, rows, checksum }) => [name, { rows, checksum }]));
  const versions = Object.fromEntries(
    (await tx.query<{ schema_name: string; version: string }>('SELECT schema_name, max(version) AS version FROM public.schema_migrations GROUP BY schema_name ORDER BY 1')).map((r) => [
      r.schema_name,
      r.version,
    ]),
  );
  return { tenants, tables: out, versions };
}

/** Rows per table kind: a tenant table's rows summed over every tenant schema, public tables by their own name. */
export function rowsPerKind(stats: DatabaseStats): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const [name, t] of Object.entries(stats.tables)) {
    const [schema, table] = name.split('.');
    const kind = schema === 'public' ? `public.${table}` : table;
    kinds[kind] = (kinds[kind] ?? 0) + t.rows;
  }
  return kinds;
}

/** The lines the commands print: tenants, rows per table kind, bytes, time. */
export function summary(what: string, stats: DatabaseStats, files: number, bytes: number, ms: number): string {
  const kinds = Object.entries(rowsPerKind(stats)).filter(([, n]) => n > 0);
  return [
    `${what}: ${stats.tenants.length} tenants (${stats.tenants.join(', ') || 'none'}), ${kinds.reduce((s, [, n]) => s + n, 0)} rows, ${files} uploaded files, ${bytes} bytes, ${(ms / 1000).toFixed(1)} s`,
    ...kinds.map(([kind, n]) => `  ${kind}: ${n}`),
  ].join('\n');
}
