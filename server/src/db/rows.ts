// Insert and patch one row from an object whose keys are column names chosen by the caller's code
// (never by a client: `columns` lists the ones that may be written).
import type { Tx } from './database';

type Row = Record<string, unknown>;

const writable = (values: Row, columns: readonly string[]) => Object.entries(values).filter(([k, v]) => v !== undefined && columns.includes(k));

/** INSERT of the given columns; answers the new id. */
export async function insertRow(tx: Tx, table: string, values: Row, columns: readonly string[]): Promise<number> {
  const entries = writable(values, columns);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${entries.map(([k]) => k).join(', ')}) VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    entries.map(([, v]) => v),
  );
  return row.id;
}

/** UPDATE of the given columns (undefined ones are left alone); false when no row has the id. */
export async function updateRow(tx: Tx, table: string, id: number, patch: Row, columns: readonly string[]): Promise<boolean> {
  const entries = writable(patch, columns);
  if (entries.length === 0) return (await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
  return (await tx.query(`UPDATE ${table} SET ${sets} WHERE id = $1 RETURNING id`, [id, ...entries.map(([, v]) => v)])).length > 0;
}

/** DELETE by id; false when no row has the id. */
export async function deleteRow(tx: Tx, table: string, id: number): Promise<boolean> {
  return (await tx.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id])).length > 0;
}
