import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { createActor, waitFor } from 'xstate';
import { NAME_REQUIRED, clientCreateInput, clientCreateMachine, newClientBody, saveClientWith, type NewClient } from './create-client.machine';

function start(create: (body: NewClient) => Promise<{ id: number }>) {
  const createClient = vi.fn(create);
  const notifyFailed = vi.fn();
  const showClient = vi.fn();
  const machine = clientCreateMachine.provide({
    actors: { save: saveClientWith(createClient) },
    actions: { notifyFailed, notifySaved: ({ context }) => showClient(context.id) },
  });
  const actor = createActor(machine, { input: clientCreateInput() }).start();
  return { actor, createClient, notifyFailed, showClient };
}

describe('client create machine', () => {
  it('starts editable as a supplier; the schema name derives from the name', () => {
    const { actor } = start(async () => ({ id: 1 }));
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.values.type).toBe('supplier');
    actor.send({ type: 'field.change', name: 'name', value: 'Fresh Farms, Inc.' });
    actor.send({ type: 'field.change', name: 'city', value: 'Austin' });
    expect(newClientBody(actor.getSnapshot().context.values)).toEqual({ name: 'Fresh Farms, Inc.', schema_name: 'fresh_farms_inc', city: 'Austin', state: null, type: 'supplier' });
  });

  it('refuses a blank name without calling the server; typing clears the error', () => {
    const { actor, createClient } = start(async () => ({ id: 1 }));
    actor.send({ type: 'field.change', name: 'name', value: '   ' });
    actor.send({ type: 'submit' });
    expect(createClient).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: [NAME_REQUIRED] });
    actor.send({ type: 'field.change', name: 'name', value: 'A' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('posts name, derived schema name, city, state and type; then shows the new client', async () => {
    const { actor, createClient, showClient, notifyFailed } = start(async () => ({ id: 42 }));
    actor.send({ type: 'field.change', name: 'name', value: ' Harbor Cafe ' });
    actor.send({ type: 'field.change', name: 'city', value: 'Portland' });
    actor.send({ type: 'field.change', name: 'type', value: 'merchant' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    await waitFor(actor, (s) => s.hasTag('saved'));
    expect(createClient).toHaveBeenCalledWith({ name: 'Harbor Cafe', schema_name: 'harbor_cafe', city: 'Portland', state: null, type: 'merchant' });
    expect(actor.getSnapshot().context.id).toBe(42);
    expect(showClient).toHaveBeenCalledTimes(1);
    expect(showClient).toHaveBeenCalledWith(42);
    expect(notifyFailed).not.toHaveBeenCalled();
  });

  it('shows server field errors under their fields without the failure toast; a name change clears name, schema and domain errors', async () => {
    const { actor, notifyFailed } = start(() =>
      Promise.reject(apiFailure(400, { schema_name: ['A client with this schema name already exists.'], domain: ['Taken.'] }, 'Failed to create supplier.')),
    );
    actor.send({ type: 'field.change', name: 'name', value: 'Fresh Farms' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.fieldErrors.schema_name).toEqual(['A client with this schema name already exists.']);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(notifyFailed).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', name: 'name', value: 'Fresh Farms 2' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('any other failure keeps the values, sets the message and raises notifyFailed', async () => {
    const { actor, notifyFailed, showClient } = start(() => Promise.reject(apiFailure(500, undefined, 'Failed to create supplier.')));
    actor.send({ type: 'field.change', name: 'name', value: 'Fresh Farms' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.error).toBe('Failed to create supplier.');
    expect(actor.getSnapshot().context.values.name).toBe('Fresh Farms');
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(showClient).not.toHaveBeenCalled();
  });

  it('a plain Error counts as another failure', async () => {
    const { actor, notifyFailed } = start(() => Promise.reject(new Error('Network down')));
    actor.send({ type: 'field.change', name: 'name', value: 'X' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context.error).toBe('Network down');
    expect(notifyFailed).toHaveBeenCalledTimes(1);
  });
});

describe('newClientBody', () => {
  it('leaves out an empty schema name so the server derives one, and sends blank city/state as null', () => {
    expect(newClientBody({ name: '!!!', city: ' ', state: '', type: 'supplier' })).toEqual({ name: '!!!', city: null, state: null, type: 'supplier' });
  });

  it('sends the schema name the server itself would derive (digit-first names are prefixed)', () => {
    expect(newClientBody({ name: '7 Seas Traders', city: '', state: '', type: 'supplier' }).schema_name).toBe('t_7_seas_traders');
  });
});
