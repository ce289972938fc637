import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMerchantInput, createMerchantMachine, failureText, saveMerchantWith, type NewMerchant } from './create-merchant.machine';

function start(post: (body: NewMerchant) => Promise<{ id: number }>) {
  const create = vi.fn(post);
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const machine = createMerchantMachine.provide({
    actors: { save: saveMerchantWith(create) },
    actions: { notifySaved, notifyFailed: (_, { error }) => notifyFailed(failureText(error)) },
  });
  const actor = createActor(machine, { input: createMerchantInput() }).start();
  const type = (name: string, value: unknown) => actor.send({ type: 'field.change', name, value });
  return { actor, create, notifySaved, notifyFailed, type };
}

const png = (size = 10) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

describe('create merchant form', () => {
  it('starts with United States and Active checked', () => {
    const { actor } = start(async () => ({ id: 1 }));
    expect(actor.getSnapshot().context.values).toMatchObject({ country: 'United States', is_active: true, logo: null, merchant_name: '' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it("refuses a blank name with 'Merchant name is required.' and sends nothing", () => {
    const { actor, create, type } = start(async () => ({ id: 1 }));
    type('merchant_name', '   ');
    actor.send({ type: 'submit' });
    expect(create).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ merchant_name: ['Merchant name is required.'] });
  });

  it('sends the trimmed name, only the filled optional fields, the flag and the logo; then notifies', async () => {
    const { actor, create, notifySaved, type } = start(async () => ({ id: 12 }));
    const logo = png();
    type('merchant_name', '  Pier 9 ');
    type('email', 'orders@pier9.example');
    type('city', '  ');
    type('logo', logo);
    type('is_active', false);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(create).toHaveBeenCalledWith({ merchant_name: 'Pier 9', email: 'orders@pier9.example', country: 'United States', is_active: false, logo });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.id).toBe(12);
  });

  it('refuses a logo that is not an image or over 5 MB at once, under the field', () => {
    const { actor, type } = start(async () => ({ id: 1 }));
    type('logo', new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    expect(actor.getSnapshot().context.values.logo).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ logo: ['Unsupported type: application/pdf.'] });
    type('logo', png(5 * 1024 * 1024 + 1));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ logo: ['File too large. Max 5.0MB.'] });
    type('logo', png());
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('shows server field errors under their fields without a toast; other failures toast the server response', async () => {
    let answer: unknown = { fieldErrors: { email: ['Enter a valid email address.'] }, message: 'Please try again.' };
    const { actor, notifyFailed, type } = start(async () => {
      throw answer;
    });
    type('merchant_name', 'Pier 9');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(notifyFailed).not.toHaveBeenCalled();
    answer = { fieldErrors: {}, message: 'You do not have permission to perform this action.' };
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(notifyFailed).toHaveBeenCalledWith('Failed to create merchant: You do not have permission to perform this action.');
    expect(actor.getSnapshot().context.error).toBe('You do not have permission to perform this action.');
  });
});
