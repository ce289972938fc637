// A merchant's tax rates (tenant schema); products name theirs in product_taxes.
import type { Tx } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';
import type { Schemas } from '../../openapi/operations';

/** A stored tax rate: the contract's Tax without its display name. */
type TaxRow = Omit<Schemas['Tax'], 'display_name'>;
export type TaxValues = Partial<Omit<TaxRow, 'id'>>;

const COLUMNS = ['name', 'rate'] as const satisfies readonly (keyof TaxValues)[];

/** The Tax of the contract: the name with its rate for the form's checkboxes. */
export const toTax = (t: TaxRow): Schemas['Tax'] => ({ id: t.id, name: t.name, rate: t.rate, display_name: `${t.name} (${t.rate}%)` });

export function listTaxes(tx: Tx): Promise<TaxRow[]> {
  return tx.query<TaxRow>('SELECT id, name, rate FROM taxes ORDER BY lower(name), id');
}

export async function findTax(tx: Tx, id: number): Promise<TaxRow | null> {
  return (await tx.query<TaxRow>('SELECT id, name, rate FROM taxes WHERE id = $1', [id]))[0] ?? null;
}

export const insertTax = (tx: Tx, values: TaxValues) => insertRow(tx, 'taxes', values, COLUMNS);
export const updateTax = (tx: Tx, id: number, patch: TaxValues) => updateRow(tx, 'taxes', id, patch, COLUMNS);
export const deleteTax = (tx: Tx, id: number) => deleteRow(tx, 'taxes', id);
