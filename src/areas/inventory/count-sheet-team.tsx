// Several counters on one count (issue 25, item 4): who saved a line and when, the saved progress
// per area with who counts there, and the 'mine or theirs' dialog for lines someone else saved
// after this user read them. The cycle-count machine holds the choices; these only show and send.
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CycleCountMachine } from '../../machines/inventory/cycle-count.machine';
import { areaProgress, countedOf, lineById, noteOf, type CountLine, type Keep } from '../../machines/inventory/count-sheet';
import { Button } from '../../ui/button';
import { formatQty, formatWhen } from './format';
import { Modal } from '../../ui/modal';

type SheetActor = ActorRefFrom<CycleCountMachine>;

export const TEAM_TEXT = {
  countedBy: 'Counted by',
  savedBy: (name: string, when: string) => `${name}, ${when}`,
  areas: 'Progress by area',
  noArea: 'No area',
  areaProgress: (counted: number, lines: number) => `${counted} of ${lines} saved`,
  countingHere: (names: string[]) => `Counted by ${names.join(', ')}`,
  staleTitle: 'Saved by someone else',
  staleMessage: 'Someone else saved these lines after you opened them. Nothing was saved yet. For each line, keep your count or take theirs.',
  staleCaption: 'Lines saved by someone else',
  mine: (value: string) => `Mine: ${value}`,
  theirs: (value: string, who: string) => `Theirs: ${value} (${who})`,
  choice: (product: string) => `Keep for ${product}`,
  allMine: 'Keep all mine',
  allTheirs: 'Take all theirs',
  done: 'Save my choices',
} as const;

/** Who saved a line last and when ('Sasha Reyes, Nov 27, 2026, 6:30 AM'), or '-' before any save. */
export const savedByText = (line: Pick<CountLine, 'counted_by' | 'counted_at'>) =>
  line.counted_by && line.counted_at ? TEAM_TEXT.savedBy(line.counted_by.name, formatWhen(line.counted_at)) : '-';

/** A count and a note as one value ('4 · top shelf'). */
const valueText = (counted: number | null, note: string | null) => [formatQty(counted), note].filter(Boolean).join(' · ');

/** The saved progress per area, and who counts where (each line's last saver, the latest first). */
export function AreaProgressList({ sheet }: { sheet: SheetActor }) {
  const lines = useSelector(sheet, (s) => s.context.lines);
  // Saved lines only: the list changes on a save or another counter's save, not on each keystroke.
  const areas = useMemo(() => areaProgress(lines), [lines]);
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="area-progress" className="rounded-lg border border-line bg-surface p-3">
      <h2 id="area-progress" className="text-body font-semibold text-ink">
        {TEAM_TEXT.areas}
      </h2>
      <ul className="mt-1 grid gap-1 text-body sm:grid-cols-2">
        {areas.map((a) => (
          <li key={a.area ?? 'none'} aria-label={a.name ?? TEAM_TEXT.noArea}>
            <span className="font-medium text-ink">{a.name ?? TEAM_TEXT.noArea}</span>
            {`: ${TEAM_TEXT.areaProgress(a.counted, a.lines)}`}
            {a.counters.length > 0 && <span className="text-ink-muted">{` · ${TEAM_TEXT.countingHere(a.counters)}`}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Mine or theirs, per line someone else saved since this user read it (a modal: the save waits for the choice). */
export function StaleLinesDialog({ sheet }: { sheet: SheetActor }) {
  const open = useSelector(sheet, (s) => s.hasTag('choosing'));
  const stale = useSelector(sheet, (s) => s.context.stale);
  const lines = useSelector(sheet, (s) => s.context.lines);
  const edits = useSelector(sheet, (s) => s.context.edits);
  const keepAll = (keep: Keep) => () => sheet.send({ type: 'stale.keepAll', keep });
  return (
    // Closing without a choice would leave the save undecided: Escape and the backdrop do nothing.
    <Modal open={open} onClose={() => {}} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-full w-full max-w-2xl space-y-4 overflow-auto rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{TEAM_TEXT.staleTitle}</DialogTitle>
          <Description className="text-sm text-slate-700">{TEAM_TEXT.staleMessage}</Description>
          <ul aria-label={TEAM_TEXT.staleCaption} className="divide-y divide-slate-100 rounded border border-slate-200">
            {stale.map(({ line: theirs, keep }) => {
              const line = lineById(lines, theirs.id);
              if (!line) return null;
              const edit = edits[line.id];
              const options: [Keep, string][] = [
                ['mine', TEAM_TEXT.mine(valueText(countedOf(line, edit), noteOf(line, edit)))],
                ['theirs', TEAM_TEXT.theirs(valueText(theirs.counted_qty, theirs.note), savedByText(theirs))],
              ];
              return (
                <li key={line.id} className="p-3">
                  <fieldset>
                    <legend className="font-medium text-slate-900">
                      {line.product_name}
                      <span className="font-normal text-slate-600">{` · ${line.area_name ?? TEAM_TEXT.noArea}`}</span>
                    </legend>
                    <div className="mt-1 flex flex-col gap-1 text-sm" role="radiogroup" aria-label={TEAM_TEXT.choice(line.product_name)}>
                      {options.map(([value, label]) => (
                        <label key={value} className="flex min-h-11 items-center gap-2">
                          <input
                            type="radio"
                            name={`stale-${line.id}`}
                            className="accent-blue-600"
                            checked={keep === value}
                            onChange={() => sheet.send({ type: 'stale.keep', lineId: line.id, keep: value })}
                          />
                          {label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={keepAll('theirs')}>
              {TEAM_TEXT.allTheirs}
            </Button>
            <Button variant="secondary" onClick={keepAll('mine')}>
              {TEAM_TEXT.allMine}
            </Button>
            <Button onClick={() => sheet.send({ type: 'stale.done' })}>{TEAM_TEXT.done}</Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
