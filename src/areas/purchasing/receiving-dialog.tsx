// The receiving dialog of the merchant's order detail (issue 23): each line with its ordered,
// confirmed and already received quantities and price, and boxes for what came now, the price
// paid, a reason and a note; the stock area; 'Receive all as confirmed'. The receiving machine owns
// it: this only renders its state and sends its events.
import { Description, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { moneyOrDash } from '../../lib/money';
import type { ReceivingMachine } from '../../machines/purchasing/receiving.machine';
import { outstanding, RECEIPT_REASON_LABELS, type DraftField, type ReceiveLineDraft } from '../../machines/purchasing/receiving.rules';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/field';
import { FormError } from '../../ui/form-error';
import { SelectField } from '../../ui/select-field';
import { LoadingText } from '../../ui/spinner';
import { Modal } from '../../ui/modal';

export const RECEIVING_TEXT = {
  open: 'Receive delivery',
  title: (number: string) => `Receive delivery of ${number}`,
  description: 'Enter what arrived. Lines left blank are not in this delivery; a reason asks the supplier for a credit.',
  loading: 'Loading stock areas...',
  area: 'Stock area',
  usualArea: "Each item's own area",
  allAsConfirmed: 'Receive all as confirmed',
  submit: 'Receive',
  retry: 'Retry',
  close: 'Close',
  noReason: 'No reason',
  replaces: (name: string) => `In place of ${name}`,
  headers: ['Product', 'Ordered', 'Confirmed', 'Received so far', 'Price', 'Received now', 'Price paid', 'Reason', 'Note'],
  qty: (name: string) => `Received quantity for ${name}`,
  pricePaid: (name: string) => `Price paid for ${name}`,
  reason: (name: string) => `Reason for ${name}`,
  note: (name: string) => `Note for ${name}`,
};

const cell = 'px-2 py-2 align-top';
const box = `${inputClasses} px-2!`;

function LineRow({
  line,
  errors,
  disabled,
  onChange,
}: {
  line: ReceiveLineDraft;
  errors: { qty?: string; pricePaid?: string } | undefined;
  disabled: boolean;
  onChange: (field: DraftField, value: string) => void;
}) {
  const errorId = (field: string) => `receive-${line.id}-${field}-error`;
  const error = (field: 'qty' | 'pricePaid') =>
    errors?.[field] ? (
      <p id={errorId(field)} className="mt-1 text-xs text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: 'qty' | 'pricePaid') => (errors?.[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
        {line.name}
        {line.replaces && <span className="block text-xs font-normal text-slate-600">{RECEIVING_TEXT.replaces(line.replaces)}</span>}
      </th>
      <td className={cell}>{line.ordered}</td>
      <td className={cell}>{line.confirmed ?? '-'}</td>
      <td className={cell}>{line.alreadyReceived}</td>
      <td className={cell}>{moneyOrDash(line.price)}</td>
      <td className={cell}>
        <input
          inputMode="decimal"
          aria-label={RECEIVING_TEXT.qty(line.name)}
          className={`${box} w-20!`}
          placeholder={String(outstanding(line))}
          value={line.qty}
          disabled={disabled}
          onChange={(e) => onChange('qty', e.target.value)}
          {...invalid('qty')}
        />
        {error('qty')}
      </td>
      <td className={cell}>
        <input
          inputMode="decimal"
          aria-label={RECEIVING_TEXT.pricePaid(line.name)}
          className={`${box} w-24!`}
          placeholder={line.price === null ? '' : String(line.price)}
          value={line.pricePaid}
          disabled={disabled}
          onChange={(e) => onChange('pricePaid', e.target.value)}
          {...invalid('pricePaid')}
        />
        {error('pricePaid')}
      </td>
      <td className={cell}>
        <select aria-label={RECEIVING_TEXT.reason(line.name)} className={box} value={line.reason} disabled={disabled} onChange={(e) => onChange('reason', e.target.value)}>
          <option value="">{RECEIVING_TEXT.noReason}</option>
          {Object.entries(RECEIPT_REASON_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </td>
      <td className={cell}>
        <input aria-label={RECEIVING_TEXT.note(line.name)} className={box} maxLength={1000} value={line.note} disabled={disabled} onChange={(e) => onChange('note', e.target.value)} />
      </td>
    </tr>
  );
}

export function ReceivingDialog({ receiving, orderNumber }: { receiving: ActorRefFrom<ReceivingMachine>; orderNumber: string }) {
  const open = useSelector(receiving, (s) => s.hasTag('open'));
  const loading = useSelector(receiving, (s) => s.hasTag('loading'));
  const busy = useSelector(receiving, (s) => s.hasTag('busy'));
  const failed = useSelector(receiving, (s) => s.hasTag('failed'));
  const conflict = useSelector(receiving, (s) => s.hasTag('conflict'));
  const lines = useSelector(receiving, (s) => s.context.lines);
  const lineErrors = useSelector(receiving, (s) => s.context.lineErrors);
  const areas = useSelector(receiving, (s) => s.context.areas);
  const areasError = useSelector(receiving, (s) => s.context.areasError);
  const areaId = useSelector(receiving, (s) => s.context.areaId);
  const error = useSelector(receiving, (s) => s.context.error);
  const editable = !busy && !failed && !conflict;
  const cancel = () => receiving.send({ type: 'receive.cancel' });

  return (
    <Modal open={open} onClose={() => !busy && cancel()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-full w-full max-w-6xl overflow-auto rounded-lg bg-white p-6 shadow-xl">
          <form
            noValidate
            aria-label={RECEIVING_TEXT.title(orderNumber)}
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              receiving.send({ type: 'receive.submit' });
            }}
          >
            <DialogTitle className="text-lg font-semibold text-slate-900">{RECEIVING_TEXT.title(orderNumber)}</DialogTitle>
            <Description className="text-sm text-slate-700">{RECEIVING_TEXT.description}</Description>
            {loading ? (
              <LoadingText>{RECEIVING_TEXT.loading}</LoadingText>
            ) : (
              <>
                <SelectField
                  label={RECEIVING_TEXT.area}
                  className="max-w-xs"
                  value={areaId ?? ''}
                  disabled={!editable}
                  hint={areasError ?? undefined}
                  onChange={(e) => receiving.send({ type: 'area.change', areaId: e.target.value === '' ? null : Number(e.target.value) })}
                  options={[{ value: '', label: RECEIVING_TEXT.usualArea }, ...areas.map((a) => ({ value: a.id, label: a.name }))]}
                />
                <div className="overflow-x-auto">
                  <table className="w-full text-sm">
                    <caption className="sr-only">Lines to receive</caption>
                    <thead>
                      <tr className="text-left text-slate-600">
                        {RECEIVING_TEXT.headers.map((h) => (
                          <th key={h} scope="col" className="px-2 py-2 font-medium">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((l) => (
                        <LineRow
                          key={l.id}
                          line={l}
                          errors={lineErrors[l.id]}
                          disabled={!editable}
                          onChange={(field, value) => receiving.send({ type: 'line.change', id: l.id, field, value })}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            <FormError message={error} />
            <div className="flex flex-wrap justify-end gap-2">
              {conflict ? (
                <Button onClick={cancel}>{RECEIVING_TEXT.close}</Button>
              ) : (
                <>
                  <Button variant="secondary" className="mr-auto" disabled={!editable || loading} onClick={() => receiving.send({ type: 'receive.allAsConfirmed' })}>
                    {RECEIVING_TEXT.allAsConfirmed}
                  </Button>
                  <Button variant="secondary" onClick={cancel} disabled={busy}>
                    Cancel
                  </Button>
                  {failed ? (
                    <Button onClick={() => receiving.send({ type: 'retry' })}>{RECEIVING_TEXT.retry}</Button>
                  ) : (
                    <Button type="submit" loading={busy} disabled={loading}>
                      {RECEIVING_TEXT.submit}
                    </Button>
                  )}
                </>
              )}
            </div>
          </form>
        </DialogPanel>
      </div>
    </Modal>
  );
}
