// 'Finalize & Update Stock' of an OPEN batch (merchant-operations.md section 4, decisions.md). When
// counted items moved since the snapshot the server answers with the conflicts: the 'Conflicts
// detected' dialog lists them and lets the user choose, per line, to keep the counted quantity or
// keep the difference (counted − expected, added to the current on-hand), then finalize anyway
// (force) or re-snapshot first. The cycle-count machine invokes this one; its output says how it
// ended. Supply `finalize`, `resnapshot` and `notify`.
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../api/schema';
import { messageOf, type Notice } from '../failure';

export type Batch = components['schemas']['CycleCountDetail'];
export type ConflictRow = components['schemas']['ConflictRow'];
export type Resolution = components['schemas']['ConflictResolution'];

/** What the finalize call answered: the finalized batch, the lines that moved since the snapshot (a 409), or a refusal. */
export type FinalizeAnswer = { kind: 'finalized'; batch: Batch } | { kind: 'conflicts'; conflicts: ConflictRow[] } | { kind: 'refused'; message: string };

export interface FinalizeCall {
  batchId: number;
  force: boolean;
  resolutions: { line: number; keep: Resolution }[];
}

/** How the finalize ended: the batch is FINALIZED, re-snapshotted, or unchanged (closed or failed). */
export type FinalizeResult = { kind: 'finalized' | 'resnapshotted'; batch: Batch } | { kind: 'closed' | 'failed' };

export interface FinalizeContext {
  batchId: number;
  conflicts: ConflictRow[];
  /** The choice per conflicting line id (keep the counted quantity by default). */
  resolutions: Record<number, Resolution>;
  result: FinalizeResult;
}

export type FinalizeEvent = { type: 'conflict.keep'; line: number; keep: Resolution } | { type: 'conflict.force' } | { type: 'conflict.resnapshot' } | { type: 'conflict.close' };

export const FINALIZE_MESSAGES = {
  failed: 'Finalize failed.',
  conflicts: 'Conflicts detected. Review them below.',
  resnapshotFailed: 'Failed to re-snapshot.',
} as const;

const error = (message: string): Notice => ({ message, variant: 'error' });
const answered = (event: unknown) => (event as { output: FinalizeAnswer }).output;
/** The refusal's words (a conflicts answer to a forced finalize is one too). */
const refusal = (answer: FinalizeAnswer) => error(answer.kind === 'refused' ? answer.message : FINALIZE_MESSAGES.failed);
const finalized = (answer: FinalizeAnswer): FinalizeResult => ({ kind: 'finalized', batch: (answer as { batch: Batch }).batch });

export const finalizeCountMachine = setup({
  types: {
    context: {} as FinalizeContext,
    events: {} as FinalizeEvent,
    input: {} as { batchId: number },
    output: {} as FinalizeResult,
  },
  actors: {
    finalize: fromPromise<FinalizeAnswer, FinalizeCall>(async () => {
      throw new Error('finalize is not provided');
    }),
    resnapshot: fromPromise<Batch, { batchId: number }>(async () => {
      throw new Error('resnapshot is not provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    hasConflicts: ({ event }) => answered(event).kind === 'conflicts',
    isFinalized: ({ event }) => answered(event).kind === 'finalized',
  },
}).createMachine({
  id: 'finalizeCount',
  context: ({ input }) => ({ batchId: input.batchId, conflicts: [], resolutions: {}, result: { kind: 'closed' } }),
  initial: 'finalizing',
  output: ({ context }) => context.result,
  states: {
    finalizing: {
      // 'asking': the first finalize call, before any dialog (the sheet's Finalize button spins).
      tags: ['finalizing', 'asking'],
      invoke: {
        src: 'finalize',
        input: ({ context }) => ({ batchId: context.batchId, force: false, resolutions: [] }),
        onDone: [
          {
            guard: 'hasConflicts',
            target: 'conflicts',
            actions: [
              assign(({ event }) => {
                const conflicts = (event.output as Extract<FinalizeAnswer, { kind: 'conflicts' }>).conflicts;
                return { conflicts, resolutions: Object.fromEntries(conflicts.map((c) => [c.line, 'counted' as Resolution])) };
              }),
              { type: 'notify', params: error(FINALIZE_MESSAGES.conflicts) },
            ],
          },
          { guard: 'isFinalized', target: 'done', actions: assign({ result: ({ event }) => finalized(event.output) }) },
          { target: 'done', actions: [assign({ result: { kind: 'failed' } }), { type: 'notify', params: ({ event }) => refusal(event.output) }] },
        ],
        onError: {
          target: 'done',
          actions: [assign({ result: { kind: 'failed' } }), { type: 'notify', params: ({ event }) => error(messageOf(event.error, FINALIZE_MESSAGES.failed)) }],
        },
      },
    },
    conflicts: {
      tags: ['conflicts', 'choosing'],
      on: {
        'conflict.keep': {
          actions: assign({ resolutions: ({ context, event }) => ({ ...context.resolutions, [event.line]: event.keep }) }),
        },
        'conflict.force': 'forcing',
        'conflict.resnapshot': 'resnapshotting',
        'conflict.close': 'done',
      },
    },
    forcing: {
      tags: ['conflicts', 'finalizing'],
      invoke: {
        src: 'finalize',
        input: ({ context }) => ({
          batchId: context.batchId,
          force: true,
          resolutions: context.conflicts.map((c) => ({ line: c.line, keep: context.resolutions[c.line] ?? 'counted' })),
        }),
        onDone: [
          { guard: 'isFinalized', target: 'done', actions: assign({ result: ({ event }) => finalized(event.output) }) },
          { target: 'conflicts', actions: { type: 'notify', params: ({ event }) => refusal(event.output) } },
        ],
        onError: { target: 'conflicts', actions: { type: 'notify', params: ({ event }) => error(messageOf(event.error, FINALIZE_MESSAGES.failed)) } },
      },
    },
    resnapshotting: {
      tags: ['conflicts', 'resnapshotting'],
      invoke: {
        src: 'resnapshot',
        input: ({ context }) => ({ batchId: context.batchId }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => ({ kind: 'resnapshotted' as const, batch: event.output }) }) },
        onError: { target: 'conflicts', actions: { type: 'notify', params: ({ event }) => error(messageOf(event.error, FINALIZE_MESSAGES.resnapshotFailed)) } },
      },
    },
    done: { type: 'final' },
  },
});

export type FinalizeCountMachine = typeof finalizeCountMachine;
