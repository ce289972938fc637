import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { createMerchantProductsDb } from '../../../test/msw/merchant-products';
import { deferred } from '../../../test/promises';
import { BARCODE_MESSAGES } from '../../lib/barcode';
import { supplierOffersWith, type SupplierOffersApi } from './supplier-offers.machine';
import {
  clampQuantity,
  emptyProduct,
  loadProductWith,
  productBody,
  productFormInput,
  productFormMachine,
  saveProductWith,
  type Product,
  type SaveProductInput,
} from './product-form.machine';

/** Tomatoes of the msw fake: category 2, unit 3, tax 1, a main image, Acme (9) preferred. */
const storedProduct: Product = createMerchantProductsDb().products[0];

const png = (size = 10, type = 'image/png') => new File([new Uint8Array(size)], 'tomato.png', { type });

/** Offers calls that never settle unless a test says otherwise (the panel is not under test here). */
const offersApi = (over: Partial<SupplierOffersApi> = {}): SupplierOffersApi => ({
  loadOffers: async () => [],
  addOffer: () => new Promise(() => {}),
  setPreferred: () => new Promise(() => {}),
  removeSupplier: () => new Promise(() => {}),
  searchSuppliers: async () => ({ rows: [], count: 0 }),
  createSupplier: () => new Promise(() => {}),
  ...over,
});

function start(opts: { id?: number; save?: (input: SaveProductInput) => Promise<Product>; load?: () => Promise<Product>; offers?: Partial<SupplierOffersApi> } = {}) {
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const save = vi.fn(opts.save ?? (async () => storedProduct));
  const machine = productFormMachine.provide({
    actors: {
      load: loadProductWith(opts.load ?? (async () => storedProduct)),
      save: saveProductWith((input) => save(input)),
      child: supplierOffersWith(offersApi(opts.offers)),
    },
    actions: { notifySaved, notifyFailed },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: productFormInput(opts.id), clock }).start();
  return { actor, clock, save, notifySaved, notifyFailed };
}

const change = (name: string, value: unknown) => ({ type: 'field.change' as const, name, value });

describe('product form rules', () => {
  it('clamps the quantity: digits only, at least 0, empty stays empty (or the minimum when required)', () => {
    expect(clampQuantity('12')).toBe('12');
    expect(clampQuantity('-3')).toBe('3');
    expect(clampQuantity('1,200')).toBe('1200');
    expect(clampQuantity('abc')).toBe('');
    expect(clampQuantity('', { min: 1, required: true })).toBe('1');
    expect(clampQuantity('0', { min: 1, required: false })).toBe('1');
  });

  it('builds the multipart body: commas stripped, empties omitted, taxes once per id, preferred_supplier_id empty when none', () => {
    const image = png();
    const body = productBody({
      ...emptyProduct(),
      product_name: '  Flour ',
      sku: '',
      base_price: '1,234.50',
      gross_weight: ' ',
      volume: '2,000.125',
      quantity: '7',
      category: '2',
      taxes: [1, 3, 1],
      image,
    });
    expect(body).toEqual({
      product_name: 'Flour',
      base_price: '1234.50',
      volume: '2000.125',
      quantity: '7',
      category: '2',
      status: 'ACT',
      taxes: [1, 3],
      image,
      preferred_supplier_id: '',
    });
    expect(productBody({ ...emptyProduct(), product_name: 'x', category: '1', preferred_supplier_id: 9 }).preferred_supplier_id).toBe('9');
  });
});

describe('product form machine', () => {
  it('create mode: starts editing an empty product (price 0, status ACT) and its supplier panel says to save first', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.hasTag('editable')).toBe(true);
    expect(s.context.values).toMatchObject({ base_price: '0', status: 'ACT', product_name: '', taxes: [] });
    expect(s.children.offers!.getSnapshot().hasTag('saveFirst')).toBe(true);
  });

  it('edit mode: loads the product into the form, editable at once, and the panel loads its offers', async () => {
    const { actor } = start({ id: 5 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values).toMatchObject({
      id: 5,
      product_name: 'Tomatoes',
      category: '2',
      units: '3',
      base_price: '2.5',
      quantity: '12',
      taxes: [1],
      preferred_supplier_id: 9,
    });
    await waitFor(actor.getSnapshot().children.offers!, (s) => s.hasTag('ready'));
  });

  it('a failed load offers a retry that loads again', async () => {
    let fail = true;
    const { actor } = start({ id: 5, load: async () => (fail ? Promise.reject(new Error('Not found.')) : storedProduct) });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('editable'));
  });

  it('validation: product name and category are required (units optional); nothing is saved', () => {
    const { actor, save } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ product_name: ['Product name is required.'], category: ['Category is required.'] });
    expect(save).not.toHaveBeenCalled();
    actor.send(change('product_name', 'Flour'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ category: ['Category is required.'] });
  });

  it('refuses a barcode that is not one before saving, and sends a valid one trimmed', async () => {
    const { actor, save } = start();
    actor.send({ type: 'fields.change', values: { product_name: 'Milk', category: '2', barcode: '2000000010053' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ barcode: [BARCODE_MESSAGES.checkDigit] });
    actor.send(change('barcode', '12345'));
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ barcode: [BARCODE_MESSAGES.invalid] });
    expect(save).not.toHaveBeenCalled();
    actor.send(change('barcode', ' 2000000010052 '));
    actor.send({ type: 'submit' });
    await waitFor(actor, () => save.mock.calls.length > 0);
    expect(save.mock.calls[0][0]).toMatchObject({ body: { barcode: '2000000010052' } });
  });

  it("shows the server's refusal of a barcode another product has under the field", async () => {
    const { actor } = start({ save: async () => Promise.reject({ fieldErrors: { barcode: [BARCODE_MESSAGES.taken] }, message: 'Save failed.' }) });
    actor.send({ type: 'fields.change', values: { product_name: 'Milk', category: '2', barcode: '2000000010052' } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && s.context.fieldErrors.barcode !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ barcode: [BARCODE_MESSAGES.taken] });
  });

  it('clamps the quantity as it is typed', () => {
    const { actor } = start();
    actor.send(change('quantity', '-5'));
    expect(actor.getSnapshot().context.values.quantity).toBe('5');
    actor.send(change('quantity', '3a'));
    expect(actor.getSnapshot().context.values.quantity).toBe('3');
  });

  it("refuses an image over 5 MB or of another type with the spec's two messages, keeping the field empty", () => {
    const { actor } = start();
    actor.send(change('image', png(5 * 1024 * 1024 + 1)));
    actor.send(change('image_high_res', png(10, 'image/gif')));
    const { values, fieldErrors } = actor.getSnapshot().context;
    expect(values.image).toBeNull();
    expect(values.image_high_res).toBeNull();
    expect(fieldErrors).toEqual({ image: ['File too large. Max 5.0MB.'], image_high_res: ['Unsupported type: image/gif.'] });
    const ok = png(5 * 1024 * 1024);
    actor.send(change('image', ok));
    expect(actor.getSnapshot().context.values.image).toBe(ok);
    expect(actor.getSnapshot().context.fieldErrors.image).toBeUndefined();
  });

  it('saves a create with the multipart body, reports upload progress, then becomes the saved product', async () => {
    const answer = deferred<Product>();
    const { actor, clock, save, notifySaved } = start({ save: () => answer.promise });
    const image = png();
    actor.send({ type: 'fields.change', values: { product_name: 'Tomatoes', category: '2', base_price: '1,002.5', taxes: [1] } });
    actor.send(change('image', image));
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ id: null, body: expect.objectContaining({ product_name: 'Tomatoes', base_price: '1002.5', taxes: [1], image, category: '2' }) }),
    );
    expect(actor.getSnapshot().context.progress).toBeNull();
    save.mock.calls[0][0].onProgress(0.4);
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    save.mock.calls[0][0].onProgress(1);
    expect(actor.getSnapshot().context.progress).toBe(1);
    answer.resolve(storedProduct);
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ id: 5, progress: null });
    expect(actor.getSnapshot().context.values.image).toBeNull();
    clock.increment(0);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('edit mode saves with the id and keeps the preferred supplier the panel set', async () => {
    const { actor, save } = start({ id: 5 });
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'field.saved', name: 'preferred_supplier_id', value: 11 });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(save.mock.calls[0][0]).toMatchObject({ id: 5, body: { preferred_supplier_id: '11', taxes: [1], quantity: '12' } });
  });

  it("shows the server's field errors next to their fields, without the old 'Save failed' toast", async () => {
    const { actor, notifyFailed } = start({ save: async () => Promise.reject({ fieldErrors: { sku: ['A product with this SKU already exists.'] }, message: 'Save failed.' }) });
    actor.send({ type: 'fields.change', values: { product_name: 'Tomatoes', category: '2', sku: 'TOM-1' } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ sku: ['A product with this SKU already exists.'] });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(notifyFailed).not.toHaveBeenCalled();
  });

  it('a failure without field errors shows its message and notifies it', async () => {
    const { actor, notifyFailed } = start({ save: async () => Promise.reject({ fieldErrors: {}, message: 'File too large.' }) });
    actor.send({ type: 'fields.change', values: { product_name: 'Tomatoes', category: '2' } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.error).toBe('File too large.');
    expect(notifyFailed).toHaveBeenCalledTimes(1);
  });
});
