// The count sheet on a phone (below `md`): one card per visible line, with area, product, SKU, the
// expected quantity, a large counted box (decimal keypad), the difference and who saved it last, in a virtualised list;
// under it a bar that stays at the bottom of the window: progress, Save and 'Next uncounted'. The
// cycle-count machine holds every rule, as for the table.
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CycleCountMachine } from '../../machines/inventory/cycle-count.machine';
import { nextUncounted } from '../../machines/inventory/count-sheet';
import { Button } from '../../ui/button';
import { useScrollBox, VirtualRows, windowVh, type MeasureRow } from '../../ui/virtual-rows';
import { CountedInput, deltaColour, enterMovesOn, NoteInput, TABLE_TEXT, useCountLine } from './count-sheet-table';
import { formatQty, signedQty } from './format';
import { savedByText, TEAM_TEXT } from './count-sheet-team';
import { useFoundLineFocus, useLineFocus } from './use-line-focus';

type SheetActor = ActorRefFrom<CycleCountMachine>;

export const CARDS_TEXT = {
  progress: (counted: number, lines: number) => `${counted} of ${lines} counted`,
  nextUncounted: 'Next uncounted',
  expected: 'Expected',
  difference: 'Difference',
  sku: 'SKU',
  note: 'Note',
  save: 'Save',
} as const;

/**
 * A card's usual height in px on a phone (234 to 258 px at 412 px wide); cards are measured once
 * drawn. A guess well short of it drew cards that the measuring then took out again, a long task on a
 * slow phone (Lighthouse's TBT, issue 25).
 */
const CARD_HEIGHT = 240;

interface CardProps {
  sheet: SheetActor;
  lineIndex: number;
  position: number;
  measure: MeasureRow | undefined;
  onEnter: (position: number) => void;
  onFocused: (position: number) => void;
  inputRef: (position: number, el: HTMLInputElement | null) => void;
}

const CountCard = memo(function CountCard({ sheet, lineIndex, position, measure, onEnter, onFocused, inputRef }: CardProps) {
  const { line, edit, editable, counted, delta, note } = useCountLine(sheet, lineIndex);
  return (
    <li ref={measure} data-index={position} aria-label={line.product_name} className="pb-2">
      <div className={`space-y-2 rounded-card border border-line p-3 ${edit ? 'bg-amber-50' : 'bg-surface'}`}>
        <div className="text-caption text-ink-muted">{line.area_name ?? '-'}</div>
        <div className="font-medium break-words text-ink">{line.product_name}</div>
        <dl className="grid grid-cols-3 gap-2 text-body">
          <div>
            <dt className="text-caption text-ink-muted">{CARDS_TEXT.sku}</dt>
            <dd className="break-all">{line.sku ?? '-'}</dd>
          </div>
          <div>
            <dt className="text-caption text-ink-muted">{CARDS_TEXT.expected}</dt>
            <dd className="tabular-nums">
              {formatQty(line.expected_qty)} {line.unit_name ?? ''}
            </dd>
          </div>
          <div>
            <dt className="text-caption text-ink-muted">{CARDS_TEXT.difference}</dt>
            <dd className={`tabular-nums ${deltaColour(delta)}`}>{delta === null ? '-' : signedQty(delta)}</dd>
          </div>
        </dl>
        {editable ? (
          <>
            <CountedInput
              sheet={sheet}
              line={line}
              counted={counted}
              className="min-h-12 w-full rounded-control border border-line-strong px-3 text-right text-title tabular-nums"
              inputRef={(el) => inputRef(position, el)}
              onKeyDown={enterMovesOn(position, onEnter)}
              onFocus={() => onFocused(position)}
            />
            <NoteInput sheet={sheet} line={line} note={note} placeholder={CARDS_TEXT.note} className="min-h-11 w-full rounded-control border border-line px-3" />
          </>
        ) : (
          <div className="text-title tabular-nums">{formatQty(counted)}</div>
        )}
        {line.counted_by && <p className="text-caption text-ink-muted">{`${TEAM_TEXT.countedBy} ${savedByText(line)}`}</p>}
      </div>
    </li>
  );
});

/** The bar at the bottom of the window: progress, Save and 'Next uncounted'. */
function CountBar({ sheet, onNext }: { sheet: SheetActor; onNext: () => void }) {
  const counted = useSelector(sheet, (s) => s.context.summary.counted);
  const lines = useSelector(sheet, (s) => s.context.summary.lines);
  const editable = useSelector(sheet, (s) => s.hasTag('editable'));
  const saving = useSelector(sheet, (s) => s.hasTag('saving'));
  const canSave = useSelector(sheet, (s) => s.can({ type: 'counts.save' }));
  return (
    <div role="group" aria-label="Counting" className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 border-t border-line bg-surface px-4 py-2 shadow-raised">
      <p role="status" className="flex-1 text-body text-ink">
        {CARDS_TEXT.progress(counted, lines)}
      </p>
      {editable && (
        <>
          <Button variant="secondary" onClick={onNext} disabled={counted === lines}>
            {CARDS_TEXT.nextUncounted}
          </Button>
          <Button disabled={!canSave} loading={saving} onClick={() => sheet.send({ type: 'counts.save' })}>
            {CARDS_TEXT.save}
          </Button>
        </>
      )}
    </div>
  );
}

export function CountSheetCards({ sheet }: { sheet: SheetActor }) {
  const visible = useSelector(sheet, (s) => s.context.visible);
  const [box, setBox] = useScrollBox<HTMLDivElement>();
  const { rows, inputRef, focusLine, onEnter, onFocused, lastFocused } = useLineFocus(visible.length);
  useFoundLineFocus(sheet, focusLine);

  function onNext() {
    const { lines, edits, visible: shown } = sheet.getSnapshot().context;
    const next = nextUncounted(lines, edits, shown, lastFocused.current);
    if (next !== null) focusLine(next);
  }

  return (
    <>
      {/* A least height: a virtualiser draws the cards that fit its box, and an empty box fits none. */}
      <div ref={setBox} className="max-h-[60vh] min-h-48 overflow-y-auto">
        {visible.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">{TABLE_TEXT.noMatch}</p>
        ) : (
          <ul aria-label={TABLE_TEXT.caption}>
            <VirtualRows ref={rows} count={visible.length} rowHeight={CARD_HEIGHT} boxHeight={windowVh(60)} box={box} measured spacer="li">
              {(index, measure) => (
                <CountCard key={visible[index]} sheet={sheet} lineIndex={visible[index]} position={index} measure={measure} onEnter={onEnter} onFocused={onFocused} inputRef={inputRef} />
              )}
            </VirtualRows>
          </ul>
        )}
      </div>
      <CountBar sheet={sheet} onNext={onNext} />
    </>
  );
}
