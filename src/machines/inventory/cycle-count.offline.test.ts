// The cycle-count machine's connection (issue 25): offline, edits wait and Save is off; when the
// connection returns they are saved ('Syncing...', then 'Saved'); a failed sync keeps them.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { apiFailure } from '../../../test/api-failure';
import { deferred } from '../../../test/promises';
import { BATCH_ID, can, editing, edits, SAVED_AT, startCycleCount } from '../../../test/machines/cycle-count-harness';
import { MESSAGES, type SaveAnswer } from './cycle-count.machine';

type Harness = ReturnType<typeof startCycleCount>;
const network = (h: Harness) => (['offline', 'syncing', 'synced'] as const).find((tag) => h.actor.getSnapshot().hasTag(tag)) ?? 'online';
const offline = (h: Harness) => h.actor.send({ type: 'connection.offline' });
const online = (h: Harness) => h.actor.send({ type: 'connection.online' });

describe('OPEN: offline and back', () => {
  it('offline, edits wait and Save is off; back online they are saved', async () => {
    const h = startCycleCount();
    await editing(h);
    offline(h);
    expect(network(h)).toBe('offline');
    h.actor.send({ type: 'line.count', lineId: 2, counted: 4 });
    h.actor.send({ type: 'line.note', lineId: 3, note: 'Behind the crates' });
    expect(h.actor.getSnapshot().context.summary.edited).toBe(2);
    expect(can(h, 'counts.save')).toBe(false);
    h.actor.send({ type: 'counts.save' });
    expect(h.callNames()).not.toContain('saveLines');

    online(h);
    expect(network(h)).toBe('syncing');
    expect(h.actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(h.actor, (s) => s.hasTag('synced'));
    expect(h.calls.find((c) => c.name === 'saveLines')!.input).toEqual({
      batchId: BATCH_ID,
      lines: [
        { id: 2, counted_qty: 4, version: 0 },
        { id: 3, note: 'Behind the crates', version: 0 },
      ],
    });
    expect(edits(h)).toEqual({});
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
    // The next edit ends 'Saved'.
    h.actor.send({ type: 'line.count', lineId: 1, counted: 2 });
    expect(network(h)).toBe('online');
  });

  it('back online with nothing waiting, nothing is sent', async () => {
    const h = startCycleCount();
    await editing(h);
    offline(h);
    online(h);
    expect(network(h)).toBe('online');
    expect(h.callNames()).toEqual(['loadSheet']);
  });

  it('edits kept on the device are restored while offline and saved when the connection returns', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 6 } } });
    await editing(h);
    offline(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 6, base: 0 } });
    online(h);
    await waitFor(h.actor, (s) => s.hasTag('synced'));
    expect(h.fake.lines.find((l) => l.id === 2)!.counted_qty).toBe(6);
  });

  it('a refused sync (a 409 included) keeps the edits and says why; the user saves again', async () => {
    const h = startCycleCount({ saveLines: () => Promise.reject(apiFailure(409, { detail: 'Someone saved these lines meanwhile.' }, 'Failed to save counts.')) });
    await editing(h);
    offline(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 4 });
    online(h);
    await editing(h);
    expect(network(h)).toBe('online');
    expect(edits(h)).toEqual({ 2: { counted_qty: 4, base: 0 } });
    expect(h.messages()).toEqual(['Someone saved these lines meanwhile.']);
    expect(can(h, 'counts.save')).toBe(true);
  });

  it('a connection lost again during the sync leaves the edits waiting', async () => {
    const answer = deferred<{ last_saved_at?: string }>();
    const h = startCycleCount({ saveLines: () => answer.promise });
    await editing(h);
    offline(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 4 });
    online(h);
    offline(h);
    expect(network(h)).toBe('offline');
    answer.reject(new TypeError('Failed to fetch'));
    await editing(h);
    expect(network(h)).toBe('offline');
    expect(edits(h)).toEqual({ 2: { counted_qty: 4, base: 0 } });
  });

  it('a save started online, ending during the sync, ends it', async () => {
    const answer = deferred<{ last_saved_at?: string }>();
    const h = startCycleCount({ saveLines: () => answer.promise });
    await editing(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 4 });
    h.actor.send({ type: 'counts.save' });
    offline(h);
    online(h);
    expect(network(h)).toBe('syncing');
    answer.resolve({});
    await waitFor(h.actor, (s) => s.hasTag('synced'));
  });

  it('the texts of the connection state', () => {
    expect([MESSAGES.offline(12), MESSAGES.offline(1), MESSAGES.offline(0), MESSAGES.syncing, MESSAGES.synced]).toEqual([
      'Offline: 12 lines waiting',
      'Offline: 1 line waiting',
      'Offline: no lines waiting',
      'Syncing...',
      'Saved',
    ]);
  });
});

describe('edits kept while offline, the sheet opened again online (a tab closed offline)', () => {
  it('a backup made while offline is kept as waiting for the connection; once saved, it no longer waits', async () => {
    const h = startCycleCount();
    await editing(h);
    offline(h);
    h.actor.send({ type: 'line.count', lineId: 2, counted: 4 });
    h.actor.send({ type: 'backup.flush' });
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: { 2: { counted_qty: 4, base: 0 } } });
    expect(h.storedWaiting.at(-1)).toBe(true);
    online(h);
    await waitFor(h.actor, (s) => s.hasTag('synced'));
    expect(h.storedWaiting.at(-1)).toBe(false);
    // Typed online afterwards, they wait for Save.
    h.actor.send({ type: 'line.count', lineId: 3, counted: 1 });
    h.actor.send({ type: 'backup.flush' });
    expect(h.storedWaiting.at(-1)).toBe(false);
  });

  it("are restored and sent at once when the sheet opens online: 'Syncing...', then 'Saved'", async () => {
    const answer = deferred<SaveAnswer>();
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 6 }, 3: { note: 'Behind the crates' } }, storedWaiting: true, saveLines: () => answer.promise });
    await waitFor(h.actor, (s) => s.hasTag('syncing'));
    expect(h.actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(h.calls.find((c) => c.name === 'saveLines')!.input).toEqual({
      batchId: BATCH_ID,
      lines: [
        { id: 2, counted_qty: 6, version: 0 },
        { id: 3, note: 'Behind the crates', version: 0 },
      ],
    });
    answer.resolve({ kind: 'saved', last_saved_at: SAVED_AT });
    await waitFor(h.actor, (s) => s.hasTag('synced'));
    expect(edits(h)).toEqual({});
    expect(h.stored.at(-1)).toEqual({ batchId: BATCH_ID, edits: {} });
  });

  it('someone else saved one of those lines meanwhile: the sync stops at mine or theirs', async () => {
    const theirs = { id: 2, area: 1, counted_qty: 9, note: null, version: 1, counted_by: { id: 9, name: 'Sasha Reyes' }, counted_at: '2024-06-06T10:01:00Z' };
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 6, base: 0 } }, storedWaiting: true, saveLines: async () => ({ kind: 'stale', lines: [theirs] }) });
    await waitFor(h.actor, (s) => s.hasTag('choosing'));
    expect(network(h)).toBe('online');
    expect(h.actor.getSnapshot().context.stale).toEqual([{ line: theirs, keep: 'mine' }]);
    expect(edits(h)).toEqual({ 2: { counted_qty: 6, base: 0 } });
  });

  it('kept edits typed online and never saved are restored but wait for Save', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 6 } } });
    await editing(h);
    expect(edits(h)).toEqual({ 2: { counted_qty: 6, base: 0 } });
    expect(network(h)).toBe('online');
    expect(h.callNames()).toEqual(['loadSheet']);
    expect(can(h, 'counts.save')).toBe(true);
  });

  it('opened offline, they wait for the connection as typed ones do', async () => {
    const h = startCycleCount({ storedEdits: { 2: { counted_qty: 6 } }, storedWaiting: true, startsOffline: true });
    await editing(h);
    expect(network(h)).toBe('offline');
    expect(h.callNames()).toEqual(['loadSheet']);
    online(h);
    await waitFor(h.actor, (s) => s.hasTag('synced'));
    expect(h.fake.lines.find((l) => l.id === 2)!.counted_qty).toBe(6);
  });
});

describe('the connectivity report', () => {
  it('its first report sets the state: a sheet opened offline starts offline', async () => {
    const h = startCycleCount({ startsOffline: true });
    await editing(h);
    expect(network(h)).toBe('offline');
  });
});
