import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { RoleInput } from '../lib/roles';
import { createFormMachine, hasUnsavedChanges, type FieldErrors, type FormOptions, type SaveInput } from './form.machine';

type Values = { id?: number; name: string; city: string };

function start(opts: {
  load?: (id: string | number) => Promise<Values>;
  save?: (input: { id: string | number | null; values: Values }) => Promise<Values | void>;
  input?: { id?: number; startInEdit?: boolean; initial?: Values } & RoleInput;
  options?: FormOptions<Values>;
}) {
  const notifyLoadFailed = vi.fn();
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const afterSaved = vi.fn();
  const load = vi.fn(opts.load ?? (async () => ({ id: 1, name: 'Acme', city: 'Austin' })));
  const save = vi.fn(opts.save ?? (async ({ values }) => values));
  const clock = new SimulatedClock();
  const machine = createFormMachine<Values>(opts.options).provide({
    actors: {
      load: fromPromise(({ input }: { input: { id: string | number } }) => load(input.id)),
      save: fromPromise(({ input }: { input: SaveInput<Values> }) => save(input)),
    },
    actions: { notifyLoadFailed, notifySaved: ({ context }) => notifySaved(context.id), notifyFailed: (_, { error }) => notifyFailed(error), afterSaved },
  });
  const actor = createActor(machine, { input: opts.input ?? { id: 1 }, clock }).start();
  return { actor, clock, load, save, notifyLoadFailed, notifySaved, notifyFailed, afterSaved };
}

describe('form machine', () => {
  it('loads, views, edits and saves; saved then returns to viewing with the saved values', async () => {
    const { actor, clock, save, notifySaved } = start({ save: async ({ values }) => ({ ...values, name: values.name.trim() }) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.values.name).toBe('Acme');
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);

    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'field.change', name: 'name', value: ' Acme Corp ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 1, values: { id: 1, name: ' Acme Corp ', city: 'Austin' } }));

    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values.name).toBe('Acme Corp');
    clock.increment(1500);
    expect(actor.getSnapshot().hasTag('saved')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'edit' })).toBe(true);
    expect(actor.getSnapshot().context.initial.name).toBe('Acme Corp');
  });

  it('keeps editing with field errors and a message when saving fails, clearing a field error on change', async () => {
    const { actor, notifyFailed, notifySaved } = start({
      save: () => Promise.reject({ fieldErrors: { name: ['This field is required.'] }, message: 'Please fix the errors.' }),
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'name', value: '' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    const s = actor.getSnapshot();
    expect(s.context.fieldErrors).toEqual({ name: ['This field is required.'] });
    expect(s.context.error).toBe('Please fix the errors.');
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(notifySaved).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', name: 'name', value: 'X' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('uses the message of a plain Error rejection', async () => {
    const { actor } = start({ save: () => Promise.reject(new Error('Network down')) });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Network down');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('cancel discards changes and returns to viewing', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'city', value: 'Boston' });
    expect(actor.getSnapshot().context.values.city).toBe('Boston');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    expect(actor.getSnapshot().context.values.city).toBe('Austin');
  });

  it('shows loadFailed on a load error and retries', async () => {
    const load = vi.fn<() => Promise<Values>>();
    load.mockRejectedValueOnce(new Error('Not found.')).mockResolvedValueOnce({ name: 'B', city: 'C' });
    const { actor, notifyLoadFailed } = start({ load });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'B', city: 'C' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts in editing after load with startInEdit', async () => {
    const { actor } = start({ input: { id: 1, startInEdit: true } });
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('create form: starts editing with initial values, saves with a null id and takes the new id', async () => {
    const { actor, load, save } = start({
      input: { initial: { name: '', city: '' } },
      save: async ({ values }) => ({ ...values, id: 42 }),
    });
    expect(load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    actor.send({ type: 'fields.change', values: { name: 'New', city: 'Reno' } });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ name: '', city: '' });
    actor.send({ type: 'field.change', name: 'name', value: 'New' });
    actor.send({ type: 'submit' });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: null, values: { name: 'New', city: '' } }));
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(actor.getSnapshot().context.id).toBe(42);
  });

  const create = { initial: { name: '', city: '' } };
  const requireName: FormOptions<Values> = { validate: (v): FieldErrors => (v.name.trim() === '' ? { name: ['Name is required.'] } : {}) };

  it('validate: an invalid submit does not save and shows the errors; changing the field clears its error', () => {
    const { actor, save, notifyFailed } = start({ input: create, options: requireName });
    actor.send({ type: 'field.change', name: 'name', value: '  ' });
    actor.send({ type: 'submit' });
    expect(save).not.toHaveBeenCalled();
    expect(notifyFailed).not.toHaveBeenCalled();
    const s = actor.getSnapshot();
    expect(s.hasTag('editable')).toBe(true);
    expect(s.context.fieldErrors).toEqual({ name: ['Name is required.'] });
    expect(s.context.error).toBeNull();
    actor.send({ type: 'field.change', name: 'name', value: 'A' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('validate: the errors replace earlier ones and clear the message', async () => {
    const { actor } = start({ input: create, options: requireName, save: () => Promise.reject({ fieldErrors: { city: ['Unknown city.'] }, message: 'Bad.' }) });
    actor.send({ type: 'fields.change', values: { name: 'A', city: 'Nowhere' } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.error).toBe('Bad.');
    actor.send({ type: 'field.change', name: 'name', value: '' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: ['Name is required.'] });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('validate: a valid submit saves as without it; notifySaved sees the new id; afterSaved runs when saved ends', async () => {
    const { actor, clock, save, notifySaved, afterSaved } = start({ input: create, options: requireName, save: async ({ values }) => ({ ...values, id: 7 }) });
    actor.send({ type: 'field.change', name: 'name', value: 'Acme' });
    actor.send({ type: 'submit' });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: null, values: { name: 'Acme', city: '' } }));
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(notifySaved).toHaveBeenCalledWith(7);
    clock.increment(1499);
    expect(afterSaved).not.toHaveBeenCalled();
    clock.increment(1);
    expect(afterSaved).toHaveBeenCalledTimes(1);
  });

  it('notifyFailed gets the rejection as params', async () => {
    const rejection = { fieldErrors: { city: ['Unknown city.'] }, message: 'Bad.' };
    const { actor, notifyFailed } = start({ input: create, save: () => Promise.reject(rejection) });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(notifyFailed).toHaveBeenCalledWith(rejection);
  });

  it('alsoClears: a change also clears the errors of the fields derived from it', async () => {
    const { actor } = start({
      input: create,
      options: { alsoClears: { name: ['slug'] } },
      save: () => Promise.reject({ fieldErrors: { slug: ['Taken.'], city: ['Unknown city.'] } }),
    });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'field.change', name: 'name', value: 'B' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ city: ['Unknown city.'] });
  });

  it('shownFields: a failure shown under a field sets no message and raises no notifyFailed; any other failure does', async () => {
    const save = vi.fn<() => Promise<Values>>();
    save.mockRejectedValueOnce({ fieldErrors: { name: ['Taken.'] }, message: 'Failed.' }).mockRejectedValueOnce({ fieldErrors: { other: ['Hidden.'] } });
    const { actor, notifyFailed } = start({ input: create, options: { shownFields: ['name', 'city'] }, save });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && save.mock.calls.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { name: ['Taken.'] }, error: null });
    expect(notifyFailed).not.toHaveBeenCalled();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { other: ['Hidden.'] }, error: 'Something went wrong.' });
    expect(notifyFailed).toHaveBeenCalledTimes(1);
  });

  it('alwaysOpen: a loaded form is edited at once and, after a save or a cancel, stays open', async () => {
    const { actor, clock } = start({ options: { alwaysOpen: true } });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().can({ type: 'edit' })).toBe(false);
    actor.send({ type: 'field.change', name: 'city', value: 'Boston' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.values.city).toBe('Austin');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('saved'));
    clock.increment(1500);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it("child: runs for the form's life with its input; a field.saved it sends sets the value and the initial value", async () => {
    const seen: unknown[] = [];
    // A child that reports a value it saved when told to.
    const child = fromCallback<{ type: 'save.city' }, unknown>(({ input, sendBack, receive }) => {
      seen.push(input);
      receive(() => sendBack({ type: 'field.saved', name: 'city', value: 'Denver' }));
    });
    const machine = createFormMachine<Values>({ child: { id: 'helper', input: (context) => ({ id: context.id }) } }).provide({
      actors: { child, load: fromPromise<Values, { id: string | number }>(async () => ({ id: 7, name: 'Acme', city: 'Austin' })) },
    });
    const actor = createActor(machine, { input: { id: 7, startInEdit: true } }).start();
    expect(seen).toEqual([{ id: 7 }]);
    await waitFor(actor, (s) => s.hasTag('editable'));
    actor.send({ type: 'field.change', name: 'name', value: 'Acme Corp' });
    actor.getSnapshot().children.helper!.send({ type: 'save.city' });
    expect(actor.getSnapshot().context.values).toEqual({ id: 7, name: 'Acme Corp', city: 'Denver' });
    // A cancel drops the user's change, not the value the child saved.
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().context.values).toEqual({ id: 7, name: 'Acme', city: 'Denver' });
  });
});

describe('hasUnsavedChanges', () => {
  it('tells values changed from the loaded ones, lists by their items', () => {
    const initial = { name: 'Tomatoes', taxes: [1, 2], image: null as File | null };
    expect(hasUnsavedChanges({ initial, values: { ...initial, taxes: [1, 2] } })).toBe(false);
    expect(hasUnsavedChanges({ initial, values: { ...initial, name: 'Roma' } })).toBe(true);
    expect(hasUnsavedChanges({ initial, values: { ...initial, taxes: [1] } })).toBe(true);
    expect(hasUnsavedChanges({ initial, values: { ...initial, image: new File([], 'a.png') } })).toBe(true);
  });
});

describe('form machine by role (decisions.md "Roles")', () => {
  it('a role that may not make the save call views only: no edit, even when asked to start in edit', async () => {
    const { actor } = start({ input: { id: 1, startInEdit: true, role: 'staff', operation: 'updateInventoryItem' } });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.allowed).toBe(false);
    expect(actor.getSnapshot().can({ type: 'edit' })).toBe(false);
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
  });

  it("a create form it may not save is refused: not editable, with the role's words for the screen", () => {
    const { actor } = start({ input: { initial: { name: '', city: '' }, role: 'staff', operation: 'createInventoryItem' } });
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(actor.getSnapshot().context.roleNote).toBe('Your role (staff) cannot do this. Ask an owner or a manager.');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
  });

  it('a stored record it may not save says it is view only; a role that may save has no note', async () => {
    const { actor } = start({ input: { id: 1, role: 'staff', operation: 'updateInventoryItem' } });
    expect(actor.getSnapshot().context.roleNote).toBe('View only: your role (staff) cannot change this. Ask an owner or a manager.');
    expect(start({ input: { id: 1, role: 'manager', operation: 'updateInventoryItem' } }).actor.getSnapshot().context.roleNote).toBeNull();
    expect(
      start({ input: { initial: { name: '', city: '' }, role: 'manager', operation: 'createInventoryItem' } })
        .actor.getSnapshot()
        .hasTag('editable'),
    ).toBe(true);
  });

  it('a manager edits', async () => {
    const { actor } = start({ input: { id: 1, startInEdit: true, role: 'manager', operation: 'updateInventoryItem' } });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.allowed).toBe(true);
  });
});
