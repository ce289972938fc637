import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { lead } from '../../../test/msw/superadmin-users-leads';
import { leadChanges, leadFormMachine, saveLeadChangesWith, valuesOfLead, type LeadChanges } from './lead-form.machine';

const LEAD = lead({ id: 7, first_name: 'Mia', last_name: 'Lopez', email: 'mia@example.com', city: 'Austin', number_of_locations: 3 });

describe('lead form machine', () => {
  it('reads a lead as text and writes blanks as null, the number as a number, the status as chosen', () => {
    const values = valuesOfLead(LEAD);
    expect(values).toMatchObject({ city: 'Austin', state: '', number_of_locations: '3', status: 'NEW' });
    expect(leadChanges({ ...values, city: '  ', first_name: ' Mia ', number_of_locations: '', status: 'LOST' })).toEqual({
      first_name: 'Mia',
      last_name: 'Lopez',
      email: 'mia@example.com',
      phone_number: '555-0100',
      name_of_business: "Mia's Shop",
      street_address: null,
      city: null,
      state: null,
      zip: null,
      country: null,
      number_of_locations: null,
      extra_information: null,
      status: 'LOST',
    });
  });

  it('opens for editing, refuses a blank required field, saves the changes and shows what the server kept; a field error stays under its field', async () => {
    const sent: LeadChanges[] = [];
    const answers: (() => Promise<typeof LEAD>)[] = [
      () => Promise.reject(apiFailure(400, { email: ['Enter a valid email address.'] })),
      async () => ({ ...LEAD, status: 'CONTACTED' as const }),
    ];
    const machine = leadFormMachine.provide({
      actors: {
        load: fromPromise(async () => valuesOfLead(LEAD)),
        save: saveLeadChangesWith(async (_id, body) => (sent.push(body), answers.shift()!())),
      },
    });
    const actor = createActor(machine, { input: { id: 7, startInEdit: true } }).start();
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'field.change', name: 'first_name', value: ' ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ first_name: ['This field is required.'] });
    actor.send({ type: 'field.change', name: 'first_name', value: 'Mia' });
    actor.send({ type: 'field.change', name: 'status', value: 'CONTACTED' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.can({ type: 'edit' }));
    expect(sent.map((b) => b.status)).toEqual(['CONTACTED', 'CONTACTED']);
    expect(actor.getSnapshot().context.values.status).toBe('CONTACTED');
  });
});
