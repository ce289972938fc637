// The cart's terms (issue 22): prices, subtotals, each supplier's terms asked for once, delivery
// dates from the shared rule, minimums (a hard one holds its group back), the note, and issue 28's
// empty-cart review.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { OrderingTerms } from './cart-terms.rules';
import { orderCartMachine, pricedGroups, type OrderCartEvent, type TermsWanted } from './order-cart.machine';
import { lineKey, PlaceRefusal, type CartLine, type CartSupplier, type PlaceOrdersInput } from './order-cart.lines';

const FARMS: CartSupplier = { id: 1, name: 'Fresh Farms', shopInStore: false, price: 2.5 };
const METRO: CartSupplier = { id: 2, name: 'Metro', shopInStore: false, price: 4 };
const tomatoes = { product_id: 10, name: 'Roma Tomatoes', sku: 'PRD-TOM-01' };
const butter = { product_id: 11, name: 'Unsalted Butter', sku: null };

const line = (product: typeof tomatoes | typeof butter, qty: number, supplier: CartSupplier): CartLine => ({
  ...product,
  key: lineKey(product.product_id, supplier.id),
  qty,
  supplierId: supplier.id,
  supplierName: supplier.name,
  supplierShopInStore: false,
  price: supplier.price,
});

// Sunday 3 March 2030, 09:00 in New York: before the cut-off, so Monday is the first delivery day.
const NOW = new Date('2030-03-03T14:00:00Z');
const terms = (o: Partial<OrderingTerms> = {}): OrderingTerms => ({
  minimum_order: 150,
  minimum_order_rule: 'soft',
  delivery_days: ['MON', 'WED', 'FRI'],
  cutoff_time: '14:00',
  timezone: 'America/New_York',
  next_delivery_date: '2030-03-04',
  ...o,
});

type Place = (input: PlaceOrdersInput) => Promise<{ created: unknown[] }>;

function start(lines: CartLine[], place = vi.fn<Place>(async (input) => ({ created: input.groups }))) {
  const notify = vi.fn();
  const wanted: number[] = [];
  const loader: { sendBack?: (e: OrderCartEvent) => void } = {};
  const machine = orderCartMachine.provide({
    actors: {
      placeOrders: fromPromise(({ input }: { input: PlaceOrdersInput }) => place(input)),
      loadTerms: fromCallback<TermsWanted>(({ sendBack, receive }) => {
        loader.sendBack = sendBack;
        receive((e) => wanted.push(e.supplierId));
      }),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { lines, now: () => NOW } }).start();
  const arrive = (supplierId: number, t: OrderingTerms | null) => loader.sendBack!({ type: 'terms.arrived', supplierId, terms: t });
  const groups = () => pricedGroups(actor.getSnapshot().context);
  return { actor, notify, wanted, arrive, groups, place };
}

describe("the cart's prices and terms", () => {
  it('asks for each supplier’s terms once, for the lines it starts with, adds and moves', () => {
    const { actor, wanted } = start([line(tomatoes, 2, FARMS)]);
    actor.send({ type: 'line.add', product: tomatoes, qty: 1, supplier: FARMS });
    actor.send({ type: 'line.add', product: butter, qty: 1, supplier: METRO });
    actor.send({ type: 'line.supplier', key: '11:2', supplier: FARMS });
    expect(wanted).toEqual([1, 2]);
  });

  it('shows the subtotal at known prices and the progress towards a soft minimum', () => {
    const { groups, arrive } = start([line(tomatoes, 43.2, FARMS), { ...line(butter, 3, FARMS), price: null }]);
    expect(groups()[0]).toMatchObject({ subtotal: 108, terms: undefined, minimum: null, dates: [], date: null });
    arrive(1, terms());
    expect(groups()[0].minimum).toEqual({ minimum: 150, short: 42, blocked: false, message: "$42.00 more to reach Fresh Farms' minimum of $150.00." });
  });

  it('offers the next 14 delivery dates, the first by default, and sends the one chosen with the note', async () => {
    const { actor, arrive, groups, place } = start([line(tomatoes, 80, FARMS)]);
    arrive(1, terms());
    expect(groups()[0].dates.slice(0, 4)).toEqual(['2030-03-04', '2030-03-06', '2030-03-08', '2030-03-11']);
    expect(groups()[0].dates).toHaveLength(14);
    expect(groups()[0].date).toBe('2030-03-04');
    expect(groups()[0].minimum?.message).toBe("Fresh Farms' minimum of $150.00 is reached.");
    actor.send({ type: 'date.choose', supplierId: 1, date: '2030-03-06' });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'note.change', note: '  Back door.  ' });
    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('reviewing'));
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ note: 'Back door.', groups: [expect.objectContaining({ merchant_supplier_id: 1, delivery_date: '2030-03-06' })] }));
    expect(actor.getSnapshot().context.note).toBe('');
  });

  it('sends no date for a supplier without terms (or whose terms failed to load)', async () => {
    const { actor, arrive, place } = start([line(butter, 1, METRO)]);
    arrive(2, null);
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('reviewing'));
    expect(place.mock.calls[0][0].groups).toEqual([{ merchant_supplier_id: 2, items: [{ product_id: 11, name: 'Unsalted Butter', sku: null, qty: 1 }] }]);
  });

  it('holds back a group below a hard minimum and places the others; with none left, says why', async () => {
    const { actor, arrive, groups, place, notify } = start([line(tomatoes, 10, FARMS), line(butter, 1, METRO)]);
    arrive(1, terms({ minimum_order_rule: 'hard' }));
    expect(groups()[0].minimum).toMatchObject({ short: 125, blocked: true });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    await waitFor(actor, (s) => !s.hasTag('reviewing'));
    expect(place.mock.calls[0][0].groups.map((g) => g.merchant_supplier_id)).toEqual([2]);
    expect(actor.getSnapshot().context.lines.map((l) => l.key)).toEqual(['10:1']);

    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    expect(notify).toHaveBeenLastCalledWith({ message: 'Fresh Farms requires a minimum order of $150.00.', variant: 'warning' });
    expect(place).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words when it refuses (a date it cannot deliver)", async () => {
    const answer = deferred<{ created: unknown[] }>();
    const { actor, notify } = start(
      [line(butter, 1, METRO)],
      vi.fn<Place>(() => answer.promise),
    );
    actor.send({ type: 'review.open' });
    actor.send({ type: 'orders.create' });
    answer.reject(new PlaceRefusal('Metro cannot deliver on 2030-03-05. The next possible delivery date is 2030-03-06.'));
    await waitFor(actor, (s) => !s.hasTag('placing'));
    expect(notify).toHaveBeenLastCalledWith({ message: 'Metro cannot deliver on 2030-03-05. The next possible delivery date is 2030-03-06.', variant: 'error' });
  });

  it('does not open Review & Send with an empty cart (issue 28)', () => {
    const { actor } = start([]);
    expect(actor.getSnapshot().can({ type: 'review.open' })).toBe(false);
    actor.send({ type: 'review.open' });
    expect(actor.getSnapshot().hasTag('reviewing')).toBe(false);
  });
});
