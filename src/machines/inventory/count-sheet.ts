// The count sheet's lines and the unsaved edits made to them (merchant-operations.md "Cycle count
// sheet"): pure functions shared by the cycle-count machine and the sheet's views. Lines are the
// server's (saved) state; edits hold only what differs from it, so "unsaved edits" is exact.
// A keystroke touches one line: `lineById` and `summaryAfterEdit` keep its cost independent of the
// number of lines (a batch may hold 10,000).
import type { components } from '../../api/schema';
import { gtin14 } from '../../lib/barcode';

export type CountLine = components['schemas']['CycleCountLine'];

/** What the user changed on a line and has not saved yet (a key left out is unchanged). */
export interface LineEdit {
  counted_qty?: number | null;
  note?: string | null;
  /** The line's version the edit was made on (sent as `version`: a stale one is a 409). */
  base?: number;
}

/** A line as the server saved it (after a save, in a stale-line 409, from the live stream). */
export type SavedCountLine = components['schemas']['SavedCountLine'];

/** Unsaved edits by line id. */
export type Edits = Record<number, LineEdit>;

export interface LineFilter {
  /** Matches product, SKU, area (any case) and barcode. */
  query: string;
  uncountedOnly: boolean;
}

export const NO_FILTER: LineFilter = { query: '', uncountedOnly: false };

/** The count's precision (step 0.001). */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Reads a counted box: '' is no count (null); a number is rounded to the step and must not be
 * negative; anything else is ignored (undefined), as the spec says of non-numeric input.
 */
export function parseCount(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? round3(n) : undefined;
}

export const countedOf = (line: CountLine, edit?: LineEdit): number | null => (edit && 'counted_qty' in edit ? (edit.counted_qty ?? null) : line.counted_qty);

export const noteOf = (line: CountLine, edit?: LineEdit): string | null => (edit && 'note' in edit ? (edit.note ?? null) : line.note);

/** Counted minus expected, or null while uncounted. */
export function deltaOf(line: CountLine, edit?: LineEdit): number | null {
  const counted = countedOf(line, edit);
  return counted === null ? null : round3(counted - line.expected_qty);
}

const sameNote = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/** One line's edit after `change`; a value back to the saved one is no edit at all. */
function editAfter(line: CountLine, edit: LineEdit | undefined, change: LineEdit): LineEdit | undefined {
  const next: LineEdit = { base: line.version, ...edit, ...change };
  if ('counted_qty' in next && next.counted_qty === line.counted_qty) delete next.counted_qty;
  if ('note' in next && sameNote(next.note, line.note)) delete next.note;
  return 'counted_qty' in next || 'note' in next ? next : undefined;
}

/** Each set of lines' positions by id, built once per set (lines are replaced, never changed). */
const positions = new WeakMap<CountLine[], Map<number, number>>();

/** The line with this id, without scanning the lines on every keystroke. */
export function lineById(lines: CountLine[], id: number): CountLine | undefined {
  let byId = positions.get(lines);
  if (!byId) {
    byId = new Map(lines.map((line, i) => [line.id, i]));
    positions.set(lines, byId);
  }
  const i = byId.get(id);
  return i === undefined ? undefined : lines[i];
}

/** The edits with `change` applied to one line. */
export function withEdit(edits: Edits, line: CountLine, change: LineEdit): Edits {
  const next = editAfter(line, edits[line.id], change);
  if (next === edits[line.id]) return edits;
  const out = { ...edits };
  if (next) out[line.id] = next;
  else delete out[line.id];
  return out;
}

/** The edits with `change(line)` applied to each of `indexes` (null: leave that line alone). */
function editMany(edits: Edits, lines: CountLine[], indexes: number[], change: (line: CountLine) => LineEdit | null): Edits {
  const out = { ...edits };
  for (const i of indexes) {
    const line = lines[i];
    const c = change(line);
    if (!c) continue;
    const next = editAfter(line, out[line.id], c);
    if (next) out[line.id] = next;
    else delete out[line.id];
  }
  return out;
}

export const hasEdits = (edits: Edits) => Object.keys(edits).length > 0;

/** 'Fill = Expected (visible)': every visible line counts its expected quantity. */
export const fillExpected = (edits: Edits, lines: CountLine[], visible: number[]) => editMany(edits, lines, visible, (line) => ({ counted_qty: line.expected_qty }));

/** 'Zero uncounted (visible)': visible lines without a count count 0. */
export const zeroUncounted = (edits: Edits, lines: CountLine[], visible: number[]) =>
  editMany(edits, lines, visible, (line) => (countedOf(line, edits[line.id]) === null ? { counted_qty: 0 } : null));

/** 'Clear edits': the visible lines lose their unsaved edits. */
export function clearEdits(edits: Edits, lines: CountLine[], visible: number[]): Edits {
  const out = { ...edits };
  for (const i of visible) delete out[lines[i].id];
  return out;
}

const matches = (line: CountLine, q: string) => [line.product_name, line.sku, line.area_name, line.barcode].some((v) => (v ?? '').toLowerCase().includes(q));

/**
 * The line a scanned code finds: of the lines whose product has that barcode (compared as GTIN-14;
 * one per area), the first still uncounted, else the first; null when no line has it.
 */
export function lineByBarcode(lines: CountLine[], edits: Edits, code: string): CountLine | null {
  const gtin = gtin14(code);
  const found = lines.filter((line) => line.barcode && gtin14(line.barcode) === gtin);
  return found.find((line) => countedOf(line, edits[line.id]) === null) ?? found[0] ?? null;
}

/**
 * The indexes of the lines the filter shows. The sheet computes this when the filter or the lines
 * change, not on every edit, so a line does not vanish under the user's cursor while they count.
 */
export function visibleLines(lines: CountLine[], edits: Edits, filter: LineFilter): number[] {
  const q = filter.query.trim().toLowerCase();
  const out: number[] = [];
  lines.forEach((line, i) => {
    if (q && !matches(line, q)) return;
    if (filter.uncountedOnly && countedOf(line, edits[line.id]) !== null) return;
    out.push(i);
  });
  return out;
}

/** 'Next uncounted': the first visible line after `from` (a place among them) without a count, round to the top; null when all are counted. */
export function nextUncounted(lines: CountLine[], edits: Edits, visible: number[], from: number): number | null {
  for (let step = 1; step <= visible.length; step++) {
    const position = (from + step) % visible.length;
    const line = lines[visible[position]];
    if (countedOf(line, edits[line.id]) === null) return position;
  }
  return null;
}

/** One line of a submit_lines body: the fields that changed, and the version they were made on. */
export type SentLine = { id: number; counted_qty?: number | null; note?: string | null; version?: number };

/** The submit_lines body for the edits: only the lines and fields that changed. */
export function changedLines(edits: Edits): SentLine[] {
  return Object.entries(edits).map(([id, { base, ...edit }]) => ({ id: Number(id), ...edit, ...(base === undefined ? {} : { version: base }) }));
}

/**
 * The lines with the server's saved states applied where newer than what is shown (a line's
 * version only goes up); `again` also applies those of the shown version (the user's choice).
 */
export function withServerLines(lines: CountLine[], saved: SavedCountLine[], again = false): CountLine[] {
  const byId = new Map(saved.map((s) => [s.id, s]));
  let changed = false;
  const out = lines.map((line) => {
    const s = byId.get(line.id);
    if (!s || s.version < line.version || (s.version === line.version && !again)) return line;
    changed = true;
    return { ...line, counted_qty: s.counted_qty, note: s.note, version: s.version, counted_by: s.counted_by, counted_at: s.counted_at };
  });
  return changed ? out : lines;
}

/** Per stale line, what the user keeps: their unsaved edit, or the other counter's saved value. */
export type Keep = 'mine' | 'theirs';
export interface StaleChoice {
  line: SavedCountLine;
  keep: Keep;
}

/**
 * The lines and edits once the user chose for each stale line: the line shows the saved state
 * either way; 'theirs' drops the edit, 'mine' keeps it on the saved version (so it saves over it).
 */
export function settleStale(lines: CountLine[], edits: Edits, choices: StaleChoice[]): { lines: CountLine[]; edits: Edits } {
  const settled = withServerLines(
    lines,
    choices.map((c) => c.line),
    true,
  );
  const out = { ...edits };
  for (const { line, keep } of choices) {
    const shown = lineById(settled, line.id);
    const edit = out[line.id];
    delete out[line.id];
    const next = keep === 'mine' && shown && edit ? editAfter(shown, undefined, { ...edit, base: line.version }) : undefined;
    if (next) out[line.id] = next;
  }
  return { lines: settled, edits: out };
}

export interface AreaProgress {
  area: number | null;
  name: string | null;
  lines: number;
  /** Lines with a saved count. */
  counted: number;
  /** Who saved lines of the area, the latest first. */
  counters: string[];
}

/** Saved progress per area, in the lines' order, and who counts where (from each line's last saver). */
export function areaProgress(lines: CountLine[]): AreaProgress[] {
  const areas = new Map<number | null, AreaProgress & { last: Map<string, string> }>();
  for (const line of lines) {
    const key = line.area ?? null;
    let a = areas.get(key);
    if (!a) areas.set(key, (a = { area: key, name: line.area_name ?? null, lines: 0, counted: 0, counters: [], last: new Map() }));
    a.lines += 1;
    if (line.counted_qty !== null) a.counted += 1;
    const by = line.counted_by?.name;
    if (by && line.counted_at && (a.last.get(by) ?? '') < line.counted_at) a.last.set(by, line.counted_at);
  }
  return [...areas.values()].map(({ last, ...a }) => ({ ...a, counters: [...last.entries()].sort((x, y) => y[1].localeCompare(x[1])).map(([name]) => name) }));
}

/** The lines once `sent` (a submit_lines body) is saved. */
export function withSaved(lines: CountLine[], sent: ({ id: number } & LineEdit)[]): CountLine[] {
  const byId = new Map(sent.map((s) => [s.id, s]));
  return lines.map((line) => {
    const s = byId.get(line.id);
    if (!s) return line;
    return { ...line, ...('counted_qty' in s ? { counted_qty: s.counted_qty ?? null } : {}), ...('note' in s ? { note: s.note ?? null } : {}) };
  });
}

/** The edits left once `lines` hold what was saved: edits made during the save stay. */
export function remainingEdits(edits: Edits, lines: CountLine[]): Edits {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const out: Edits = {};
  for (const [id, edit] of Object.entries(edits)) {
    const line = byId.get(Number(id));
    const next = line && editAfter(line, undefined, edit);
    if (next) out[Number(id)] = next;
  }
  return out;
}

/** The stored edits that still mean something for these lines (an offer after a reload). */
export const restorableEdits = (stored: Edits, lines: CountLine[]): Edits => remainingEdits(stored, lines);

export interface SheetSummary {
  lines: number;
  /** Lines with a count, unsaved edits included. */
  counted: number;
  /** The sum of the counted quantities. */
  total: number;
  /** Lines with unsaved edits. */
  edited: number;
  /** Lines with a saved count. */
  saved: number;
}

/** The summary of the lines and their edits, line by line (a load, a save, a bulk edit). */
export function summarize(lines: CountLine[], edits: Edits): SheetSummary {
  let counted = 0;
  let total = 0;
  let saved = 0;
  for (const line of lines) {
    if (line.counted_qty !== null) saved += 1;
    const c = countedOf(line, edits[line.id]);
    if (c === null) continue;
    counted += 1;
    total += c;
  }
  return { lines: lines.length, counted, total: round3(total), edited: Object.keys(edits).length, saved };
}

/** The summary once one line's edit went from `before` to `after`, without going over the lines. */
export function summaryAfterEdit(summary: SheetSummary, line: CountLine, before: LineEdit | undefined, after: LineEdit | undefined): SheetSummary {
  if (before === after) return summary;
  const was = countedOf(line, before);
  const now = countedOf(line, after);
  return {
    ...summary,
    counted: summary.counted + Number(now !== null) - Number(was !== null),
    total: round3(summary.total - (was ?? 0) + (now ?? 0)),
    edited: summary.edited + Number(after !== undefined) - Number(before !== undefined),
  };
}
