// Reads an uploaded spreadsheet into its header and data rows of text: CSV with csv-parse (a BOM,
// quoted fields, and `,` `;` or tab as the separator, guessed from the header line) and XLSX with
// exceljs (the first sheet; a formula's cached result, dates as YYYY-MM-DD). Empty rows are
// dropped; rows keep the number a spreadsheet shows (the header is row 1).
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors';

export const MAX_IMPORT_ROWS = 50_000;

export interface SheetRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  values: string[];
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

export const PARSE_MESSAGES = {
  notXlsx: 'The file is not a valid XLSX workbook.',
  notCsv: (reason: string) => `The file could not be read as CSV: ${reason}`,
  noHeader: 'The file has no header row.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  duplicateColumn: (name: string) => `The column "${name}" appears more than once.`,
};

const fileError = (message: string) => badRequest({ file: [message] });
const isEmpty = (values: string[]) => values.every((v) => v.trim() === '');

/** The separator of the header line: the most frequent of `,` `;` and tab outside quotes. */
export function guessDelimiter(text: string): string {
  const line = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]
    .replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function fromCsv(buffer: Buffer): string[][] {
  const text = buffer.toString('utf8');
  try {
    return parseCsv(text, { bom: true, delimiter: guessDelimiter(text), relax_column_count: true, skip_empty_lines: false, to: MAX_IMPORT_ROWS + 2 });
  } catch (err) {
    throw fileError(PARSE_MESSAGES.notCsv((err as Error).message));
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A cell's value as text: formulas give their cached result, dates their day, rich text its text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function fromXlsx(buffer: Buffer): Promise<{ rows: string[][]; numbers: number[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fileError(PARSE_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(PARSE_MESSAGES.noHeader);
  const rows: string[][] = [];
  const numbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, (v) => cellText(v as ExcelJS.CellValue)));
    numbers.push(number);
  });
  return { rows, numbers };
}

/** The sheet of an uploaded file; `xlsx` when its content is a zip (an XLSX workbook). */
export async function parseSheet(buffer: Buffer, xlsx: boolean): Promise<Sheet> {
  const { rows, numbers } = xlsx ? await fromXlsx(buffer) : { rows: fromCsv(buffer), numbers: null };
  const headerAt = rows.findIndex((r) => !isEmpty(r));
  if (headerAt < 0) throw fileError(PARSE_MESSAGES.noHeader);
  const columns = rows[headerAt].map((c) => c.trim());
  while (columns.length && columns[columns.length - 1] === '') columns.pop();
  const seen = new Set<string>();
  for (const c of columns) {
    if (c && seen.has(c.toLowerCase())) throw fileError(PARSE_MESSAGES.duplicateColumn(c));
    seen.add(c.toLowerCase());
  }
  const data: SheetRow[] = [];
  for (let i = headerAt + 1; i < rows.length; i++) {
    if (isEmpty(rows[i])) continue;
    data.push({ row: numbers ? numbers[i] : i + 1, values: rows[i].map((v) => v ?? '') });
  }
  if (data.length > MAX_IMPORT_ROWS) throw fileError(PARSE_MESSAGES.tooManyRows);
  return { columns, rows: data };
}
