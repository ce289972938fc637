// The category, unit and tax forms: what they check before saving, what they send, and where a
// failed save shows (the unit's rule: unit_choice error, else the non-field error, else 'Save failed.').
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import type { SaveInput } from '../form.machine';
import { NEW_CATEGORY, categoryBody, categoryFormMachine, type CategoryFormValues } from './category-form.machine';
import { NEW_TAX, taxBody, taxFormMachine, type TaxFormValues } from './tax-form.machine';
import { NEW_UNIT, unitBody, unitFormMachine, type UnitFormValues } from './unit-form.machine';

function startUnit(save: (input: SaveInput<UnitFormValues>) => Promise<UnitFormValues>) {
  const saveFn = vi.fn(save);
  const actor = createActor(unitFormMachine.provide({ actors: { save: fromPromise(({ input }) => saveFn(input)) } }), { input: { initial: NEW_UNIT } }).start();
  return { actor, saveFn };
}

describe('unit form', () => {
  it("refuses a blank unit choice with 'Unit choice is required.' and sends it trimmed, a blank description as null", async () => {
    const { actor, saveFn } = startUnit(async ({ values }) => ({ ...values, id: 7 }));
    actor.send({ type: 'field.change', name: 'unit_choice', value: '   ' });
    actor.send({ type: 'submit' });
    expect(saveFn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ unit_choice: ['Unit choice is required.'] });
    actor.send({ type: 'field.change', name: 'unit_choice', value: '  Crate ' });
    actor.send({ type: 'field.change', name: 'description', value: '  ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(unitBody(saveFn.mock.calls[0][0].values)).toEqual({ unit_choice: 'Crate', description: null });
    expect(actor.getSnapshot().context.id).toBe(7);
  });

  it.each([
    [{ unit_choice: ['unit choice with this name already exists.'] }, { unit_choice: ['unit choice with this name already exists.'] }, null],
    [{ non_field_errors: ['Units are locked.'] }, {}, 'Units are locked.'],
    [{ description: ['Ensure this field has no more than 255 characters.'] }, { description: ['Ensure this field has no more than 255 characters.'] }, 'Save failed.'],
    [null, {}, 'Save failed.'],
  ])('a failed save with %j shows the unit_choice error, else the non-field error, else Save failed.', async (body, fieldErrors, error) => {
    const { actor } = startUnit(() => Promise.reject(apiFailure(400, body, 'Save failed.')));
    actor.send({ type: 'field.change', name: 'unit_choice', value: 'Box' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual(fieldErrors);
    expect(actor.getSnapshot().context.error).toBe(error);
  });
});

describe('category form', () => {
  it("needs a name ('Category name is required.'); sends it trimmed with the description and active flag", async () => {
    const save = vi.fn(async ({ values }: SaveInput<CategoryFormValues>) => ({ ...values, id: 3 }));
    const actor = createActor(categoryFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }), { input: { initial: NEW_CATEGORY } }).start();
    expect(actor.getSnapshot().context.values.is_active).toBe(true);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ category_name: ['Category name is required.'] });
    actor.send({ type: 'field.change', name: 'category_name', value: ' Frozen ' });
    actor.send({ type: 'field.change', name: 'description', value: ' Ice ' });
    actor.send({ type: 'field.change', name: 'is_active', value: false });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(categoryBody(save.mock.calls[0][0].values)).toEqual({ category_name: 'Frozen', description: 'Ice', is_active: false });
  });

  it('an edit loads the category and stays open for editing', async () => {
    const actor = createActor(
      categoryFormMachine.provide({ actors: { load: fromPromise(async (): Promise<CategoryFormValues> => ({ id: 5, category_name: 'Dairy', description: '', is_active: true })) } }),
      { input: { id: 5 } },
    ).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values.category_name).toBe('Dairy');
  });
});

describe('tax form', () => {
  it('needs a name and a rate from 0 to 100 (blank is 0)', async () => {
    const save = vi.fn(async ({ values }: SaveInput<TaxFormValues>) => ({ ...values, id: 1 }));
    const actor = createActor(taxFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }), { input: { initial: NEW_TAX } }).start();
    actor.send({ type: 'field.change', name: 'rate', value: '101' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: ['Tax name is required.'], rate: ['Enter a rate from 0 to 100.'] });
    actor.send({ type: 'field.change', name: 'rate', value: 'abc' });
    actor.send({ type: 'field.change', name: 'name', value: ' City tax ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ rate: ['Enter a rate from 0 to 100.'] });
    actor.send({ type: 'field.change', name: 'rate', value: '' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(taxBody(save.mock.calls[0][0].values)).toEqual({ name: 'City tax', rate: 0 });
    expect(taxBody({ name: 'x', rate: ' 8.875 ' })).toEqual({ name: 'x', rate: 8.875 });
  });
});
