import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { Role } from '../../lib/roles';
import { addValuesFor, catalogAddBody, validateCatalogAdd } from './catalog-add.machine';
import { supplierCatalogMachine, type CatalogOpening, type SupplierCatalogItem } from './supplier-catalog.machine';

const lemons: SupplierCatalogItem = { supplier_product_id: 31, name: 'Lemons', sku: 'FF-CIT-LEMN', unit: 'lb', price: 1.6, image: null, product_id: null };

function start(open: () => Promise<CatalogOpening>, role?: Role) {
  const machine = supplierCatalogMachine.provide({ actors: { open: fromPromise(open) } });
  return createActor(machine, { input: { supplierId: 1, role, operation: 'addFromSupplierCatalog' } }).start();
}

describe("a supplier's catalog", () => {
  it('opens for a connected supplier; an item opens the add dialog, and an add closes it', async () => {
    const answer = deferred<CatalogOpening>();
    const actor = start(() => answer.promise);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    answer.resolve({ kind: 'open', supplierName: 'Fresh Farms', terms: null });
    await waitFor(actor, (s) => !s.hasTag('loading'));
    actor.send({ type: 'item.add', item: lemons });
    expect(actor.getSnapshot().context.adding).toEqual(lemons);
    actor.send({ type: 'item.added' });
    expect(actor.getSnapshot().context).toMatchObject({ adding: null, added: 1, supplierName: 'Fresh Farms' });
    actor.send({ type: 'item.add', item: lemons });
    actor.send({ type: 'add.close' });
    expect(actor.getSnapshot().context).toMatchObject({ adding: null, added: 1 });
  });

  it("is a state with the server's words when the supplier is not connected", async () => {
    const actor = start(async () => ({ kind: 'notConnected', supplierName: 'Fresh Farms', detail: 'Not connected.' }));
    await waitFor(actor, (s) => s.hasTag('notConnected'));
    expect(actor.getSnapshot().context.detail).toBe('Not connected.');
    expect(actor.getSnapshot().can({ type: 'item.add', item: lemons })).toBe(false);
  });

  it('never opens the add dialog for a role that may not add (staff); a manager may', async () => {
    const staff = start(async () => ({ kind: 'open', supplierName: 'Fresh Farms', terms: null }), 'staff');
    await waitFor(staff, (s) => s.matches('browsing'));
    expect(staff.getSnapshot().context.allowed).toBe(false);
    expect(staff.getSnapshot().can({ type: 'item.add', item: lemons })).toBe(false);
    staff.send({ type: 'item.add', item: lemons });
    expect(staff.getSnapshot().context.adding).toBeNull();
    const manager = start(async () => ({ kind: 'open', supplierName: 'Fresh Farms', terms: null }), 'manager');
    await waitFor(manager, (s) => s.matches('browsing'));
    expect(manager.getSnapshot().can({ type: 'item.add', item: lemons })).toBe(true);
  });

  it('a failed opening can be retried', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { kind: 'open', supplierName: 'Fresh Farms', terms: null };
    });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('browsing'));
  });
});

describe('adding an item', () => {
  it('starts as a new product named as the item, and needs a category; a link needs a product', () => {
    const values = addValuesFor(lemons);
    expect(validateCatalogAdd(values)).toEqual({ category: ['Choose a category.'] });
    expect(validateCatalogAdd({ ...values, product_name: ' ', category: '3' })).toEqual({ product_name: ['Product name is required.'] });
    expect(catalogAddBody({ ...values, category: '3', sku: ' ' })).toEqual({ supplier_product_id: 31, product_name: 'Lemons', sku: null, category: 3 });
    expect(validateCatalogAdd({ ...values, mode: 'link' })).toEqual({ product_id: ['Choose one of your products.'] });
    expect(catalogAddBody({ ...values, mode: 'link', product_id: '7' })).toEqual({ supplier_product_id: 31, product_id: 7 });
  });
});
