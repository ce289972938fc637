// Signing out on a shared device: kept edits warn first (how many lines), then go with the session.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../../test/promises';
import { SIGN_OUT_TEXT, signOutMachine } from './sign-out.machine';

function start(kept: () => Promise<number>) {
  const done: string[] = [];
  const machine = signOutMachine.provide({
    actors: {
      countKept: fromPromise(async () => {
        done.push('count');
        return kept();
      }),
      forget: fromPromise<void>(async () => {
        done.push('forget');
      }),
    },
    actions: { signOut: () => void done.push('signOut') },
  });
  return { actor: createActor(machine, { input: {} }).start(), done };
}

describe('sign-out machine', () => {
  it('with nothing kept, forgets the device data and signs out without asking', async () => {
    const { actor, done } = start(async () => 0);
    actor.send({ type: 'signOut.request' });
    await waitFor(actor, () => done.includes('signOut'));
    expect(done).toEqual(['count', 'forget', 'signOut']);
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
  });

  it('with unsaved lines kept, warns with their number; Cancel keeps everything', async () => {
    const { actor, done } = start(async () => 12);
    actor.send({ type: 'signOut.request' });
    await waitFor(actor, (s) => s.hasTag('warning'));
    expect(actor.getSnapshot().context.lines).toBe(12);
    actor.send({ type: 'signOut.cancel' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    expect(done).toEqual(['count']);
  });

  it("'Sign out anyway' forgets them, then signs out", async () => {
    const { actor, done } = start(async () => 1);
    actor.send({ type: 'signOut.request' });
    await waitFor(actor, (s) => s.hasTag('warning'));
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, () => done.includes('signOut'));
    expect(done).toEqual(['count', 'forget', 'signOut']);
  });

  it('is busy while counting, and a storage that cannot be read does not keep the user signed in', async () => {
    const answer = deferred<number>();
    const { actor, done } = start(() => answer.promise);
    actor.send({ type: 'signOut.request' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.reject(new Error('IndexedDB is not available'));
    await waitFor(actor, () => done.includes('signOut'));
    expect(done).toEqual(['count', 'forget', 'signOut']);
  });

  it('says how many lines would be lost', () => {
    expect(SIGN_OUT_TEXT.message(1)).toBe('Counts or notes on 1 line have not been saved yet. Signing out deletes them from this device, and they cannot be saved later.');
    expect(SIGN_OUT_TEXT.message(12)).toMatch(/^Counts or notes on 12 lines have not been saved yet\./);
  });

  it('without a tenant membership (a superadmin), signs out at once: nothing is counted or forgotten', async () => {
    const done: string[] = [];
    const machine = signOutMachine.provide({
      actors: {
        countKept: fromPromise(async () => (done.push('count'), 0)),
        forget: fromPromise<void>(async () => {
          done.push('forget');
        }),
      },
      actions: { signOut: () => void done.push('signOut') },
    });
    const actor = createActor(machine, { input: { member: false } }).start();
    actor.send({ type: 'signOut.request' });
    expect(done).toEqual(['signOut']);
  });
});
