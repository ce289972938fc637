// Set-based writes of many import rows at once: each chunk of rows is one INSERT or UPDATE over
// jsonb_to_recordset (db/chunks.ts: 2,000 rows per statement, the event loop served in between).
import { inChunks } from '../../db/chunks';
import type { Tx } from '../../db/database';

/** A column written from the rows, with its SQL type. */
export type Columns = Record<string, 'text' | 'int' | 'numeric'>;
type Row = Record<string, unknown>;

const recordset = (columns: Columns) =>
  `jsonb_to_recordset($1::jsonb) AS r(${Object.entries(columns)
    .map(([c, t]) => `${c} ${t}`)
    .join(', ')})`;

/** Inserts the rows (only `columns` are written); answers how many. */
export async function insertMany(tx: Tx, table: string, columns: Columns, rows: readonly Row[]): Promise<number> {
  const names = Object.keys(columns).join(', ');
  await inChunks(rows, (chunk) => tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM ${recordset(columns)}`, [JSON.stringify(chunk)]));
  return rows.length;
}

/** Updates rows by their `id`: a column whose value is null keeps what the row has; `also` is extra SQL (e.g. updated_at = now()). */
export async function updateMany(tx: Tx, table: string, columns: Columns, rows: readonly Row[], also = ''): Promise<number> {
  const sets = Object.keys(columns).map((c) => `${c} = coalesce(r.${c}, t.${c})`);
  if (also) sets.push(also);
  await inChunks(rows, (chunk) => tx.query(`UPDATE ${table} t SET ${sets.join(', ')} FROM ${recordset({ id: 'int', ...columns })} WHERE t.id = r.id`, [JSON.stringify(chunk)]));
  return rows.length;
}

/** The ids of `table`'s rows by a lower-cased key column (the lowest id when several share it). */
export async function idsByKey(tx: Tx, table: string, keyColumn: string): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; k: string }>(`SELECT id, lower(${keyColumn}) AS k FROM ${table} WHERE ${keyColumn} IS NOT NULL ORDER BY id DESC`);
  return new Map(rows.map((r) => [r.k, r.id]));
}

/** The ids of `names` in `table` (by lower-cased `nameColumn`), inserting the missing ones. */
export async function ensureNamed(tx: Tx, table: string, nameColumn: string, names: Iterable<string>): Promise<Map<string, number>> {
  const ids = await idsByKey(tx, table, nameColumn);
  const missing = [...new Map([...names].filter((n) => !ids.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n])).values()];
  if (missing.length) {
    const added = await tx.query<{ id: number; k: string }>(`INSERT INTO ${table} (${nameColumn}) SELECT unnest($1::text[]) RETURNING id, lower(${nameColumn}) AS k`, [missing]);
    for (const r of added) ids.set(r.k, r.id);
  }
  return ids;
}
