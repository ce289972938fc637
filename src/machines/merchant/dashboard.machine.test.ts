import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dashboardMachine, type CatalogueCounts } from './dashboard.machine';

const start = (load: () => Promise<CatalogueCounts>) => {
  const loadCounts = vi.fn(load);
  const actor = createActor(dashboardMachine.provide({ actors: { loadCounts: fromPromise(() => loadCounts()) } })).start();
  return { actor, loadCounts };
};

describe('merchant dashboard machine', () => {
  it('loads the counts once and is ready with them', async () => {
    const { actor, loadCounts } = start(async () => ({ products: 12, categories: 6, suppliers: 4 }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.counts).toEqual({ products: 12, categories: 6, suppliers: 4 });
    expect(loadCounts).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure message, or says the dashboard failed; retry loads again', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Server unavailable.');
      if (calls === 2) throw {};
      return { products: 1, categories: 2, suppliers: 3 };
    });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('Server unavailable.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('error') && s.context.error !== 'Server unavailable.');
    expect(actor.getSnapshot().context.error).toBe('Failed to load the dashboard.');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.counts).toEqual({ products: 1, categories: 2, suppliers: 3 });
  });
});
