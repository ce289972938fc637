import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { area, batch } from '../../../test/msw/inventory-data';
import { startCountMachine, type StockArea } from './start-count.machine';

const AREAS = [area({ id: 1, name: 'Walk-in Cooler' }), area({ id: 2, name: 'Freezer' }), area({ id: 3, name: 'Old Shed', is_active: false })];

function start(opts: { loadAreas?: () => Promise<StockArea[]>; start?: (i: { areas: number[]; notes: string | null }) => Promise<unknown> } = {}) {
  const notify = vi.fn();
  const startCall = vi.fn(opts.start ?? (async () => batch({ id: 9 })));
  const loadAreas = vi.fn(opts.loadAreas ?? (async () => AREAS));
  const machine = startCountMachine.provide({
    actors: {
      loadAreas: fromPromise(() => loadAreas()),
      start: fromPromise(({ input }: { input: { areas: number[]; notes: string | null } }) => startCall(input) as never),
    },
    actions: { notify: (_, n) => notify(n) },
  });
  const actor = createActor(machine, { input: { failedText: 'Failed to create cycle count.' } }).start();
  return { actor, notify, startCall, loadAreas };
}

const choosing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.hasTag('editable'));

describe('start count machine', () => {
  it('loads the active areas to choose from', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await choosing(actor);
    expect(actor.getSnapshot().context.areas.map((a) => a.name)).toEqual(['Walk-in Cooler', 'Freezer']);
  });

  it('a failed area load can be retried', async () => {
    const loadAreas = vi.fn<() => Promise<StockArea[]>>().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(AREAS);
    const { actor } = start({ loadAreas });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load stock areas.');
    actor.send({ type: 'areas.retry' });
    await choosing(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('needs at least one area', async () => {
    const { actor, startCall } = start();
    await choosing(actor);
    actor.send({ type: 'start.submit' });
    expect(actor.getSnapshot().context.error).toBe('Select at least one area.');
    expect(startCall).not.toHaveBeenCalled();
    actor.send({ type: 'area.toggle', areaId: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts with the chosen areas in list order and the trimmed notes, then ends with the batch', async () => {
    const { actor, startCall } = start();
    await choosing(actor);
    actor.send({ type: 'area.toggle', areaId: 2 });
    actor.send({ type: 'area.toggle', areaId: 1 });
    actor.send({ type: 'area.toggle', areaId: 2 });
    actor.send({ type: 'area.toggle', areaId: 2 });
    actor.send({ type: 'notes.change', notes: '  Before the Friday order. ' });
    actor.send({ type: 'start.submit' });
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(startCall).toHaveBeenCalledWith({ areas: [1, 2], notes: 'Before the Friday order.' });
    expect(actor.getSnapshot().output).toMatchObject({ id: 9 });
  });

  it('empty notes are sent as null', async () => {
    const { actor, startCall } = start();
    await choosing(actor);
    actor.send({ type: 'area.toggle', areaId: 1 });
    actor.send({ type: 'notes.change', notes: '   ' });
    actor.send({ type: 'start.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(startCall).toHaveBeenCalledWith({ areas: [1], notes: null });
  });

  it('a failed start says why and keeps the choice', async () => {
    const { actor, notify } = start({ start: () => Promise.reject(apiFailure(500, null, 'Failed to create cycle count.')) });
    await choosing(actor);
    actor.send({ type: 'area.toggle', areaId: 1 });
    actor.send({ type: 'start.submit' });
    await choosing(actor);
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to create cycle count.', variant: 'error' });
    expect(actor.getSnapshot().context.selected).toEqual([1]);

    const bare = start({ start: () => Promise.reject(new Error('')) });
    await choosing(bare.actor);
    bare.actor.send({ type: 'area.toggle', areaId: 1 });
    bare.actor.send({ type: 'start.submit' });
    await choosing(bare.actor);
    expect(bare.notify).toHaveBeenCalledWith({ message: 'Failed to create cycle count.', variant: 'error' });
    expect(bare.actor.getSnapshot().context.error).toBeNull();
  });

  it("shows the server's word on the areas under them", async () => {
    const { actor, notify } = start({ start: () => Promise.reject(apiFailure(400, { areas: ['Area 2 is not active.'] }, 'Failed to create cycle count.')) });
    await choosing(actor);
    actor.send({ type: 'area.toggle', areaId: 2 });
    actor.send({ type: 'start.submit' });
    await choosing(actor);
    expect(actor.getSnapshot().context.error).toBe('Area 2 is not active.');
    expect(notify).toHaveBeenCalledWith({ message: 'Failed to create cycle count.', variant: 'error' });
    // Changing the choice clears it.
    actor.send({ type: 'area.toggle', areaId: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
