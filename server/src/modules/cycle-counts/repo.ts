// Cycle count batches, their areas, lines and timeline (the tenant's cycle_counts,
// cycle_count_areas, cycle_count_lines and cycle_count_events).
import type { Tx } from '../../db/database';
import { CHUNK_ROWS, inChunks, yieldToEventLoop } from '../../db/chunks';
import { likePattern } from '../../db/like';
import type { ConflictResolution, CycleCountStatus } from '@shared/cycle-count-status';
import type { OperationRequest, Schemas } from '../../openapi/operations';
import { POSITION_SQL } from '../stock-ledger/ledger';

export interface BatchRow {
  id: number;
  name: string | null;
  status: CycleCountStatus;
  notes: string;
  started_by: number | null;
  started_by_name: string | null;
  started_at: Date | null;
  finalized_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  last_saved_at: Date | null;
  areas: number[];
  area_names: string[];
  line_count: number;
  counted_count: number;
}

const USER_NAME = (u: string) => `coalesce(nullif(btrim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username)`;

const SELECT_BATCH = `
  SELECT c.id, c.name, c.status, c.notes, c.started_by, ${USER_NAME('u')} AS started_by_name,
         c.started_at, c.finalized_at, c.closed_at, c.created_at, c.last_saved_at,
         coalesce((SELECT array_agg(a.id ORDER BY lower(a.name), a.id) FROM cycle_count_areas ca JOIN areas a ON a.id = ca.area_id WHERE ca.cycle_count_id = c.id), '{}') AS areas,
         coalesce((SELECT array_agg(a.name ORDER BY lower(a.name), a.id) FROM cycle_count_areas ca JOIN areas a ON a.id = ca.area_id WHERE ca.cycle_count_id = c.id), '{}') AS area_names,
         (SELECT count(*)::int FROM cycle_count_lines l WHERE l.cycle_count_id = c.id) AS line_count,
         (SELECT count(*)::int FROM cycle_count_lines l WHERE l.cycle_count_id = c.id AND l.counted_qty IS NOT NULL) AS counted_count
    FROM cycle_counts c LEFT JOIN public.users u ON u.id = c.started_by`;

/** One page of batches, newest first, of some statuses (all when none). */
export async function listBatches(tx: Tx, opts: { statuses: CycleCountStatus[]; page: number; pageSize: number }) {
  const where = opts.statuses.length ? 'WHERE c.status IN (SELECT jsonb_array_elements_text($3::jsonb))' : '';
  const params: unknown[] = [opts.pageSize, (opts.page - 1) * opts.pageSize];
  if (opts.statuses.length) params.push(JSON.stringify(opts.statuses));
  const rows = await tx.query<BatchRow>(`${SELECT_BATCH} ${where} ORDER BY c.id DESC LIMIT $1 OFFSET $2`, params);
  const [{ n }] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM cycle_counts c ${opts.statuses.length ? 'WHERE c.status IN (SELECT jsonb_array_elements_text($1::jsonb))' : ''}`,
    opts.statuses.length ? [JSON.stringify(opts.statuses)] : [],
  );
  return { count: n, rows };
}

export async function findBatch(tx: Tx, id: number): Promise<BatchRow | null> {
  return (await tx.query<BatchRow>(`${SELECT_BATCH} WHERE c.id = $1`, [id]))[0] ?? null;
}

/** Records that counts were saved now (the transaction's time); answers that time. */
export async function markSaved(tx: Tx, id: number, at: Date | null = null): Promise<Date> {
  return (await tx.query<{ last_saved_at: Date }>('UPDATE cycle_counts SET last_saved_at = coalesce($2, now()) WHERE id = $1 RETURNING last_saved_at', [id, at]))[0].last_saved_at;
}

/** Locks the batch row for the transaction: two transitions of one batch run one after the other. */
export async function lockBatch(tx: Tx, id: number): Promise<{ id: number; status: CycleCountStatus } | null> {
  return (await tx.query<{ id: number; status: CycleCountStatus }>('SELECT id, status FROM cycle_counts WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
}

export async function insertBatch(tx: Tx, batch: { name: string | null; notes: string; at?: Date | null }): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO cycle_counts (name, notes, created_at) VALUES ($1, $2, coalesce($3, now())) RETURNING id', [
    batch.name,
    batch.notes,
    batch.at ?? null,
  ]);
  return row.id;
}

type BatchFields = {
  status?: CycleCountStatus;
  notes?: string;
  started_by?: number;
} & Partial<Record<'started_at' | 'finalized_at' | 'closed_at', 'now' | Date | null>>;

/** Sets the given columns; a time given as 'now' is the transaction's time. */
export async function setBatch(tx: Tx, id: number, fields: BatchFields): Promise<void> {
  const params: unknown[] = [id];
  const sets = Object.entries(fields).map(([col, value]) => {
    if (value === 'now') return `${col} = now()`;
    params.push(value);
    return `${col} = $${params.length}`;
  });
  await tx.query(`UPDATE cycle_counts SET ${sets.join(', ')} WHERE id = $1`, params);
}

export async function setBatchAreas(tx: Tx, id: number, areaIds: number[]): Promise<void> {
  await tx.query('DELETE FROM cycle_count_areas WHERE cycle_count_id = $1', [id]);
  await tx.query('INSERT INTO cycle_count_areas (cycle_count_id, area_id) SELECT $1, a FROM (SELECT DISTINCT jsonb_array_elements_text($2::jsonb)::int AS a) x', [
    id,
    JSON.stringify(areaIds),
  ]);
}

/**
 * Snapshots a line for each active item of the batch's areas that has none yet: the expected
 * quantity is its on-hand now, the ledger position its latest movement. Answers how many were added.
 */
export async function snapshotMissingLines(tx: Tx, id: number): Promise<number> {
  let added = 0;
  // in pages of item ids (keyset), the event loop turning between them
  for (let after = 0; ; await yieldToEventLoop()) {
    const [page] = await tx.query<{ last: number | null; added: number }>(
      `WITH page AS (
         SELECT i.id, i.on_hand
           FROM inventory_items i
          WHERE i.is_active AND i.id > $2 AND i.area_id IN (SELECT area_id FROM cycle_count_areas WHERE cycle_count_id = $1)
          ORDER BY i.id
          LIMIT $3),
       inserted AS (
         -- the ledger position only for the page's items
         INSERT INTO cycle_count_lines (cycle_count_id, item_id, expected_qty, ledger_position)
         SELECT $1, i.id, i.on_hand, ${POSITION_SQL('i')} FROM page i
         ON CONFLICT (cycle_count_id, item_id) DO NOTHING
         RETURNING id)
       SELECT (SELECT max(id) FROM page) AS last, (SELECT count(*)::int FROM inserted) AS added`,
      [id, after, CHUNK_ROWS],
    );
    added += page.added;
    if (page.last === null) return added;
    after = page.last;
  }
}

/** Takes the snapshot again for every line: expected = on-hand now, position = latest movement. Counts stay. */
export async function resnapshotLines(tx: Tx, id: number): Promise<number> {
  const rows = await tx.query(
    `UPDATE cycle_count_lines l SET expected_qty = i.on_hand, ledger_position = ${POSITION_SQL('i')}
       FROM inventory_items i WHERE i.id = l.item_id AND l.cycle_count_id = $1 RETURNING l.id`,
    [id],
  );
  return rows.length;
}

/** A line as read: the contract's CycleCountLine, every field present. */
type LineRow = Required<Schemas['CycleCountLine']>;

/** Who saved a line last, as {id, name} (the line `l`, the user `cu`). */
const COUNTED_BY = `CASE WHEN l.counted_by IS NULL THEN NULL ELSE json_build_object('id', l.counted_by, 'name', ${USER_NAME('cu')}) END`;

const SELECT_LINE = `
  SELECT l.id, l.item_id AS item, i.area_id AS area, a.name AS area_name, p.id AS product, p.product_name,
         c.category_name AS product_category, p.sku, p.barcode, un.unit_choice AS unit_name,
         l.expected_qty, l.counted_qty, l.note, l.on_hand_before, l.applied_delta, l.resolution,
         l.version, ${COUNTED_BY} AS counted_by, l.counted_at
    FROM cycle_count_lines l
    JOIN inventory_items i ON i.id = l.item_id
    LEFT JOIN public.users cu ON cu.id = l.counted_by
    JOIN products p ON p.id = i.product_id
    LEFT JOIN areas a ON a.id = i.area_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN units un ON un.id = p.unit_id`;

/** The batch's lines by area and product; `q` matches product, SKU or area; `uncounted` keeps lines without a count. */
export async function listLines(tx: Tx, id: number, opts: { q?: string; uncounted?: boolean } = {}): Promise<LineRow[]> {
  const params: unknown[] = [id];
  const where = ['l.cycle_count_id = $1'];
  const q = opts.q?.trim();
  if (q) {
    params.push(likePattern(q));
    where.push(`(p.product_name ILIKE $2 OR p.sku ILIKE $2 OR a.name ILIKE $2)`);
  }
  if (opts.uncounted) where.push('l.counted_qty IS NULL');
  return tx.query<LineRow>(`${SELECT_LINE} WHERE ${where.join(' AND ')} ORDER BY lower(a.name) NULLS LAST, lower(p.product_name), l.id`, params);
}

/** The ids among `lineIds` that are not lines of the batch. */
export async function foreignLines(tx: Tx, id: number, lineIds: number[]): Promise<number[]> {
  // PostgreSQL answers only the foreign ones (usually none), in the order sent: not 30,000 rows to read back and compare.
  const found = await inChunks(lineIds, (chunk) =>
    tx.query<{ id: number }>(
      `SELECT x.id FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS x(id, n)
        WHERE NOT EXISTS (SELECT 1 FROM cycle_count_lines l WHERE l.cycle_count_id = $1 AND l.id = x.id::int)
        ORDER BY x.n`,
      [id, JSON.stringify(chunk)],
    ),
  );
  return found.flat().map((r) => Number(r.id));
}

/** A line's count and note as the client sends them. */
export type LineInput = OperationRequest<'submitCycleCountLines'>['body']['lines'][number];

/** A line's saved state (after a save, in a stale-line 409, on the live stream). */
export type SavedLineRow = Schemas['SavedCountLine'];

/** The saved state of the lines `l` (with the item `i` and the saver `cu` joined). */
const SAVED_COLUMNS = `l.id, i.area_id AS area, l.counted_qty, l.note, l.version, ${COUNTED_BY} AS counted_by, l.counted_at`;

/**
 * The lines sent with a `version` that someone other than `userId` has saved since that version
 * (the batch row is locked: no save of this batch runs meanwhile), as they are now.
 */
export async function staleLines(tx: Tx, id: number, lines: LineInput[], userId: number): Promise<SavedLineRow[]> {
  const read = lines.filter((l) => l.version !== undefined).map((l) => ({ id: l.id, version: l.version }));
  const found = await inChunks(read, (chunk) =>
    tx.query<SavedLineRow>(
      `SELECT ${SAVED_COLUMNS}
         FROM cycle_count_lines l
         JOIN jsonb_to_recordset($2::jsonb) AS x(id int, version int) ON x.id = l.id
         JOIN inventory_items i ON i.id = l.item_id
         LEFT JOIN public.users cu ON cu.id = l.counted_by
        WHERE l.cycle_count_id = $1 AND l.version <> x.version AND l.counted_by IS DISTINCT FROM $3
        ORDER BY l.id`,
      [id, JSON.stringify(chunk), userId],
    ),
  );
  return found.flat();
}

/**
 * Saves counts and notes in one statement per chunk; a field left out keeps its value, a note is
 * trimmed (blank: none). Each line records its saver and a new version.
 */
export async function saveLines(tx: Tx, id: number, lines: LineInput[], userId: number, at: Date | null = null): Promise<SavedLineRow[]> {
  const rows = lines.map((l) => ({
    id: l.id,
    set_count: l.counted_qty !== undefined,
    counted_qty: l.counted_qty ?? null,
    set_note: l.note !== undefined,
    note: l.note?.trim() || null,
  }));
  const updated = await inChunks(rows, async (chunk) =>
    tx.query<SavedLineRow>(
      `WITH l AS (
         UPDATE cycle_count_lines l
            SET counted_qty = CASE WHEN x.set_count THEN x.counted_qty ELSE l.counted_qty END,
                note = CASE WHEN x.set_note THEN x.note ELSE l.note END,
                version = l.version + 1, counted_by = $3, counted_at = coalesce($4::timestamptz, now())
           FROM jsonb_to_recordset($2::jsonb) AS x(id int, set_count boolean, counted_qty numeric, set_note boolean, note text)
          WHERE l.id = x.id AND l.cycle_count_id = $1
          RETURNING l.*)
       SELECT ${SAVED_COLUMNS} FROM l JOIN inventory_items i ON i.id = l.item_id LEFT JOIN public.users cu ON cu.id = l.counted_by ORDER BY l.id`,
      [id, JSON.stringify(chunk), userId, at],
    ),
  );
  return updated.flat();
}

export interface CountedLine {
  line: number;
  item_id: number;
  area: number | null;
  area_name: string | null;
  product: number;
  product_name: string;
  sku: string | null;
  expected_qty: number;
  counted_qty: number;
  on_hand: number;
  /** A movement from outside this batch since the snapshot. */
  moved: boolean;
}

/** The counted lines with their item's stock now; read after locking the items. */
export async function countedLines(tx: Tx, id: number): Promise<CountedLine[]> {
  const lines: CountedLine[] = [];
  // read in pages of line ids (keyset), the event loop turning between them
  for (let after = 0; ; await yieldToEventLoop()) {
    // the page of lines first, so the per-line EXISTS runs only for the page's lines
    const page = await tx.query<CountedLine>(
      `SELECT l.id AS line, l.item_id, i.area_id AS area, a.name AS area_name, p.id AS product, p.product_name, p.sku,
              l.expected_qty, l.counted_qty, i.on_hand,
              EXISTS (SELECT 1 FROM stock_movements m
                       WHERE m.item_id = l.item_id AND m.id > l.ledger_position AND m.cycle_count_id IS DISTINCT FROM l.cycle_count_id) AS moved
         FROM (SELECT * FROM cycle_count_lines
                WHERE cycle_count_id = $1 AND counted_qty IS NOT NULL AND id > $2
                ORDER BY id
                LIMIT $3) l
         JOIN inventory_items i ON i.id = l.item_id
         JOIN products p ON p.id = i.product_id
         LEFT JOIN areas a ON a.id = i.area_id
        ORDER BY l.id`,
      [id, after, CHUNK_ROWS],
    );
    for (const line of page) lines.push(line);
    if (page.length < CHUNK_ROWS) return lines;
    after = page[page.length - 1].line;
  }
}

/** The item ids of the batch's counted lines (to lock them before reading their stock). */
export async function countedItemIds(tx: Tx, id: number): Promise<number[]> {
  return (await tx.query<{ item_id: number }>('SELECT item_id FROM cycle_count_lines WHERE cycle_count_id = $1 AND counted_qty IS NOT NULL', [id])).map((r) => r.item_id);
}

export interface AppliedLine {
  line: number;
  on_hand_before: number;
  applied_delta: number;
  resolution: ConflictResolution;
}

export async function recordApplied(tx: Tx, applied: AppliedLine[]): Promise<void> {
  await inChunks(applied, (chunk) =>
    tx.query(
      `UPDATE cycle_count_lines l SET on_hand_before = x.on_hand_before, applied_delta = x.applied_delta, resolution = x.resolution
         FROM jsonb_to_recordset($1::jsonb) AS x(line int, on_hand_before numeric, applied_delta numeric, resolution text)
        WHERE l.id = x.line`,
      [JSON.stringify(chunk)],
    ),
  );
}

/** The lines a finalize changed stock for: item and delta (what a reopen reverses). */
export async function appliedLines(tx: Tx, id: number): Promise<{ item_id: number; applied_delta: number }[]> {
  return tx.query('SELECT item_id, applied_delta FROM cycle_count_lines WHERE cycle_count_id = $1 AND applied_delta <> 0 ORDER BY item_id', [id]);
}

export async function clearApplied(tx: Tx, id: number): Promise<void> {
  await tx.query('UPDATE cycle_count_lines SET on_hand_before = NULL, applied_delta = NULL, resolution = NULL WHERE cycle_count_id = $1', [id]);
}

export type TimelineAction = Schemas['CycleCountEvent']['action'];

export async function recordEvent(
  tx: Tx,
  event: { batchId: number; action: TimelineAction; from: CycleCountStatus | null; to: CycleCountStatus; userId: number | null; details?: Record<string, unknown>; at?: Date | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO cycle_count_events (cycle_count_id, action, status_from, status_to, user_id, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, coalesce($7, clock_timestamp()))`,
    [event.batchId, event.action, event.from, event.to, event.userId, JSON.stringify(event.details ?? {}), event.at ?? null],
  );
}

export interface EventRow {
  id: number;
  action: TimelineAction;
  status_from: CycleCountStatus | null;
  status_to: CycleCountStatus;
  user_id: number | null;
  user_name: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export async function timeline(tx: Tx, id: number): Promise<EventRow[]> {
  return tx.query<EventRow>(
    `SELECT e.id, e.action, e.status_from, e.status_to, e.user_id, ${USER_NAME('u')} AS user_name, e.details, e.created_at
       FROM cycle_count_events e LEFT JOIN public.users u ON u.id = e.user_id
      WHERE e.cycle_count_id = $1 ORDER BY e.id`,
    [id],
  );
}
