import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { merchant } from '../../../test/msw/supplier-area';
import { deferred } from '../../../test/promises';
import { loadMerchantWith, merchantDetailsMachine, saveMerchantDetailsWith, type MerchantDetail, type MerchantUpdate } from './merchant-details.machine';

const bistro: MerchantDetail = merchant({
  id: 4,
  merchant_name: 'Corner Bistro',
  address: '412 NW Couch St',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  country: 'United States',
  owner: 'Maria Lopez',
  minimum_order: 150,
  is_active: true,
  logo: '/1/api/media/logos/abc.png',
});

function start(save: (id: number, body: MerchantUpdate) => Promise<MerchantDetail>, load: (id: number) => Promise<MerchantDetail> = async () => bistro) {
  const saveSpy = vi.fn(save);
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const notifyLoadFailed = vi.fn();
  const machine = merchantDetailsMachine.provide({
    actors: { load: loadMerchantWith(load), save: saveMerchantDetailsWith(saveSpy) },
    actions: { notifySaved, notifyFailed, notifyLoadFailed },
  });
  const actor = createActor(machine, { input: { id: 4, startInEdit: true } }).start();
  const type = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
  return { actor, saveSpy, notifySaved, notifyFailed, notifyLoadFailed, type };
}

describe('merchant details form', () => {
  it('loads every field as text, straight into editing', async () => {
    const { actor } = start(async () => bistro);
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values).toMatchObject({ merchant_name: 'Corner Bistro', billing_city: '', owner: 'Maria Lopez', minimum_order: '150', is_active: true });
  });

  it('saves the whole object: the billing block, owner, EIN, sales tax id, sales rep, minimum order; the answer replaces the form', async () => {
    const { actor, saveSpy, notifySaved, type } = start(async (_id, body) => ({ ...bistro, ...body, billing_city: 'PORTLAND', minimum_order: body.minimum_order ?? 0 }) as MerchantDetail);
    await waitFor(actor, (s) => s.hasTag('editable'));
    type('billing_address', ' 1 Market St ');
    type('billing_city', 'Portland');
    type('billing_email', 'ap@bistro.example');
    type('ein', '93-1234567');
    type('sales_tax_id', 'OR-1');
    type('sales_rep', 'Sam');
    type('owner', '');
    type('minimum_order', '42.5');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    const [id, body] = saveSpy.mock.calls[0];
    expect(id).toBe(4);
    expect(body).toMatchObject({
      merchant_name: 'Corner Bistro',
      billing_address: '1 Market St',
      billing_city: 'Portland',
      billing_email: 'ap@bistro.example',
      ein: '93-1234567',
      sales_tax_id: 'OR-1',
      sales_rep: 'Sam',
      owner: null,
      phone_number: null,
      minimum_order: 42.5,
      is_active: true,
    });
    expect(body).not.toHaveProperty('logo');
    expect(actor.getSnapshot().context.values.billing_city).toBe('PORTLAND');
    expect(notifySaved).toHaveBeenCalledTimes(1);
  });

  it('sends an empty minimum order as null (0 on the server) and refuses a negative or non-numeric one', async () => {
    const { actor, saveSpy, type } = start(async () => bistro);
    await waitFor(actor, (s) => s.hasTag('editable'));
    type('minimum_order', '-1');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ minimum_order: ['Ensure this value is greater than or equal to 0.'] });
    type('minimum_order', 'ten');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ minimum_order: ['A valid number is required.'] });
    type('merchant_name', ' ');
    type('minimum_order', '');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ merchant_name: ['Merchant name is required.'] });
    expect(saveSpy).not.toHaveBeenCalled();
    type('merchant_name', 'Corner Bistro');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saveSpy.mock.calls[0][1].minimum_order).toBeNull();
  });

  it('edits the ordering terms: the rule, delivery days in calendar order, a cut-off time or none (issue 22)', async () => {
    const { actor, saveSpy, type } = start(
      async (_id, body) => ({ ...bistro, ...body }) as MerchantDetail,
      async () => ({ ...bistro, delivery_days: ['FRI', 'MON'], cutoff_time: '14:00' }),
    );
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values).toMatchObject({ minimum_order_rule: 'soft', delivery_days: ['MON', 'FRI'], cutoff_time: '14:00' });
    type('minimum_order_rule', 'hard');
    type('delivery_days', ['WED', 'MON']);
    type('cutoff_time', '25:00');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cutoff_time: ['Enter a time as HH:MM, or leave it empty.'] });
    type('cutoff_time', '');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(saveSpy.mock.calls[0][1]).toMatchObject({ minimum_order_rule: 'hard', delivery_days: ['MON', 'WED'], cutoff_time: null });
  });

  it('a failed save notifies and keeps the edits with the field errors', async () => {
    const { actor, notifyFailed, type } = start(async () => {
      throw { fieldErrors: { billing_email: ['Enter a valid email address.'] }, message: 'Failed to update merchant details!' };
    });
    await waitFor(actor, (s) => s.hasTag('editable'));
    type('billing_email', 'nope');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ billing_email: ['Enter a valid email address.'] });
    expect(actor.getSnapshot().context.values.billing_email).toBe('nope');
  });

  it('a failed load notifies and offers a retry', async () => {
    const first = deferred<MerchantDetail>();
    let calls = 0;
    const { actor, notifyLoadFailed } = start(
      async () => bistro,
      () => (++calls === 1 ? first.promise : Promise.resolve(bistro)),
    );
    first.reject(new Error('Not found.'));
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.values.merchant_name).toBe('Corner Bistro');
  });
});
