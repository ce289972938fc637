// Confirming a new order line by line (issue 23 item 1, docs/decisions.md "the supplier's screens"):
// each line's confirmed quantity with 'Out of stock', a substitute from the supplier's own active
// products (SubstitutePicker), a note, the delivery date and the new total; 'Accept with changes'
// sends the lines that differ. The confirming machine (the order machine's child) does the behaviour.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney, moneyOrDash } from '../../lib/money';
import { confirmedTotal, totalIsEstimate, type ConfirmingMachine, type ConfirmLine } from '../../machines/supplier/confirming.machine';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { TextField } from '../../ui/text-field';
import { SubstitutePicker } from './substitute-picker';

type Confirming = ActorRefFrom<ConfirmingMachine>;

export const CONFIRM_TEXT = {
  title: 'Confirm lines',
  intro: 'Confirm what you will send. Lines you leave as they are are confirmed as ordered.',
  line: (l: ConfirmLine) => `${l.name}: ordered ${l.qty} at ${moneyOrDash(l.unitPrice)}`,
  quantity: 'Confirmed quantity',
  outOfStock: 'Out of stock',
  choose: 'Choose substitute',
  remove: 'Remove substitute',
  substitute: (l: ConfirmLine) => `Substitute: ${l.substitute!.name}${l.substitute!.sku ? ` (${l.substitute!.sku})` : ''}, list price ${formatMoney(l.substitute!.price)}`,
  note: 'Note',
  deliveryDate: 'Delivery date',
  total: (amount: number) => `New total: ${formatMoney(amount)}`,
  estimate: (amount: number) => `New total (estimate): ${formatMoney(amount)}`,
  estimateHint: "A substitute is charged at this merchant's price, set when you accept; its list price stands in here.",
  submit: 'Accept with changes',
  cancel: 'Cancel',
};

function LineFields({ confirming, line, error, busy }: { confirming: Confirming; line: ConfirmLine; error: string | undefined; busy: boolean }) {
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3" disabled={busy}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{CONFIRM_TEXT.line(line)}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={CONFIRM_TEXT.quantity}
          inputMode="decimal"
          className="w-40"
          value={line.confirmed}
          errors={error ? [error] : undefined}
          onChange={(e) => confirming.send({ type: 'line.qty', id: line.id, qty: e.target.value })}
        />
        <Button variant="secondary" onClick={() => confirming.send({ type: 'line.outOfStock', id: line.id })}>
          {CONFIRM_TEXT.outOfStock}
        </Button>
        {line.substitute ? (
          <Button variant="secondary" onClick={() => confirming.send({ type: 'substitute.remove', id: line.id })}>
            {CONFIRM_TEXT.remove}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => confirming.send({ type: 'substitute.open', id: line.id })}>
            {CONFIRM_TEXT.choose}
          </Button>
        )}
      </div>
      {line.substitute && <p className="text-sm text-slate-700">{CONFIRM_TEXT.substitute(line)}</p>}
      <TextField label={CONFIRM_TEXT.note} maxLength={1000} value={line.note} onChange={(e) => confirming.send({ type: 'line.note', id: line.id, note: e.target.value })} />
    </fieldset>
  );
}

export function ConfirmLines({ confirming }: { confirming: Confirming }) {
  const lines = useSelector(confirming, (s) => s.context.lines);
  const errors = useSelector(confirming, (s) => s.context.errors);
  const deliveryDate = useSelector(confirming, (s) => s.context.deliveryDate);
  const error = useSelector(confirming, (s) => s.context.error);
  const busy = useSelector(confirming, (s) => s.hasTag('busy'));
  const estimate = totalIsEstimate(lines);
  const total = confirmedTotal(lines);

  return (
    <>
      <form
        noValidate
        aria-label={CONFIRM_TEXT.title}
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          confirming.send({ type: 'confirm.submit' });
        }}
      >
        <h2 className="text-base font-semibold text-slate-900">{CONFIRM_TEXT.title}</h2>
        <p className="text-sm text-slate-700">{CONFIRM_TEXT.intro}</p>
        {lines.map((line) => (
          <LineFields key={line.id} confirming={confirming} line={line} error={errors[line.id]} busy={busy} />
        ))}
        <TextField
          label={CONFIRM_TEXT.deliveryDate}
          type="date"
          className="max-w-xs"
          value={deliveryDate}
          disabled={busy}
          onChange={(e) => confirming.send({ type: 'date.change', date: e.target.value })}
        />
        <p className="text-right text-base font-semibold text-slate-900">{estimate ? CONFIRM_TEXT.estimate(total) : CONFIRM_TEXT.total(total)}</p>
        {estimate && <p className="text-right text-xs text-slate-600">{CONFIRM_TEXT.estimateHint}</p>}
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => confirming.send({ type: 'confirm.cancel' })}>
            {CONFIRM_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {CONFIRM_TEXT.submit}
          </Button>
        </div>
      </form>
      <SubstitutePicker confirming={confirming} />
    </>
  );
}
