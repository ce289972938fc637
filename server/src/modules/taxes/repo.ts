// A merchant's tax rates (tenant schema); products name theirs in product_taxes.
import type { Tx } from '../../db/database';
import { deleteRow, insertRow, updateRow } from '../../db/rows';

export interface TaxRow {
  id: number;
  name: string;
  rate: number;
}

export type TaxValues = Partial<Omit<TaxRow, 'id'>>;

const COLUMNS = ['name', 'rate'] as const;

/** The Tax of the contract: the name with its rate for the form's checkboxes. */
export const toTax = (t: TaxRow) => ({ id: t.id, name: t.name, rate: t.rate, display_name: `${t.name} (${t.rate}%)` });

export function listTaxes(tx: Tx): Promise<TaxRow[]> {
  return tx.query<TaxRow>('SELECT id, name, rate FROM taxes ORDER BY lower(name), id');
}

export async function findTax(tx: Tx, id: number): Promise<TaxRow | null> {
  return (await tx.query<TaxRow>('SELECT id, name, rate FROM taxes WHERE id = $1', [id]))[0] ?? null;
}

export const insertTax = (tx: Tx, values: TaxValues) => insertRow(tx, 'taxes', values, COLUMNS);
export const updateTax = (tx: Tx, id: number, patch: TaxValues) => updateRow(tx, 'taxes', id, patch, COLUMNS);
export const deleteTax = (tx: Tx, id: number) => deleteRow(tx, 'taxes', id);
