import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { createLeadInput, createLeadMachine, emptyLead, failureText, newLeadBody, saveLeadWith, type LeadField, type NewLead } from './create-lead.machine';

function start(create: (body: NewLead) => Promise<unknown> = async () => ({ id: 1 })) {
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const goToLeads = vi.fn();
  const createLead = vi.fn(create);
  const clock = new SimulatedClock();
  const machine = createLeadMachine.provide({
    actors: { save: saveLeadWith(createLead) },
    actions: { notifySaved, notifyFailed: (_, { error }) => notifyFailed(failureText(error)), afterSaved: goToLeads },
  });
  const actor = createActor(machine, { input: createLeadInput(), clock }).start();
  return { actor, clock, createLead, notifySaved, notifyFailed, goToLeads };
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Partial<Record<LeadField, string>>) => {
  for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name: name as LeadField, value });
};
const required = { first_name: 'Mia', last_name: 'Chen', email: 'mia@example.com', phone_number: '555-0100', name_of_business: 'Mia Bakery' };

describe('newLeadBody', () => {
  it('leaves empty fields out and adds the attachment', () => {
    const file = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    expect(newLeadBody({ ...emptyLead(), ...required, city: '  ', zip: ' 78701 ' }, file)).toEqual({ ...required, zip: '78701', attachments: file });
    expect(newLeadBody(emptyLead(), null)).toEqual({});
  });
});

describe('failureText', () => {
  it('lists one line per field with its messages', () => {
    const err = { fieldErrors: { email: ['Enter a valid email address.'], number_of_locations: ['Ensure this value is greater than or equal to 0.', 'Second.'] }, message: 'Bad' };
    expect(failureText(err)).toBe('Failed to create lead:\nemail: Enter a valid email address.\nnumber_of_locations: Ensure this value is greater than or equal to 0. Second.');
  });
  it('falls back to the message, then to a generic one', () => {
    expect(failureText({ fieldErrors: {}, message: 'You do not have permission.' })).toBe('Failed to create lead:\nYou do not have permission.');
    expect(failureText(new Error('Network request failed.'))).toBe('Failed to create lead:\nNetwork request failed.');
    expect(failureText(undefined)).toBe('Failed to create lead:\nPlease try again.');
  });
});

describe('create lead machine', () => {
  it('refuses to send without the required fields and marks each', () => {
    const { actor, createLead } = start();
    fill(actor, { first_name: 'Mia', email: '  ' });
    actor.send({ type: 'submit' });
    expect(createLead).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      last_name: ['This field is required.'],
      email: ['This field is required.'],
      phone_number: ['This field is required.'],
      name_of_business: ['This field is required.'],
    });
    fill(actor, { last_name: 'Chen' });
    expect(actor.getSnapshot().context.fieldErrors.last_name).toBeUndefined();
  });

  it('creates, toasts, and goes to the leads list 2 s later', async () => {
    const { actor, clock, createLead, notifySaved, goToLeads } = start();
    fill(actor, { ...required, country: 'USA' });
    const file = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    actor.send({ type: 'field.change', name: 'attachments', value: file });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(createLead).toHaveBeenCalledWith({ ...required, country: 'USA', attachments: file });
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    clock.increment(1999);
    expect(goToLeads).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToLeads).toHaveBeenCalledTimes(1);
  });

  it('a new attachment clears its field error', async () => {
    const { actor } = start(() => Promise.reject(apiFailure(400, { attachments: ['Unsupported file type.'] })));
    fill(actor, required);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ attachments: ['Unsupported file type.'] });
    actor.send({ type: 'field.change', name: 'attachments', value: new File(['x'], 'menu.pdf', { type: 'application/pdf' }) });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('on failure toasts the field lines, shows them under the fields and stays editable', async () => {
    const { actor, notifyFailed, goToLeads } = start(() => Promise.reject(apiFailure(400, { email: ['Enter a valid email address.'] }, 'Invalid input.')));
    fill(actor, { ...required, email: 'nope' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(notifyFailed).toHaveBeenCalledWith('Failed to create lead:\nemail: Enter a valid email address.');
    expect(goToLeads).not.toHaveBeenCalled();
    fill(actor, { email: 'mia@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
