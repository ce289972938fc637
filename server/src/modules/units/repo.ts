// A merchant's unit choices (UOM, tenant schema).
import type { Tx } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';
import type { Schemas } from '../../openapi/operations';

type Unit = Schemas['Unit'];
export type UnitValues = Partial<Omit<Unit, 'id'>>;

const COLUMNS = ['unit_choice', 'description'] as const satisfies readonly (keyof UnitValues)[];

export function listUnits(tx: Tx): Promise<Unit[]> {
  return tx.query<Unit>('SELECT id, unit_choice, description FROM units ORDER BY lower(unit_choice), id');
}

export async function findUnit(tx: Tx, id: number): Promise<Unit | null> {
  return (await tx.query<Unit>('SELECT id, unit_choice, description FROM units WHERE id = $1', [id]))[0] ?? null;
}

/** Whether another unit has this name, in any case. */
export async function unitTaken(tx: Tx, unitChoice: string, exceptId = 0): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM units WHERE lower(unit_choice) = lower($1) AND id <> $2', [unitChoice, exceptId])).length > 0;
}

export const insertUnit = (tx: Tx, values: UnitValues) => insertRow(tx, 'units', values, COLUMNS);
export const updateUnit = (tx: Tx, id: number, patch: UnitValues) => updateRow(tx, 'units', id, patch, COLUMNS);
export const deleteUnit = (tx: Tx, id: number) => deleteRow(tx, 'units', id);
