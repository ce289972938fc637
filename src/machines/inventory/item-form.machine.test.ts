import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { item, product } from '../../../test/msw/inventory';
import { area } from '../../../test/msw/inventory-data';
import { EMPTY_ITEM, itemBody, itemFormMachine, validateItem, valuesOfItem, type ItemValues } from './item-form.machine';

const tomatoes = product({ id: 201, product_name: 'Roma Tomatoes', sku: 'PRD-TOM-01' });
const stored = item({ id: 101, productOf: tomatoes, areaOf: area({ id: 1, name: 'Walk-in Cooler' }), on_hand: 9, par_level: null, notes: 'Top shelf', ledger_position: 2 });
const picked = { id: 201, product_name: 'Roma Tomatoes' };

describe('item form rules', () => {
  it('reads an item as text, empty where it has nothing', () => {
    // Each kind of field is checked once (toMatchObject), so a new plain field needs no edit here.
    expect(valuesOfItem(stored)).toMatchObject({
      product: { id: 201, product_name: 'Roma Tomatoes', sku: 'PRD-TOM-01', unit_name: 'lb' },
      area: '1',
      on_hand: '9',
      par_level: '',
      notes: 'Top shelf',
      is_active: true,
      ledger_position: 2,
    });
  });

  it('a new item is empty and active', () => {
    expect(EMPTY_ITEM).toMatchObject({ product: null, area: '', on_hand: '', par_level: '', notes: '', is_active: true, ledger_position: null });
  });

  it('sends on_hand 0 and par_level null when empty, blank notes as null, and no ledger position for a new item', () => {
    const body = itemBody({ ...EMPTY_ITEM, product: picked, notes: '  ' });
    expect(body).toMatchObject({ product: 201, area: null, on_hand: 0, par_level: null, notes: null, is_active: true });
    expect(body).not.toHaveProperty('ledger_position');
  });

  it('sends what was typed, with the ledger position read with the item', () => {
    const values: ItemValues = { ...valuesOfItem(stored), on_hand: '7.5', par_level: '12', is_active: false };
    expect(itemBody(values)).toMatchObject({ product: 201, area: 1, on_hand: 7.5, par_level: 12, notes: 'Top shelf', is_active: false, ledger_position: 2 });
  });

  it('needs a product and quantities of 0 or more', () => {
    expect(validateItem({ ...EMPTY_ITEM, on_hand: '-1', par_level: 'x' })).toEqual({
      product: ['Product is required.'],
      on_hand: ['Enter a number of 0 or more.'],
      par_level: ['Enter a number of 0 or more.'],
    });
    expect(validateItem({ ...EMPTY_ITEM, product: picked, on_hand: '0', par_level: '' })).toEqual({});
  });
});

describe('item form machine', () => {
  it('a server error on a field shows under it, without a form error', async () => {
    const machine = itemFormMachine.provide({
      actors: { save: fromPromise(() => Promise.reject({ fieldErrors: { par_level: ['Too big.'] }, message: 'Failed to save the item.' })) },
    });
    const actor = createActor(machine, { input: { initial: { ...EMPTY_ITEM, product: picked } } }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => !s.hasTag('saving') && s.context.fieldErrors.par_level !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { par_level: ['Too big.'] }, error: null });
  });
});
