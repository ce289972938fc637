import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, createMachine, waitFor, type AnyActorRef } from 'xstate';
import { deferred } from '../../../test/promises';
import { isAlreadyEligible, supplierOffersWith, type Offer, type SupplierOffersApi } from './supplier-offers.machine';

const offer = (id: number, supplierId: number, name: string, preferred = false): Offer => ({
  id,
  product_id: 5,
  supplier_id: supplierId,
  supplier: { id: supplierId, name },
  is_active: true,
  is_preferred: preferred,
  supplier_product_id: null,
  price: null,
});
const acme = offer(1, 9, 'Acme', true);
const bolt = offer(2, 10, 'Bolt');

function stubApi(over: Partial<SupplierOffersApi> = {}) {
  const stubs = {
    loadOffers: vi.fn(async () => [acme, bolt]),
    addOffer: vi.fn(async (_p: number, supplierId: number) => offer(3, supplierId, 'New')),
    setPreferred: vi.fn(async (offerId: number) => ({ ...(offerId === 2 ? bolt : acme), is_preferred: true })),
    removeSupplier: vi.fn(async () => 1),
    searchSuppliers: vi.fn(async () => ({ rows: [{ id: 11, name: 'Corn Co' }], count: 1 })),
    createSupplier: vi.fn(async () => ({ id: 12, name: 'Dairy Ltd' }) as never),
  } satisfies SupplierOffersApi;
  // Tests that replace a call still count the loads.
  return Object.assign(stubs, over);
}

/** The panel as the product form's child: the parent records what it is sent (field.saved). */
function start(productId: number | null, over: Partial<SupplierOffersApi> = {}) {
  const api = stubApi(over);
  const notify = vi.fn();
  const parentEvents: unknown[] = [];
  const clock = new SimulatedClock();
  const panel = supplierOffersWith(api).provide({ actions: { notify: (_, params) => notify(params.message, params.variant) } });
  const parent = createMachine({
    invoke: { id: 'offers', src: panel, input: { productId } },
    on: { '*': { actions: ({ event }) => void parentEvents.push(event) } },
  });
  const actor = createActor(parent, { clock }).start();
  const offers = actor.getSnapshot().children.offers as AnyActorRef;
  return { api, notify, parentEvents, clock, offers, snap: () => offers.getSnapshot() };
}

const ready = (offers: AnyActorRef) => waitFor(offers, (s) => s.hasTag('ready'));

describe('isAlreadyEligible', () => {
  it('is a 400 whose text says exist, unique or already', () => {
    expect(isAlreadyEligible({ status: 400, message: 'The fields product_id, supplier_id must make a unique set.' })).toBe(true);
    expect(isAlreadyEligible({ status: 400, body: { detail: 'Offer already exists' } })).toBe(true);
    expect(isAlreadyEligible({ status: 400, message: 'Invalid supplier.' })).toBe(false);
    expect(isAlreadyEligible({ status: 500, message: 'already' })).toBe(false);
  });
});

describe('supplier offers machine', () => {
  it('create mode: only says to save first and asks nothing', () => {
    const { api, snap } = start(null);
    expect(snap().hasTag('saveFirst')).toBe(true);
    expect(api.loadOffers).not.toHaveBeenCalled();
  });

  it('loads the offers; a failed load offers a retry', async () => {
    let fail = true;
    const { offers, snap } = start(5, { loadOffers: vi.fn(async () => (fail ? Promise.reject(new Error('Boom')) : [acme])) });
    await waitFor(offers, (s) => s.hasTag('loadFailed'));
    expect(snap().context.error).toBe('Boom');
    fail = false;
    offers.send({ type: 'retry' });
    await ready(offers);
    expect(snap().context.offers).toEqual([acme]);
  });

  it('searches suppliers from 2 characters after trimming, 300 ms after typing, 10 results', async () => {
    const { api, offers, clock } = start(5);
    await ready(offers);
    const search = offers.getSnapshot().children.search as AnyActorRef;
    expect(search.getSnapshot().hasTag('idle')).toBe(true);
    search.send({ type: 'search.change', query: ' c ' });
    clock.increment(300);
    expect(search.getSnapshot().hasTag('idle')).toBe(true);
    search.send({ type: 'search.change', query: 'co' });
    clock.increment(299);
    expect(api.searchSuppliers).not.toHaveBeenCalled();
    clock.increment(1);
    await waitFor(search, (s) => s.hasTag('ready'));
    expect(api.searchSuppliers).toHaveBeenCalledWith(expect.objectContaining({ query: 'co', pageSize: 10, page: 1 }), expect.anything());
  });

  it('adds a supplier as eligible, then reloads the offers', async () => {
    const { api, notify, offers } = start(5);
    await ready(offers);
    offers.send({ type: 'supplier.add', supplier: { id: 11, name: 'Corn Co' } });
    expect(offers.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(offers, (s) => s.hasTag('ready') && api.loadOffers.mock.calls.length === 2);
    expect(api.addOffer).toHaveBeenCalledWith(5, 11);
    expect(notify).toHaveBeenCalledWith('Supplier added as eligible.', 'success');
  });

  it('refuses a supplier already listed at once, without a call', async () => {
    const { api, notify, offers } = start(5);
    await ready(offers);
    offers.send({ type: 'supplier.add', supplier: { id: 9, name: 'Acme' } });
    expect(api.addOffer).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('This supplier is already eligible.', 'info');
  });

  it('a 400 saying unique counts as already eligible; another failure says Failed to add supplier.', async () => {
    const unique = Object.assign(new Error('The fields product_id, supplier_id must make a unique set.'), { status: 400 });
    const { api, notify, offers } = start(5, {
      addOffer: vi
        .fn()
        .mockRejectedValueOnce(unique)
        .mockRejectedValueOnce(Object.assign(new Error('Invalid'), { status: 400 })),
    });
    await ready(offers);
    offers.send({ type: 'supplier.add', supplier: { id: 11, name: 'Corn Co' } });
    await waitFor(offers, (s) => s.hasTag('ready') && api.loadOffers.mock.calls.length === 2);
    expect(notify).toHaveBeenLastCalledWith('This supplier is already eligible.', 'info');
    offers.send({ type: 'supplier.add', supplier: { id: 11, name: 'Corn Co' } });
    await waitFor(offers, () => notify.mock.calls.length === 2);
    expect(notify).toHaveBeenLastCalledWith('Failed to add supplier.', 'error');
    expect(offers.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('sets the preferred offer and tells the form the new preferred supplier', async () => {
    const { api, notify, offers, parentEvents } = start(5);
    await ready(offers);
    offers.send({ type: 'offer.prefer', offer: bolt });
    await waitFor(offers, (s) => s.hasTag('ready') && api.loadOffers.mock.calls.length === 2);
    expect(api.setPreferred).toHaveBeenCalledWith(2);
    expect(notify).toHaveBeenCalledWith('Preferred supplier updated.', 'success');
    expect(parentEvents).toContainEqual({ type: 'field.saved', name: 'preferred_supplier_id', value: 10 });
  });

  it('a failed set preferred says Failed to set preferred supplier.', async () => {
    const { notify, offers, parentEvents } = start(5, { setPreferred: vi.fn(async () => Promise.reject(new Error('x'))) });
    await ready(offers);
    offers.send({ type: 'offer.prefer', offer: bolt });
    await waitFor(offers, () => notify.mock.calls.length === 1);
    expect(notify).toHaveBeenCalledWith('Failed to set preferred supplier.', 'error');
    expect(parentEvents).toEqual([]);
  });

  it("removes a supplier after 'Remove supplier from product'; removing the preferred one clears it in the form", async () => {
    const { api, notify, offers, parentEvents } = start(5);
    await ready(offers);
    offers.send({ type: 'offer.remove', offer: acme });
    const remove = offers.getSnapshot().children.remove as AnyActorRef;
    expect(remove.getSnapshot().hasTag('open')).toBe(true);
    expect(api.removeSupplier).not.toHaveBeenCalled();
    remove.send({ type: 'confirm.yes' });
    await waitFor(offers, () => notify.mock.calls.length === 1);
    expect(api.removeSupplier).toHaveBeenCalledWith(5, 9);
    expect(notify).toHaveBeenCalledWith('Removed Acme from product.', 'success');
    expect(parentEvents).toContainEqual({ type: 'field.saved', name: 'preferred_supplier_id', value: null });
  });

  it('says No offers found for this supplier on the product. when nothing was removed, and Failed to remove supplier. on an error', async () => {
    const answers = [deferred<number>(), deferred<number>()];
    let call = 0;
    const { notify, offers, parentEvents } = start(5, { removeSupplier: vi.fn(() => answers[call++].promise) });
    await ready(offers);
    offers.send({ type: 'offer.remove', offer: bolt });
    (offers.getSnapshot().children.remove as AnyActorRef).send({ type: 'confirm.yes' });
    answers[0].resolve(0);
    await waitFor(offers, () => notify.mock.calls.length === 1);
    expect(notify).toHaveBeenCalledWith('No offers found for this supplier on the product.', 'warning');
    await ready(offers);
    offers.send({ type: 'offer.remove', offer: bolt });
    (offers.getSnapshot().children.remove as AnyActorRef).send({ type: 'confirm.yes' });
    answers[1].reject(new Error('nope'));
    await waitFor(offers, () => notify.mock.calls.length === 2);
    expect(notify).toHaveBeenLastCalledWith('Failed to remove supplier.', 'error');
    expect(parentEvents).toEqual([]);
  });

  describe('Add New Supplier modal', () => {
    it('name is required; blank optional fields go as null; the created supplier is added as eligible', async () => {
      const { api, notify, offers } = start(5);
      await ready(offers);
      offers.send({ type: 'newSupplier.open' });
      expect(offers.getSnapshot().hasTag('newSupplier')).toBe(true);
      const modal = offers.getSnapshot().children.newSupplier as AnyActorRef;
      modal.send({ type: 'submit' });
      expect(modal.getSnapshot().context.fieldErrors).toEqual({ name: ['Name is required.'] });
      modal.send({ type: 'fields.change', values: { name: ' Dairy Ltd ', email: '  ', phone: '555', account_manager: '' } });
      modal.send({ type: 'submit' });
      await waitFor(offers, (s) => s.hasTag('ready') && api.loadOffers.mock.calls.length === 2);
      expect(api.createSupplier).toHaveBeenCalledWith({ name: 'Dairy Ltd', email: null, phone: '555', account_manager: null });
      expect(api.addOffer).toHaveBeenCalledWith(5, 12);
      expect(notify).toHaveBeenCalledWith('Supplier added as eligible.', 'success');
    });

    it("says 'Supplier created, but failed to add as eligible.' when the add fails, and 'Failed to create supplier.' when the create does", async () => {
      const { api, notify, offers } = start(5, {
        addOffer: vi.fn(async () => Promise.reject(new Error('x'))),
        createSupplier: vi.fn().mockRejectedValueOnce({ message: 'Server error' }).mockResolvedValueOnce({ id: 12, name: 'Dairy Ltd' }),
      });
      await ready(offers);
      offers.send({ type: 'newSupplier.open' });
      const modal = offers.getSnapshot().children.newSupplier as AnyActorRef;
      modal.send({ type: 'field.change', name: 'name', value: 'Dairy Ltd' });
      modal.send({ type: 'submit' });
      await waitFor(offers, () => notify.mock.calls.length === 1);
      expect(notify).toHaveBeenCalledWith('Failed to create supplier.', 'error');
      expect(offers.getSnapshot().hasTag('newSupplier')).toBe(true);
      modal.send({ type: 'submit' });
      await waitFor(offers, (s) => s.hasTag('ready'));
      expect(api.createSupplier).toHaveBeenCalledTimes(2);
      expect(notify).toHaveBeenLastCalledWith('Supplier created, but failed to add as eligible.', 'warning');
    });

    it('closes without creating anything', async () => {
      const { api, offers } = start(5);
      await ready(offers);
      offers.send({ type: 'newSupplier.open' });
      offers.send({ type: 'newSupplier.close' });
      expect(offers.getSnapshot().hasTag('newSupplier')).toBe(false);
      expect(api.createSupplier).not.toHaveBeenCalled();
    });
  });
});
