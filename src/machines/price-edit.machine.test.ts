import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../test/api-failure';
import { deferred } from '../../test/promises';
import type { Notice } from './failure';
import { priceEditMachine, type PricedItem } from './price-edit.machine';
import { catalogPriceInput } from './supplier/catalog-price';

const tomatoes = { id: 1, name: 'Roma Tomatoes', price: 1.35, has_catalog_price: true };
type Change = { id: number; price: number | null };

function start(save: (c: Change) => Promise<PricedItem>, product = tomatoes) {
  const notices: Notice[] = [];
  const savePrice = vi.fn(save);
  const machine = priceEditMachine.provide({
    actors: { savePrice: fromPromise(({ input }: { input: Change }) => savePrice(input)) },
    actions: { notify: (_, n) => void notices.push(n) },
  });
  const actor = createActor(machine, { input: catalogPriceInput(product) }).start();
  return { actor, savePrice, notices };
}

describe('a price edited inline (a catalog price)', () => {
  it('shows the price with cents, saves a new one and shows what the server answered', async () => {
    const answer = deferred<PricedItem>();
    const { actor, savePrice, notices } = start(() => answer.promise);
    expect(actor.getSnapshot().context.text).toBe('1.35');
    actor.send({ type: 'price.change', text: '1.2' });
    actor.send({ type: 'price.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(savePrice).toHaveBeenCalledWith({ id: 1, price: 1.2 });
    answer.resolve({ id: 1, name: 'Roma Tomatoes', price: 1.2, own: true });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.text).toBe('1.20');
    expect(notices).toEqual([{ message: 'Roma Tomatoes is now $1.20 in this catalog.', variant: 'success' }]);
  });

  it('saves nothing unchanged, and refuses an empty or negative price', () => {
    const { actor, savePrice } = start(async () => ({ id: 1, name: 'Roma Tomatoes', price: 1.35, own: true }));
    actor.send({ type: 'price.save' });
    actor.send({ type: 'price.change', text: ' ' });
    actor.send({ type: 'price.save' });
    expect(actor.getSnapshot().context.error).toBe('Enter a price, or reset to the list price.');
    actor.send({ type: 'price.change', text: '-2' });
    actor.send({ type: 'price.save' });
    expect(actor.getSnapshot().context.error).toBe('Ensure this value is greater than or equal to 0.');
    expect(savePrice).not.toHaveBeenCalled();
  });

  it('resets only an own price', async () => {
    const { actor, savePrice, notices } = start(async () => ({ id: 1, name: 'Roma Tomatoes', price: 1.49, own: false }));
    actor.send({ type: 'price.reset' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(savePrice).toHaveBeenCalledWith({ id: 1, price: null });
    expect(notices.at(-1)).toEqual({ message: 'Roma Tomatoes is back to its list price of $1.49.', variant: 'success' });
    expect(actor.getSnapshot().can({ type: 'price.reset' })).toBe(false);
  });

  it('says a refusal and keeps what was typed', async () => {
    const { actor, notices } = start(() => Promise.reject(apiFailure(400, { price: ['Ensure that there are no more than 10 digits in total.'] }, 'Failed to save the price.')));
    actor.send({ type: 'price.change', text: '99' });
    actor.send({ type: 'price.save' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(notices).toEqual([{ message: 'Failed to save the price.', variant: 'error' }]);
    expect(actor.getSnapshot().context.text).toBe('99');
  });
});
