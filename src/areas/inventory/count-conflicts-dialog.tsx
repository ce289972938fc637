// The 'Conflicts detected' dialog (merchant-operations.md section 4): the lines whose items moved
// since the snapshot, with the user's choice per line (keep the counted quantity, or keep the
// difference: counted − expected added to the current on-hand), then finalize anyway (force) or
// re-snapshot first. The finalize-count machine drives it.
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConflictRow, FinalizeCountMachine, Resolution } from '../../machines/inventory/finalize-count.machine';
import { Button } from '../../ui/button';
import { formatQty } from './format';
import { Modal } from '../../ui/modal';

export const CONFLICTS_TEXT = {
  title: 'Conflicts detected',
  message: 'Inventory changed since the snapshot. You can review differences below and finalize anyway (force), or re-snapshot before finalizing.',
  caption: 'Lines whose stock moved since the snapshot',
  keepCounted: 'Keep counted',
  keepDifference: 'Keep difference',
  force: 'Finalize anyway',
  resnapshot: 'Re-snapshot',
  close: 'Cancel',
  choice: (product: string) => `On-hand for ${product}`,
} as const;

/** The on-hand a choice leaves (counted, or the current on-hand plus counted − expected). */
export function onHandAfter(c: ConflictRow, keep: Resolution): number | null {
  if (c.counted_qty === null) return null;
  return keep === 'counted' ? c.counted_qty : Math.round((c.current_on_hand + c.counted_qty - c.expected_at_snapshot) * 1000) / 1000;
}

function ChoiceCell({ conflict, keep, disabled, onKeep }: { conflict: ConflictRow; keep: Resolution; disabled: boolean; onKeep: (keep: Resolution) => void }) {
  const options: [Resolution, string][] = [
    ['counted', CONFLICTS_TEXT.keepCounted],
    ['difference', CONFLICTS_TEXT.keepDifference],
  ];
  return (
    <fieldset>
      <legend className="sr-only">{CONFLICTS_TEXT.choice(conflict.product_name)}</legend>
      <div className="flex flex-col gap-1">
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 whitespace-nowrap">
            <input type="radio" name={`keep-${conflict.line}`} className="accent-blue-600" checked={keep === value} disabled={disabled} onChange={() => onKeep(value)} />
            {`${label}: ${formatQty(onHandAfter(conflict, value))}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CountConflictsDialog({ finalize }: { finalize: ActorRefFrom<FinalizeCountMachine> }) {
  const open = useSelector(finalize, (s) => s.hasTag('conflicts'));
  const busy = useSelector(finalize, (s) => !s.hasTag('choosing'));
  const forcing = useSelector(finalize, (s) => s.hasTag('finalizing'));
  const resnapshotting = useSelector(finalize, (s) => s.hasTag('resnapshotting'));
  const conflicts = useSelector(finalize, (s) => s.context.conflicts);
  const resolutions = useSelector(finalize, (s) => s.context.resolutions);

  return (
    <Modal open={open} onClose={() => !busy && finalize.send({ type: 'conflict.close' })} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-4xl space-y-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{CONFLICTS_TEXT.title}</DialogTitle>
          <Description className="text-sm text-slate-700">{CONFLICTS_TEXT.message}</Description>
          <div className="max-h-80 overflow-auto rounded border border-slate-200">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{CONFLICTS_TEXT.caption}</caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {['Line', 'Area', 'Product', 'SKU', 'Expected at snapshot', 'Current on hand', 'Counted', 'Keep'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {conflicts.map((c) => (
                  <tr key={c.line}>
                    <td className="px-3 py-2">{c.line}</td>
                    <td className="px-3 py-2">{c.area_name ?? '-'}</td>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {c.product_name}
                    </th>
                    <td className="px-3 py-2">{c.sku ?? '-'}</td>
                    <td className="px-3 py-2 tabular-nums">{formatQty(c.expected_at_snapshot)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatQty(c.current_on_hand)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatQty(c.counted_qty)}</td>
                    <td className="px-3 py-2">
                      <ChoiceCell conflict={c} keep={resolutions[c.line] ?? 'counted'} disabled={busy} onKeep={(keep) => finalize.send({ type: 'conflict.keep', line: c.line, keep })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => finalize.send({ type: 'conflict.close' })}>
              {CONFLICTS_TEXT.close}
            </Button>
            <Button variant="secondary" disabled={busy && !resnapshotting} loading={resnapshotting} onClick={() => finalize.send({ type: 'conflict.resnapshot' })}>
              {CONFLICTS_TEXT.resnapshot}
            </Button>
            <Button variant="danger" disabled={busy && !forcing} loading={forcing} onClick={() => finalize.send({ type: 'conflict.force' })}>
              {CONFLICTS_TEXT.force}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Modal>
  );
}
