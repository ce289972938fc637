import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { orderLine, purchaseOrder } from '../../../test/msw/receiving';
import type { PurchaseOrder } from './order-detail.machine';
import { receivingMachine, type ReceiveInput, type ReceiveResult } from './receiving.machine';
import { canReceive, RECEIVING_MESSAGES } from './receiving.rules';

// Carrots: 5 ordered, 2 confirmed. Onions: 3 ordered, confirmed as ordered, 1 received already.
const order = (o: Partial<PurchaseOrder> = {}) =>
  purchaseOrder(7, {
    lines: [
      orderLine(71, 'Carrots 5 kg', 5, 4, { confirmed_qty: 2, confirmed_unit_price: 4 }),
      orderLine(72, 'Yellow Onions', 3, 2, { confirmed_qty: 3, confirmed_unit_price: 2.5, received_qty: 1 }),
    ],
    ...o,
  });

const received = (): ReceiveResult => ({ outcome: 'received', order: order({ status: 'RECEIVED' }) });

function start(answers: (() => Promise<ReceiveResult>)[], areas: () => Promise<{ id: number; name: string }[]> = async () => [{ id: 2, name: 'Dry Storage' }]) {
  const receive = vi.fn((_: ReceiveInput) => answers.shift()!());
  const notify = vi.fn();
  const reloadOrder = vi.fn();
  const machine = receivingMachine.provide({
    actors: { loadAreas: fromPromise(areas), receive: fromPromise(({ input }: { input: ReceiveInput }) => receive(input)) },
    actions: { notify: (_, notice) => notify(notice), reloadOrder },
  });
  const actor = createActor(machine).start();
  return { actor, receive, notify, reloadOrder };
}

async function open(actor: ReturnType<typeof start>['actor'], o = order()) {
  actor.send({ type: 'receive.open', order: o });
  await waitFor(actor, (s) => s.hasTag('open') && !s.hasTag('loading'));
}

describe('which orders can be received', () => {
  it('accepted, fulfilled and partly received ones, and a placed one only when no on-system supplier must accept it', () => {
    const with_ = (status: PurchaseOrder['status'], in_supplier_inbox = true) => canReceive({ status, in_supplier_inbox });
    expect([with_('ACCEPTED'), with_('FULFILLED'), with_('PARTIALLY_RECEIVED'), with_('PLACED', false)]).toEqual([true, true, true, true]);
    expect([with_('PLACED'), with_('REJECTED'), with_('RECEIVED'), canReceive(null)]).toEqual([false, false, false, false]);
  });

  it('does not open on an order that cannot be received', () => {
    const { actor } = start([]);
    actor.send({ type: 'receive.open', order: order({ status: 'RECEIVED' }) });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });
});

describe('receiving machine', () => {
  it('opens with each line and the stock areas; all as confirmed sends what is still to come, then toasts and reloads', async () => {
    const { actor, receive, notify, reloadOrder } = start([async () => received()]);
    await open(actor);
    expect(actor.getSnapshot().context.areas).toEqual([{ id: 2, name: 'Dry Storage' }]);
    expect(actor.getSnapshot().context.lines.map((l) => [l.name, l.ordered, l.confirmed, l.alreadyReceived, l.price])).toEqual([
      ['Carrots 5 kg', 5, 2, 0, 4],
      ['Yellow Onions', 3, 3, 1, 2.5],
    ]);
    actor.send({ type: 'receive.allAsConfirmed' });
    expect(actor.getSnapshot().context.lines.map((l) => l.qty)).toEqual(['2', '2']);
    actor.send({ type: 'receive.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(receive).toHaveBeenCalledWith({
      id: 7,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      body: {
        lines: [
          { id: 71, received_qty: 2 },
          { id: 72, received_qty: 2 },
        ],
      },
    });
    expect(notify).toHaveBeenCalledWith({ message: 'Delivery received.', variant: 'success' });
    expect(reloadOrder).toHaveBeenCalledTimes(1);
  });

  it('sends a partial receipt: only the lines typed, with the price paid, reason, note and area', async () => {
    const { actor, receive } = start([async () => received()]);
    await open(actor);
    actor.send({ type: 'area.change', areaId: 2 });
    actor.send({ type: 'line.change', id: 71, field: 'qty', value: '1' });
    actor.send({ type: 'line.change', id: 71, field: 'pricePaid', value: '4.5' });
    actor.send({ type: 'line.change', id: 71, field: 'reason', value: 'DAMAGED' });
    actor.send({ type: 'line.change', id: 71, field: 'note', value: '  One case crushed. ' });
    actor.send({ type: 'receive.submit' });
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(receive.mock.calls[0][0].body).toEqual({ area_id: 2, lines: [{ id: 71, received_qty: 1, unit_price: 4.5, reason: 'DAMAGED', note: 'One case crushed.' }] });
  });

  it('refuses blank, negative and unreadable quantities and prices, and a receipt of nothing, naming each', async () => {
    const { actor, receive } = start([]);
    await open(actor);
    actor.send({ type: 'receive.submit' });
    expect(actor.getSnapshot().context.error).toBe(RECEIVING_MESSAGES.nothingReceived);
    actor.send({ type: 'line.change', id: 71, field: 'qty', value: '-1' });
    actor.send({ type: 'line.change', id: 72, field: 'reason', value: 'SHORT' });
    actor.send({ type: 'line.change', id: 72, field: 'pricePaid', value: 'abc' });
    actor.send({ type: 'receive.submit' });
    expect(actor.getSnapshot().context.lineErrors).toEqual({
      71: { qty: 'Ensure this value is greater than or equal to 0.' },
      72: { qty: 'Enter the received quantity (0 if none came).', pricePaid: 'A valid number is required.' },
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    // A marked line is checked again as it is typed.
    actor.send({ type: 'line.change', id: 71, field: 'qty', value: '0' });
    expect(actor.getSnapshot().context.lineErrors[71]).toBeUndefined();
    expect(receive).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('keeps the key for a retry after no answer, and takes a new one once the form changes', async () => {
    const first = deferred<ReceiveResult>();
    const { actor, receive, reloadOrder } = start([() => first.promise, async () => ({ outcome: 'failed', message: 'Server error.' }), async () => received()]);
    await open(actor);
    actor.send({ type: 'line.change', id: 71, field: 'qty', value: '2' });
    actor.send({ type: 'receive.submit' });
    first.reject(apiFailure(0, undefined, RECEIVING_MESSAGES.failed));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe(RECEIVING_MESSAGES.failed);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('failed') && receive.mock.calls.length === 2);
    expect(actor.getSnapshot().context.error).toBe('Server error.');
    const [a, b] = receive.mock.calls.map(([input]) => input);
    expect(b).toEqual(a);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(receive.mock.calls[2][0].idempotencyKey).toBe(a.idempotencyKey);
    expect(reloadOrder).toHaveBeenCalledTimes(1);

    // A new receipt on the same order starts with a new key.
    const again = start([async () => ({ outcome: 'refused', message: 'Line 99 is not a line of this order.' }), async () => received()]);
    await open(again.actor);
    again.actor.send({ type: 'line.change', id: 71, field: 'qty', value: '2' });
    again.actor.send({ type: 'receive.submit' });
    await waitFor(again.actor, (s) => s.context.error !== null);
    expect(again.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(again.actor.getSnapshot().context.error).toBe('Line 99 is not a line of this order.');
    again.actor.send({ type: 'line.change', id: 71, field: 'qty', value: '1' });
    expect(again.actor.getSnapshot().context.error).toBeNull();
    again.actor.send({ type: 'receive.submit' });
    await waitFor(again.actor, (s) => !s.hasTag('open'));
    const keys = again.receive.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[0]).not.toBe(a.idempotencyKey);
  });

  it('makes a 409 a state that says why; closing it reloads the order', async () => {
    const { actor, notify, reloadOrder } = start([async () => ({ outcome: 'conflict', message: 'An order that is received cannot be received.' })]);
    await open(actor);
    actor.send({ type: 'receive.allAsConfirmed' });
    actor.send({ type: 'receive.submit' });
    await waitFor(actor, (s) => s.hasTag('conflict'));
    expect(actor.getSnapshot().context.error).toBe('An order that is received cannot be received.');
    expect(actor.getSnapshot().can({ type: 'receive.submit' })).toBe(false);
    actor.send({ type: 'receive.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(reloadOrder).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('still opens when the stock areas fail to load, saying the goods go to their usual area; Cancel closes it', async () => {
    const { actor } = start([], () => Promise.reject(new Error('offline')));
    await open(actor);
    expect(actor.getSnapshot().context.areasError).toBe(RECEIVING_MESSAGES.areasFailed);
    expect(actor.getSnapshot().context.areaId).toBeNull();
    actor.send({ type: 'receive.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('can be closed while the areas load, and cancelled after a failure (which reloads the order)', async () => {
    const areas = deferred<{ id: number; name: string }[]>();
    const { actor, reloadOrder } = start([async () => ({ outcome: 'failed', message: 'Server error.' })], () => areas.promise);
    actor.send({ type: 'receive.open', order: order() });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'receive.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    areas.resolve([]);
    await open(actor);
    actor.send({ type: 'line.change', id: 72, field: 'qty', value: '2' });
    actor.send({ type: 'receive.submit' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'receive.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(reloadOrder).toHaveBeenCalledTimes(1);
  });
});
