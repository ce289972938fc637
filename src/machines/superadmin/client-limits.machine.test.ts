import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { clientLimitsMachine, LIMITS_MESSAGES, readOverrides, type ClientLimits, type LimitsChange } from './client-limits.machine';

const row = (name: string, override: number | null) => ({ name, window: 'minute' as const, per: 'client' as const, limit: override ?? 60, default: 60, override, used: 3 });
const LIMITS: ClientLimits = { allow_one_off_recipients: false, limits: [row('messages_per_minute', null), row('orders_per_minute', 500)] };

function start(save: (input: { id: number; change: LimitsChange }) => Promise<ClientLimits> = async () => LIMITS) {
  const notify = vi.fn();
  const saveCall = vi.fn(save);
  const machine = clientLimitsMachine.provide({
    actors: {
      load: fromPromise(async () => LIMITS),
      save: fromPromise(({ input }: { input: { id: number; change: LimitsChange } }) => saveCall(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  const actor = createActor(machine, { input: { id: 7 } }).start();
  return { actor, saveCall, notify };
}

describe('readOverrides', () => {
  it('reads blank as the default and whole numbers from 1 to 100,000,000; names every other box', () => {
    expect(readOverrides({ a: '', b: ' 120 ', c: '100000000' })).toEqual({ ok: { a: null, b: 120, c: 100_000_000 } });
    expect(readOverrides({ a: '0', b: '1.5', c: '100000001', d: '7' })).toEqual({ errors: { a: LIMITS_MESSAGES.badValue, b: LIMITS_MESSAGES.badValue, c: LIMITS_MESSAGES.badValue } });
  });
});

describe('client limits machine', () => {
  it('loads, edits from the current values and saves the change, then shows the answer', async () => {
    const { actor, saveCall, notify } = start(async ({ change }) => ({ ...LIMITS, allow_one_off_recipients: change.allow_one_off_recipients }));
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().context.draft).toEqual({ allowOneOff: false, overrides: { messages_per_minute: '', orders_per_minute: '500' } });
    actor.send({ type: 'override.change', name: 'messages_per_minute', value: '90' });
    actor.send({ type: 'oneOff.change', value: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saveCall).toHaveBeenCalledWith({ id: 7, change: { allow_one_off_recipients: true, overrides: { messages_per_minute: 90, orders_per_minute: 500 } } });
    expect(actor.getSnapshot().context.limits?.allow_one_off_recipients).toBe(true);
    expect(notify).toHaveBeenCalledWith({ message: LIMITS_MESSAGES.saved, variant: 'success' });
  });

  it('keeps a bad value in editing with its message, cleared when that box changes', async () => {
    const { actor, saveCall } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    actor.send({ type: 'override.change', name: 'orders_per_minute', value: 'lots' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ orders_per_minute: LIMITS_MESSAGES.badValue });
    actor.send({ type: 'override.change', name: 'orders_per_minute', value: '40' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('goes back to editing with the message of a failed save', async () => {
    const { actor, notify } = start(async () => {
      throw new Error('Server said no.');
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'edit' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('editable') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Server said no.');
    expect(notify).toHaveBeenCalledWith({ message: LIMITS_MESSAGES.saveFailed, variant: 'error' });
  });
});
