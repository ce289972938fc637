import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import type { Notice } from '../failure';
import { creditAnswerMachine, type CreditAnswerInput, type CreditAnswerResult, type OrderCredit } from './credit-answer.machine';

const credit = (over: Partial<OrderCredit> = {}): OrderCredit => ({
  id: 7,
  order_number: 'PO-000006',
  name: 'Roma Tomatoes',
  sku: 'FF-TOM-ROMA',
  reason: 'DAMAGED',
  note: 'One case crushed.',
  shortfall_qty: 5,
  unit_price: 2.5,
  amount: 12.5,
  approved_amount: null,
  status: 'requested',
  dispute_reason: null,
  created_at: '2025-03-02T10:00:00Z',
  answered_at: null,
  ...over,
});

function start(answer: (input: CreditAnswerInput) => Promise<CreditAnswerResult>) {
  const notices: Notice[] = [];
  const reloads = vi.fn();
  const sent = vi.fn(answer);
  const machine = creditAnswerMachine.provide({
    actors: { answer: fromPromise(({ input }: { input: CreditAnswerInput }) => sent(input)) },
    actions: { notify: (_, n) => void notices.push(n), reload: reloads },
  });
  const actor = createActor(machine, { input: {} }).start();
  const closed = () => waitFor(actor, (s) => !s.hasTag('open'));
  return { actor, notices, reloads, sent, closed };
}

describe('credit answer machine', () => {
  it('approves the requested amount as it stands, then reloads the order', async () => {
    const { actor, sent, notices, reloads, closed } = start(async () => ({ outcome: 'done', credit: credit({ status: 'approved', approved_amount: 12.5 }) }));
    actor.send({ type: 'approve.open', credit: credit() });
    expect(actor.getSnapshot().context.amount).toBe('12.5');
    actor.send({ type: 'answer.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 7, kind: 'approve', amount: 12.5, reason: '' });
    await closed();
    expect(notices).toEqual([{ message: 'Credit of $12.50 approved.', variant: 'success' }]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('approves a smaller amount; a blank amount approves the requested one', async () => {
    const { actor, sent, closed } = start(async () => ({ outcome: 'done', credit: credit({ status: 'approved', approved_amount: 10 }) }));
    actor.send({ type: 'approve.open', credit: credit() });
    actor.send({ type: 'amount.change', amount: '10' });
    actor.send({ type: 'answer.submit' });
    expect(sent).toHaveBeenLastCalledWith({ id: 7, kind: 'approve', amount: 10, reason: '' });
    await closed();
    actor.send({ type: 'approve.open', credit: credit() });
    actor.send({ type: 'amount.change', amount: ' ' });
    actor.send({ type: 'answer.submit' });
    expect(sent).toHaveBeenLastCalledWith({ id: 7, kind: 'approve', amount: null, reason: '' });
    await closed();
  });

  it('refuses an amount above the requested one, a negative one and one that is not a number', () => {
    const { actor, sent } = start(async () => ({ outcome: 'done', credit: credit() }));
    actor.send({ type: 'approve.open', credit: credit() });
    for (const [typed, message] of [
      ['12.51', 'Ensure this value is less than or equal to 12.5.'],
      ['-1', 'Ensure this value is greater than or equal to 0.'],
      ['ten', 'A valid number is required.'],
    ]) {
      actor.send({ type: 'amount.change', amount: typed });
      expect(actor.getSnapshot().context.fieldError).toBeNull();
      actor.send({ type: 'answer.submit' });
      expect(actor.getSnapshot().context.fieldError, typed).toBe(message);
    }
    expect(sent).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('disputes with a required reason, trimmed', async () => {
    const { actor, sent, notices, reloads, closed } = start(async () => ({ outcome: 'done', credit: credit({ status: 'disputed', dispute_reason: 'Left us intact.' }) }));
    actor.send({ type: 'dispute.open', credit: credit() });
    actor.send({ type: 'answer.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe('Enter a reason for the dispute.');
    actor.send({ type: 'reason.change', reason: '  Left us intact. ' });
    actor.send({ type: 'answer.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 7, kind: 'dispute', amount: null, reason: 'Left us intact.' });
    await closed();
    expect(notices).toEqual([{ message: 'Credit disputed.', variant: 'success' }]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it("a credit answered meanwhile (409) closes with the server's detail and reloads", async () => {
    const { actor, notices, reloads, closed } = start(async () => ({ outcome: 'changed', message: 'A credit that is approved cannot be disputed.' }));
    actor.send({ type: 'dispute.open', credit: credit() });
    actor.send({ type: 'reason.change', reason: 'No.' });
    actor.send({ type: 'answer.submit' });
    await closed();
    expect(notices).toEqual([{ message: 'A credit that is approved cannot be disputed.', variant: 'error' }]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('a refusal or a failure keeps the dialog open with the message', async () => {
    const answer = deferred<CreditAnswerResult>();
    const { actor, sent, reloads } = start(() => answer.promise);
    actor.send({ type: 'approve.open', credit: credit() });
    actor.send({ type: 'answer.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve({ outcome: 'refused', message: 'Ensure this value is less than or equal to 12.5.' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('Ensure this value is less than or equal to 12.5.');
    sent.mockImplementationOnce(() => Promise.reject(apiFailure(0, undefined, 'No connection.')));
    actor.send({ type: 'answer.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy') && s.context.error === 'No connection.');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(reloads).not.toHaveBeenCalled();
  });

  it('opens only on a requested credit; cancel closes with nothing sent', () => {
    const { actor, sent } = start(async () => ({ outcome: 'done', credit: credit() }));
    actor.send({ type: 'approve.open', credit: credit({ status: 'approved', approved_amount: 12.5 }) });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'dispute.open', credit: credit() });
    expect(actor.getSnapshot().context.kind).toBe('dispute');
    actor.send({ type: 'answer.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('credit answer machine by role (decisions.md "Roles")', () => {
  const machine = creditAnswerMachine.provide({ actors: { answer: fromPromise<CreditAnswerResult, CreditAnswerInput>(async () => ({ outcome: 'done', credit: credit() })) } });

  it('a staff member opens neither dialog', () => {
    const actor = createActor(machine, { input: { role: 'staff' } }).start();
    expect(actor.getSnapshot().context.may).toBe(false);
    expect(actor.getSnapshot().can({ type: 'approve.open', credit: credit() })).toBe(false);
    actor.send({ type: 'dispute.open', credit: credit() });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it.each(['manager', 'owner'] as const)('a %s opens both', (role) => {
    const actor = createActor(machine, { input: { role } }).start();
    expect(actor.getSnapshot().can({ type: 'dispute.open', credit: credit() })).toBe(true);
    actor.send({ type: 'approve.open', credit: credit() });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });
});
