// The supplier's answer to a merchant's credit request (issue 23 item 3, docs/decisions.md "the
// supplier's screens"), one dialog at a time: Approve (the requested amount, or a smaller one typed,
// at most the requested) or Dispute (a reason is required). An answer sent, or a credit someone
// answered meanwhile (the server's 409: `changed`), closes the dialog and runs `reload` so the order
// shows its credits and totals as they now are. A role that may not answer credits (staff) opens
// neither dialog (`context.may`, from the `role` input). Supply `answer`, `notify` and `reload` with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { formatMoney } from '../../lib/money';
import { roleMay, type Role } from '../../lib/roles';
import { messageOf, type Notice } from '../failure';
import { amountError } from './amount';

export type OrderCredit = components['schemas']['OrderCredit'];
export type CreditAnswerKind = 'approve' | 'dispute';

export interface CreditAnswerInput {
  id: number;
  kind: CreditAnswerKind;
  /** Approve: the amount, or null for the requested one. */
  amount: number | null;
  /** Dispute: the reason, trimmed. */
  reason: string;
}

export type CreditAnswerResult = { outcome: 'done'; credit: OrderCredit } | { outcome: 'changed'; message: string } | { outcome: 'refused'; message: string };

export interface CreditAnswerContext {
  credit: OrderCredit | null;
  kind: CreditAnswerKind;
  /** The amount to approve as typed (starts as the requested amount). */
  amount: string;
  reason: string;
  /** Why the answer cannot be sent (under the field), or what the server refused. */
  fieldError: string | null;
  error: string | null;
  /** Whether the member's role may answer credits (decisions.md "Roles"). */
  may: boolean;
}

export type CreditAnswerEvent =
  | { type: 'approve.open'; credit: OrderCredit }
  | { type: 'dispute.open'; credit: OrderCredit }
  | { type: 'amount.change'; amount: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'answer.submit' }
  | { type: 'answer.cancel' };

export const CREDIT_MESSAGES = {
  approved: (amount: number) => `Credit of ${formatMoney(amount)} approved.`,
  disputed: 'Credit disputed.',
  failed: 'Failed to answer the credit.',
  reasonRequired: 'Enter a reason for the dispute.',
  /** The server's words for an amount above the requested one. */
  tooMuch: (requested: number) => `Ensure this value is less than or equal to ${requested}.`,
};

/** Why the typed answer cannot be sent, or null. */
function answerError(context: CreditAnswerContext): string | null {
  if (context.kind === 'dispute') return context.reason.trim() ? null : CREDIT_MESSAGES.reasonRequired;
  const typed = amountError(context.amount);
  if (typed) return typed;
  const amount = Number(context.amount.trim());
  return context.amount.trim() !== '' && amount > context.credit!.amount ? CREDIT_MESSAGES.tooMuch(context.credit!.amount) : null;
}

/** A dialog opened on a credit: the amount starts as the requested one. */
const opened = (credit: OrderCredit, kind: CreditAnswerKind) => ({ credit, kind, amount: String(credit.amount), reason: '', fieldError: null, error: null });

export const creditAnswerMachine = setup({
  types: {
    context: {} as CreditAnswerContext,
    events: {} as CreditAnswerEvent,
    input: {} as { role?: Role | null } | undefined,
  },
  actors: {
    answer: fromPromise<CreditAnswerResult, CreditAnswerInput>(async () => {
      throw new Error('answer is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    reload: () => {},
  },
  guards: {
    valid: ({ context }) => answerError(context) === null,
    /** The credit still waits for an answer and the role may give one. */
    answerable: ({ context }, credit: OrderCredit) => context.may && credit.status === 'requested',
  },
}).createMachine({
  id: 'creditAnswer',
  context: ({ input }) => ({
    credit: null,
    kind: 'approve',
    amount: '',
    reason: '',
    fieldError: null,
    error: null,
    may: roleMay(input?.role ?? 'owner', 'approveCredit') && roleMay(input?.role ?? 'owner', 'disputeCredit'),
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'approve.open': { guard: { type: 'answerable', params: ({ event }) => event.credit }, target: 'open', actions: assign(({ event }) => opened(event.credit, 'approve')) },
        'dispute.open': { guard: { type: 'answerable', params: ({ event }) => event.credit }, target: 'open', actions: assign(({ event }) => opened(event.credit, 'dispute')) },
      },
    },
    open: {
      tags: 'open',
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => event.amount, fieldError: null, error: null }) },
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason, fieldError: null, error: null }) },
        'answer.cancel': { target: 'closed', actions: assign({ credit: null }) },
        'answer.submit': [{ guard: 'valid', target: 'sending', actions: assign({ error: null }) }, { actions: assign({ fieldError: ({ context }) => answerError(context) }) }],
      },
    },
    sending: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'answer',
        input: ({ context }) => ({
          id: context.credit!.id,
          kind: context.kind,
          amount: context.kind === 'approve' && context.amount.trim() !== '' ? Number(context.amount.trim()) : null,
          reason: context.kind === 'dispute' ? context.reason.trim() : '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'done',
            target: 'closed',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => {
                  const credit = event.output.outcome === 'done' ? event.output.credit : null;
                  return { message: credit?.status === 'disputed' ? CREDIT_MESSAGES.disputed : CREDIT_MESSAGES.approved(credit?.approved_amount ?? 0), variant: 'success' as const };
                },
              },
              'reload',
              assign({ credit: null }),
            ],
          },
          {
            // Answered meanwhile (by another member): show why and load the order again.
            guard: ({ event }) => event.output.outcome === 'changed',
            target: 'closed',
            actions: [{ type: 'notify', params: ({ event }) => ({ message: messageOf(event.output), variant: 'error' as const }) }, 'reload', assign({ credit: null })],
          },
          { target: 'open', actions: assign({ error: ({ event }) => messageOf(event.output, CREDIT_MESSAGES.failed) }) },
        ],
        onError: { target: 'open', actions: assign({ error: ({ event }) => messageOf(event.error, CREDIT_MESSAGES.failed) }) },
      },
    },
  },
});

export type CreditAnswerMachine = typeof creditAnswerMachine;
