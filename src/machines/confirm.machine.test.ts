import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createConfirmMachine } from './confirm.machine';

type Lead = { id: number; name: string };

function start(perform: (target: Lead) => Promise<string>) {
  const onDone = vi.fn();
  const onFailed = vi.fn();
  const performSpy = vi.fn(perform);
  const machine = createConfirmMachine<Lead, string>().provide({
    actors: { perform: fromPromise(({ input }: { input: { target: Lead } }) => performSpy(input.target)) },
    actions: {
      onDone: (_, { target, output }) => onDone(target, output),
      onFailed: ({ context }) => onFailed(context.target, context.error),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, onDone, onFailed, performSpy };
}

const lead = { id: 7, name: 'Ann' };

describe('confirm machine', () => {
  it('opens with a target, performs on yes, calls onDone with the target and closes', async () => {
    const { actor, onDone, performSpy } = start(async (t) => `deleted ${t.id}`);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'confirm.yes' })).toBe(false);
    actor.send({ type: 'confirm.open', target: lead });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.target).toEqual(lead);
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    expect(performSpy).toHaveBeenCalledWith(lead);
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(onDone).toHaveBeenCalledWith(lead, 'deleted 7');
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('closes on no without performing', () => {
    const { actor, performSpy } = start(async () => 'done');
    actor.send({ type: 'confirm.open', target: lead });
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(performSpy).not.toHaveBeenCalled();
  });

  it('stays open with the error when perform fails, ignores no while working, and can retry', async () => {
    let fail = true;
    const { actor, onFailed, onDone } = start(async () => {
      if (fail) throw { message: 'Cannot delete.' };
      return 'done';
    });
    actor.send({ type: 'confirm.open', target: lead });
    actor.send({ type: 'confirm.yes' });
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().hasTag('working')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('working'));
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Cannot delete.');
    expect(onFailed).toHaveBeenCalledWith(lead, 'Cannot delete.');
    expect(onDone).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => !s.hasTag('open'));
    expect(onDone).toHaveBeenCalledWith(lead, 'done');
  });
});

describe('by role (decisions.md "Roles")', () => {
  const machine = createConfirmMachine<{ id: number }, void>();

  it('never opens when the role may not make the call', () => {
    const actor = createActor(machine, { input: { role: 'staff', operation: 'deleteProduct' } }).start();
    expect(actor.getSnapshot().context.allowed).toBe(false);
    expect(actor.getSnapshot().can({ type: 'confirm.open', target: { id: 1 } })).toBe(false);
    actor.send({ type: 'confirm.open', target: { id: 1 } });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('opens for a role that may, and without an operation for anyone', () => {
    for (const input of [{ role: 'manager' as const, operation: 'deleteProduct' as const }, { role: 'staff' as const }, {}]) {
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'confirm.open', target: { id: 1 } });
      expect(actor.getSnapshot().hasTag('open')).toBe(true);
    }
  });
});
