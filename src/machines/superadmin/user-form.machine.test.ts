import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../../../test/api-failure';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { applyRoleFlag, loadUserWith, saveUserWith, userFormMachine, type RoleFlags, type SaveUserInput, type User } from './user-form.machine';

const ann: User = {
  id: 7,
  username: 'ann',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  is_active: true,
  is_staff: false,
  is_supplier: true,
  is_merchant: false,
  is_superadmin: false,
  is_admin: false,
  profile_image: '/1/api/media/profile-images/a.png',
  date_joined: '2024-05-01T10:00:00Z',
  tenants: [{ id: 1, name: 'Fresh Farms', schema_name: 'fresh_farms', domain: 'fresh-farms.localhost', type: 'supplier', role: 'owner' }],
};

const png = (size = 10) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

function start(opts: { load?: () => Promise<User>; save?: (input: SaveUserInput) => Promise<User> } = {}) {
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const load = vi.fn(opts.load ?? (async () => ann));
  const save = vi.fn(opts.save ?? (async ({ values }: SaveUserInput) => values));
  const machine = userFormMachine.provide({
    actors: { load: loadUserWith(() => load()), save: saveUserWith((input) => save(input)) },
    actions: { notifySaved, notifyFailed },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { id: 7 }, clock }).start();
  return { actor, clock, load, save, notifySaved, notifyFailed };
}

const flags = (f: Partial<RoleFlags>): RoleFlags => ({ is_supplier: false, is_merchant: false, is_superadmin: false, is_admin: false, ...f });

describe('applyRoleFlag', () => {
  it('ticking supplier, merchant or superadmin sets it and clears the other two, keeping admin', () => {
    expect(applyRoleFlag(flags({ is_supplier: true, is_admin: true }), 'is_merchant', true)).toEqual(flags({ is_merchant: true, is_admin: true }));
    expect(applyRoleFlag(flags({ is_merchant: true }), 'is_superadmin', true)).toEqual(flags({ is_superadmin: true }));
    expect(applyRoleFlag(flags({ is_superadmin: true }), 'is_supplier', true)).toEqual(flags({ is_supplier: true }));
  });

  it('unticking clears only that flag; admin affects none of the others', () => {
    expect(applyRoleFlag(flags({ is_merchant: true, is_admin: true }), 'is_merchant', false)).toEqual(flags({ is_admin: true }));
    expect(applyRoleFlag(flags({ is_merchant: true }), 'is_admin', true)).toEqual(flags({ is_merchant: true, is_admin: true }));
    expect(applyRoleFlag(flags({ is_merchant: true, is_admin: true }), 'is_admin', false)).toEqual(flags({ is_merchant: true }));
  });

  it('keeps the other fields', () => {
    expect(applyRoleFlag(ann, 'is_merchant', true)).toEqual({ ...ann, is_supplier: false, is_merchant: true });
  });
});

const loaded = (s: { hasTag: (t: string) => boolean }) => !s.hasTag('loading');

describe('user form machine', () => {
  it('loads into view mode; editing only after edit', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, loaded);
    const s = actor.getSnapshot();
    expect(s.context.values).toEqual({ ...ann, image: null });
    expect(s.hasTag('editable')).toBe(false);
    expect(s.can({ type: 'field.change', name: 'is_merchant', value: true })).toBe(false);
    expect(s.can({ type: 'submit' })).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('applies the role rule to flag changes', async () => {
    const { actor } = start();
    await waitFor(actor, loaded);
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'is_admin', value: true });
    actor.send({ type: 'field.change', name: 'is_superadmin', value: true });
    expect(actor.getSnapshot().context.values).toMatchObject(flags({ is_superadmin: true, is_admin: true }));
  });

  it('checks a chosen image: a bad one is refused with the spec text and keeps no file', async () => {
    const { actor } = start();
    await waitFor(actor, loaded);
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'image', value: new File(['x'], 'a.gif', { type: 'image/gif' }) });
    expect(actor.getSnapshot().context).toMatchObject({ values: { image: null }, fieldErrors: { image: ['Unsupported type: image/gif.'] } });
    actor.send({ type: 'field.change', name: 'image', value: png(5 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().context.fieldErrors.image).toEqual(['File too large. Max 5.0MB.']);
    const good = png();
    actor.send({ type: 'field.change', name: 'image', value: good });
    expect(actor.getSnapshot().context.values.image).toBe(good);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('saves the values and the image, tracks progress, then shows the answer in view mode', async () => {
    let finish!: (u: User) => void;
    const { actor, clock, save, notifySaved } = start({
      save: (input) => {
        input.onProgress(0.4);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    await waitFor(actor, loaded);
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'is_merchant', value: true });
    const image = png();
    actor.send({ type: 'field.change', name: 'image', value: image });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    expect(save.mock.calls[0][0]).toMatchObject({ id: 7, image, values: { ...ann, is_supplier: false, is_merchant: true } });
    expect(save.mock.calls[0][0].values).not.toHaveProperty('image');
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    save.mock.calls[0][0].onProgress(1);
    expect(actor.getSnapshot().context.progress).toBe(1);

    finish({ ...ann, is_supplier: false, is_merchant: true, profile_image: '/1/api/media/profile-images/b.png' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ progress: null, values: { image: null, profile_image: '/1/api/media/profile-images/b.png', is_merchant: true } });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    clock.increment(1500);
    expect(actor.getSnapshot().can({ type: 'edit' })).toBe(true);
  });

  it('stays in edit mode with the message when saving fails', async () => {
    const { actor, notifyFailed, notifySaved } = start({
      save: () => Promise.reject(apiFailure(400, { non_field_errors: ['A user can be only one of supplier, merchant or superadmin.'] })),
    });
    await waitFor(actor, loaded);
    actor.send({ type: 'edit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'A user can be only one of supplier, merchant or superadmin.', progress: null });
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('cancel drops the edits and the chosen image', async () => {
    const { actor } = start();
    await waitFor(actor, loaded);
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', name: 'is_merchant', value: true });
    actor.send({ type: 'field.change', name: 'image', value: png() });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().context.values).toEqual({ ...ann, image: null });
    expect(actor.getSnapshot().hasTag('editable')).toBe(false);
  });

  it('a failed load shows its error and retry loads again', async () => {
    const load = vi.fn<() => Promise<User>>().mockRejectedValueOnce(new Error('Not found.')).mockResolvedValueOnce(ann);
    const { actor } = start({ load });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Not found.');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
