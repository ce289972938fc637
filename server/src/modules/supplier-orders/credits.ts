// The supplier answers a merchant's credit request (decisions.md "Fulfilment, receiving and credits
// (issue 23)"): approve (the requested amount, or less) or dispute with a reason. Only a requested
// credit on one of the caller's own orders can be answered; the step joins the shared timeline.
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { cents, money } from '../priced-catalogs/rules';
import { addEvent, answerCredit, lockSupplierCredit, notifyBothSides, type CreditRow } from '../order-records/records';
import type { TenantRow } from '../tenants/repo';

export const CREDIT_MESSAGES = {
  answered: (status: string, verb: 'approved' | 'disputed') => `A credit that is ${status} cannot be ${verb}.`,
  tooMuch: (requested: number) => `Ensure this value is less than or equal to ${requested}.`,
};

type Answer = { approve: number | null } | { dispute: string };

export async function answerSupplierCredit(tx: Tx, supplier: Pick<TenantRow, 'id' | 'name'>, userId: number, creditId: number, answer: Answer): Promise<CreditRow> {
  const credit = await lockSupplierCredit(tx, supplier.id, creditId);
  if (!credit) throw notFound();
  const approving = 'approve' in answer;
  if (credit.status !== 'requested') throw conflict(CREDIT_MESSAGES.answered(credit.status, approving ? 'approved' : 'disputed'));
  let answered: CreditRow;
  let detail: string;
  if (approving) {
    const amount = cents(answer.approve ?? credit.amount);
    if (amount > credit.amount) throw badRequest({ amount: [CREDIT_MESSAGES.tooMuch(credit.amount)] });
    answered = await answerCredit(tx, credit.id, userId, { approved: amount });
    detail = `${credit.name}: ${money(amount)}`;
  } else {
    const reason = answer.dispute.trim();
    answered = await answerCredit(tx, credit.id, userId, { disputed: reason });
    detail = `${credit.name}: ${reason}`;
  }
  await addEvent(tx, credit.record_id, { kind: approving ? 'credit_approved' : 'credit_disputed', side: 'supplier', tenantName: supplier.name, userId, detail });
  await notifyBothSides(tx, credit.keys);
  return answered;
}
