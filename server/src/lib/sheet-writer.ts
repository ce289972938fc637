// Writes rows to a CSV or XLSX stream as they come (exceljs's streaming WorkbookWriter for XLSX),
// waiting when the reader is slow, so a large export never sits in memory whole. Text that a
// spreadsheet would run as a formula (= + - @ first) is written with a leading apostrophe.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvCell, safeText, type Cell } from '@shared/csv';

export type { Cell };
export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetWriter {
  /** The readable side: send it as the reply. */
  stream: PassThrough;
  row(values: readonly Cell[]): Promise<void>;
  end(): Promise<void>;
}

const CSV_CHUNK = 64 * 1024;

/**
 * Waits until the reader wants more, or has gone (a closed download must not hang the writer). The
 * wait that lost the race is taken off: each one left a 'close' and an 'error' listener behind.
 */
async function drained(stream: PassThrough) {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(stream, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

async function write(stream: PassThrough, chunk: string) {
  if (stream.destroyed) return;
  if (!stream.write(chunk)) await drained(stream);
}

export function sheetWriter(format: SheetFormat, sheetName: string): SheetWriter {
  const stream = new PassThrough();
  if (format === 'csv') {
    // rows are gathered into chunks of about 64 KB: one write per row would be one packet per row
    let pending = '\uFEFF'; // a BOM first, so spreadsheet programs read the file as UTF-8
    return {
      stream,
      async row(values) {
        pending += values.map(csvCell).join(',') + '\r\n';
        if (pending.length >= CSV_CHUNK) {
          const chunk = pending;
          pending = '';
          await write(stream, chunk);
        }
      },
      async end() {
        if (pending && !stream.destroyed) stream.write(pending);
        stream.end();
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  return {
    stream,
    async row(values) {
      sheet.addRow(values.map((v) => (typeof v === 'string' ? safeText(v) : (v ?? null)))).commit();
      if (stream.writableNeedDrain && !stream.destroyed) await drained(stream);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A whole small sheet (a template) as a buffer. */
export async function sheetBuffer(format: SheetFormat, sheetName: string, rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const writer = sheetWriter(format, sheetName);
  const chunks: Buffer[] = [];
  writer.stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  const ended = once(writer.stream, 'end');
  for (const r of rows) await writer.row(r);
  await writer.end();
  await ended;
  return Buffer.concat(chunks);
}
