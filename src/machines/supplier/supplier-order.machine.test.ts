import type { Role } from '../../lib/roles';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { Notice } from '../failure';
import { selectRejectDialogOpen, supplierOrderMachine, type SupplierOrderDetail, type TransitionInput, type TransitionResult } from './supplier-order.machine';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from '../../../test/msw/order-progress';
import { confirmingMachine, type AcceptOrderRequest, type AcceptResult } from './confirming.machine';

const order = (status: SupplierOrderDetail['status']): SupplierOrderDetail => ({
  id: 8,
  merchant: { id: 2, name: 'Corner Bistro' },
  merchant_order_id: null,
  status,
  note: null,
  reject_reason: null,
  line_count: 1,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  lines: [{ id: 1, name: 'Kale', sku: null, qty: 4, supplier_product_id: null, unit_price: null, line_total: null, ...UNTOUCHED_LINE }],
  number: 'PO-000001',
  ...untouchedTotals(0),
  ...noHistory(),
  delivery_date: null,
  below_minimum: false,
});

type AcceptInput = { id: number; body: AcceptOrderRequest | null };

function start(
  status: SupplierOrderDetail['status'],
  transition: (t: TransitionInput) => Promise<TransitionResult>,
  load?: () => Promise<SupplierOrderDetail>,
  accept: (input: AcceptInput) => Promise<AcceptResult> = async () => done(order('accepted')),
  role?: Role,
) {
  const notices: Notice[] = [];
  const sent = vi.fn(transition);
  const loads = vi.fn(load ?? (async () => order(status)));
  const accepted = vi.fn(accept);
  const machine = supplierOrderMachine.provide({
    actors: {
      load: fromPromise(() => loads()),
      transition: fromPromise(({ input }: { input: TransitionInput }) => sent(input)),
      confirming: confirmingMachine.provide({ actors: { accept: fromPromise(({ input }: { input: AcceptInput }) => accepted(input)) } }),
    },
    actions: { notify: (_, n) => void notices.push(n) },
  });
  const actor = createActor(machine, { input: { id: 8, role } }).start();
  const can = (type: 'order.accept' | 'order.fulfill' | 'reject.open') => actor.getSnapshot().can({ type });
  return { actor, notices, sent, loads, accepted, can };
}
const done = (order: SupplierOrderDetail): TransitionResult => ({ outcome: 'done', order });
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));

describe('supplier order machine', () => {
  it('offers exactly what the status allows: a new order can be accepted or rejected, an accepted one fulfilled, a final one nothing', async () => {
    const expectations: [SupplierOrderDetail['status'], boolean[]][] = [
      ['new', [true, true, false]],
      ['accepted', [false, false, true]],
      ['rejected', [false, false, false]],
      ['fulfilled', [false, false, false]],
    ];
    for (const [status, [accept, reject, fulfill]] of expectations) {
      const { actor, can } = start(status, async () => done(order(status)));
      await settled(actor);
      expect([can('order.accept'), can('reject.open'), can('order.fulfill')], status).toEqual([accept, reject, fulfill]);
    }
  });

  it('accepts, then marks fulfilled; each answer replaces the order with a toast', async () => {
    const answer = deferred<TransitionResult>();
    const { actor, sent, notices, can } = start('new', () => answer.promise);
    await settled(actor);
    actor.send({ type: 'order.accept' });
    expect(sent).toHaveBeenLastCalledWith({ id: 8, action: 'accept', reason: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(can('reject.open')).toBe(false);
    answer.resolve(done(order('accepted')));
    await settled(actor);
    expect(actor.getSnapshot().context.order?.status).toBe('accepted');
    sent.mockImplementation(async () => done(order('fulfilled')));
    actor.send({ type: 'order.fulfill' });
    expect(sent).toHaveBeenLastCalledWith({ id: 8, action: 'fulfill', reason: null });
    await settled(actor);
    expect(actor.getSnapshot().context.order?.status).toBe('fulfilled');
    expect(notices).toEqual([
      { message: 'Order accepted.', variant: 'success' },
      { message: 'Order marked fulfilled.', variant: 'success' },
    ]);
    expect([can('order.accept'), can('reject.open'), can('order.fulfill')]).toEqual([false, false, false]);
  });

  it('rejects with a trimmed reason from the dialog; a blank reason is refused; cancel closes', async () => {
    const answer = deferred<TransitionResult>();
    const { actor, sent, notices } = start('new', () => answer.promise);
    await settled(actor);
    actor.send({ type: 'reject.open' });
    expect(selectRejectDialogOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'reject.cancel' });
    expect(selectRejectDialogOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'reason.change', reason: '   ' });
    actor.send({ type: 'reject.confirm' });
    expect(sent).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe('Enter a reason for the rejection.');
    actor.send({ type: 'reason.change', reason: ' No truck on Sundays. ' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'reject.confirm' });
    expect(sent).toHaveBeenCalledWith({ id: 8, action: 'reject', reason: 'No truck on Sundays.' });
    // The dialog stays open while the rejection is on its way.
    expect(selectRejectDialogOpen(actor.getSnapshot())).toBe(true);
    answer.resolve(done({ ...order('rejected'), reject_reason: 'No truck on Sundays.' }));
    await settled(actor);
    expect(selectRejectDialogOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.order).toMatchObject({ status: 'rejected', reject_reason: 'No truck on Sundays.' });
    expect(notices).toEqual([{ message: 'Order rejected.', variant: 'success' }]);
  });

  it("a 409 toasts the server's detail and loads the order again", async () => {
    let status: SupplierOrderDetail['status'] = 'new';
    const { actor, notices, loads, can } = start(
      'new',
      async () => {
        status = 'rejected';
        return { outcome: 'changed', message: 'An order that is rejected cannot be accepted.' };
      },
      async () => order(status),
    );
    await settled(actor);
    actor.send({ type: 'order.accept' });
    await waitFor(actor, (s) => s.hasTag('loading'));
    await settled(actor);
    expect(loads).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.order?.status).toBe('rejected');
    expect(notices).toEqual([{ message: 'An order that is rejected cannot be accepted.', variant: 'error' }]);
    expect(can('order.accept')).toBe(false);
  });

  it('another refusal, or a call that failed outright, toasts and keeps the order as it was', async () => {
    const { actor, notices, loads, sent } = start('accepted', async () => ({ outcome: 'refused', message: 'Not allowed.' }));
    await settled(actor);
    actor.send({ type: 'order.fulfill' });
    await settled(actor);
    sent.mockImplementation(async () => Promise.reject(new Error('')));
    actor.send({ type: 'order.fulfill' });
    await settled(actor);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.order?.status).toBe('accepted');
    expect(notices).toEqual([
      { message: 'Not allowed.', variant: 'error' },
      { message: 'Failed to update order.', variant: 'error' },
    ]);
  });

  describe('line by line', () => {
    const startConfirming = (accept: () => Promise<AcceptResult>, load?: () => Promise<SupplierOrderDetail>) => {
      const started = start('new', async () => done(order('new')), load, accept);
      return { ...started, confirming: () => started.actor.getSnapshot().children.confirming };
    };

    it('runs the confirming machine as its child on a new order; its accept replaces the order with a toast', async () => {
      const { actor, accepted, confirming } = startConfirming(async () => ({ outcome: 'done', order: { ...order('accepted'), total: 0 } }));
      await settled(actor);
      actor.send({ type: 'confirm.open' });
      expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'order.accept' })).toBe(false);
      confirming()!.send({ type: 'line.outOfStock', id: 1 });
      confirming()!.send({ type: 'confirm.submit' });
      await waitFor(actor, (s) => s.context.order?.status === 'accepted');
      expect(accepted).toHaveBeenCalledWith({ id: 8, body: { lines: [{ id: 1, confirmed_qty: 0 }] } });
      expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
      expect(actor.getSnapshot().children.confirming).toBeUndefined();
    });

    it("a 409 from the confirmation toasts the server's detail and loads the order again; a cancel goes back", async () => {
      let status: SupplierOrderDetail['status'] = 'new';
      const { actor, loads } = startConfirming(
        async () => {
          status = 'rejected';
          return { outcome: 'changed', message: 'An order that is rejected cannot be accepted.' };
        },
        async () => order(status),
      );
      await settled(actor);
      actor.send({ type: 'confirm.open' });
      actor.getSnapshot().children.confirming!.send({ type: 'confirm.cancel' });
      expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
      actor.send({ type: 'confirm.open' });
      actor.getSnapshot().children.confirming!.send({ type: 'confirm.submit' });
      await waitFor(actor, (s) => s.context.order?.status === 'rejected');
      await settled(actor);
      expect(loads).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().can({ type: 'confirm.open' })).toBe(false);
    });

    it('reload loads the order again (a credit was answered)', async () => {
      const { actor, loads } = start('fulfilled', async () => done(order('fulfilled')));
      await settled(actor);
      actor.send({ type: 'reload' });
      await waitFor(actor, (s) => s.hasTag('loading'));
      await settled(actor);
      expect(loads).toHaveBeenCalledTimes(2);
    });
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    const { actor } = start(
      'new',
      async () => done(order('new')),
      async () => (++calls === 1 ? Promise.reject({ message: 'Not found.' }) : order('new')),
    );
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.order?.id).toBe(8);
  });

  it('reload (a live update) loads the order again, the order staying on screen; not while a rejection is typed', async () => {
    let note: string | null = null;
    const { actor, loads } = start(
      'new',
      async () => done(order('new')),
      async () => ({ ...order('new'), note }),
    );
    await settled(actor);
    note = 'Side door.';
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().context.order?.note).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context.order?.note).toBe('Side door.');
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'reload' });
    expect(selectRejectDialogOpen(actor.getSnapshot())).toBe(true);
    expect(loads).toHaveBeenCalledTimes(2);
  });
});

describe('by role (decisions.md "Roles")', () => {
  it('a staff member reads the order but may not accept, reject or fulfil it', async () => {
    for (const status of ['new', 'accepted'] as const) {
      const { actor, can, sent } = start(status, async () => done(order(status)), undefined, undefined, 'staff');
      await settled(actor);
      expect([can('order.accept'), can('reject.open'), can('order.fulfill')]).toEqual([false, false, false]);
      actor.send({ type: 'order.accept' });
      actor.send({ type: 'order.fulfill' });
      expect(sent).not.toHaveBeenCalled();
    }
  });

  it('a manager may', async () => {
    const { actor, can } = start('new', async () => done(order('accepted')), undefined, undefined, 'manager');
    await settled(actor);
    expect([can('order.accept'), can('reject.open')]).toEqual([true, true]);
  });
});
