// What every import kind provides: its fields, the checks that need the database (a SKU that
// names nothing, a key twice in the file), and the set-based commit in the caller's transaction.
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import type { Schemas } from '../../openapi/operations';
import type { FieldSpec, Mapping, ReadRow, RowError } from './fields';

export type ImportKind = Schemas['ImportKind'];
export type OnExisting = Schemas['ImportCommit']['on_existing'];
export type Counts = Schemas['ImportResult'];

export interface CommitContext {
  tx: Tx;
  req: FastifyRequest;
  onExisting: OnExisting;
}

export interface ImportKindSpec {
  tenantType: 'merchant' | 'supplier';
  fields: readonly FieldSpec[];
  /** The template's example row, by field name. */
  example: Record<string, string>;
  check(tx: Tx, records: readonly ReadRow[], columnOf: (field: string) => string): Promise<RowError[]>;
  commit(records: readonly ReadRow[], ctx: CommitContext): Promise<Counts>;
}

export const KIND_MESSAGES = {
  twice: (what: string, firstRow: number) => `This ${what} already appears in row ${firstRow}.`,
  noObject: (slug: string, value: string) => `Object with ${slug}=${value} does not exist.`,
};

/** A mapping's column for a field, else the field's label (for messages about an unmapped field). */
export const columnFor = (fields: readonly FieldSpec[], mapping: Mapping) => (field: string) => mapping[field] ?? fields.find((f) => f.name === field)!.label;

export const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : null);

/** Splits rows into those matching an existing record (by `matchOf`) and new ones, counting the skipped. */
export function splitByMatch<T extends ReadRow>(records: readonly T[], matchOf: (r: T) => number | undefined, onExisting: OnExisting) {
  const creates: T[] = [];
  const updates: (T & { id: number })[] = [];
  let skipped = 0;
  for (const r of records) {
    const id = matchOf(r);
    if (id === undefined) creates.push(r);
    else if (onExisting === 'skip') skipped++;
    else updates.push({ ...r, id });
  }
  return { creates, updates, skipped };
}
