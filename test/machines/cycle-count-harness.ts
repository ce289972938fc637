// The cycle-count machine with stubbed actors over a tiny in-memory batch, for its tests: each
// call is recorded, and a test can replace any actor (to fail, or to hold its answer). Below it,
// the waits and reads the machine's test files share.
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { area, batch as makeBatch, conflictOf, coolerLines, type Batch, type Conflict, type Line } from '../msw/inventory-data';
import { cycleCountMachine, type CycleCountEvent, type SaveAnswer, type SavedLine } from '../../src/machines/inventory/cycle-count.machine';
import type { Edits } from '../../src/machines/inventory/count-sheet';
import { archiveCountMachine, type ArchiveAnswer } from '../../src/machines/inventory/archive-count.machine';
import { finalizeCountMachine, type FinalizeAnswer, type FinalizeCall } from '../../src/machines/inventory/finalize-count.machine';
import { startCountMachine } from '../../src/machines/inventory/start-count.machine';
import type { Notice } from '../../src/machines/failure';
import type { Role } from '../../src/lib/roles';

export interface FakeBatch {
  batch: Batch;
  lines: Line[];
  /** Lines whose item moved since the snapshot, with the item's current on-hand. */
  moved: Map<number, number>;
  /** Answer archive with 404 (a server without archive). */
  noArchive: boolean;
}

type Stub<I, O> = (input: I) => Promise<O>;

export interface HarnessOptions {
  status?: Batch['status'];
  lines?: Line[];
  storedEdits?: Edits | null;
  /** The kept edits were waiting for the connection (typed offline, never sent). */
  storedWaiting?: boolean;
  /** The browser reports no connection when the sheet opens (by default it is online). */
  startsOffline?: boolean;
  /** The member's role (default: an owner's). */
  role?: Role;
  loadSheet?: Stub<{ batchId: number }, { batch: Batch; lines: Line[] }>;
  saveLines?: Stub<{ batchId: number; lines: SavedLine[] }, SaveAnswer>;
  addMissingLines?: Stub<{ batchId: number }, { added: number }>;
  finalize?: Stub<FinalizeCall, FinalizeAnswer>;
  resnapshot?: Stub<{ batchId: number }, Batch>;
  postBatch?: Stub<{ batchId: number }, Batch>;
  reopenBatch?: Stub<{ batchId: number }, Batch>;
  archive?: Stub<{ batchId: number }, ArchiveAnswer>;
  cancel?: Stub<{ batchId: number }, Batch>;
  start?: Stub<{ areas: number[]; notes: string | null }, Batch>;
}

export const BATCH_ID = 7;
/** The time the default saveLines stub answers it saved at. */
export const SAVED_AT = '2024-06-06T10:05:00Z';

export function startCycleCount(options: HarnessOptions = {}) {
  const fake: FakeBatch = {
    batch: makeBatch({ id: BATCH_ID, status: options.status ?? 'OPEN' }),
    lines: options.lines ?? coolerLines(),
    moved: new Map(),
    noArchive: false,
  };
  const calls: { name: string; input: unknown }[] = [];
  const notices: Notice[] = [];
  const stored: { batchId: number; edits: Edits }[] = [];
  /** Whether each backup in `stored` was kept as waiting for the connection. */
  const storedWaiting: boolean[] = [];
  const snapshot = () => ({ batch: structuredClone(fake.batch), lines: structuredClone(fake.lines) });
  const setStatus = (status: Batch['status']) => {
    fake.batch = { ...fake.batch, status };
    return structuredClone(fake.batch);
  };
  const stub = <I, O>(name: string, custom: Stub<I, O> | undefined, fallback: Stub<I, O>) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ name, input });
      return (custom ?? fallback)(input);
    });

  const defaults = {
    loadSheet: async () => snapshot(),
    saveLines: async ({ lines }: { lines: SavedLine[] }): Promise<SaveAnswer> => {
      for (const sent of lines) {
        const l = fake.lines.find((x) => x.id === sent.id)!;
        if ('counted_qty' in sent) l.counted_qty = sent.counted_qty ?? null;
        if ('note' in sent) l.note = sent.note ?? null;
      }
      return { kind: 'saved', last_saved_at: SAVED_AT };
    },
    addMissingLines: async () => {
      fake.lines.push({ ...fake.lines[0], id: 50, product_name: 'Sourdough Loaf', counted_qty: null });
      return { added: 1 };
    },
    finalize: async ({ force }: FinalizeCall): Promise<FinalizeAnswer> => {
      const conflicts: Conflict[] = fake.lines.filter((l) => fake.moved.has(l.id)).map((l) => conflictOf(l, fake.moved.get(l.id)!));
      if (conflicts.length && !force) return { kind: 'conflicts', conflicts };
      return { kind: 'finalized', batch: setStatus('FINALIZED') };
    },
    resnapshot: async () => {
      fake.moved.clear();
      return structuredClone(fake.batch);
    },
    postBatch: async () => setStatus('POSTED'),
    reopenBatch: async () => setStatus('OPEN'),
    archive: async (): Promise<ArchiveAnswer> => {
      if (fake.noArchive) return { kind: 'noArchive' };
      return { kind: 'archived', batch: setStatus('ARCHIVED') };
    },
    cancel: async () => setStatus('CANCELLED'),
    start: async () => setStatus('OPEN'),
  };

  const notify = (_: unknown, notice: Notice) => void notices.push(notice);
  const machine = cycleCountMachine.provide({
    actors: {
      loadSheet: stub('loadSheet', options.loadSheet, defaults.loadSheet),
      saveLines: stub('saveLines', options.saveLines, defaults.saveLines),
      addMissingLines: stub('addMissingLines', options.addMissingLines, defaults.addMissingLines),
      postBatch: stub('postBatch', options.postBatch, defaults.postBatch),
      reopenBatch: stub('reopenBatch', options.reopenBatch, defaults.reopenBatch),
      finalizeCount: finalizeCountMachine.provide({
        actors: { finalize: stub('finalize', options.finalize, defaults.finalize), resnapshot: stub('resnapshot', options.resnapshot, defaults.resnapshot) },
        actions: { notify },
      }),
      archiveCount: archiveCountMachine.provide({
        actors: { archive: stub('archive', options.archive, defaults.archive), cancel: stub('cancel', options.cancel, defaults.cancel) },
        actions: { notify },
      }),
      // Not recorded among the calls: the device's storage, not the API.
      readStoredEdits: fromPromise(async () => (options.storedEdits ? { edits: options.storedEdits, waiting: options.storedWaiting ?? false } : null)),
      connectivity: fromCallback<CycleCountEvent>(({ sendBack }) => sendBack({ type: options.startsOffline ? 'connection.offline' : 'connection.online' })),
      startCount: startCountMachine.provide({
        actors: {
          loadAreas: fromPromise(async () => [area({ id: 1, name: 'Walk-in Cooler' })]),
          start: stub('start', options.start, defaults.start),
        },
        actions: { notify },
      }),
    },
    actions: {
      notify,
      storeEdits: (_, { batchId, edits, waiting }) => {
        stored.push(structuredClone({ batchId, edits }));
        storedWaiting.push(waiting);
      },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { batchId: BATCH_ID, role: options.role }, clock }).start();
  const child = (id: 'finalize' | 'archive' | 'start') => actor.getSnapshot().children[id] as AnyActorRef | undefined;
  return {
    actor,
    fake,
    calls,
    callNames: () => calls.map((c) => c.name),
    notices,
    messages: () => notices.map((n) => n.message),
    stored,
    storedWaiting,
    clock,
    child,
    /** Sends to the running child machine (the conflicts dialog, the archive confirmation, the start form). */
    sendChild: (id: 'finalize' | 'archive' | 'start', event: { type: string; [k: string]: unknown }) => child(id)!.send(event),
  };
}

type Harness = ReturnType<typeof startCycleCount>;

/** Waits until the sheet is read and the machine is in its batch's status. */
export const settled = (h: Harness) => waitFor(h.actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.matches('route'));
/** Waits until an OPEN batch takes edits. */
export const editing = (h: Harness) => waitFor(h.actor, (s) => s.matches({ open: { work: 'editing' } }));
export const status = (h: Harness) => h.actor.getSnapshot().context.batch?.status;
export const can = (h: Harness, type: string) => h.actor.getSnapshot().can({ type } as never);
export const edits = (h: Harness) => h.actor.getSnapshot().context.edits;
