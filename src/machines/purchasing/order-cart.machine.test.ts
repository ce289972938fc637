import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { Role } from '../../lib/roles';
import { orderCartMachine, type OrderCartEvent } from './order-cart.machine';
import { cartTotals, groupLines, lineKey, quantityToAdd, shopInStoreLines, type CartLine, type CartSupplier, type PlaceOrdersInput } from './order-cart.lines';

const FARMS: CartSupplier = { id: 1, name: 'Fresh Farms', shopInStore: false, price: null };
const COSTCO: CartSupplier = { id: 4, name: 'Costco Business Center', shopInStore: true, price: null };
const tomatoes = { product_id: 10, name: 'Roma Tomatoes', sku: 'PRD-TOM-01' };
const basil = { product_id: 11, name: 'Fresh Basil', sku: null };
const rice = { product_id: 12, name: 'Arborio Rice', sku: 'DRY-RIC-02' };

const line = (product: typeof tomatoes | typeof basil, qty: number, supplier: CartSupplier | null): CartLine => ({
  ...product,
  key: lineKey(product.product_id, supplier?.id ?? null),
  qty,
  supplierId: supplier?.id ?? null,
  supplierName: supplier?.name ?? null,
  supplierShopInStore: supplier?.shopInStore ?? false,
  price: null,
});

function start(opts: { lines?: CartLine[]; place?: (input: PlaceOrdersInput) => Promise<{ created: unknown[] }>; role?: Role } = {}) {
  const notify = vi.fn();
  const persist = vi.fn();
  const place = vi.fn(opts.place ?? (async (input: PlaceOrdersInput) => ({ created: input.groups })));
  const storage: { sendBack?: (e: OrderCartEvent) => void; stopped: boolean } = { stopped: false };
  const machine = orderCartMachine.provide({
    actors: {
      placeOrders: fromPromise(({ input }: { input: PlaceOrdersInput }) => place(input)),
      watchStorage: fromCallback<OrderCartEvent>(({ sendBack }) => {
        storage.sendBack = sendBack;
        return () => void (storage.stopped = true);
      }),
    },
    actions: { notify: (_, n) => notify(n), persist: (_, lines) => persist(lines) },
  });
  const actor = createActor(machine, { input: { lines: opts.lines, role: opts.role } }).start();
  const lines = () => actor.getSnapshot().context.lines;
  return { actor, lines, notify, persist, place, storage };
}

describe('adding many lines at once (the dashboard)', () => {
  it('merges every line with a quantity into the stored cart, tells the user once, and keeps the cart', () => {
    const { actor, lines, notify, persist } = start({ lines: [line(tomatoes, 2, FARMS)] });
    actor.send({
      type: 'lines.add',
      lines: [
        { product: tomatoes, qty: 5, supplier: FARMS },
        { product: basil, qty: 0, supplier: FARMS },
        { product: rice, qty: 1.5, supplier: null },
      ],
    });
    expect(lines().map((l) => [l.key, l.qty])).toEqual([
      ['10:1', 7],
      ['12:none', 1.5],
    ]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ message: '2 items added to cart', variant: 'success' });
    expect(persist).toHaveBeenLastCalledWith(lines());
  });

  it('changes nothing when no line has a quantity', () => {
    const { actor, lines, notify, persist } = start();
    actor.send({ type: 'lines.add', lines: [{ product: basil, qty: 0, supplier: FARMS }] });
    expect([lines(), notify.mock.calls.length, persist.mock.calls.length]).toEqual([[], 0, 0]);
  });
});

describe('adding to the cart', () => {
  it('adds a line keyed by product and supplier, tells the user, and keeps the cart', () => {
    const { actor, lines, notify, persist } = start();
    actor.send({ type: 'line.add', product: tomatoes, qty: 7, supplier: FARMS });
    expect(lines()).toEqual([
      { key: '10:1', product_id: 10, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7, supplierId: 1, supplierName: 'Fresh Farms', supplierShopInStore: false, price: null },
    ]);
    expect(notify).toHaveBeenCalledWith({ message: 'Roma Tomatoes added to cart', variant: 'success' });
    expect(persist).toHaveBeenLastCalledWith(lines());
  });

  it('adds up the same product from the same supplier; another supplier is another line', () => {
    const { actor, lines } = start();
    actor.send({ type: 'line.add', product: tomatoes, qty: 7, supplier: FARMS });
    actor.send({ type: 'line.add', product: tomatoes, qty: 3, supplier: FARMS });
    actor.send({ type: 'line.add', product: tomatoes, qty: 2, supplier: null });
    expect(lines().map((l) => [l.key, l.qty])).toEqual([
      ['10:1', 10],
      ['10:none', 2],
    ]);
  });

  it('refuses a quantity that is not a finite number above 0, changing nothing', () => {
    const { actor, lines, notify, persist } = start();
    for (const qty of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) actor.send({ type: 'line.add', product: basil, qty, supplier: null });
    expect(lines()).toEqual([]);
    expect(notify.mock.calls.map(([n]) => n)).toEqual(Array(4).fill({ message: 'Enter a valid quantity.', variant: 'error' }));
    expect(persist).not.toHaveBeenCalled();
  });

  it('uses the typed quantity, else the suggestion, else 0', () => {
    expect(quantityToAdd('4', 7)).toBe(4);
    expect(quantityToAdd('0.5', 7)).toBe(0.5);
    expect(quantityToAdd('', 7)).toBe(7);
    expect(quantityToAdd('  ', 0)).toBe(0);
    expect(quantityToAdd('', null)).toBe(0);
  });
});

describe('editing the cart', () => {
  const initial = () => [line(tomatoes, 7, FARMS), line(basil, 2, null), line(rice, 3, COSTCO)];

  it('sets a quantity; 0 or less removes the line', () => {
    const { actor, lines, persist } = start({ lines: initial() });
    actor.send({ type: 'line.qty', key: '10:1', qty: 12.5 });
    expect(lines()[0].qty).toBe(12.5);
    actor.send({ type: 'line.qty', key: '11:none', qty: 0 });
    actor.send({ type: 'line.qty', key: '12:4', qty: -3 });
    expect(lines().map((l) => l.key)).toEqual(['10:1']);
    expect(persist).toHaveBeenLastCalledWith(lines());
  });

  it('moves a line to another supplier (or none), adding it to a line already there', () => {
    const { actor, lines } = start({ lines: [...initial(), line(tomatoes, 1, COSTCO)] });
    actor.send({ type: 'line.supplier', key: '11:none', supplier: COSTCO });
    expect(lines().find((l) => l.product_id === 11)).toMatchObject({ key: '11:4', supplierId: 4, supplierName: 'Costco Business Center', supplierShopInStore: true });
    actor.send({ type: 'line.supplier', key: '10:1', supplier: COSTCO });
    expect(lines().filter((l) => l.product_id === 10)).toEqual([expect.objectContaining({ key: '10:4', qty: 8 })]);
    actor.send({ type: 'line.supplier', key: '12:4', supplier: null });
    expect(lines().find((l) => l.product_id === 12)).toMatchObject({ key: '12:none', supplierId: null, supplierName: null, supplierShopInStore: false });
  });

  it('removes a line, and clears the whole cart', () => {
    const { actor, lines, persist } = start({ lines: initial() });
    actor.send({ type: 'line.remove', key: '11:none' });
    expect(lines().map((l) => l.key)).toEqual(['10:1', '12:4']);
    actor.send({ type: 'cart.clear' });
    expect(lines()).toEqual([]);
    expect(persist).toHaveBeenLastCalledWith([]);
  });

  it('groups by supplier name with the unassigned group last, and totals units and items', () => {
    const lines = [line(basil, 2, null), ...initial().filter((l) => l.supplierId !== null), line(tomatoes, 0.5, null)];
    expect(groupLines(lines).map((g) => [g.supplierName, g.lines.map((l) => l.name)])).toEqual([
      ['Costco Business Center', ['Arborio Rice']],
      ['Fresh Farms', ['Roma Tomatoes']],
      [null, ['Fresh Basil', 'Roma Tomatoes']],
    ]);
    expect(cartTotals(lines)).toEqual({ units: 12.5, items: 4 });
    expect(shopInStoreLines(lines).map((l) => l.name)).toEqual(['Arborio Rice']);
  });

  it('takes the cart another tab saved, in any state', () => {
    const { actor, lines, storage } = start({ lines: initial() });
    storage.sendBack!({ type: 'cart.sync', lines: [line(basil, 9, null)] });
    expect(lines()).toEqual([line(basil, 9, null)]);
    actor.send({ type: 'review.open' });
    storage.sendBack!({ type: 'cart.sync', lines: [] });
    expect(lines()).toEqual([]);
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
    actor.stop();
    expect(storage.stopped).toBe(true);
  });

  it('starts from the stored cart its storage actor sends when it starts, keeping it unsaved', () => {
    const persist = vi.fn();
    const stored = [line(tomatoes, 7, FARMS)];
    const machine = orderCartMachine.provide({
      actors: { watchStorage: fromCallback<OrderCartEvent>(({ sendBack }) => sendBack({ type: 'cart.sync', lines: stored })) },
      actions: { persist: (_, lines) => persist(lines) },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().context.lines).toEqual(stored);
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('review and create orders', () => {
  const initial = () => [line(tomatoes, 7, FARMS), line(basil, 2, null), line(rice, 3, COSTCO)];

  it('opens and closes the review; the cart cannot be edited meanwhile', () => {
    const { actor } = start({ lines: initial() });
    actor.send({ type: 'review.open' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'line.remove', key: '10:1' })).toBe(false);
    actor.send({ type: 'review.close' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(false);
  });

  it('with no supplier-assigned line, says so and places nothing', () => {
    const { actor, notify, place } = start({ lines: [line(basil, 2, null)] });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    expect(notify).toHaveBeenCalledWith({ message: 'No supplier-assigned items to order.', variant: 'warning' });
    expect(place).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
  });

  it('places one group per supplier, then clears those lines and keeps the unassigned ones', async () => {
    const answer = deferred<{ created: unknown[] }>();
    const { actor, lines, notify, persist, place } = start({ lines: initial(), place: () => answer.promise });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    expect(actor.getSnapshot().hasTag('placing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'review.close' })).toBe(false);
    expect(place).toHaveBeenCalledWith({
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      note: null,
      groups: [
        { merchant_supplier_id: 4, items: [{ product_id: 12, name: 'Arborio Rice', sku: 'DRY-RIC-02', qty: 3 }] },
        { merchant_supplier_id: 1, items: [{ product_id: 10, name: 'Roma Tomatoes', sku: 'PRD-TOM-01', qty: 7 }] },
      ],
    });
    answer.resolve({ created: [{ id: 1 }, { id: 2 }] });
    await waitFor(actor, (s) => !s.hasTag('reviewing'));
    expect(lines()).toEqual([line(basil, 2, null)]);
    expect(persist).toHaveBeenLastCalledWith([line(basil, 2, null)]);
    expect(notify).toHaveBeenLastCalledWith({ message: 'Created 2 order(s). Messages will be sent in the background.', variant: 'success' });
  });

  it('clears only what it placed: a line another tab added meanwhile stays', async () => {
    const answer = deferred<{ created: unknown[] }>();
    const { actor, lines, storage } = start({ lines: [line(tomatoes, 7, FARMS)], place: () => answer.promise });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    storage.sendBack!({ type: 'cart.sync', lines: [line(tomatoes, 7, FARMS), line(rice, 1, COSTCO)] });
    answer.resolve({ created: [{ id: 1 }] });
    await waitFor(actor, (s) => !s.hasTag('reviewing'));
    expect(lines()).toEqual([line(rice, 1, COSTCO)]);
  });

  it('on failure says so and stays open; a retry sends the same Idempotency-Key, a changed cart a new one', async () => {
    const place = vi.fn<(i: PlaceOrdersInput) => Promise<{ created: unknown[] }>>().mockRejectedValue(new Error('offline'));
    const { actor, lines, notify } = start({ lines: initial(), place });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('placing'));
    expect(notify).toHaveBeenLastCalledWith({ message: 'Failed to create orders.', variant: 'error' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
    expect(lines()).toEqual(initial());

    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('placing'));
    const [first, retry] = place.mock.calls.map(([input]) => input.idempotencyKey);
    expect(retry).toBe(first);

    actor.send({ type: 'review.close' });
    actor.send({ type: 'line.qty', key: '10:1', qty: 8 });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('placing'));
    expect(place.mock.calls[2][0].idempotencyKey).not.toBe(first);
  });
});

describe('a staff member (decisions.md "Roles")', () => {
  it('builds the cart but cannot open the review that places the orders', () => {
    const { actor, lines, place } = start({ role: 'staff' });
    actor.send({ type: 'line.add', product: tomatoes, qty: 2, supplier: FARMS });
    expect(lines()).toHaveLength(1);
    expect(actor.getSnapshot().context.mayPlace).toBe(false);
    expect(actor.getSnapshot().can({ type: 'review.open' })).toBe(false);
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(false);
    expect(place).not.toHaveBeenCalled();
  });

  it('a manager may', () => {
    const { actor } = start({ role: 'manager', lines: [line(tomatoes, 2, FARMS)] });
    actor.send({ type: 'review.open' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(true);
  });
});
