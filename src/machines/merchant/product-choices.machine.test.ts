import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { productChoicesWith, type ProductChoices, type ProductChoicesApi } from './product-choices.machine';

const choices: ProductChoices = {
  categories: [{ id: 2, category_name: 'Produce', description: '', is_active: true }],
  units: [
    { id: 3, unit_choice: 'kg', description: null },
    { id: 4, unit_choice: 'pcs', description: null },
  ],
  taxes: [{ id: 1, name: 'Sales tax', display_name: 'Sales tax (8.875%)', rate: 8.875 }],
};

function start(over: Partial<ProductChoicesApi> = {}) {
  const api = { loadChoices: vi.fn(async () => choices), createUnit: vi.fn(async (b: { unit_choice: string; description: string | null }) => ({ id: 7, ...b })), ...over };
  const notify = vi.fn();
  const actor = createActor(productChoicesWith(api).provide({ actions: { notify: (_, p) => notify(p.message, p.variant) } })).start();
  const created = vi.fn();
  actor.on('unit.created', (e) => created(e.unit));
  return { actor, api, notify, created };
}

describe('product choices machine', () => {
  it('loads categories, units and taxes; a failure offers a retry', async () => {
    let fail = true;
    const { actor } = start({ loadChoices: vi.fn(async () => (fail ? Promise.reject(new Error('Boom')) : choices)) });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Boom');
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.taxes).toEqual(choices.taxes);
  });

  it("Create Unit: 'Unit name is required.'; a created unit (trimmed, blank description null) joins the list in order and is announced", async () => {
    const { actor, api, created } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'unit.new' });
    const modal = actor.getSnapshot().children.createUnit as AnyActorRef;
    modal.send({ type: 'field.change', name: 'unit_choice', value: '   ' });
    modal.send({ type: 'submit' });
    expect(modal.getSnapshot().context.fieldErrors).toEqual({ unit_choice: ['Unit name is required.'] });
    modal.send({ type: 'field.change', name: 'unit_choice', value: ' litre ' });
    modal.send({ type: 'submit' });
    await waitFor(actor, (s) => !s.hasTag('createUnit'));
    expect(api.createUnit).toHaveBeenCalledWith({ unit_choice: 'litre', description: null });
    expect(actor.getSnapshot().context.units.map((u) => u.unit_choice)).toEqual(['kg', 'litre', 'pcs']);
    expect(created).toHaveBeenCalledWith({ id: 7, unit_choice: 'litre', description: null });
  });

  it("a failed create says 'Failed to create unit.' and keeps the modal open; a taken name shows under the field", async () => {
    const { actor, notify, created } = start({
      createUnit: vi
        .fn()
        .mockRejectedValueOnce(new Error('down'))
        .mockRejectedValueOnce({ fieldErrors: { unit_choice: ['A unit with this name already exists.'] }, message: 'x' }),
    });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'unit.new' });
    const modal = actor.getSnapshot().children.createUnit as AnyActorRef;
    modal.send({ type: 'field.change', name: 'unit_choice', value: 'kg' });
    modal.send({ type: 'submit' });
    await waitFor(actor, () => notify.mock.calls.length === 1);
    expect(notify).toHaveBeenCalledWith('Failed to create unit.', 'error');
    modal.send({ type: 'submit' });
    await waitFor(modal, (s) => s.hasTag('editable') && !!s.context.fieldErrors.unit_choice);
    expect(modal.getSnapshot().context.fieldErrors.unit_choice).toEqual(['A unit with this name already exists.']);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('createUnit')).toBe(true);
    actor.send({ type: 'unit.close' });
    expect(actor.getSnapshot().hasTag('createUnit')).toBe(false);
    expect(created).not.toHaveBeenCalled();
  });
});
