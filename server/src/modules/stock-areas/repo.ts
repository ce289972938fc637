// Stock areas (the tenant's areas table).
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';

/** A stored area: the contract's StockArea with every stored field (the description is never null). */
type AreaRow = Required<Omit<Schemas['StockArea'], 'item_count'>> & { description: string };
export type AreaFields = Partial<Omit<AreaRow, 'id'>>;

/** Every area with how many items it keeps (the delete confirmation says it). */
export async function listAreas(tx: Tx): Promise<(AreaRow & { item_count: number })[]> {
  return tx.query<AreaRow & { item_count: number }>(
    `SELECT a.id, a.name, a.description, a.is_active, (SELECT count(*)::int FROM inventory_items i WHERE i.area_id = a.id) AS item_count
       FROM areas a ORDER BY lower(a.name), a.id`,
  );
}

/** True while a cycle count that includes the area is OPEN (its lines would lose their area mid-count). */
export async function areaInOpenCount(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM cycle_count_areas ca JOIN cycle_counts c ON c.id = ca.cycle_count_id WHERE ca.area_id = $1 AND c.status = 'OPEN' LIMIT 1`, [id]);
  return rows.length > 0;
}

export async function findArea(tx: Tx, id: number): Promise<AreaRow | null> {
  return (await tx.query<AreaRow>('SELECT id, name, description, is_active FROM areas WHERE id = $1', [id]))[0] ?? null;
}

/** Another area (not `exceptId`) already named `name`, whatever the case. */
export async function areaNameTaken(tx: Tx, name: string, exceptId: number | null = null): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM areas WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, exceptId]);
  return rows.length > 0;
}

export async function insertArea(tx: Tx, area: Required<AreaFields>): Promise<AreaRow> {
  const [row] = await tx.query<AreaRow>('INSERT INTO areas (name, description, is_active) VALUES ($1, $2, $3) RETURNING id, name, description, is_active', [
    area.name,
    area.description,
    area.is_active,
  ]);
  return row;
}

export async function updateArea(tx: Tx, id: number, fields: AreaFields): Promise<AreaRow | null> {
  const [row] = await tx.query<AreaRow>(
    `UPDATE areas SET name = coalesce($2, name), description = coalesce($3, description), is_active = coalesce($4, is_active)
      WHERE id = $1 RETURNING id, name, description, is_active`,
    [id, fields.name ?? null, fields.description ?? null, fields.is_active ?? null],
  );
  return row ?? null;
}

export async function deleteArea(tx: Tx, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM areas WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** The ids among `ids` that name no area. */
export async function missingAreas(tx: Tx, ids: number[]): Promise<number[]> {
  const found = new Set((await tx.query<{ id: number }>('SELECT id FROM areas WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)', [JSON.stringify(ids)])).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
