// The preview of an upload under a mapping: every row read through it, every problem at once (in
// row order), and the rows that are fit to import.
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/errors';
import type { Schemas, Wire } from '../../openapi/operations';
import { guessMapping, mappingErrors, readRows, type Mapping, type ReadRow, type RowError } from './fields';
import { columnFor } from './kind';
import { IMPORT_KINDS } from './kinds';
import type { Upload } from './repo';

export interface Checked {
  mapping: Mapping;
  records: ReadRow[];
  errors: RowError[];
  valid: ReadRow[];
}

/** The upload read through `mapping` (or the guessed one); a mapping that names unknown fields or columns is a 400. */
export async function checkUpload(tx: Tx, upload: Upload, given?: Mapping): Promise<Checked> {
  const { fields, check } = IMPORT_KINDS[upload.kind];
  const mapping = given ? { ...Object.fromEntries(fields.map((f) => [f.name, null])), ...given } : guessMapping(fields, upload.columns);
  const wrong = mappingErrors(fields, upload.columns, mapping);
  if (Object.keys(wrong).length) throw badRequest({ mapping: Object.entries(wrong).map(([f, m]) => `${f}: ${m[0]}`) });
  const { records, errors } = readRows(fields, upload.columns, mapping, upload.rows);
  const bad = new Set(errors.map((e) => e.row));
  // checks that need the database see only rows whose cells are fine
  const more = await check(
    tx,
    records.filter((r) => !bad.has(r.row)),
    columnFor(fields, mapping),
  );
  const all = [...errors, ...more].sort((a, b) => a.row - b.row);
  const invalid = new Set(all.map((e) => e.row));
  return { mapping, records, errors: all, valid: records.filter((r) => !invalid.has(r.row)) };
}

export function toPreview(upload: Upload, checked: Checked): Wire<Schemas['ImportPreview']> {
  return {
    id: upload.id,
    kind: upload.kind,
    columns: upload.columns,
    mapping: checked.mapping,
    fields: IMPORT_KINDS[upload.kind].fields.map((f) => ({ name: f.name, label: f.label, required: !!f.required })),
    total_rows: checked.records.length,
    valid_rows: checked.valid.length,
    errors: checked.errors,
  };
}
