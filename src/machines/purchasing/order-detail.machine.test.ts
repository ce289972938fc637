import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { flush } from '../../../test/promises';
import { REFRESH_MS, orderDetailMachine, type PurchaseOrder } from './order-detail.machine';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from '../../../test/msw/order-progress';

const order = (statuses: ('queued' | 'sent' | 'failed')[]): PurchaseOrder => ({
  id: 7,
  number: 'PO-000007',
  merchant_supplier_id: 1,
  supplier_name: 'Fresh Farms',
  status: 'PLACED',
  status_reason: null,
  note: null,
  in_supplier_inbox: true,
  created_at: '2030-03-01T09:00:00Z',
  line_count: 1,
  total_qty: 5,
  ...untouchedTotals(0),
  receipts: [],
  ...noHistory(),
  delivery_date: null,
  below_minimum: false,
  lines: [{ id: 1, product_id: 3, name: 'Large Eggs', sku: 'DAI-EGG-04', qty: 5, unit_price: null, line_total: null, ...UNTOUCHED_LINE }],
  messages: statuses.map((status, i) => ({
    id: i + 1,
    message_type: 'email',
    send_to: 'orders@freshfarms.example',
    status,
    attempts: 1,
    last_error: null,
    created_at: '2030-03-01T09:00:00Z',
    sent_at: null,
  })),
});

function start(answers: (() => Promise<PurchaseOrder>)[]) {
  const clock = new SimulatedClock();
  const load = vi.fn((_: { id: number }) => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
  const machine = orderDetailMachine.provide({ actors: { load: fromPromise(({ input }: { input: { id: number } }) => load(input)) } });
  return { actor: createActor(machine, { input: { id: 7 }, clock }).start(), clock, load };
}

describe('order detail machine', () => {
  it('loads the order', async () => {
    const { actor, load } = start([async () => order(['sent'])]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(load).toHaveBeenCalledWith({ id: 7 });
    expect(actor.getSnapshot().context.order?.number).toBe('PO-000007');
  });

  it('shows a failed load with its message, and loads again on retry', async () => {
    const { actor } = start([async () => Promise.reject(new Error('Not found.')), async () => order([])]);
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
  });

  it('looks again every few seconds while a message is queued, and stops once none is', async () => {
    const { actor, clock, load } = start([async () => order(['queued', 'sent']), async () => Promise.reject(new Error('offline')), async () => order(['sent', 'sent'])]);
    await waitFor(actor, (s) => s.hasTag('ready'));
    clock.increment(REFRESH_MS - 1);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    // The failed refresh keeps the order and tries again later.
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.order?.messages[0].status).toBe('queued');
    clock.increment(REFRESH_MS);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.order?.messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    clock.increment(REFRESH_MS * 5);
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reload (a live update) loads the order again at once, keeping it on screen meanwhile', async () => {
    const placed = order(['sent']);
    const { actor, load } = start([async () => placed, async () => ({ ...placed, status: 'ACCEPTED' as const })]);
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().context.order?.status).toBe('PLACED');
    await waitFor(actor, (s) => s.context.order?.status === 'ACCEPTED');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
