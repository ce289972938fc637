import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import type { Notice } from '../failure';
import { merchantToggleMachine, type MerchantToggleInput } from './merchant-toggle.machine';

function start(isActive: boolean) {
  const answer = deferred<{ is_active: boolean }>();
  const sent: MerchantToggleInput[] = [];
  const notices: Notice[] = [];
  const machine = merchantToggleMachine.provide({
    actors: {
      setStatus: fromPromise(async ({ input }: { input: MerchantToggleInput }) => {
        sent.push(input);
        return answer.promise;
      }),
    },
    actions: { notify: (_, notice) => void notices.push(notice) },
  });
  const actor = createActor(machine, { input: { id: 7, isActive } }).start();
  return { actor, answer, sent, notices };
}

describe('merchant toggle machine', () => {
  it('shows the opposite value at once, sends it, and keeps the answer with the activated toast', async () => {
    const { actor, answer, sent, notices } = start(false);
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().context.isActive).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(sent).toEqual([{ id: 7, isActive: true }]);
    answer.resolve({ is_active: true });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.isActive).toBe(true);
    expect(notices).toEqual([{ message: 'Merchant activated successfully!', variant: 'success' }]);
  });

  it('deactivates with the deactivated toast', async () => {
    const { actor, answer, sent, notices } = start(true);
    actor.send({ type: 'toggle' });
    expect(sent).toEqual([{ id: 7, isActive: false }]);
    answer.resolve({ is_active: false });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.isActive).toBe(false);
    expect(notices).toEqual([{ message: 'Merchant deactivated successfully!', variant: 'success' }]);
  });

  it("rolls back to the old value on failure and toasts the server's detail", async () => {
    const { actor, answer, notices } = start(true);
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().context.isActive).toBe(false);
    answer.reject({ message: 'Not found.' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.isActive).toBe(true);
    expect(notices).toEqual([{ message: 'Not found.', variant: 'error' }]);
  });

  it('falls back to its own text when the failure says nothing', async () => {
    const { actor, answer, notices } = start(false);
    actor.send({ type: 'toggle' });
    answer.reject(new Error(''));
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().context.isActive).toBe(false);
    expect(notices).toEqual([{ message: 'Failed to update merchant status.', variant: 'error' }]);
  });

  it('ignores toggles while a change is on its way', async () => {
    const { actor, answer, sent } = start(false);
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().can({ type: 'toggle' })).toBe(false);
    actor.send({ type: 'toggle' });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.isActive).toBe(true);
    answer.resolve({ is_active: true });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    // Settled: the next toggle sends the opposite of the value now shown.
    actor.send({ type: 'toggle' });
    expect(sent).toEqual([
      { id: 7, isActive: true },
      { id: 7, isActive: false },
    ]);
  });
});
