import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failureText, loadProductWith, newProductInput, productFormMachine, saveProductWith, type SaveProductInput, type SupplierProduct } from './product-form.machine';

const romas: SupplierProduct = { id: 4, name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA', unit: 'lb', price: 1.49, image: null, is_active: true };

function start(save: (input: SaveProductInput) => Promise<SupplierProduct>, edit = false) {
  const saveSpy = vi.fn(save);
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const machine = productFormMachine.provide({
    actors: { load: loadProductWith(async () => romas), save: saveProductWith(saveSpy) },
    actions: { notifySaved, notifyFailed: (_, { error }) => notifyFailed(failureText(error)) },
  });
  const actor = createActor(machine, { input: edit ? { id: 4, startInEdit: true } : newProductInput() }).start();
  const type = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
  return { actor, saveSpy, notifySaved, notifyFailed, type };
}

describe('supplier product form', () => {
  it('requires name and SKU and a price of 0 or more before sending', () => {
    const { actor, saveSpy, type } = start(async () => romas);
    type('price', '-2');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: ['Product name is required.'],
      sku: ['SKU is required.'],
      price: ['Ensure this value is greater than or equal to 0.'],
    });
    type('price', 'cheap');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.price).toEqual(['A valid number is required.']);
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it('creates with trimmed text, the price, is_active as a string and the image', async () => {
    const { actor, saveSpy, notifySaved, type } = start(async () => ({ ...romas, id: 30 }));
    const image = new File([new Uint8Array(8)], 'k.webp', { type: 'image/webp' });
    type('name', ' Kohlrabi ');
    type('sku', ' FF-KOH ');
    type('unit', ' lb ');
    type('price', '2.35');
    type('image', image);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saveSpy.mock.calls[0][0]).toMatchObject({ id: null, body: { name: 'Kohlrabi', sku: 'FF-KOH', unit: 'lb', price: '2.35', is_active: 'true', image } });
    expect(actor.getSnapshot().context.id).toBe(30);
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('edits a loaded product; an emptied price is sent as 0 and no image unless one is chosen', async () => {
    const { actor, saveSpy, type } = start(async () => romas, true);
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Roma Tomatoes', price: '1.49', unit: 'lb' });
    type('price', '');
    type('is_active', false);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saveSpy.mock.calls[0][0].id).toBe(4);
    expect(saveSpy.mock.calls[0][0].body).toEqual({ name: 'Roma Tomatoes', sku: 'FF-TOM-ROMA', unit: 'lb', price: '0', is_active: 'false' });
  });

  it('shows a taken SKU under the SKU field without a toast; other failures toast the server response', async () => {
    let failure: unknown = { fieldErrors: { sku: ['A product with this SKU already exists.'] }, message: 'Please try again.' };
    const { actor, notifyFailed, type } = start(async () => {
      throw failure;
    });
    type('name', 'Romas');
    type('sku', 'ff-tom-roma');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ sku: ['A product with this SKU already exists.'] });
    expect(notifyFailed).not.toHaveBeenCalled();
    type('sku', 'FF-NEW');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    failure = new Error('Network request failed.');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(notifyFailed).toHaveBeenCalledWith('Failed to save product: Network request failed.');
  });
});
