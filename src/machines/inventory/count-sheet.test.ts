import { describe, expect, it } from 'vitest';
import { coolerLines, line } from '../../../test/msw/inventory-data';
import {
  changedLines,
  clearEdits,
  countedOf,
  deltaOf,
  fillExpected,
  lineById,
  parseCount,
  remainingEdits,
  restorableEdits,
  summarize,
  summaryAfterEdit,
  visibleLines,
  withEdit,
  withSaved,
  zeroUncounted,
  type Edits,
} from './count-sheet';

const [tomatoes, lettuce, basil] = coolerLines();
const lines = [tomatoes, lettuce, basil];

describe('a counted box', () => {
  it('reads a number to the step 0.001, empty as no count, and ignores anything else', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 2.5 ')).toBe(2.5);
    expect(parseCount('1.23456')).toBe(1.235);
    expect(parseCount('')).toBeNull();
    expect(parseCount('  ')).toBeNull();
    expect(parseCount('abc')).toBeUndefined();
    expect(parseCount('-1')).toBeUndefined();
    expect(parseCount('Infinity')).toBeUndefined();
  });
});

describe('edits', () => {
  it('keep only what differs from the saved line', () => {
    let edits: Edits = {};
    edits = withEdit(edits, lettuce, { counted_qty: 2 });
    expect(edits).toEqual({ 2: { counted_qty: 2, base: 0 } });
    edits = withEdit(edits, lettuce, { note: 'Two wilted' });
    expect(edits).toEqual({ 2: { counted_qty: 2, note: 'Two wilted', base: 0 } });
    // Back to the saved values: no edit left.
    edits = withEdit(edits, lettuce, { counted_qty: null });
    edits = withEdit(edits, lettuce, { note: '' });
    expect(edits).toEqual({});
    // The saved count typed again is no edit either.
    expect(withEdit({}, tomatoes, { counted_qty: 9 })).toEqual({});
  });

  it('a line shows its edit, else its saved count, and its delta', () => {
    expect(countedOf(tomatoes)).toBe(9);
    expect(countedOf(tomatoes, { counted_qty: 12 })).toBe(12);
    expect(countedOf(tomatoes, { counted_qty: null })).toBeNull();
    expect(countedOf(tomatoes, { note: 'x' })).toBe(9);
    expect(deltaOf(tomatoes)).toBe(-1);
    expect(deltaOf(tomatoes, { counted_qty: 10.5 })).toBe(0.5);
    expect(deltaOf(lettuce)).toBeNull();
  });

  it('the save body names only the changed fields, and the version each edit was made on', () => {
    expect(changedLines({ 2: { counted_qty: 2, base: 0 }, 3: { note: 'Top shelf', base: 4 } })).toEqual([
      { id: 2, counted_qty: 2, version: 0 },
      { id: 3, note: 'Top shelf', version: 4 },
    ]);
    expect(changedLines({ 2: { counted_qty: 2 } })).toEqual([{ id: 2, counted_qty: 2 }]);
  });

  it('after a save the lines hold the sent values and edits made meanwhile stay', () => {
    const sent = changedLines({ 2: { counted_qty: 2 } });
    const saved = withSaved(lines, sent);
    expect(saved[1].counted_qty).toBe(2);
    expect(saved[0]).toBe(tomatoes);
    // During the save the lettuce got another count and basil one: both are still unsaved.
    expect(remainingEdits({ 2: { counted_qty: 3, base: 0 }, 3: { counted_qty: 4, base: 0 } }, saved)).toEqual({ 2: { counted_qty: 3, base: 0 }, 3: { counted_qty: 4, base: 0 } });
    expect(remainingEdits({ 2: { counted_qty: 2 } }, saved)).toEqual({});
  });

  it('stored edits restore only for lines that exist and still differ', () => {
    // A backup made before edits kept their version takes the line's version now.
    expect(restorableEdits({ 2: { counted_qty: 3 }, 1: { counted_qty: 9 }, 99: { counted_qty: 1 } }, lines)).toEqual({ 2: { counted_qty: 3, base: 0 } });
    expect(restorableEdits({ 2: { counted_qty: 3, base: 5 } }, lines)).toEqual({ 2: { counted_qty: 3, base: 5 } });
  });
});

describe('bulk buttons act on the visible lines', () => {
  it('Fill = Expected sets every visible count to its expected quantity', () => {
    expect(fillExpected({}, lines, [0, 1])).toEqual({ 1: { counted_qty: 10, base: 1 }, 2: { counted_qty: 3, base: 0 } });
  });

  it('Zero uncounted counts 0 where no count is shown, saved or unsaved', () => {
    expect(zeroUncounted({ 3: { counted_qty: 1 } }, lines, [0, 1, 2])).toEqual({ 2: { counted_qty: 0, base: 0 }, 3: { counted_qty: 1 } });
  });

  it('Clear edits drops the visible lines’ edits only', () => {
    expect(clearEdits({ 1: { counted_qty: 1 }, 3: { counted_qty: 2 } }, lines, [0, 1])).toEqual({ 3: { counted_qty: 2 } });
  });
});

describe('the line filter', () => {
  it('matches product, SKU and area in any case', () => {
    expect(visibleLines(lines, {}, { query: 'rom', uncountedOnly: false })).toEqual([0, 1]);
    expect(visibleLines(lines, {}, { query: 'bas-04', uncountedOnly: false })).toEqual([2]);
    expect(visibleLines(lines, {}, { query: 'DRY STORAGE', uncountedOnly: false })).toEqual([2]);
    expect(visibleLines(lines, {}, { query: '  ', uncountedOnly: false })).toEqual([0, 1, 2]);
    expect(visibleLines(lines, {}, { query: 'salmon', uncountedOnly: false })).toEqual([]);
  });

  it('Show uncounted only hides lines with a count, saved or unsaved', () => {
    expect(visibleLines(lines, {}, { query: '', uncountedOnly: true })).toEqual([1, 2]);
    expect(visibleLines(lines, { 2: { counted_qty: 1 }, 1: { counted_qty: null } }, { query: '', uncountedOnly: true })).toEqual([0, 2]);
  });
});

describe('the summary', () => {
  it('counts lines, counted lines and the counted total, edits included, and the edited and saved lines', () => {
    expect(summarize(lines, {})).toEqual({ lines: 3, counted: 1, total: 9, edited: 0, saved: 1 });
    expect(summarize(lines, { 2: { counted_qty: 2.5 }, 1: { counted_qty: null } })).toEqual({ lines: 3, counted: 1, total: 2.5, edited: 2, saved: 1 });
    expect(summarize([lettuce, basil, line({ id: 9, product_name: 'Eggs' })], {}).saved).toBe(0);
  });

  it('follows one edit at a time as a full count would', () => {
    // Typing into lettuce, then basil, then taking the tomatoes' saved count away, then back.
    const steps: [typeof tomatoes, Edits[number]][] = [
      [lettuce, { counted_qty: 0.1 }],
      [lettuce, { counted_qty: 0.12 }],
      [basil, { counted_qty: 0.2 }],
      [basil, { note: 'Wilted' }],
      [tomatoes, { counted_qty: null }],
      [lettuce, { counted_qty: null }],
      [tomatoes, { counted_qty: tomatoes.counted_qty }],
    ];
    let edits: Edits = {};
    let summary = summarize(lines, edits);
    for (const [target, change] of steps) {
      const next = withEdit(edits, target, change);
      summary = summaryAfterEdit(summary, target, edits[target.id], next[target.id]);
      edits = next;
      expect(summary).toEqual(summarize(lines, edits));
    }
    expect(summary).toEqual({ lines: 3, counted: 2, total: 9.2, edited: 1, saved: 1 });
  });
});

describe('a line by its id', () => {
  it('finds the line, or none for an id the lines do not hold', () => {
    expect(lineById(lines, basil.id)).toBe(basil);
    expect(lineById(lines, tomatoes.id)).toBe(tomatoes);
    expect(lineById(lines, 999)).toBeUndefined();
    // Other lines are looked up in themselves, not in an index built for earlier ones.
    const fewer = [basil];
    expect(lineById(fewer, tomatoes.id)).toBeUndefined();
    expect(lineById(fewer, basil.id)).toBe(basil);
  });
});
