// CSV cells and files, the same on the server's exports and the browser's report exports. Text a
// spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
export const safeText = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);

export const csvCell = (v: Cell) => {
  if (v === null || v === undefined) return '';
  const text = typeof v === 'string' ? safeText(v) : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A whole CSV file: a BOM first (spreadsheet programs then read it as UTF-8), CRLF line ends. */
export const csvText = (rows: readonly (readonly Cell[])[]) => '\uFEFF' + rows.map((r) => r.map(csvCell).join(',') + '\r\n').join('');
