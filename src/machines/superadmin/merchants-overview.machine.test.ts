import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { merchantsOverviewMachine, type OverviewClient, type OverviewMerchant } from './merchants-overview.machine';
import { deferred, flush } from '../../../test/promises';

const CLIENTS: OverviewClient[] = [
  { id: 1, name: 'Fresh Farms', schema_name: 'fresh_farms', type: 'supplier' },
  { id: 2, name: 'Corner Bistro', schema_name: 'corner_bistro', type: 'merchant' },
  { id: 4, name: 'Green Valley', schema_name: 'green_valley', type: 'supplier' },
];
const BISTRO: OverviewMerchant = { id: 7, merchant_name: 'Corner Bistro', city: 'Austin', minimum_order: 100 };

function start(opts: { clients?: () => Promise<OverviewClient[]>; merchants?: (schemaName: string, signal: AbortSignal) => Promise<OverviewMerchant[]> }) {
  const listClients = vi.fn(opts.clients ?? (async () => CLIENTS));
  const listMerchants = vi.fn(opts.merchants ?? (async () => [BISTRO]));
  const machine = merchantsOverviewMachine.provide({
    actors: {
      listClients: fromPromise(() => listClients()),
      listMerchants: fromPromise(({ input, signal }: { input: { schemaName: string }; signal: AbortSignal }) => listMerchants(input.schemaName, signal)),
    },
  });
  const actor = createActor(machine).start();
  return { actor, listClients, listMerchants };
}

describe('merchants overview machine', () => {
  it('loads the clients and keeps a card for each supplier client', async () => {
    const { actor } = start({});
    expect(actor.getSnapshot().hasTag('clientsLoading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    expect(actor.getSnapshot().context.clients.map((c) => c.name)).toEqual(['Fresh Farms', 'Green Valley']);
    expect(actor.getSnapshot().context.chosen).toBeNull();
    expect(actor.getSnapshot().hasTag('merchantsLoading')).toBe(false);
  });

  it('choosing a card loads its merchants: loading, then loaded', async () => {
    const d = deferred<OverviewMerchant[]>();
    const { actor, listMerchants } = start({ merchants: () => d.promise });
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    actor.send({ type: 'client.choose', schemaName: 'fresh_farms' });
    expect(actor.getSnapshot().hasTag('merchantsLoading')).toBe(true);
    expect(actor.getSnapshot().context.chosen).toBe('fresh_farms');
    expect(listMerchants).toHaveBeenCalledWith('fresh_farms', expect.any(AbortSignal));
    d.resolve([BISTRO]);
    await waitFor(actor, (s) => s.hasTag('merchantsReady'));
    expect(actor.getSnapshot().context.merchants).toEqual([BISTRO]);
    expect(actor.getSnapshot().hasTag('clientsReady')).toBe(true);
  });

  it('shows the empty state for a client without merchants', async () => {
    const { actor } = start({ merchants: async () => [] });
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    actor.send({ type: 'client.choose', schemaName: 'green_valley' });
    await waitFor(actor, (s) => s.hasTag('merchantsEmpty'));
    expect(actor.getSnapshot().context.merchants).toEqual([]);
  });

  it('choosing another card while loading cancels the first load and ignores its answer', async () => {
    const pending: Record<string, ReturnType<typeof deferred<OverviewMerchant[]>>> = {};
    const signals: Record<string, AbortSignal> = {};
    const { actor } = start({
      merchants: (schemaName, signal) => {
        pending[schemaName] = deferred<OverviewMerchant[]>();
        signals[schemaName] = signal;
        return pending[schemaName].promise;
      },
    });
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    actor.send({ type: 'client.choose', schemaName: 'fresh_farms' });
    actor.send({ type: 'client.choose', schemaName: 'green_valley' });
    expect(signals.fresh_farms.aborted).toBe(true);
    expect(signals.green_valley.aborted).toBe(false);
    pending.fresh_farms.resolve([{ id: 1, merchant_name: 'Stale' }]);
    await flush();
    expect(actor.getSnapshot().hasTag('merchantsLoading')).toBe(true);
    expect(actor.getSnapshot().context.chosen).toBe('green_valley');
    pending.green_valley.resolve([BISTRO]);
    await waitFor(actor, (s) => s.hasTag('merchantsReady'));
    expect(actor.getSnapshot().context.merchants).toEqual([BISTRO]);
  });

  it('a failed merchant load shows the error and retries the chosen client', async () => {
    const listMerchants = vi.fn<(s: string) => Promise<OverviewMerchant[]>>();
    listMerchants.mockRejectedValueOnce(new Error('Failed to load merchants.')).mockResolvedValueOnce([BISTRO]);
    const { actor } = start({ merchants: (s) => listMerchants(s) });
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    actor.send({ type: 'client.choose', schemaName: 'fresh_farms' });
    await waitFor(actor, (s) => s.hasTag('merchantsError'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load merchants.');
    actor.send({ type: 'merchants.retry' });
    await waitFor(actor, (s) => s.hasTag('merchantsReady'));
    expect(listMerchants.mock.calls.map((c) => c[0])).toEqual(['fresh_farms', 'fresh_farms']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed client load shows the error and retries', async () => {
    const listClients = vi.fn<() => Promise<OverviewClient[]>>();
    listClients.mockRejectedValueOnce(new Error('Forbidden.')).mockResolvedValueOnce([]);
    const { actor } = start({ clients: () => listClients() });
    await waitFor(actor, (s) => s.hasTag('clientsError'));
    expect(actor.getSnapshot().context.error).toBe('Forbidden.');
    expect(actor.getSnapshot().can({ type: 'client.choose', schemaName: 'fresh_farms' })).toBe(false);
    actor.send({ type: 'clients.retry' });
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    expect(actor.getSnapshot().hasTag('clientsEmpty')).toBe(true);
  });

  it('ignores a choice of an unknown client', async () => {
    const { actor, listMerchants } = start({});
    await waitFor(actor, (s) => s.hasTag('clientsReady'));
    expect(actor.getSnapshot().can({ type: 'client.choose', schemaName: 'corner_bistro' })).toBe(false);
    actor.send({ type: 'client.choose', schemaName: 'nope' });
    expect(listMerchants).not.toHaveBeenCalled();
  });
});
