// The count sheet's table (merchant-operations.md "Cycle count sheet"): Area, Product, Category,
// SKU, Unit (ours: what Expected counts), Expected, Counted, delta, Note and Counted by (issue 25), plus the stock effect once a batch is FINALIZED or POSTED.
// Rows are virtualised (only those in view are in the page, measured, as area and product wrap) and
// each row reads its own line and edit from the machine, so a keystroke re-renders one row, not ten
// thousand.
import { useSelector } from '@xstate/react';
import { memo, type KeyboardEvent, type WheelEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CycleCountMachine } from '../../machines/inventory/cycle-count.machine';
import { countedOf, deltaOf, noteOf, parseCount, type CountLine } from '../../machines/inventory/count-sheet';
import { useScrollBox, VirtualRows, windowVh, type MeasureRow } from '../../ui/virtual-rows';
import { formatQty, signedQty } from './format';
import { savedByText, TEAM_TEXT } from './count-sheet-team';
import { useFoundLineFocus, useLineFocus } from './use-line-focus';

type SheetActor = ActorRefFrom<CycleCountMachine>;

export const TABLE_TEXT = {
  caption: 'Count lines',
  noMatch: 'No lines match your filters.',
  counted: (product: string) => `Counted for ${product}`,
  note: (product: string) => `Note for ${product}`,
  keptDifference: 'kept difference',
} as const;

/** A row's height in px when area or product wraps onto two lines (at 1,400 px wide); rows are measured once drawn. */
const ROW_HEIGHT = 57;
const cellBox = 'px-3 py-2 text-sm';
const cell = `${cellBox} text-slate-800`;
/** The delta's one colour: green above the expected, red below (never with the cells' slate, which would win). */
export const deltaColour = (delta: number | null) => (delta === null || delta === 0 ? 'text-slate-800' : delta > 0 ? 'text-green-700' : 'text-red-700');

/** A focused number box would change its value under the mouse wheel: it lets go of the focus, so the wheel scrolls the page. */
function keepValueOnWheel(e: WheelEvent<HTMLInputElement>) {
  if (document.activeElement === e.currentTarget) e.currentTarget.blur();
}

/** What a finalized line did to the on-hand: '+2 → 14', with the difference rule named. */
function StockEffect({ delta, before, keptDifference }: { delta: number | null; before: number | null; keptDifference: boolean }) {
  if (delta === null || before === null) return <>-</>;
  return (
    <>
      {`${signedQty(delta)} → ${formatQty(before + delta)}`}
      {keptDifference && <span className="text-xs text-slate-500">{` (${TABLE_TEXT.keptDifference})`}</span>}
    </>
  );
}

/** Enter in a counted box moves to the next line's box (instead of submitting anything). */
export const enterMovesOn = (position: number, onEnter: (position: number) => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  onEnter(position);
};

/** The box a line's count is typed in (type="number": a desktop's arrows and a phone's decimal keypad). */
export function CountedInput({
  sheet,
  line,
  counted,
  className,
  inputRef,
  onKeyDown,
  onFocus,
}: {
  sheet: SheetActor;
  line: CountLine;
  counted: number | null;
  className: string;
  inputRef: (el: HTMLInputElement | null) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
}) {
  return (
    <input
      ref={inputRef}
      type="number"
      min={0}
      step={0.001}
      inputMode="decimal"
      aria-label={TABLE_TEXT.counted(line.product_name)}
      className={className}
      value={counted ?? ''}
      onChange={(e) => {
        // Non-numeric input is ignored; empty means no count.
        const n = e.target.validity.badInput ? undefined : parseCount(e.target.value);
        if (n !== undefined) sheet.send({ type: 'line.count', lineId: line.id, counted: n });
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onWheel={keepValueOnWheel}
    />
  );
}

interface RowProps {
  sheet: SheetActor;
  lineIndex: number;
  /** The row's place among the visible lines (Enter moves to the next one). */
  position: number;
  showEffect: boolean;
  measure: MeasureRow | undefined;
  onEnter: (position: number) => void;
  inputRef: (position: number, el: HTMLInputElement | null) => void;
}

/** One line as a row or a card shows it: its own line and edit from the machine, so a keystroke re-renders one line. */
export function useCountLine(sheet: SheetActor, lineIndex: number) {
  const line = useSelector(sheet, (s) => s.context.lines[lineIndex]);
  const edit = useSelector(sheet, (s) => s.context.edits[line.id]);
  const editable = useSelector(sheet, (s) => s.hasTag('editable'));
  return { line, edit, editable, counted: countedOf(line, edit), delta: deltaOf(line, edit), note: noteOf(line, edit) ?? '' };
}

/** The box of a line's note. */
export function NoteInput({ sheet, line, note, className, placeholder }: { sheet: SheetActor; line: CountLine; note: string; className: string; placeholder?: string }) {
  return (
    <input
      type="text"
      maxLength={5000}
      aria-label={TABLE_TEXT.note(line.product_name)}
      placeholder={placeholder}
      className={className}
      value={note}
      onChange={(e) => sheet.send({ type: 'line.note', lineId: line.id, note: e.target.value })}
    />
  );
}

const CountRow = memo(function CountRow({ sheet, lineIndex, position, showEffect, measure, onEnter, inputRef }: RowProps) {
  const { line, edit, editable, counted, delta, note } = useCountLine(sheet, lineIndex);

  return (
    <tr ref={measure} data-index={position} aria-rowindex={position + 2} className={edit ? 'bg-amber-50' : undefined}>
      <td className={cell}>{line.area_name ?? '-'}</td>
      <th scope="row" className={`${cell} text-left font-medium`}>
        {line.product_name}
      </th>
      <td className={cell}>{line.product_category ?? '-'}</td>
      <td className={cell}>{line.sku ?? '-'}</td>
      <td className={cell}>{line.unit_name ?? '-'}</td>
      <td className={`${cell} text-right tabular-nums`}>{formatQty(line.expected_qty)}</td>
      <td className={`${cell} w-32`}>
        {editable ? (
          <CountedInput
            sheet={sheet}
            line={line}
            counted={counted}
            className="w-28 rounded border border-slate-300 px-2 py-1 text-right tabular-nums"
            inputRef={(el) => inputRef(position, el)}
            onKeyDown={enterMovesOn(position, onEnter)}
          />
        ) : (
          <span className="tabular-nums">{formatQty(counted)}</span>
        )}
      </td>
      <td className={`${cellBox} text-right tabular-nums ${deltaColour(delta)}`}>{delta === null ? '' : signedQty(delta)}</td>
      <td className={cell}>{editable ? <NoteInput sheet={sheet} line={line} note={note} className="w-full min-w-32 rounded border border-slate-300 px-2 py-1" /> : note}</td>
      <td className={`${cell} whitespace-nowrap`}>{savedByText(line)}</td>
      {showEffect && (
        <td className={`${cell} tabular-nums`}>
          <StockEffect delta={line.applied_delta} before={line.on_hand_before} keptDifference={line.resolution === 'difference'} />
        </td>
      )}
    </tr>
  );
});

export function CountSheetTable({ sheet, showEffect }: { sheet: SheetActor; showEffect: boolean }) {
  const visible = useSelector(sheet, (s) => s.context.visible);
  const [box, setBox] = useScrollBox<HTMLDivElement>();
  const { rows, inputRef, onEnter, focusLine } = useLineFocus(visible.length);
  useFoundLineFocus(sheet, focusLine);

  const headers = ['Area', 'Product', 'Category', 'SKU', 'Unit', 'Expected', 'Counted', 'delta', 'Note', TEAM_TEXT.countedBy, ...(showEffect ? ['Stock effect'] : [])];
  return (
    // A scrolling box a keyboard can reach (a finalized sheet has no boxes to tab into).
    <div ref={setBox} role="region" aria-label={TABLE_TEXT.caption} tabIndex={0} className="max-h-[65vh] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" aria-rowcount={visible.length + 1}>
        <caption className="sr-only">{TABLE_TEXT.caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className={`px-3 py-2 text-left font-semibold text-slate-700 ${h === 'delta' ? 'capitalize' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {visible.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-center text-slate-600">
                {TABLE_TEXT.noMatch}
              </td>
            </tr>
          ) : (
            <VirtualRows ref={rows} count={visible.length} rowHeight={ROW_HEIGHT} boxHeight={windowVh(65)} box={box} measured>
              {(index, measure) => (
                <CountRow key={visible[index]} sheet={sheet} lineIndex={visible[index]} position={index} showEffect={showEffect} measure={measure} onEnter={onEnter} inputRef={inputRef} />
              )}
            </VirtualRows>
          )}
        </tbody>
      </table>
    </div>
  );
}
