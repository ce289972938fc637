// Reading spreadsheets: CSV's quoting, BOM and separators, XLSX's formulas and dates, numbers as
// people write them, empty rows, row numbers as a spreadsheet shows them, and files that lie.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { HttpError } from '../../lib/errors';
import { guessMapping, parseNumber, readRows } from './fields';
import { MAX_IMPORT_ROWS, parseSheet, PARSE_MESSAGES } from './parse';
import { products } from './kinds/products';

const csv = (text: string) => parseSheet(Buffer.from(text, 'utf8'), false);

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  rows.forEach((r, i) => (r.length ? ws.addRow(r) : ws.getRow(i + 1)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return (err as HttpError).body;
}

describe('CSV', () => {
  it('reads quoted fields with separators, quotes and line breaks inside, after a BOM', async () => {
    const sheet = await csv('\uFEFFProduct name,SKU,Description\n"Oil, olive",OIL-1,"say ""hi""\nsecond line"\n');
    expect(sheet.columns).toEqual(['Product name', 'SKU', 'Description']);
    expect(sheet.rows).toEqual([{ row: 2, values: ['Oil, olive', 'OIL-1', 'say "hi"\nsecond line'] }]);
  });

  it('takes ; or tab as the separator when the header uses it', async () => {
    expect((await csv('Product name;SKU;Base price\nOil;OIL-1;1.234,50\n')).rows[0].values).toEqual(['Oil', 'OIL-1', '1.234,50']);
    expect((await csv('Product name\tSKU\nOil\tOIL-1\n')).rows[0].values).toEqual(['Oil', 'OIL-1']);
  });

  it('drops empty rows but keeps the spreadsheet row numbers of the others', async () => {
    const sheet = await csv('SKU,Product name\n\nA,One\n,\n  ,  \nB,Two\n');
    expect(sheet.rows.map((r) => [r.row, r.values[0]])).toEqual([
      [3, 'A'],
      [6, 'B'],
    ]);
  });

  it('refuses a file without a header, and one over the row limit', async () => {
    expect(await refusal(csv('\n\n'))).toEqual({ file: [PARSE_MESSAGES.noHeader] });
    const many = 'SKU\n' + 'x\n'.repeat(MAX_IMPORT_ROWS + 1);
    expect(await refusal(csv(many))).toEqual({ file: [PARSE_MESSAGES.tooManyRows] });
    expect((await csv('SKU\n' + 'x\n'.repeat(MAX_IMPORT_ROWS))).rows).toHaveLength(MAX_IMPORT_ROWS);
  });
});

describe('XLSX', () => {
  it("reads a formula's cached result, dates as days, numbers and rich text", async () => {
    const file = await xlsx([
      ['Product name', 'SKU', 'Base price', 'Since'],
      [{ richText: [{ text: 'Olive ' }, { text: 'oil' }] }, 'OIL-1', { formula: 'B1*0+4.5', result: 4.5 }, new Date(Date.UTC(2026, 10, 26))],
      [],
      ['Salt', 'SALT', 1234.5, null],
    ]);
    const sheet = await parseSheet(file, true);
    expect(sheet.columns).toEqual(['Product name', 'SKU', 'Base price', 'Since']);
    expect(sheet.rows).toEqual([
      { row: 2, values: ['Olive oil', 'OIL-1', '4.5', '2026-11-26'] },
      { row: 4, values: ['Salt', 'SALT', '1234.5'] },
    ]);
  });

  it('refuses a file that claims to be XLSX and is not', async () => {
    expect(await refusal(parseSheet(Buffer.from('PK\u0003\u0004 not really a zip'), true))).toEqual({ file: [PARSE_MESSAGES.notXlsx] });
  });
});

describe('cells', () => {
  it('reads numbers with thousands separators and decimal commas', () => {
    expect(['1,234.50', '1.234,50', '1 234,5', '12,5', '-3', '0.25', '1e3'].map(parseNumber)).toEqual([1234.5, 1234.5, 1234.5, 12.5, -3, 0.25, 1000]);
    expect(['12abc', '1,2,3', '', 'NaN', '--1'].map(parseNumber)).toEqual([null, null, null, null, null]);
  });

  it('guesses the mapping from headers in any case and spacing, and by aliases', () => {
    const mapping = guessMapping(products.fields, ['NAME', 'sku ', 'Category', 'U.O.M', 'price', 'Other']);
    expect(mapping).toMatchObject({ product_name: 'NAME', sku: 'sku ', category: 'Category', unit: 'U.O.M', base_price: 'price', status: null });
  });

  it("reports every cell's problem of every row at once, in DRF's words", () => {
    const columns = ['Product name', 'Category', 'Base price', 'Status', 'Quantity'];
    const { errors, records } = readRows(products.fields, columns, guessMapping(products.fields, columns), [
      { row: 2, values: ['', 'Pantry', 'abc', 'NOPE', '1.5'] },
      { row: 3, values: ['Salt', '', '-1', 'act', '2'] },
    ]);
    expect(errors).toEqual([
      { row: 2, column: 'Product name', message: 'This field is required.' },
      { row: 2, column: 'Base price', message: 'A valid number is required.' },
      { row: 2, column: 'Status', message: '"NOPE" is not a valid choice.' },
      { row: 2, column: 'Quantity', message: 'A valid integer is required.' },
      { row: 3, column: 'Category', message: 'This field is required.' },
      { row: 3, column: 'Base price', message: 'Ensure this value is greater than or equal to 0.' },
    ]);
    expect(records[1].record).toMatchObject({ product_name: 'Salt', status: 'ACT', quantity: 2 });
  });
});
