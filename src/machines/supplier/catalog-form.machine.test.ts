import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { catalogFormMachine, failureText, loadCatalogWith, MESSAGES, newCatalogInput, saveCatalogWith, type Catalog, type SaveCatalogInput } from './catalog-form.machine';

const produce: Catalog = {
  id: 5,
  catalog_name: 'Restaurant Produce',
  description: 'Vegetables',
  image: '/1/api/media/catalog-images/old.png',
  is_active: true,
  merchants: [{ id: 1, name: 'Corner Bistro' }],
  products: [],
  created_by: { id: 2, username: 'supplier' },
  updated_by_super_admin: false,
};
const png = (size = 10) => new File([new Uint8Array(size)], 'crate.png', { type: 'image/png' });

function start(save: (input: SaveCatalogInput) => Promise<Catalog>, edit = false) {
  const saveSpy = vi.fn(save);
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const machine = catalogFormMachine.provide({
    actors: { load: loadCatalogWith(async () => produce), save: saveCatalogWith(saveSpy) },
    actions: { notifySaved, notifyFailed: (_, { error }) => notifyFailed(failureText(edit ? MESSAGES.updateFailed : MESSAGES.createFailed, error)) },
  });
  const actor = createActor(machine, { input: edit ? { id: 5, startInEdit: true } : newCatalogInput() }).start();
  const type = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
  return { actor, saveSpy, notifySaved, notifyFailed, type };
}

describe('catalog form', () => {
  it("refuses a blank name with 'Catalog name is required.'", () => {
    const { actor, saveSpy, type } = start(async () => produce);
    type('catalog_name', '  ');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ catalog_name: ['Catalog name is required.'] });
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it("creates with the trimmed name, description, is_active as 'false' and the chosen image", async () => {
    const { actor, saveSpy, notifySaved, type } = start(async () => ({ ...produce, id: 9 }));
    const image = png();
    type('catalog_name', ' Winter Roots ');
    type('description', ' Beets ');
    type('is_active', false);
    type('image', image);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saveSpy.mock.calls[0][0]).toMatchObject({ id: null, body: { catalog_name: 'Winter Roots', description: 'Beets', is_active: 'false', image } });
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('image preview: a chosen image is held for the preview, removed again with null, and a refused file shows its error', () => {
    const { actor, type } = start(async () => produce);
    const image = png();
    type('image', image);
    expect(actor.getSnapshot().context.values.image).toBe(image);
    type('image', null);
    expect(actor.getSnapshot().context.values.image).toBeNull();
    type('image', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(actor.getSnapshot().context.values.image).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ image: ['Unsupported type: image/svg+xml.'] });
    type('image', png(5 * 1024 * 1024 + 1));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ image: ['File too large. Max 5.0MB.'] });
    type('image', image);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('edit: loads the stored image, sends no image when none is chosen, and shows the saved image after a save with a new one', async () => {
    const answer = deferred<Catalog>();
    const { actor, saveSpy, type } = start(() => answer.promise, true);
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values).toMatchObject({ catalog_name: 'Restaurant Produce', currentImage: '/1/api/media/catalog-images/old.png', image: null });
    type('image', png());
    type('image', null);
    actor.send({ type: 'submit' });
    expect(saveSpy.mock.calls[0][0].id).toBe(5);
    expect(saveSpy.mock.calls[0][0].body).not.toHaveProperty('image');
    answer.resolve({ ...produce, image: '/1/api/media/catalog-images/new.png' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(actor.getSnapshot().context.values).toMatchObject({ currentImage: '/1/api/media/catalog-images/new.png', image: null });
  });

  it('reports upload progress while saving', async () => {
    const answer = deferred<Catalog>();
    const { actor, saveSpy, type } = start(() => answer.promise);
    type('catalog_name', 'Herbs');
    actor.send({ type: 'submit' });
    saveSpy.mock.calls[0][0].onProgress(0.4);
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    answer.resolve(produce);
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(actor.getSnapshot().context.progress).toBeNull();
  });

  it("toasts 'Failed to update: {server response}' for a failure no field shows; field errors stay under their fields", async () => {
    let failure: unknown = { fieldErrors: { image: ['Unsupported type: image/gif.'] }, message: 'Please try again.' };
    const { actor, notifyFailed } = start(async () => {
      throw failure;
    }, true);
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ image: ['Unsupported type: image/gif.'] });
    expect(notifyFailed).not.toHaveBeenCalled();
    failure = { fieldErrors: {}, message: 'Not found.' };
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(notifyFailed).toHaveBeenCalledWith('Failed to update: Not found.');
  });
});
