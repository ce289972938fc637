// Parsed uploads waiting between their preview and their commit (tenant table import_uploads).
import type { Tx } from '../../db/database';
import type { ImportKind } from './kind';
import type { Sheet, SheetRow } from './parse';

/** How long an upload waits for its commit. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;

export interface Upload extends Sheet {
  id: number;
  kind: ImportKind;
}

export async function saveUpload(tx: Tx, kind: ImportKind, fileName: string, sheet: Sheet, userId: number | null, now: Date): Promise<number> {
  await tx.query('DELETE FROM import_uploads WHERE expires_at <= $1', [now]);
  const rows = sheet.rows.map((r) => [r.row, r.values]);
  const [{ id }] = await tx.query<{ id: number }>(
    'INSERT INTO import_uploads (kind, file_name, columns, rows, row_count, created_by, expires_at) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7) RETURNING id',
    [kind, fileName, JSON.stringify(sheet.columns), JSON.stringify(rows), sheet.rows.length, userId, new Date(now.getTime() + UPLOAD_TTL_MS)],
  );
  return id;
}

/** The upload if it has not expired; `lock` holds it until the transaction ends (one commit at a time). */
export async function findUpload(tx: Tx, id: number, now: Date, lock = false): Promise<Upload | null> {
  const [u] = await tx.query<{ id: number; kind: ImportKind; columns: string[]; rows: [number, string[]][] }>(
    `SELECT id, kind, columns, rows FROM import_uploads WHERE id = $1 AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
    [id, now],
  );
  if (!u) return null;
  const rows: SheetRow[] = u.rows.map(([row, values]) => ({ row, values }));
  return { id: u.id, kind: u.kind, columns: u.columns, rows };
}

export async function deleteUpload(tx: Tx, id: number): Promise<void> {
  await tx.query('DELETE FROM import_uploads WHERE id = $1', [id]);
}
