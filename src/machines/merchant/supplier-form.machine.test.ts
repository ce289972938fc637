// The merchant supplier form: defaults, checks, and the body it sends (relationship_status is
// read-only: the connection machine changes it, see src/machines/connections).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SaveInput } from '../form.machine';
import { NEW_SUPPLIER, supplierBody, supplierFormMachine, type SupplierFormValues } from './supplier-form.machine';

function start() {
  const save = vi.fn(async ({ values }: SaveInput<SupplierFormValues>) => ({ ...values, id: 9 }));
  const machine = supplierFormMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } });
  const actor = createActor(machine, { input: { initial: NEW_SUPPLIER } }).start();
  return { actor, save };
}

describe('supplier form', () => {
  it('starts with America/New_York, off-system without a connection, and active; needs a name; min order qty and lead time 0 or more, or empty', () => {
    const { actor, save } = start();
    const { values } = actor.getSnapshot().context;
    expect(values).toMatchObject({ timezone: 'America/New_York', relationship_status: 'OFF_SYSTEM', connection: null, is_active: true, supports_shop_in_store: false });
    actor.send({ type: 'field.change', name: 'default_min_order_qty', value: '-1' });
    actor.send({ type: 'field.change', name: 'default_lead_time_days', value: '2.5' });
    actor.send({ type: 'submit' });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: ['Name is required.'],
      default_min_order_qty: ['Enter 0 or more, or leave it empty.'],
      default_lead_time_days: ['Enter a whole number of days from 0 to 365, or leave it empty.'],
    });
  });

  it('sends text trimmed, blanks as null, numbers as numbers; shop-in-store notes only while shop-in-store is on; never the relationship', async () => {
    const { actor, save } = start();
    actor.send({ type: 'fields.change', values: { name: ' Metro ', email: '  ', phone: ' 555 ', default_min_order_qty: '0', default_lead_time_days: '', shop_in_store_notes: ' Dock B ' } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    const body = supplierBody(save.mock.calls[0][0].values);
    expect(body).toEqual({
      name: 'Metro',
      account_manager: null,
      email: null,
      phone: '555',
      alt_phone: null,
      notes: null,
      timezone: 'America/New_York',
      default_min_order_qty: 0,
      default_lead_time_days: null,
      is_active: true,
      supports_pickup: false,
      supports_shop_in_store: false,
      shop_in_store_notes: null,
    });
    expect(supplierBody({ ...save.mock.calls[0][0].values, supports_shop_in_store: true }).shop_in_store_notes).toBe('Dock B');
  });
});
