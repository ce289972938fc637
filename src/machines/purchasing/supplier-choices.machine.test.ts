import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { deferred } from '../../../test/promises';
import { cheapestChoice, choiceLabel, selectArrived, supplierChoicesMachine, type SupplierChoice } from './supplier-choices.machine';

const FARMS: SupplierChoice = { id: 1, name: 'Fresh Farms', shopInStore: false, isPreferred: true, price: 2.5 };

function start() {
  const answers = new Map<number, ReturnType<typeof deferred<SupplierChoice[]>>>();
  const fetch = vi.fn((productId: number) => {
    const answer = deferred<SupplierChoice[]>();
    answers.set(productId, answer);
    return answer.promise;
  });
  const machine = supplierChoicesMachine.provide({ actors: { fetchChoices: fromPromise(({ input }: { input: { productId: number } }) => fetch(input.productId)) } });
  const actor = createActor(machine).start();
  const arrived = (productId: number) => selectArrived(actor.getSnapshot().context.asks[productId]?.getSnapshot());
  return { actor, fetch, answers, arrived };
}

describe('supplier choices machine', () => {
  it('asks nothing until a product is wanted, then asks once however often it is wanted', async () => {
    const { actor, fetch, answers, arrived } = start();
    expect(fetch).not.toHaveBeenCalled();
    actor.send({ type: 'choices.want', productId: 101 });
    actor.send({ type: 'choices.want', productId: 101 });
    expect(fetch.mock.calls).toEqual([[101]]);
    expect(arrived(101)).toBeNull();
    answers.get(101)!.resolve([FARMS]);
    expect(await toPromise(actor.getSnapshot().context.asks[101])).toEqual([FARMS]);
    expect(arrived(101)).toEqual([FARMS]);
    actor.send({ type: 'choices.want', productId: 101 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps each product apart', async () => {
    const { actor, fetch, answers, arrived } = start();
    actor.send({ type: 'choices.want', productId: 101 });
    actor.send({ type: 'choices.want', productId: 104 });
    answers.get(104)!.resolve([]);
    await toPromise(actor.getSnapshot().context.asks[104]);
    expect([arrived(101), arrived(104)]).toEqual([null, []]);
    expect(fetch.mock.calls).toEqual([[101], [104]]);
  });
});

describe('the cheapest supplier', () => {
  const costco: SupplierChoice = { id: 4, name: 'Costco', shopInStore: true, isPreferred: false, price: 2.25 };
  const metro: SupplierChoice = { id: 2, name: 'Metro', shopInStore: false, isPreferred: false, price: null };

  it('is the lowest known price, once two suppliers have one', () => {
    expect(cheapestChoice([FARMS, costco, metro])).toBe(4);
    expect(cheapestChoice([FARMS, metro])).toBeNull();
    expect(cheapestChoice([])).toBeNull();
  });

  it('is named in the picker beside each price', () => {
    expect(choiceLabel(costco, 4)).toBe('Costco – $2.25 (cheapest)');
    expect(choiceLabel(FARMS, 4)).toBe('Fresh Farms – $2.50');
    expect(choiceLabel(metro, 4)).toBe('Metro');
  });
});
