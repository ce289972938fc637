import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { Notice } from '../failure';
import { addable, catalogAssignmentsMachine, type Assignable, type AssignmentChange } from './catalog-assignments.machine';

const bistro = { id: 1, name: 'Corner Bistro' };
const harbor = { id: 3, name: 'Harbor Cafe' };
const deli = { id: 2, name: 'Green Leaf Deli' };
const texts = { added: (n: string) => `${n} assigned.`, removed: (n: string) => `${n} taken off.`, addFailed: 'Add failed.', removeFailed: 'Remove failed.' };

function start(opts: { choices?: () => Promise<Assignable[]>; add?: (c: AssignmentChange) => Promise<Assignable[]>; remove?: (c: AssignmentChange) => Promise<Assignable[]> } = {}) {
  const notices: Notice[] = [];
  const add = vi.fn(opts.add ?? (async () => []));
  const remove = vi.fn(opts.remove ?? (async () => []));
  const machine = catalogAssignmentsMachine.provide({
    actors: {
      listChoices: fromPromise(opts.choices ?? (async () => [harbor, bistro, deli])),
      add: fromPromise(({ input }: { input: AssignmentChange }) => add(input)),
      remove: fromPromise(({ input }: { input: AssignmentChange }) => remove(input)),
    },
    actions: { notify: (_, n) => void notices.push(n) },
  });
  const actor = createActor(machine, { input: { catalogId: 9, assigned: [bistro], texts } }).start();
  return { actor, add, remove, notices };
}

describe('catalog assignments machine', () => {
  it('offers the items not assigned yet, by name', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('choicesLoading')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('choicesLoading'));
    expect(addable(actor.getSnapshot().context)).toEqual([deli, harbor]);
  });

  it('adds the selected item; the answer replaces the list and the choice clears', async () => {
    const answer = deferred<Assignable[]>();
    const { actor, add, notices } = start({ add: () => answer.promise });
    await waitFor(actor, (s) => !s.hasTag('choicesLoading'));
    expect(actor.getSnapshot().can({ type: 'item.add' })).toBe(false);
    actor.send({ type: 'item.select', id: harbor.id });
    actor.send({ type: 'item.add' });
    expect(add).toHaveBeenCalledWith({ catalogId: 9, id: 3, price: null });
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    // One change at a time.
    expect(actor.getSnapshot().can({ type: 'item.remove', item: bistro })).toBe(false);
    answer.resolve([bistro, harbor]);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context).toMatchObject({ assigned: [bistro, harbor], selected: null });
    expect(notices).toEqual([{ message: 'Harbor Cafe assigned.', variant: 'success' }]);
    expect(addable(actor.getSnapshot().context)).toEqual([deli]);
  });

  it('removes an item; the answer replaces the list', async () => {
    const { actor, remove, notices } = start({ remove: async () => [] });
    actor.send({ type: 'item.remove', item: bistro });
    expect(remove).toHaveBeenCalledWith({ catalogId: 9, id: 1 });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.assigned).toEqual([]);
    expect(notices).toEqual([{ message: 'Corner Bistro taken off.', variant: 'success' }]);
  });

  it("keeps the list and toasts the server's detail (or its own text) when a change fails", async () => {
    const { actor, notices } = start({ add: async () => Promise.reject({ message: 'Invalid pk "3" - object does not exist.' }), remove: async () => Promise.reject(new Error('')) });
    await waitFor(actor, (s) => !s.hasTag('choicesLoading'));
    actor.send({ type: 'item.select', id: 3 });
    actor.send({ type: 'item.add' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    actor.send({ type: 'item.remove', item: bistro });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.assigned).toEqual([bistro]);
    expect(notices).toEqual([
      { message: 'Invalid pk "3" - object does not exist.', variant: 'error' },
      { message: 'Remove failed.', variant: 'error' },
    ]);
  });

  it('a failed choices load only blocks adding, and can be retried', async () => {
    let calls = 0;
    const { actor } = start({ choices: async () => (++calls === 1 ? Promise.reject(new Error('down')) : [deli]) });
    await waitFor(actor, (s) => s.hasTag('choicesFailed'));
    expect(actor.getSnapshot().can({ type: 'item.remove', item: bistro })).toBe(true);
    actor.send({ type: 'item.select', id: deli.id });
    expect(actor.getSnapshot().can({ type: 'item.add' })).toBe(false);
    actor.send({ type: 'choices.retry' });
    await waitFor(actor, (s) => !s.hasTag('choicesLoading') && !s.hasTag('choicesFailed'));
    expect(actor.getSnapshot().can({ type: 'item.add' })).toBe(true);
  });

  it('adds a product at the price typed, refusing a price that is not an amount (issue 22)', async () => {
    const { actor, add } = start();
    await waitFor(actor, (s) => !s.hasTag('choicesLoading'));
    actor.send({ type: 'item.select', id: 3 });
    actor.send({ type: 'price.change', price: 'abc' });
    expect(actor.getSnapshot().can({ type: 'item.add' })).toBe(false);
    actor.send({ type: 'price.change', price: '2.75' });
    actor.send({ type: 'item.add' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(add).toHaveBeenCalledWith({ catalogId: 9, id: 3, price: 2.75 });
    expect(actor.getSnapshot().context.price).toBe('');
  });
});
