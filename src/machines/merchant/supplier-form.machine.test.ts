// The merchant supplier form with its link child: defaults, checks, the body it sends, and the
// link dialog's calls reaching the form's values.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { createListMachine, type ListPage } from '../list.machine';
import type { SaveInput } from '../form.machine';
import { NEW_SUPPLIER, supplierBody, supplierFormMachine, type SupplierFormValues } from './supplier-form.machine';
import { supplierLinkMachine, type OnSystemSupplier, type SupplierLink } from './supplier-link.machine';

const FRESH: OnSystemSupplier = { id: 1, name: 'Fresh Farms', domain: 'freshfarms.localhost' };

function start(options: { id?: number; link?: (input: { supplierId: number; clientId: number }) => Promise<SupplierLink>; unlink?: () => Promise<SupplierLink> } = {}) {
  const save = vi.fn(async ({ values }: SaveInput<SupplierFormValues>) => ({ ...values, id: 9 }));
  const search = vi.fn(async (): Promise<ListPage<OnSystemSupplier>> => ({ rows: [FRESH], count: 1 }));
  const notifyLinked = vi.fn();
  const notifyUnlinked = vi.fn();
  const link = supplierLinkMachine.provide({
    actors: {
      search: createListMachine<OnSystemSupplier>().provide({ actors: { fetchPage: fromPromise(() => search()) } }),
      link: fromPromise(({ input }) => (options.link ?? (async () => ({ supplier_client: 1, supplier_client_name: 'Fresh Farms' })))(input)),
      unlink: fromPromise(() => (options.unlink ?? (async () => ({ supplier_client: null, supplier_client_name: null })))()),
    },
    actions: { notifyLinked: (_, params: { name: string }) => notifyLinked(params.name), notifyUnlinked },
  });
  const machine = supplierFormMachine.provide({
    actors: {
      save: fromPromise(({ input }) => save(input)),
      load: fromPromise(async (): Promise<SupplierFormValues> => ({ ...NEW_SUPPLIER, id: 4, name: 'Metro' })),
      child: link,
    },
  });
  const actor = createActor(machine, { input: options.id ? { id: options.id } : { initial: NEW_SUPPLIER } }).start();
  const linkActor = () => actor.getSnapshot().children.link!;
  return { actor, save, search, linkActor, notifyLinked, notifyUnlinked };
}

describe('supplier form', () => {
  it('starts with America/New_York, OFF_SYSTEM and active; needs a name; min order qty and lead time 0 or more, or empty', () => {
    const { actor, save } = start();
    const { values } = actor.getSnapshot().context;
    expect(values).toMatchObject({ timezone: 'America/New_York', relationship_status: 'OFF_SYSTEM', is_active: true, supports_shop_in_store: false });
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

  it('sends text trimmed, blanks as null, numbers as numbers; shop-in-store notes only while shop-in-store is on', async () => {
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
      relationship_status: 'OFF_SYSTEM',
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

describe('supplier link child', () => {
  it('on a create form there is nothing to link: the dialog does not open', () => {
    const { actor, linkActor } = start();
    linkActor().send({ type: 'link.open' });
    expect(linkActor().getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.values.supplier_client).toBeNull();
  });

  it('searches on-system suppliers while open, links the chosen one and the form shows the link', async () => {
    const calls = deferred<SupplierLink>();
    const linkCall = vi.fn(() => calls.promise);
    const { actor, linkActor, search, notifyLinked } = start({ id: 4, link: linkCall });
    await waitFor(actor, (s) => s.hasTag('editable'));
    linkActor().send({ type: 'link.open' });
    expect(linkActor().getSnapshot().hasTag('open')).toBe(true);
    await waitFor(linkActor().getSnapshot().children.search!, (s) => s.hasTag('ready'));
    expect(search).toHaveBeenCalledTimes(1);
    linkActor().send({ type: 'link.choose', client: FRESH });
    expect(linkActor().getSnapshot().hasTag('working')).toBe(true);
    linkActor().send({ type: 'link.close' });
    expect(linkActor().getSnapshot().hasTag('open')).toBe(true);
    expect(linkCall).toHaveBeenCalledWith({ supplierId: 4, clientId: 1 });
    calls.resolve({ supplier_client: 1, supplier_client_name: 'Fresh Farms' });
    await waitFor(linkActor(), (s) => !s.hasTag('open'));
    expect(actor.getSnapshot().context.values).toMatchObject({ supplier_client: 1, supplier_client_name: 'Fresh Farms', name: 'Metro' });
    expect(actor.getSnapshot().context.initial).toMatchObject({ supplier_client: 1 });
    expect(notifyLinked).toHaveBeenCalledWith('Fresh Farms');
  });

  it('a failed link stays open with the server message; unlink clears the link', async () => {
    const { actor, linkActor, notifyUnlinked } = start({ id: 4, link: () => Promise.reject(new Error('Not a supplier tenant.')) });
    await waitFor(actor, (s) => s.hasTag('editable'));
    linkActor().send({ type: 'link.open' });
    linkActor().send({ type: 'link.choose', client: FRESH });
    await waitFor(linkActor(), (s) => s.context.error !== null);
    expect(linkActor().getSnapshot().context.error).toBe('Not a supplier tenant.');
    expect(linkActor().getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'field.saved', name: 'supplier_client', value: 1 });
    linkActor().send({ type: 'link.unlink' });
    await waitFor(linkActor(), (s) => !s.hasTag('open'));
    expect(actor.getSnapshot().context.values.supplier_client).toBeNull();
    expect(notifyUnlinked).toHaveBeenCalledTimes(1);
  });
});
