// The credits on a supplier's order (issue 23 item 3, docs/decisions.md "the supplier's screens"):
// each with product, reason, note, shortfall, amount and status; a requested one is answered with
// Approve (a dialog with the amount, at most the requested) or Dispute (a dialog with a required
// reason). The credit answer machine does the behaviour; `reload` loads the order again after.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { components } from '../../api/schema';
import { useActorRef } from '../../lib/inspection';
import { formatMoney, moneyOrDash } from '../../lib/money';
import { creditAnswerMachine, type CreditAnswerInput, type OrderCredit } from '../../machines/supplier/credit-answer.machine';
import { Button } from '../../ui/button';
import { columnHelper, DataTable } from '../../ui/data-table';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { useRole } from '../../ui/role';
import { toast } from '../../ui/toasts';
import { answerCredit } from './orders.actors';

type Reason = components['schemas']['ReceiptReason'];

export const CREDITS_TEXT = {
  heading: 'Credits',
  reasons: { SHORT: 'Short', DAMAGED: 'Damaged', WRONG_ITEM: 'Wrong item', PRICE: 'Price', OTHER: 'Other' } satisfies Record<Reason, string>,
  status: {
    requested: 'Requested',
    approved: (amount: number) => `Approved: ${formatMoney(amount)}`,
    disputed: (reason: string | null) => (reason ? `Disputed: ${reason}` : 'Disputed'),
  },
  approve: 'Approve',
  dispute: 'Dispute',
  approveNamed: (c: OrderCredit) => `Approve the ${formatMoney(c.amount)} credit for ${c.name}`,
  disputeNamed: (c: OrderCredit) => `Dispute the ${formatMoney(c.amount)} credit for ${c.name}`,
  approveTitle: 'Approve credit',
  disputeTitle: 'Dispute credit',
  asked: (c: OrderCredit) => `${c.name}: ${formatMoney(c.amount)} requested${c.reason ? ` (${CREDITS_TEXT.reasons[c.reason]})` : ''}.`,
  amount: 'Amount to approve',
  amountHint: (c: OrderCredit) => `At most ${formatMoney(c.amount)}.`,
  reason: 'Reason',
};

const statusText = (c: OrderCredit) =>
  c.status === 'approved'
    ? CREDITS_TEXT.status.approved(c.approved_amount ?? c.amount)
    : c.status === 'disputed'
      ? CREDITS_TEXT.status.disputed(c.dispute_reason)
      : CREDITS_TEXT.status.requested;

type Answer = ActorRefFrom<typeof creditAnswerMachine>;
const col = columnHelper<OrderCredit>();

function CreditDialog({ answer }: { answer: Answer }) {
  const open = useSelector(answer, (s) => s.hasTag('open'));
  const busy = useSelector(answer, (s) => s.hasTag('busy'));
  const credit = useSelector(answer, (s) => s.context.credit);
  const kind = useSelector(answer, (s) => s.context.kind);
  const amount = useSelector(answer, (s) => s.context.amount);
  const reason = useSelector(answer, (s) => s.context.reason);
  const fieldError = useSelector(answer, (s) => s.context.fieldError);
  const error = useSelector(answer, (s) => s.context.error);
  const approving = kind === 'approve';
  return (
    <FormDialog
      open={open && credit !== null}
      title={approving ? CREDITS_TEXT.approveTitle : CREDITS_TEXT.disputeTitle}
      description={credit ? CREDITS_TEXT.asked(credit) : null}
      submitLabel={approving ? CREDITS_TEXT.approve : CREDITS_TEXT.dispute}
      danger={!approving}
      busy={busy}
      error={error}
      onClose={() => answer.send({ type: 'answer.cancel' })}
      onSubmit={(e) => {
        e.preventDefault();
        answer.send({ type: 'answer.submit' });
      }}
    >
      {approving ? (
        <TextField
          label={CREDITS_TEXT.amount}
          inputMode="decimal"
          hint={credit ? CREDITS_TEXT.amountHint(credit) : undefined}
          value={amount}
          disabled={busy}
          errors={fieldError ? [fieldError] : undefined}
          onChange={(e) => answer.send({ type: 'amount.change', amount: e.target.value })}
        />
      ) : (
        <TextareaField
          label={CREDITS_TEXT.reason}
          rows={3}
          required
          value={reason}
          disabled={busy}
          errors={fieldError ? [fieldError] : undefined}
          onChange={(e) => answer.send({ type: 'reason.change', reason: e.target.value })}
        />
      )}
    </FormDialog>
  );
}

export function OrderCredits({ credits, reload }: { credits: OrderCredit[]; reload: () => void }) {
  const answer = useActorRef(
    creditAnswerMachine.provide({
      actors: { answer: fromPromise(({ input }: { input: CreditAnswerInput }) => answerCredit(input)) },
      actions: { notify: (_, { message, variant }) => void toast(message, variant), reload },
    }),
    { input: { role: useRole() } },
  );
  const busy = useSelector(answer, (s) => s.hasTag('busy'));
  // A role that may not answer (staff) gets no Answer column.
  const may = useSelector(answer, (s) => s.context.may);
  const columns = useMemo(() => {
    const shown = [
      col.accessor('name', { header: 'Product' }),
      col.accessor('reason', { header: 'Reason', cell: (info) => (info.getValue() ? CREDITS_TEXT.reasons[info.getValue()!] : '-') }),
      col.accessor('note', { header: 'Note', cell: (info) => info.getValue() || '-' }),
      col.accessor('shortfall_qty', { header: 'Shortfall' }),
      col.accessor('amount', { header: 'Amount', cell: (info) => moneyOrDash(info.getValue()) }),
      col.display({ id: 'status', header: 'Status', cell: ({ row }) => statusText(row.original) }),
    ];
    const answering = col.display({
      id: 'answer',
      header: 'Answer',
      cell: ({ row }) =>
        row.original.status === 'requested' ? (
          <div className="flex gap-2">
            <Button variant="link" disabled={busy} aria-label={CREDITS_TEXT.approveNamed(row.original)} onClick={() => answer.send({ type: 'approve.open', credit: row.original })}>
              {CREDITS_TEXT.approve}
            </Button>
            <Button variant="link" disabled={busy} aria-label={CREDITS_TEXT.disputeNamed(row.original)} onClick={() => answer.send({ type: 'dispute.open', credit: row.original })}>
              {CREDITS_TEXT.dispute}
            </Button>
          </div>
        ) : null,
    });
    return col.columns(may ? [...shown, answering] : shown);
  }, [answer, busy, may]);
  if (!credits.length) return null;
  return (
    <section aria-labelledby="order-credits-heading" className="space-y-2">
      <h2 id="order-credits-heading" className="text-base font-semibold text-slate-900">
        {CREDITS_TEXT.heading}
      </h2>
      <DataTable columns={columns} rows={credits} getRowId={(c) => String(c.id)} emptyText="" caption={CREDITS_TEXT.heading} />
      <CreditDialog answer={answer} />
    </section>
  );
}
