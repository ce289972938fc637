// The fields of an import kind and how a cell becomes a value: text, numbers (thousands separators
// and decimal commas accepted), integers and choices, each failing with Django REST framework's
// words. A mapping says which column fills which field; it is guessed from the headers.
import type { SheetRow } from './parse';

export type FieldType = 'text' | 'number' | 'integer' | 'email' | 'choice';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly string[];
  /** Other headers that mean this field (lower case, without spaces or punctuation). */
  aliases?: readonly string[];
}

export type Mapping = Record<string, string | null>;
export type Value = string | number | null;
export type Record_ = Record<string, Value>;

export interface RowError {
  row: number;
  column: string | null;
  message: string;
}

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
  email: 'Enter a valid email address.',
  choice: (v: string) => `"${v}" is not a valid choice.`,
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  min: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  max: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  unknownColumn: (c: string) => `The file has no column "${c}".`,
  unknownField: (f: string) => `"${f}" is not a field of this import.`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A number as people write it: 1234.5, 1,234.50, 1.234,50, 1 234,5 or 12,5; null when it is not one. */
export function parseNumber(raw: string): number | null {
  let t = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d*,\d+$/.test(t)) t = t.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Each field's column: the header that names it (its name, label or an alias, in any case and spacing). */
export function guessMapping(fields: readonly FieldSpec[], columns: readonly string[]): Mapping {
  const byKey = new Map(columns.filter(Boolean).map((c) => [key(c), c]));
  return Object.fromEntries(fields.map((f) => [f.name, [f.name, f.label, ...(f.aliases ?? [])].map((n) => byKey.get(key(n))).find(Boolean) ?? null]));
}

/** A mapping's own mistakes (a field or column that does not exist), as field errors. */
export function mappingErrors(fields: readonly FieldSpec[], columns: readonly string[], mapping: Mapping): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, column] of Object.entries(mapping)) {
    if (!fields.some((f) => f.name === field)) errors[field] = [FIELD_MESSAGES.unknownField(field)];
    else if (column !== null && !columns.includes(column)) errors[field] = [FIELD_MESSAGES.unknownColumn(column)];
  }
  return errors;
}

/** One cell as the field's value, or the field's message. */
function readCell(f: FieldSpec, raw: string): { value: Value } | { error: string } {
  const text = raw.trim();
  if (text === '') return f.required ? { error: FIELD_MESSAGES.required } : { value: null };
  if (f.type === 'text' || f.type === 'email') {
    if (f.maxLength && text.length > f.maxLength) return { error: FIELD_MESSAGES.maxLength(f.maxLength) };
    if (f.type === 'email' && !EMAIL.test(text)) return { error: FIELD_MESSAGES.email };
    return { value: text };
  }
  if (f.type === 'choice') {
    const choice = f.choices!.find((c) => c.toLowerCase() === text.toLowerCase());
    return choice ? { value: choice } : { error: FIELD_MESSAGES.choice(text) };
  }
  const n = parseNumber(text);
  if (n === null) return { error: f.type === 'integer' ? FIELD_MESSAGES.integer : FIELD_MESSAGES.number };
  if (f.type === 'integer' && !Number.isInteger(n)) return { error: FIELD_MESSAGES.integer };
  if (f.min !== undefined && n < f.min) return { error: FIELD_MESSAGES.min(f.min) };
  if (f.max !== undefined && n > f.max) return { error: FIELD_MESSAGES.max(f.max) };
  return { value: n };
}

export interface ReadRow {
  row: number;
  record: Record_;
}

/** Every row's record through the mapping, with every cell's problem at once. */
export function readRows(fields: readonly FieldSpec[], columns: readonly string[], mapping: Mapping, rows: readonly SheetRow[]): { records: ReadRow[]; errors: RowError[] } {
  const at = fields.map((f) => ({ f, column: mapping[f.name] ?? null, index: mapping[f.name] ? columns.indexOf(mapping[f.name]!) : -1 }));
  const records: ReadRow[] = [];
  const errors: RowError[] = [];
  for (const { row, values } of rows) {
    const record: Record_ = {};
    for (const { f, column, index } of at) {
      const cell = readCell(f, index >= 0 ? (values[index] ?? '') : '');
      if ('error' in cell) errors.push({ row, column: column ?? f.label, message: cell.error });
      else record[f.name] = cell.value;
    }
    records.push({ row, record });
  }
  return { records, errors };
}

/** The rows after the first with the same key (a SKU twice in one file), each as an error. */
export function duplicateErrors(records: readonly ReadRow[], keyOf: (r: Record_) => string | null, column: string, message: (firstRow: number) => string): RowError[] {
  const first = new Map<string, number>();
  const errors: RowError[] = [];
  for (const { row, record } of records) {
    const k = keyOf(record);
    if (k === null) continue;
    const seen = first.get(k);
    if (seen === undefined) first.set(k, row);
    else errors.push({ row, column, message: message(seen) });
  }
  return errors;
}
