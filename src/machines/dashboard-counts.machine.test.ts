import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { countsMachine, type Counts } from './dashboard-counts.machine';
import { deferred } from '../../test/promises';

function start(answers: (() => Promise<Counts>)[]) {
  let call = 0;
  const actor = createActor(countsMachine.provide({ actors: { loadCounts: fromPromise(() => answers[call++]()) } })).start();
  return { actor, calls: () => call };
}

describe('counts machine', () => {
  it('loads, then shows the numbers', async () => {
    const answer = deferred<Counts>();
    const { actor } = start([() => answer.promise]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.counts).toBeNull();
    answer.resolve({ areas: 4, items: 19 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.counts).toEqual({ areas: 4, items: 19 });
  });

  it("shows a failure's message and loads again on retry", async () => {
    const { actor, calls } = start([() => Promise.reject(new Error('Failed to load the counts.')), () => Promise.resolve({ open: 2 })]);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load the counts.');
    expect(actor.getSnapshot().can({ type: 'reload' })).toBe(false);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect([calls(), actor.getSnapshot().context.counts, actor.getSnapshot().context.error]).toEqual([2, { open: 2 }, null]);
  });

  it('reload keeps the numbers in view while they load again', async () => {
    const again = deferred<Counts>();
    const { actor } = start([() => Promise.resolve({ open: 1 }), () => again.promise]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.counts).toEqual({ open: 1 });
    again.resolve({ open: 0 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.counts).toEqual({ open: 0 });
  });
});
