import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from '../../../test/msw/order-progress';
import type { ListMachine, ListPage } from '../list.machine';
import { createListMachine } from '../list.machine';
import {
  acceptBody,
  confirmedTotal,
  confirmingMachine,
  totalIsEstimate,
  type AcceptOrderRequest,
  type AcceptResult,
  type ConfirmingOutput,
  type SubstituteChoice,
} from './confirming.machine';
import type { SupplierOrderDetail } from './supplier-order.machine';

const line = (id: number, name: string, qty: number, unit_price: number | null) => ({
  id,
  name,
  sku: null,
  qty,
  supplier_product_id: null,
  unit_price,
  line_total: unit_price === null ? null : unit_price * qty,
  ...UNTOUCHED_LINE,
});

const order: SupplierOrderDetail = {
  id: 8,
  merchant: { id: 2, name: 'Corner Bistro' },
  merchant_order_id: null,
  status: 'new',
  note: null,
  reject_reason: null,
  line_count: 3,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  lines: [line(1, 'Carrots', 5, 2), line(2, 'Kale', 4, 1.5), line(3, 'Basil', 6, null)],
  number: 'PO-000008',
  ...untouchedTotals(16),
  ...noHistory(),
  delivery_date: '2030-03-07',
  below_minimum: false,
};

const leeks: SubstituteChoice = { id: 9, name: 'Leeks', sku: 'FF-LEEK', unit: 'lb', price: 3 };

function start(accept: (input: { id: number; body: AcceptOrderRequest | null }) => Promise<AcceptResult> = async () => ({ outcome: 'done', order })) {
  const sent = vi.fn(accept);
  const searched = vi.fn(async (): Promise<ListPage<SubstituteChoice>> => ({ rows: [leeks], count: 1 }));
  const machine = confirmingMachine.provide({
    actors: {
      accept: fromPromise(({ input }: { input: { id: number; body: AcceptOrderRequest | null } }) => sent(input)),
      products: createListMachine<SubstituteChoice>().provide({ actors: { fetchPage: fromPromise(() => searched()) } }),
    },
  });
  const actor = createActor(machine, { input: { order } }).start();
  const lines = () => actor.getSnapshot().context.lines;
  return { actor, sent, searched, lines };
}
const ended = async (actor: ReturnType<typeof start>['actor']) => (await waitFor(actor, (s) => s.status === 'done')).output as ConfirmingOutput;

describe('confirming machine', () => {
  it('starts with every line as ordered: the total is the order as placed and accepting sends no body', async () => {
    const { actor, lines, sent } = start();
    expect(lines().map((l) => [l.name, l.confirmed, l.substitute, l.note])).toEqual([
      ['Carrots', '5', null, ''],
      ['Kale', '4', null, ''],
      ['Basil', '6', null, ''],
    ]);
    expect(confirmedTotal(lines())).toBe(16);
    actor.send({ type: 'confirm.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 8, body: null });
    expect(await ended(actor)).toEqual({ outcome: 'done', order });
  });

  it("'Out of stock' confirms 0: the line drops out of the total and is sent as 0", async () => {
    const { actor, lines, sent } = start();
    actor.send({ type: 'line.outOfStock', id: 1 });
    expect(lines()[0].confirmed).toBe('0');
    expect(confirmedTotal(lines())).toBe(6);
    actor.send({ type: 'confirm.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 8, body: { lines: [{ id: 1, confirmed_qty: 0 }] } });
    await ended(actor);
  });

  it('a short quantity, a note and a new delivery date: only the lines that differ are sent, notes trimmed', async () => {
    const { actor, lines, sent } = start();
    actor.send({ type: 'line.qty', id: 2, qty: '2' });
    actor.send({ type: 'line.note', id: 3, note: '  Picked this morning. ' });
    actor.send({ type: 'date.change', date: '2030-03-09' });
    expect(confirmedTotal(lines())).toBe(13);
    actor.send({ type: 'confirm.submit' });
    expect(sent).toHaveBeenCalledWith({
      id: 8,
      body: {
        delivery_date: '2030-03-09',
        lines: [
          { id: 2, confirmed_qty: 2 },
          { id: 3, confirmed_qty: 6, note: 'Picked this morning.' },
        ],
      },
    });
    await ended(actor);
  });

  it('picks a substitute from the searched products: the line keeps its quantity, the total is an estimate at the list price', async () => {
    const { actor, lines, sent, searched } = start();
    actor.send({ type: 'line.outOfStock', id: 1 });
    actor.send({ type: 'substitute.open', id: 1 });
    expect(actor.getSnapshot().hasTag('picking')).toBe(true);
    const products = actor.getSnapshot().children.products as ActorRefFrom<ListMachine<SubstituteChoice>>;
    await waitFor(products, (s) => s.context.rows.length === 1);
    expect(searched).toHaveBeenCalled();
    actor.send({ type: 'substitute.choose', product: leeks });
    expect(actor.getSnapshot().hasTag('picking')).toBe(false);
    expect(actor.getSnapshot().children.products).toBeUndefined();
    expect(lines()[0]).toMatchObject({ confirmed: '5', substitute: leeks });
    expect(confirmedTotal(lines())).toBe(21);
    expect(totalIsEstimate(lines())).toBe(true);
    actor.send({ type: 'confirm.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 8, body: { lines: [{ id: 1, confirmed_qty: 5, substitute_product_id: 9 }] } });
    await ended(actor);
  });

  it('out of stock removes a substitute; a closed picker changes nothing; a substitute can be removed', () => {
    const { actor, lines } = start();
    actor.send({ type: 'substitute.open', id: 2 });
    actor.send({ type: 'substitute.choose', product: leeks });
    actor.send({ type: 'line.outOfStock', id: 2 });
    expect(lines()[1]).toMatchObject({ confirmed: '0', substitute: null });
    actor.send({ type: 'substitute.open', id: 3 });
    actor.send({ type: 'substitute.close' });
    expect(lines()[2].substitute).toBeNull();
    actor.send({ type: 'substitute.open', id: 3 });
    actor.send({ type: 'substitute.choose', product: leeks });
    actor.send({ type: 'substitute.remove', id: 3 });
    expect(lines()[2].substitute).toBeNull();
    expect(totalIsEstimate(lines())).toBe(false);
  });

  it('refuses a quantity that is not a number of 0 or more, under its line, until it is fixed', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'line.qty', id: 1, qty: '-1' });
    actor.send({ type: 'line.qty', id: 2, qty: '' });
    actor.send({ type: 'confirm.submit' });
    expect(sent).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errors).toEqual({ 1: 'Enter a quantity of 0 or more.', 2: 'Enter a quantity of 0 or more.' });
    actor.send({ type: 'line.qty', id: 1, qty: '3' });
    actor.send({ type: 'line.qty', id: 2, qty: '4' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'confirm.submit' });
    expect(sent).toHaveBeenCalledWith({ id: 8, body: { lines: [{ id: 1, confirmed_qty: 3 }] } });
    await ended(actor);
  });

  it('a 409 ends the confirmation as changed, with the server detail', async () => {
    const { actor } = start(async () => ({ outcome: 'changed', message: 'An order that is rejected cannot be accepted.' }));
    actor.send({ type: 'line.outOfStock', id: 1 });
    actor.send({ type: 'confirm.submit' });
    expect(await ended(actor)).toEqual({ outcome: 'changed', message: 'An order that is rejected cannot be accepted.' });
  });

  it('a refusal or a lost connection keeps the confirmation open with the message; it can be sent again', async () => {
    const answer = deferred<AcceptResult>();
    const { actor, sent } = start(() => answer.promise);
    actor.send({ type: 'line.qty', id: 1, qty: '4' });
    actor.send({ type: 'confirm.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve({ outcome: 'refused', message: 'The delivery date cannot be in the past.' });
    await waitFor(actor, (s) => s.hasTag('editing'));
    expect(actor.getSnapshot().context.error).toBe('The delivery date cannot be in the past.');
    expect(actor.getSnapshot().context.lines[0].confirmed).toBe('4');
    sent.mockImplementationOnce(() => Promise.reject(apiFailure(0, undefined, 'No connection.')));
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.hasTag('editing') && s.context.error === 'No connection.');
    sent.mockImplementationOnce(async () => ({ outcome: 'done', order }));
    actor.send({ type: 'confirm.submit' });
    expect((await ended(actor)).outcome).toBe('done');
  });

  it('cancel ends it with nothing sent', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'line.qty', id: 1, qty: '1' });
    actor.send({ type: 'confirm.cancel' });
    expect(await ended(actor)).toEqual({ outcome: 'cancelled' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('acceptBody leaves out a delivery date cleared or unchanged', () => {
    const lines = [{ id: 1, name: 'Carrots', sku: null, qty: 5, unitPrice: 2, confirmed: '5', substitute: null, note: '' }];
    expect(acceptBody({ lines, deliveryDate: '', orderedDeliveryDate: '2030-03-07' })).toBeNull();
    expect(acceptBody({ lines, deliveryDate: '2030-03-07', orderedDeliveryDate: '2030-03-07' })).toBeNull();
  });
});
